// `pnpm create-client` (scripts/create-client.ts) as an operator runs it: it prints client_id and
// client_secret once, keeps only the secret's hash, and the printed pair gets a token; unknown
// scopes or soort are refused with the usage and create nothing. `--beheer` on create-adviser.
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import { basicAuth } from './clients.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

async function script(name: string, args: string[], databaseUrl: string): Promise<{ code: number; out: string }> {
  try {
    const r = await run(resolve(root, 'node_modules/.bin/tsx'), [`scripts/${name}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, ADVISER_PASSWORD: 'een-lang-wachtwoord' },
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

describe('pnpm create-client', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('prints client_id and client_secret once; the pair gets a token with those scopes', async () => {
    const r = await script(
      'create-client',
      [
        'Adviesbox koppeling',
        '--organisatie',
        'Hypotheekhuis Oost',
        '--soort',
        'INTERMEDIAIR',
        '--scopes',
        'koppelingen aanvragen:lezen',
      ],
      app.databaseUrl,
    );
    expect(r.code).toBe(0);
    const clientId = /client_id=(\S+)/.exec(r.out)?.[1];
    const secret = /client_secret=(\S+)/.exec(r.out)?.[1];
    expect(clientId).toMatch(/^ikvc_/);
    expect(secret).toMatch(/^ikvs_/);
    const stored = await app.db.apiClient.findUniqueOrThrow({
      where: { clientId: clientId! },
      select: { naam: true, scopes: true, organisatie: { select: { naam: true, soort: true } }, secrets: true },
    });
    expect(stored).toMatchObject({
      naam: 'Adviesbox koppeling',
      scopes: ['koppelingen', 'aanvragen:lezen'],
      organisatie: { naam: 'Hypotheekhuis Oost', soort: 'INTERMEDIAIR' },
    });
    expect(JSON.stringify(stored.secrets)).not.toContain(secret!);
    const token = await fetch(`${app.url}/api/oauth/token`, {
      method: 'POST',
      headers: { authorization: basicAuth(clientId!, secret!), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(token.status).toBe(200);
    expect(((await token.json()) as { scope: string }).scope).toBe('koppelingen aanvragen:lezen');
  }, 60_000);

  it('refuses an unknown scope or soort with the usage, and creates nothing', async () => {
    const scope = await script(
      'create-client',
      ['X', '--organisatie', 'Bank Zuid', '--soort', 'GELDVERSTREKKER', '--scopes', 'alles'],
      app.databaseUrl,
    );
    expect(scope.code).toBe(2);
    expect(scope.out).toContain('Onbekende scope(s): alles');
    const soort = await script(
      'create-client',
      ['X', '--organisatie', 'Bank Zuid', '--soort', 'BANK', '--scopes', 'verificatie'],
      app.databaseUrl,
    );
    expect(soort.code).toBe(2);
    expect(soort.out).toContain('usage: pnpm create-client');
    expect(await app.db.organisatie.count({ where: { naam: 'Bank Zuid' } })).toBe(0);
  }, 60_000);

  it("--contact sets the organisation's technical contact (lower case); a bad address is refused", async () => {
    const r = await script(
      'create-client',
      [
        'Acceptatie',
        '--organisatie',
        'Bank West',
        '--soort',
        'GELDVERSTREKKER',
        '--scopes',
        'verificatie webhooks',
        '--contact',
        'IT@Bank-West.example.nl',
      ],
      app.databaseUrl,
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('Technisch contact: it@bank-west.example.nl.');
    const org = await app.db.organisatie.findUniqueOrThrow({ where: { naam: 'Bank West' } });
    expect(org.technischContact).toBe('it@bank-west.example.nl');
    const bad = await script(
      'create-client',
      [
        'Tweede',
        '--organisatie',
        'Bank Noord',
        '--soort',
        'GELDVERSTREKKER',
        '--scopes',
        'verificatie',
        '--contact',
        'geen-adres',
      ],
      app.databaseUrl,
    );
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('geen geldig e-mailadres');
    expect(await app.db.organisatie.count({ where: { naam: 'Bank Noord' } })).toBe(0);
  }, 60_000);

  it('--jwks registers a public key for private_key_jwt; a private key is refused and creates nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jwks-'));
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(join(dir, 'public.json'), JSON.stringify(pair.publicKey.export({ format: 'jwk' })));
    writeFileSync(join(dir, 'private.json'), JSON.stringify(pair.privateKey.export({ format: 'jwk' })));
    const args = (file: string, naam: string) => [
      naam,
      '--organisatie',
      'Bank Sleutel',
      '--soort',
      'GELDVERSTREKKER',
      '--scopes',
      'verificatie',
      '--jwks',
      join(dir, file),
    ];
    const refused = await script('create-client', args('private.json', 'Privé'), app.databaseUrl);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('alleen publieke sleutels');
    expect(await app.db.apiClient.count({ where: { naam: 'Privé' } })).toBe(0);
    const r = await script('create-client', args('public.json', 'Acceptatiesysteem'), app.databaseUrl);
    expect(r.code).toBe(0);
    expect(r.out).toContain('private_key_jwt');
    const clientId = /client_id=(\S+)/.exec(r.out)![1]!;
    const stored = await app.db.apiClient.findUniqueOrThrow({ where: { clientId }, select: { jwks: true } });
    expect(stored.jwks).toEqual({ keys: [pair.publicKey.export({ format: 'jwk' })] });
  });

  it('create-adviser --beheer gives the adviser the beheer permission', async () => {
    const r = await script(
      'create-adviser',
      ['beheer@example.nl', '--voornaam', 'Bea', '--achternaam', 'Heer', '--beheer'],
      app.databaseUrl,
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('met beheerrecht');
    const user = await app.db.user.findUniqueOrThrow({
      where: { email: 'beheer@example.nl' },
      select: { beheer: true },
    });
    expect(user.beheer).toBe(true);
  }, 60_000);
});
