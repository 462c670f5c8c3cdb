// Issued statements under the daily retention job (docs/privacy.md section 4a) on a clock moved
// forward: seven years after its issue a statement goes (PDF, signed JSON, figures) with the document
// it rests on, each audited without content, and the public verification then says the statement was
// removed after its retention period — by code (410, its number and dates) and by the PDF's bytes —
// instead of "unknown".
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Clock } from '../../infra/clock.ts';
import { addMonths } from './retention.rules.ts';
import { enforceRetention, RETENTION_AUDIT } from './retention.service.ts';

let app: TestApp;
/** the app's clock: real time plus an offset the test moves forward */
const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
beforeAll(async () => {
  app = await startTestApp({ clock });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);
const clockAt = (at: Date): Clock => ({ now: () => at });
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

async function verifyPdf(pdf: Buffer) {
  const res = await fetch(`${app.url}/api/verificatie`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: new Uint8Array(pdf),
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe('retention of issued statements', () => {
  it('seven years after issue: statement and document go, audited without content; verification says removed', async () => {
    const req = await createRequest(app, '69599084', { voornaam: 'Vera', achternaam: 'Bewaartermijn' });
    const issuedAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
    const docBytes = Buffer.from(`%PDF-1.4\n% aangifte Bewaartermijn ${randomUUID()}\n%%EOF\n`);
    const doc = await app.db.document.create({
      data: {
        companyId: req.companyId,
        jaar: 2025,
        soort: 'JAARREKENING',
        bestandsnaam: 'jaarrekening Bewaartermijn 2025.pdf',
        mimeType: 'application/pdf',
        grootte: docBytes.length,
        sha256: createHash('sha256').update(docBytes).digest('hex'),
        inhoud: docBytes,
        geuploadDoorId: req.owner.userId,
        geuploadOp: ms(issuedAt, -86_400_000),
      },
    });
    await app.db.aanvraag.update({ where: { id: req.aanvraagId }, data: { status: 'AFGEROND' } });
    await app.db.aanvraagStatusChange.create({
      data: { aanvraagId: req.aanvraagId, vanStatus: 'IN_BEHANDELING', naarStatus: 'AFGEROND', op: issuedAt },
    });
    const pdf = Buffer.from(`%PDF-1.7 verklaring Bewaartermijn ${randomUUID()}`);
    const code = randomBytes(16).toString('base64url');
    const nummer = `IKV-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const geldigTot = addMonths(issuedAt, 12);
    const statement = await app.db.verklaring.create({
      data: {
        aanvraagId: req.aanvraagId,
        nummer,
        code,
        ikvResultId: randomUUID(),
        toetsinkomen: 41000,
        regelsVersie: 'IKV-NHG-2025.1',
        uitgegevenOp: issuedAt,
        geldigTot,
        adviseurNaam: 'Pieter Bakker',
        payload: {
          bedrijfsnaam: 'Bakkerij Bewaartermijn',
          kvkNummer: '69599084',
          ondernemer: { voornaam: 'Vera', achternaam: 'Bewaartermijn' },
          toetsinkomen: 41000,
          regelsVersie: 'IKV-NHG-2025.1',
          uitgegevenOp: issuedAt.toISOString(),
          geldigTot: isoDate(geldigTot),
          adviseur: { naam: 'Pieter Bakker' },
          jaren: [],
        },
        jws: 'x.y.z',
        kid: 'test',
        pdf,
        pdfSha256: createHash('sha256').update(pdf).digest('hex'),
        documentIds: [doc.id],
      },
    });
    // while it is kept: verifiable by code and by bytes
    const before = await call(app.url, 'GET', `/verificatie/${code}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ nummer, status: 'GELDIG' });
    expect(await verifyPdf(pdf)).toEqual({ echt: true, code, status: 'GELDIG' });

    // just before seven years: nothing; at seven years: the document and the statement
    const sevenYears = addMonths(issuedAt, 84);
    expect(await enforceRetention(app.db, clockAt(ms(sevenYears, -1)))).toMatchObject({ documents: 0, statements: 0 });
    expect(await app.db.verklaring.count({ where: { id: statement.id } })).toBe(1);
    expect(await enforceRetention(app.db, clockAt(sevenYears))).toMatchObject({ documents: 1, statements: 1 });
    expect(await app.db.verklaring.count({ where: { id: statement.id } })).toBe(0);
    expect(await app.db.document.count({ where: { id: doc.id } })).toBe(0);
    // the request goes with its statement (docs/privacy.md: requests with an issued statement are kept as
    // long as that statement); nothing of either stays but what follows
    expect(await app.db.aanvraag.count({ where: { id: req.aanvraagId } })).toBe(0);

    // what is left: number, the hashes of code and PDF, two dates — nothing of the person or the figures
    const left = await app.db.verwijderdeVerklaring.findUniqueOrThrow({ where: { id: statement.id } });
    expect(Object.keys(left).sort()).toEqual(
      ['codeSha256', 'id', 'nummer', 'pdfSha256', 'uitgegevenOp', 'verwijderdOp'].sort(),
    );
    expect(left).toMatchObject({ nummer, uitgegevenOp: issuedAt, verwijderdOp: sevenYears });
    const leftText = JSON.stringify(left);
    for (const s of ['Vera', 'Bewaartermijn', 'Pieter', code, '41000', '%PDF']) expect(leftText).not.toContain(s);

    // one audit row each, for the entrepreneur's security log, without content
    const rows = (await app.db.auditLog.findMany({ where: { actie: RETENTION_AUDIT } })).filter((r) =>
      [statement.id, doc.id].includes((r.details as { id?: string }).id ?? ''),
    );
    expect(rows).toHaveLength(2);
    const statementRow = rows.find((r) => (r.details as { soort: string }).soort === 'VERKLARING')!;
    expect(statementRow.userId).toBe(req.owner.userId);
    expect(statementRow.details).toEqual({
      soort: 'VERKLARING',
      id: statement.id,
      nummer,
      regel: 'VERKLARING_BEWAARTERMIJN',
      termijnVerstreken: sevenYears.toISOString(),
    });
    const auditText = JSON.stringify(rows);
    for (const s of ['Vera', 'Bewaartermijn', 'Pieter', code, '%PDF', req.owner.email])
      expect(auditText).not.toContain(s);

    // the public verification says it was removed after its retention period, not "unknown"
    clock.offset = sevenYears.getTime() - Date.now() + 60_000;
    const gone = expectProblem(await call(app.url, 'GET', `/verificatie/${code}`), 410);
    expect(gone.code).toBe('VERKLARING_VERWIJDERD');
    expect(gone.detail).toContain(nummer);
    expect(gone.detail).toContain('bewaartermijn');
    expect((gone.errors as unknown as { params?: unknown }[] | undefined)?.[0]?.params).toEqual({
      nummer,
      uitgegevenOp: isoDate(issuedAt),
      verwijderdOp: isoDate(sevenYears),
    });
    expect(await verifyPdf(pdf)).toEqual({ echt: true, status: 'VERWIJDERD' });
    // an unknown code and foreign bytes are still just unknown
    expectProblem(await call(app.url, 'GET', `/verificatie/${randomBytes(16).toString('base64url')}`), 404);
    expect(await verifyPdf(Buffer.from('%PDF-1.7 iets anders'))).toEqual({ echt: false });

    // another run (another instance) removes and audits nothing twice
    expect(await enforceRetention(app.db, clockAt(sevenYears))).toMatchObject({ documents: 0, statements: 0 });
    expect(
      await app.db.auditLog.count({
        where: { actie: RETENTION_AUDIT, details: { path: ['id'], equals: statement.id } },
      }),
    ).toBe(1);
  }, 120_000);
});
