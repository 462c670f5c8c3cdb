import type { Db, Tx } from '../client.ts';
import type { Prisma, User } from '../generated/prisma/client.ts';
import { hashPassword } from './password.ts';
import { uniqueSuffix } from './unique.ts';

export const DEFAULT_TEST_PASSWORD = 'Test-wachtwoord-2026';

export type UserOverrides = Partial<Prisma.UserUncheckedCreateInput> & { password?: string };

// argon2 costs ~30 ms per hash: users made with the same password in one process share its hash
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
}

/** A verified ONDERNEMER with a unique e-mail; returns the row plus its plain password. */
export async function createUser(db: Db | Tx, overrides: UserOverrides = {}): Promise<User & { password: string }> {
  const { password = DEFAULT_TEST_PASSWORD, ...data } = overrides;
  const user = await db.user.create({
    data: {
      voornaam: 'Sanne',
      achternaam: 'de Vries',
      telefoonnummer: '0612345678',
      emailGeverifieerdOp: new Date(),
      passwordHash: await cachedHash(password),
      ...data,
      email: (data.email ?? `gebruiker-${uniqueSuffix()}@example.nl`).toLowerCase(),
    },
  });
  return { ...user, password };
}

export function createAdviser(db: Db | Tx, overrides: UserOverrides = {}) {
  return createUser(db, { rol: 'ADVISEUR', voornaam: 'Pieter', achternaam: 'Bakker', ...overrides });
}
