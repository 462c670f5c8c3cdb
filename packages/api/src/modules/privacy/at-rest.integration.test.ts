// No document plaintext at rest (docs/privacy.md section 7), end to end over REST: after real uploads of
// annual accounts, the adviser opening them and an issued statement (its sealed PDF), `%PDF` is in no
// row of any table (every table as row_to_json text, bytea as hex) and, after a CHECKPOINT, in no file of
// this test's database in the PostgreSQL data directory. The file check first proves it can see a PDF
// written in clear.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { confirmOwnership, establishIdentity } from '../../../test/trust.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const fixture = readFileSync(join(root, 'e2e/fixtures/intake/jaarrekening-2025.pdf'));
const PDF = Buffer.from('%PDF');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function upload(token: string, companyId: string, jaar: number) {
  const form = new FormData();
  const bytes = Buffer.concat([fixture, Buffer.from(`\n% jaar ${jaar}\n`)]);
  form.append('bestand', new Blob([bytes], { type: 'application/pdf' }), `jaarrekening ${jaar}.pdf`);
  form.append('soort', 'JAARREKENING');
  form.append('jaar', String(jaar));
  const res = await fetch(`${app.url}/api/companies/${companyId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The tables that hold `%PDF` in any row, as text or as bytea (hex in row_to_json). */
async function tablesWithPdf(): Promise<string[]> {
  const tables = await app.db.$queryRaw<{ t: string }[]>`
    SELECT table_name AS t FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
  const hits: string[] = [];
  for (const { t } of tables) {
    const [row] = await app.db.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM "${t}" x WHERE strpos(row_to_json(x)::text, $1) > 0 OR strpos(row_to_json(x)::text, $2) > 0`,
      '%PDF',
      PDF.toString('hex'),
    );
    if (row!.n > 0n) hits.push(t);
  }
  return hits;
}

/** This database's files in the data directory, after a CHECKPOINT wrote every page; null if not on this machine. */
async function databaseFilesWithPdf(): Promise<string[] | null> {
  await app.db.$executeRawUnsafe('CHECKPOINT');
  const [{ dir, oid }] = (await app.db.$queryRawUnsafe<{ dir: string; oid: number }[]>(
    `SELECT current_setting('data_directory') AS dir, oid::int AS oid FROM pg_database WHERE datname = current_database()`,
  )) as [{ dir: string; oid: number }];
  const base = join(dir, 'base', String(oid));
  try {
    statSync(base);
  } catch {
    return null; // a database server elsewhere (DATABASE_URL): only the rows can be checked
  }
  return readdirSync(base).filter((f) => readFileSync(join(base, f)).includes(PDF));
}

describe('document plaintext at rest', () => {
  it('after real uploads and an issued statement, no row and no database file holds %PDF', async () => {
    // the file check sees a PDF written in clear (a scratch table, dropped again)
    await app.db.$executeRawUnsafe(`CREATE TABLE scratch_pdf (b bytea)`);
    await app.db.$executeRawUnsafe(`INSERT INTO scratch_pdf VALUES ($1)`, fixture);
    const seen = await databaseFilesWithPdf();
    if (seen !== null) expect(seen.length).toBeGreaterThan(0);
    expect(await tablesWithPdf()).toEqual(['scratch_pdf']);
    await app.db.$executeRawUnsafe(`DROP TABLE scratch_pdf`);

    const req = await createRequest(app, '69599084', { voornaam: 'Rest', achternaam: 'Versleuteld' });
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const calc = await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/ikv`, { token: adviser.token, json: {} });
    expect(calc.status).toBe(200);
    await confirmOwnership(app.db, req.aanvraagId);
    await establishIdentity(app.url, adviser.token, req.owner.userId);
    for (const { jaar } of calc.body.jaren as { jaar: number }[]) {
      const id = await upload(req.owner.token, req.companyId, jaar);
      const opened = await fetch(`${app.url}/api/documents/${id}`, {
        headers: { authorization: `Bearer ${adviser.token}` },
      });
      expect(
        Buffer.from(await opened.arrayBuffer())
          .subarray(0, 4)
          .equals(PDF),
      ).toBe(true);
      const check = await call(app.url, 'PUT', `/adviseur/aanvragen/${req.aanvraagId}/controle/${jaar}`, {
        token: adviser.token,
        json: { akkoord: true, documentIds: [id] },
      });
      expect(check.status).toBe(200);
    }
    const patch = (json: unknown) =>
      call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, { token: adviser.token, json });
    expect((await patch({ status: 'IN_BEHANDELING' })).status).toBe(200);
    const done = await patch({ status: 'AFGEROND', conclusie: 'Vastgesteld op de gecontroleerde jaarrekeningen.' });
    expect(done.status).toBe(200);
    const pdf = await fetch(`${app.url}/api/aanvragen/${req.aanvraagId}/ikv/pdf`, {
      headers: { authorization: `Bearer ${req.owner.token}` },
    });
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .equals(PDF),
    ).toBe(true);
    expect(await app.db.document.count({ where: { companyId: req.companyId } })).toBe(3);
    expect(await app.db.verklaring.count({ where: { aanvraagId: req.aanvraagId } })).toBe(1);

    expect(await tablesWithPdf()).toEqual([]);
    const files = await databaseFilesWithPdf();
    if (files !== null) expect(files).toEqual([]);
  });
});
