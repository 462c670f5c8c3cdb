// `pnpm create-adviser` (scripts/create-adviser.ts) as an operator runs it: a name is required, and
// with one the adviser is stored under that name (it greets him in e-mails and signs his statements).
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

async function createAdviser(args: string[], databaseUrl: string): Promise<{ code: number; out: string }> {
  try {
    const r = await run(resolve(root, 'node_modules/.bin/tsx'), ['scripts/create-adviser.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, ADVISER_PASSWORD: 'een-lang-wachtwoord' },
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

describe('pnpm create-adviser', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses an adviser without a name, saying what is missing, and creates nobody', async () => {
    const none = await createAdviser(['zonder.naam@example.nl'], app.databaseUrl);
    expect(none.code).toBe(2);
    expect(none.out).toContain('Geef de naam van de adviseur op (--voornaam en --achternaam ontbreekt)');
    expect(none.out).toContain('usage: pnpm create-adviser <email> --voornaam <voornaam> --achternaam <achternaam>');
    const half = await createAdviser(
      ['zonder.naam@example.nl', '--voornaam', 'Anna', '--achternaam', '   '],
      app.databaseUrl,
    );
    expect(half.code).toBe(2);
    expect(half.out).toContain('(--achternaam ontbreekt)');
    expect(await app.db.user.count({ where: { email: 'zonder.naam@example.nl' } })).toBe(0);
  }, 60_000);

  it('creates the adviser under the name given', async () => {
    const r = await createAdviser(
      ['Anna.de.Vries@example.nl', '--voornaam', ' Anna ', '--achternaam', 'de Vries'],
      app.databaseUrl,
    );
    expect(r.out).toContain('Adviseur anna.de.vries@example.nl aangemaakt');
    expect(r.code).toBe(0);
    const user = await app.db.user.findUniqueOrThrow({
      where: { email: 'anna.de.vries@example.nl' },
      select: { voornaam: true, achternaam: true, rol: true },
    });
    expect(user).toEqual({ voornaam: 'Anna', achternaam: 'de Vries', rol: 'ADVISEUR' });
  }, 60_000);
});
