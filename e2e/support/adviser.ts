// A fresh adviser of its own for a spec (straight in the e2e database, as `pnpm create-adviser`
// would make one), so specs that act as an adviser leave the demo accounts alone.
import { randomUUID } from 'node:crypto';
import { createDb } from '@ikv/db';
import { createAdviser } from '@ikv/db/factories';
import { databaseUrlOf } from './app-instance.ts';

export async function freshAdviser(
  taal: 'NL' | 'EN' = 'NL',
  name: { voornaam?: string; achternaam?: string } = {},
): Promise<{ id: string; email: string; password: string; naam: string }> {
  const db = createDb(await databaseUrlOf(), { max: 1 });
  try {
    const suffix = randomUUID().slice(0, 8);
    const a = await createAdviser(db, {
      email: `adviseur-${suffix}@test.nl`,
      voornaam: name.voornaam ?? 'Anna',
      achternaam: name.achternaam ?? `Brink ${suffix}`,
      taal,
    });
    return { id: a.id, email: a.email, password: a.password, naam: `${a.voornaam} ${a.achternaam}` };
  } finally {
    await db.$disconnect();
  }
}
