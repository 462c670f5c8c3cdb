// Helpers for the scheduling suites: users straight from the factories with a real access token,
// and Amsterdam wall-clock times a couple of weeks ahead.
import type { Db } from '@ikv/db';
import { createAdviser, createUser } from '@ikv/db/factories';
import { signAccessToken } from '../src/infra/jwt.ts';
import { addDays, localToUtc, mondayOf, toLocalParts } from '../src/shared/amsterdam-time.ts';

export interface TestActor {
  id: string;
  email: string;
  token: string;
  voornaam: string;
}

export async function makeActor(
  db: Db,
  rol: 'ADVISEUR' | 'ONDERNEMER',
  overrides: { voornaam?: string } = {},
): Promise<TestActor> {
  const user = rol === 'ADVISEUR' ? await createAdviser(db, overrides) : await createUser(db, overrides);
  const token = await signAccessToken({ sub: user.id, rol, email: user.email, sv: user.sessieVersie }, new Date());
  return { id: user.id, email: user.email, token, voornaam: user.voornaam };
}

/** The Monday `weeksAhead` weeks from now (Amsterdam calendar). */
export const mondayAhead = (weeksAhead: number) => addDays(mondayOf(toLocalParts(new Date()).date), 7 * weeksAhead);

/** An ISO instant for an Amsterdam date + HH:mm. */
export const at = (date: string, time: string) => localToUtc(date, time).toISOString();
