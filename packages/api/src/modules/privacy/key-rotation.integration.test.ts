// Documents at rest (docs/privacy.md section 7) over REST: an upload is stored sealed (no `%PDF`, no
// BSN in the documents table), downloads as uploaded, and `pnpm rotate-keys` moves every document —
// an old unencrypted one too — under a new key while each stays readable; a second run finds nothing.
import { createHash, randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { resetConfigForTests } from '../../infra/config.ts';
import { rotateDocumentKeys } from './key-rotation.service.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const run = promisify(execFile);
const NEW_KEYS = `k1=${'nieuwe-documentsleutel-'.repeat(2)}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
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

    // a new key first in DOCUMENT_KEYS (the app keeps k0 for reading): rotate
    process.env.DOCUMENT_KEYS = NEW_KEYS;
    resetConfigForTests();
    const before = await app.db.document.count();
    const rotated = await rotateDocumentKeys(app.db, 1); // batches of one: paging is exercised
    expect(rotated).toEqual({ sleutelId: 'k1', versleuteld: 1, herverpakt: before - 1 });
    expect(await app.db.document.count({ where: { NOT: { sleutelId: 'k1' } } })).toBe(0);
    expect(await documentsTable()).not.toContain(hex('%PDF'));
    expect((await download(req.owner.token, id)).equals(pdf)).toBe(true);
    expect((await download(req.owner.token, legacy.id)).equals(legacyBytes)).toBe(true);
    // the file's bytes were not rewritten by the re-wrap, only its data key
    const after = await app.db.document.findUniqueOrThrow({ where: { id } });
    expect(Buffer.from(after.inhoud).equals(Buffer.from(row.inhoud))).toBe(true);
    expect(Buffer.from(after.dataSleutel!).equals(Buffer.from(row.dataSleutel!))).toBe(false);
    expect(await rotateDocumentKeys(app.db)).toEqual({ sleutelId: 'k1', versleuteld: 0, herverpakt: 0 });

    // the command, as an operator runs it
    const cli = await run(resolve(root, 'node_modules/.bin/tsx'), ['scripts/rotate-keys.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: app.databaseUrl, DOCUMENT_KEYS: NEW_KEYS },
    });
    expect(cli.stdout).toContain('Documenten onder sleutel k1: 0 versleuteld, 0 datasleutels opnieuw verpakt.');
  }, 120_000);
});
