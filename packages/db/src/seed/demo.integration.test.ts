import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../test/db-fixture.ts';
import { DEMO_COMPANY, seedDemo } from './demo.ts';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb(4);
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('creates the demo logins, company and years, and changes nothing when run again', async () => {
    const credentials = await seedDemo(t.db);
    const again = await seedDemo(t.db);

    expect(again).toEqual(credentials);
    expect(await t.db.user.count()).toBe(2);
    const adviser = await t.db.user.findUniqueOrThrow({ where: { email: credentials.adviser.email } });
    expect(adviser.rol).toBe('ADVISEUR');
    expect(adviser.emailGeverifieerdOp).not.toBeNull();
    expect(await verify(adviser.passwordHash, credentials.adviser.password)).toBe(true);
    expect(credentials.entrepreneur.password.length).toBeGreaterThanOrEqual(10);

    const company = await t.db.company.findFirstOrThrow({
      where: { kvkNummer: '69599084' },
      include: { leden: { include: { user: true } }, boekjaren: { orderBy: { jaar: 'asc' } } },
    });
    expect(company.registerGegevens).toEqual(DEMO_COMPANY);
    expect(company.juridischeNaam).toBe('Test EMZ Dagobert');
    expect(company.formeleRegistratiedatum?.toISOString()).toBe('2017-07-10T00:00:00.000Z');
    expect(Number(company.aandeelTotaal)).toBe(100);
    expect(company.leden.map((m) => [m.user.email, m.rol, Number(m.aandeelPercentage)])).toEqual([
      [credentials.entrepreneur.email, 'EIGENAAR', 100],
    ]);
    expect(company.boekjaren.map((y) => y.jaar)).toEqual([2023, 2024, 2025]);
  });
});

describe('disableDemoAccounts (pnpm start against a DATABASE_URL without --demo)', () => {
  it('disables the demo logins left from an earlier run, ends their sessions, and --demo brings them back', async () => {
    await seedDemo(t.db);
    const { disableDemoAccounts, DEMO_EMAILS } = await import('./demo.ts');
    const before = await t.db.user.findMany({ where: { email: { in: [...DEMO_EMAILS] } }, orderBy: { email: 'asc' } });
    const disabled = await disableDemoAccounts(t.db);
    expect(disabled.sort()).toEqual([...DEMO_EMAILS].sort());
    const after = await t.db.user.findMany({ where: { email: { in: [...DEMO_EMAILS] } }, orderBy: { email: 'asc' } });
    for (const [i, u] of after.entries()) {
      expect(u.verwijderdOp).not.toBeNull();
      expect(u.sessieVersie).toBe(before[i]!.sessieVersie + 1);
    }
    expect(await disableDemoAccounts(t.db)).toEqual([]);
    await seedDemo(t.db);
    expect(await t.db.user.count({ where: { email: { in: [...DEMO_EMAILS] }, verwijderdOp: null } })).toBe(2);
  });
});
