// Documents and secrets at rest (docs/privacy.md section 7) over REST: an upload is stored sealed (no
// `%PDF`, no BSN in the documents table), downloads as uploaded, and `pnpm rotate-keys` moves every
// document — an old unencrypted one too — under a new key while each stays readable; a second run
// finds nothing. Two-factor secrets are sealed the same way (no secret in clear in any row), an
// account of the older scheme keeps logging in, and after a rotation every account still does.
import { createHash, randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, registerAndLogin } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { referenceTotp } from '../../../test/totp-reference.ts';
import { resetConfigForTests } from '../../infra/config.ts';
import { openSecretAtRest } from '../../infra/document-crypto.ts';
import { sealSecret } from '../../infra/secret-box.ts';
import { rotateKeys } from './key-rotation.service.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const run = promisify(execFile);
const NEW_KEYS = `k1=${'nieuwe-documentsleutel-'.repeat(2)}`;

let app: TestApp;
/** the app's clock: real time plus an offset the tests move forward (a TOTP code works once per step) */
const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
beforeAll(async () => {
  app = await startTestApp({ clock });
}, 60_000);
afterAll(async () => {
  delete process.env.DOCUMENT_KEYS;
  resetConfigForTests();
  await app?.close();
});

async function upload(token: string, companyId: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('bestand', new Blob([bytes], { type: 'application/pdf' }), 'aangifte 2025.pdf');
  form.append('soort', 'JAARREKENING');
  form.append('jaar', '2025');
  const res = await fetch(`${app.url}/api/companies/${companyId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function download(token: string, id: string) {
  const res = await fetch(`${app.url}/api/documents/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The documents table as text (bytea as hex), to search for plaintext. */
async function documentsTable(): Promise<string> {
  const rows = await app.db.$queryRawUnsafe<{ r: string }[]>(`SELECT row_to_json(d)::text AS r FROM documents d`);
  return rows.map((r) => r.r).join('\n');
}
const hex = (s: string) => Buffer.from(s).toString('hex');

describe('documents at rest', () => {
  it('an upload is stored sealed; rotate-keys moves every document under the new key, all readable', async () => {
    const req = await createRequest(app, '69599084', { voornaam: 'Bo', achternaam: 'Versleuteld' });
    const bsn = '123456782';
    const marker = randomUUID();
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj << >> endobj\n% BSN ${bsn} ${marker}\ntrailer << >>\n%%EOF\n`);
    const id = await upload(req.owner.token, req.companyId, pdf);
    const row = await app.db.document.findUniqueOrThrow({ where: { id } });
    expect(row.sleutelId).toBe('k0');
    expect(row.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const table = await documentsTable();
    for (const s of ['%PDF', bsn, marker]) expect(table).not.toContain(hex(s));
    expect((await download(req.owner.token, id)).equals(pdf)).toBe(true);

    // a document stored before encryption at rest (plain bytes, no key id)
    const legacyBytes = Buffer.from(`%PDF-1.4\n% oud ${marker}\n%%EOF\n`);
    const legacy = await app.db.document.create({
      data: {
        companyId: req.companyId,
        jaar: 2024,
        soort: 'JAARREKENING',
        bestandsnaam: 'oud.pdf',
        mimeType: 'application/pdf',
        grootte: legacyBytes.length,
        sha256: createHash('sha256').update(legacyBytes).digest('hex'),
        inhoud: legacyBytes,
        geuploadDoorId: req.owner.userId,
      },
    });
    expect(await documentsTable()).toContain(hex('%PDF'));
    expect((await download(req.owner.token, legacy.id)).equals(legacyBytes)).toBe(true);

    // an issued statement's PDF and a prepared export stored before encryption at rest
    await app.db.aanvraag.update({ where: { id: req.aanvraagId }, data: { status: 'AFGEROND' } });
    const statementPdf = Buffer.from(`%PDF-1.7\n% verklaring ${marker}\n%%EOF\n`);
    await app.db.verklaring.create({
      data: {
        aanvraagId: req.aanvraagId,
        nummer: `IKV-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
        code: randomUUID().replaceAll('-', ''),
        ikvResultId: randomUUID(),
        regelsVersie: 'IKV-NHG-2025.1',
        uitgegevenOp: new Date(),
        geldigTot: new Date(Date.now() + 180 * 86_400_000),
        adviseurNaam: 'Pieter Bakker',
        payload: {},
        jws: 'x.y.z',
        kid: 'test',
        pdf: statementPdf,
        pdfSha256: createHash('sha256').update(statementPdf).digest('hex'),
      },
    });
    const zipBytes = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from(` export ${marker}`)]);
    const legacyExport = await app.db.accountExport.create({
      data: {
        userId: req.owner.userId,
        status: 'KLAAR',
        inhoud: zipBytes,
        klaarOp: new Date(),
        verlooptOp: new Date(Date.now() + 86_400_000),
      },
    });
    const statementDownload = async () => {
      const res = await fetch(`${app.url}/api/aanvragen/${req.aanvraagId}/ikv/pdf`, {
        headers: { authorization: `Bearer ${req.owner.token}` },
      });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const exportDownload = async () => {
      const res = await fetch(`${app.url}/api/account/export/${legacyExport.id}/bestand`, {
        headers: { authorization: `Bearer ${req.owner.token}` },
      });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    expect((await statementDownload()).equals(statementPdf)).toBe(true);
    expect((await exportDownload()).equals(zipBytes)).toBe(true);

    // a new key first in DOCUMENT_KEYS (the app keeps k0 for reading): rotate
    process.env.DOCUMENT_KEYS = NEW_KEYS;
    resetConfigForTests();
    const before = await app.db.document.count();
    const rotated = await rotateKeys(app.db, 1); // batches of one: paging is exercised
    expect(rotated).toEqual({
      sleutelId: 'k1',
      versleuteld: 1,
      herverpakt: before - 1,
      tweestapsGeheimen: 0,
      webhookGeheimen: 0,
      verklaringPdfs: 1,
      exports: 1,
    });
    expect(await app.db.document.count({ where: { NOT: { sleutelId: 'k1' } } })).toBe(0);
    expect(await documentsTable()).not.toContain(hex('%PDF'));
    expect((await download(req.owner.token, id)).equals(pdf)).toBe(true);
    expect((await download(req.owner.token, legacy.id)).equals(legacyBytes)).toBe(true);
    // the statement's PDF and the export: sealed, still served as they were
    expect(await app.db.verklaring.count({ where: { NOT: { pdfSleutelId: 'k1' } } })).toBe(0);
    expect((await app.db.accountExport.findUniqueOrThrow({ where: { id: legacyExport.id } })).sleutelId).toBe('k1');
    const rest = (
      await app.db.$queryRawUnsafe<{ r: string }[]>(
        `SELECT row_to_json(x)::text AS r FROM verklaringen x UNION ALL SELECT row_to_json(y)::text FROM account_exports y`,
      )
    )
      .map((r) => r.r)
      .join('\n');
    for (const s of ['%PDF', 'PK\x03\x04', marker]) expect(rest).not.toContain(hex(s));
    expect((await statementDownload()).equals(statementPdf)).toBe(true);
    expect((await exportDownload()).equals(zipBytes)).toBe(true);
    // the file's bytes were not rewritten by the re-wrap, only its data key
    const after = await app.db.document.findUniqueOrThrow({ where: { id } });
    expect(Buffer.from(after.inhoud).equals(Buffer.from(row.inhoud))).toBe(true);
    expect(Buffer.from(after.dataSleutel!).equals(Buffer.from(row.dataSleutel!))).toBe(false);
    expect(await rotateKeys(app.db)).toEqual({
      sleutelId: 'k1',
      versleuteld: 0,
      herverpakt: 0,
      tweestapsGeheimen: 0,
      webhookGeheimen: 0,
      verklaringPdfs: 0,
      exports: 0,
    });

    // the command, as an operator runs it
    const cli = await run(resolve(root, 'node_modules/.bin/tsx'), ['scripts/rotate-keys.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: app.databaseUrl, DOCUMENT_KEYS: NEW_KEYS },
    });
    expect(cli.stdout).toContain('Documenten onder sleutel k1: 0 versleuteld, 0 datasleutels opnieuw verpakt.');
    expect(cli.stdout).toContain('Geheimen onder sleutel k1: 0 voor tweestapsverificatie, 0 van webhooks.');
    expect(cli.stdout).toContain("Verder onder sleutel k1: 0 pdf's van verklaringen, 0 exports.");
  }, 120_000);
});

/** Every row of these tables as text, to search for a secret in clear. */
async function tablesAsText(...tables: string[]): Promise<string> {
  const out: string[] = [];
  for (const t of tables) {
    const rows = await app.db.$queryRawUnsafe<{ r: string }[]>(`SELECT row_to_json(x)::text AS r FROM ${t} x`);
    out.push(...rows.map((r) => r.r));
  }
  return out.join('\n');
}

const step = () => (clock.offset += 30_000);

/** A full login with the second factor; the status of the last step. */
async function loginWithTotp(email: string, secret: string) {
  const first = await call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord: PASSWORD } });
  expect(first.body).toEqual({ twoFactorRequired: true, twoFactorToken: expect.any(String) });
  step();
  const second = await call(app.url, 'POST', '/auth/2fa/login', {
    json: { twoFactorToken: first.body.twoFactorToken, code: referenceTotp(secret, clock.now()) },
  });
  return second.status;
}

describe('two-factor and webhook secrets at rest', () => {
  it('are sealed under the document keys; the older scheme keeps working and rotate-keys moves it', async () => {
    delete process.env.DOCUMENT_KEYS;
    resetConfigForTests();

    // a new setup: sealed in the envelope under the current key, nothing in clear
    const anna = await registerAndLogin(app.url, { voornaam: 'Anna', achternaam: 'Tweestaps' });
    const setup = await call(app.url, 'POST', '/auth/2fa/setup', { token: anna.token, json: {} });
    expect(setup.status).toBe(200);
    const secret: string = setup.body.secret;
    step();
    const enabled = await call(app.url, 'POST', '/auth/2fa/enable', {
      token: anna.token,
      json: { code: referenceTotp(secret, clock.now()) },
    });
    expect(enabled.status).toBe(200);
    const row = await app.db.user.findUniqueOrThrow({ where: { id: anna.userId } });
    expect(row.twoFactorSleutelId).toBe('k0');
    expect(row.twoFactorSecretEnc).toMatch(/^e1\./);
    expect(await loginWithTotp(anna.email, secret)).toBe(200);

    // an account whose secret was sealed under the older scheme (TOTP_ENCRYPTION_KEY, no key id)
    const oud = await registerAndLogin(app.url, { voornaam: 'Otto', achternaam: 'Oudschema' });
    const oudSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await app.db.user.update({
      where: { id: oud.userId },
      data: { twoFactorEnabled: true, twoFactorSecretEnc: sealSecret(oudSecret), twoFactorSleutelId: null },
    });
    expect(await loginWithTotp(oud.email, oudSecret)).toBe(200);

    // a webhook endpoint whose signing secret is of the older scheme
    const organisatie = await app.db.organisatie.create({
      data: { naam: `Kantoor ${randomUUID()}`, soort: 'INTERMEDIAIR' },
    });
    const client = await app.db.apiClient.create({
      data: { clientId: randomUUID(), naam: 'CRM', organisatieId: organisatie.id, scopes: ['webhooks'] },
    });
    const whsec = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
    const endpoint = await app.db.webhookEndpoint.create({
      data: { apiClientId: client.id, url: 'https://hooks.example.nl/ikv', events: [], geheim: sealSecret(whsec) },
    });

    // no secret in clear in any row of the accounts or the webhook endpoints
    const secrets = [secret, oudSecret, whsec];
    for (const s of secrets) expect(await tablesAsText('users', 'webhook_endpoints')).not.toContain(s);

    // a new key: rotate-keys re-wraps the new secret and moves the older ones into the envelope
    process.env.DOCUMENT_KEYS = NEW_KEYS;
    resetConfigForTests();
    const withSecret = await app.db.user.count({ where: { twoFactorSecretEnc: { not: null } } });
    const endpoints = await app.db.webhookEndpoint.count();
    expect(await rotateKeys(app.db, 1)).toMatchObject({
      sleutelId: 'k1',
      tweestapsGeheimen: withSecret,
      webhookGeheimen: endpoints,
    });
    expect(
      await app.db.user.count({
        where: {
          twoFactorSecretEnc: { not: null },
          OR: [{ twoFactorSleutelId: null }, { NOT: { twoFactorSleutelId: 'k1' } }],
        },
      }),
    ).toBe(0);
    const moved = await app.db.user.findUniqueOrThrow({ where: { id: oud.userId } });
    expect(moved).toMatchObject({ twoFactorSleutelId: 'k1', twoFactorSecretEnc: expect.stringMatching(/^e1\./) });
    const movedEndpoint = await app.db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(movedEndpoint.geheimSleutelId).toBe('k1');
    expect(openSecretAtRest({ geheim: movedEndpoint.geheim, sleutelId: movedEndpoint.geheimSleutelId })).toBe(whsec);
    for (const s of secrets) expect(await tablesAsText('users', 'webhook_endpoints')).not.toContain(s);

    // both still log in with their authenticator app; a wrong code still fails
    expect(await loginWithTotp(anna.email, secret)).toBe(200);
    expect(await loginWithTotp(oud.email, oudSecret)).toBe(200);
    const challenge = await call(app.url, 'POST', '/auth/login', { json: { email: anna.email, wachtwoord: PASSWORD } });
    const wrong = await call(app.url, 'POST', '/auth/2fa/login', {
      json: { twoFactorToken: challenge.body.twoFactorToken, code: '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(await rotateKeys(app.db)).toMatchObject({ tweestapsGeheimen: 0, webhookGeheimen: 0 });
  }, 120_000);
});
