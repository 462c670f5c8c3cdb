// The Trust journey over REST (API.md, Trust; issue 17): draft PDF carries CONCEPT; AFGEROND is 409
// with one error per gap, and again after a figure changes; once owned, recalculated and checked,
// AFGEROND issues a statement whose PDF is byte-identical on every download, has no CONCEPT mark,
// shows number and verification link and embeds verklaring.json; the JWS verifies against the JWK
// Set and a forged one does not; public verification by code and by bytes; withdrawal.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compactVerify, createLocalJWKSet, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { confirmOwnership, createDocument, establishIdentity } from '../../../test/trust.ts';

let app: TestApp;
let adviser: { token: string };
const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};

beforeAll(async () => {
  app = await startTestApp();
  adviser = await createAdviserAndLogin(app.url, app.db);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function pdf(id: string, token: string, query = '') {
  const res = await fetch(`${app.url}/api/aanvragen/${id}/ikv/pdf${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    disposition: res.headers.get('content-disposition') ?? '',
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const patch = (id: string, json: unknown) =>
  call(app.url, 'PATCH', `/adviseur/aanvragen/${id}`, { token: adviser.token, json });
const controle = (id: string, jaar: number, json: unknown, token = adviser.token) =>
  call(app.url, 'PUT', `/adviseur/aanvragen/${id}/controle/${jaar}`, { token, json });
const checkPdf = (bytes: Uint8Array, type = 'application/pdf') =>
  fetch(`${app.url}/api/verificatie`, { method: 'POST', headers: { 'content-type': type }, body: bytes }).then(
    async (r) => ({
      status: r.status,
      type: r.headers.get('content-type') ?? '',
      body: (await r.json()) as Record<string, unknown>,
    }),
  );

describe('the issued statement, end to end over REST', () => {
  it('gates, issues once, serves the same bytes, verifies, and withdraws', async () => {
    const {
      owner,
      aanvraagId: id,
      companyId,
    } = await createRequest(app, '69599084', { voornaam: 'Vera', achternaam: 'Verklaring' });
    const calc = await call(app.url, 'POST', `/aanvragen/${id}/ikv`, { token: adviser.token, json: {} });
    expect(calc.status).toBe(200);
    const jaren = (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar);
    expect(jaren.length).toBeGreaterThan(0);

    // the draft: CONCEPT on every page (NL), DRAFT in English, timed
    let t0 = performance.now();
    const draft = await pdf(id, owner.token);
    const draftMs = performance.now() - t0;
    expect(draft.status).toBe(200);
    const draftText = await pdfText(draft.bytes);
    const pages = Number(/Pagina \d+ \/ (\d+)/.exec(draftText)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(draftText.split('CONCEPT — geen geldige inkomensverklaring').length - 1).toBe(pages);
    t0 = performance.now();
    expect(await pdfText((await pdf(id, owner.token, '?taal=en')).bytes)).toContain(
      'DRAFT — not a valid income statement',
    );
    const warmDraftMs = performance.now() - t0;

    // the gate: one error per missing piece
    expect((await patch(id, { status: 'IN_BEHANDELING' })).status).toBe(200);
    const refused = expectProblem(await patch(id, { status: 'AFGEROND', conclusie: 'Akkoord.' }), 409);
    expect(refused.code).toBe('VERKLARING_NIET_GEREED');
    expect(refused.errors!.map((e) => e.path)).toEqual([
      'eigendom',
      'identiteit',
      ...jaren.map((j) => `controles.${j}`),
    ]);

    // the checks: validation first
    const doc = await Promise.all(jaren.map((j) => createDocument(app.db, companyId, j)));
    const kvk = await createDocument(app.db, companyId, null, 'KVK_UITTREKSEL');
    expect(
      expectProblem(await controle(id, jaren[0]!, { akkoord: true, documentIds: [] }), 400).errors!.map((e) => e.path),
    ).toContain('documentIds');
    expect(expectProblem(await controle(id, jaren[0]!, { akkoord: false }), 400).errors!.map((e) => e.path)).toContain(
      'toelichting',
    );
    expect(
      expectProblem(await controle(id, jaren[0]!, { akkoord: true, documentIds: [doc[1]!.id] }), 400).errors![0]!.path,
    ).toBe('documentIds.0'); // another year's, not read: it states nothing of this year
    // the error names the document
    expect(
      expectProblem(await controle(id, jaren[0]!, { akkoord: true, documentIds: [doc[1]!.id] }), 400).errors![0]!
        .message,
    ).toContain((await app.db.document.findUniqueOrThrow({ where: { id: doc[1]!.id } })).bestandsnaam);
    // read as the next year's jaarrekening with its comparative column: evidence for this year too (API.md, Flow III)
    await app.db.documentLezing.create({
      data: {
        documentId: doc[1]!.id,
        status: 'GELEZEN',
        resultaat: {
          boekjaren: [
            { jaar: jaren[1]!, velden: {} },
            { jaar: jaren[0]!, velden: {} },
          ],
          meldingen: [],
        },
      },
    });
    const vergelijkend = await controle(id, jaren[0]!, { akkoord: true, documentIds: [doc[1]!.id] });
    expect(vergelijkend.status, JSON.stringify(vergelijkend.body)).toBe(200);
    // the request's document list says which years it is evidence of: the adviser's tick-list offers it there
    const metBewijs = await call(app.url, 'GET', `/adviseur/aanvragen/${id}`, { token: adviser.token });
    expect(metBewijs.body.documenten.find((d: { id: string }) => d.id === doc[1]!.id).gelezenJaren).toEqual(
      [jaren[0]!, jaren[1]!].sort((a, b) => a - b),
    );
    expect(metBewijs.body.documenten.find((d: { id: string }) => d.id === doc[0]!.id).gelezenJaren).toEqual([]);
    // but not for a year it does not state
    if (jaren[2] !== undefined)
      expect(
        expectProblem(await controle(id, jaren[2], { akkoord: true, documentIds: [doc[1]!.id] }), 400).errors![0]!.path,
      ).toBe('documentIds.0');
    expect(expectProblem(await controle(id, 1999, { akkoord: true, documentIds: [kvk.id] }), 404).code).toBe(
      'BOEKJAAR_NOT_FOUND',
    );
    const other = await createRequest(app, '90000021', { voornaam: 'Ander' });
    const foreign = await createDocument(app.db, other.companyId, jaren[0]!);
    expect(expectProblem(await controle(id, jaren[0]!, { akkoord: true, documentIds: [foreign.id] }), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      expectProblem(await controle(id, jaren[0]!, { akkoord: true, documentIds: [kvk.id] }, owner.token), 403).code,
    ).toBe('FORBIDDEN');

    // a not-akkoord check counts as missing; then akkoord for every year (a company-wide document counts too)
    const nee = await controle(id, jaren[0]!, { akkoord: false, toelichting: 'De jaarrekening is niet getekend.' });
    expect(nee.body).toMatchObject({
      jaar: jaren[0],
      akkoord: false,
      toelichting: 'De jaarrekening is niet getekend.',
      vervallen: null,
    });
    await confirmOwnership(app.db, id);
    expect(
      expectProblem(await patch(id, { status: 'AFGEROND', conclusie: 'Akkoord.' }), 409).errors!.map((e) => e.path),
    ).toEqual(['identiteit', ...jaren.map((j) => `controles.${j}`)]);
    await establishIdentity(app.url, adviser.token, owner.userId);
    expect(
      expectProblem(await patch(id, { status: 'AFGEROND', conclusie: 'Akkoord.' }), 409).errors!.map((e) => e.path),
    ).toEqual(jaren.map((j) => `controles.${j}`));
    for (const [i, jaar] of jaren.entries()) {
      const ok = await controle(id, jaar, { akkoord: true, documentIds: [doc[i]!.id, kvk.id] });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        jaar,
        akkoord: true,
        documentIds: [doc[i]!.id, kvk.id],
        adviseur: { naam: 'Ada Adviseur' },
        vervallen: null,
      });
    }

    // a figure changes: that year's check is void, and the calculation is out of date
    const changed = jaren[jaren.length - 1]!;
    const put = (fiscaleWinst: number) =>
      call(app.url, 'PUT', `/companies/financials/${companyId}/${changed}`, {
        token: owner.token,
        json: { fiscaleWinst, ...H },
      });
    expect((await put(30000)).status).toBe(200); // the same values: nothing is voided
    expect(
      (await call(app.url, 'GET', `/adviseur/aanvragen/${id}`, { token: adviser.token })).body.controles.every(
        (c: { vervallen: unknown }) => c.vervallen === null,
      ),
    ).toBe(true);
    expect((await put(31000)).status).toBe(200);
    const view = (await call(app.url, 'GET', `/adviseur/aanvragen/${id}`, { token: adviser.token })).body;
    const voided = view.controles.find((c: { jaar: number }) => c.jaar === changed);
    expect(voided.vervallen?.op).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(view.controles.filter((c: { vervallen: unknown }) => c.vervallen === null)).toHaveLength(jaren.length - 1);
    expect(view.verklaringGereed.map((f: { path: string }) => f.path)).toEqual([
      'ikvResultaat',
      `controles.${changed}`,
    ]);
    expect(view.documenten.map((d: { id: string }) => d.id).sort()).toEqual([...doc.map((d) => d.id), kvk.id].sort());
    const again = expectProblem(await patch(id, { status: 'AFGEROND', conclusie: 'Akkoord.' }), 409);
    expect(again.errors!.map((e) => e.path)).toEqual(['ikvResultaat', `controles.${changed}`]);
    // the FIXED submit voids too
    await controle(id, changed, { akkoord: true, documentIds: [doc[jaren.length - 1]!.id] });
    await call(app.url, 'POST', `/companies/financials/${companyId}`, {
      token: owner.token,
      json: { boekjaren: [{ jaar: changed, fiscaleWinst: 32000, ...H }] },
    });
    expect(
      (await call(app.url, 'GET', `/aanvragen/${id}`, { token: owner.token })).body.controles.find(
        (c: { jaar: number }) => c.jaar === changed,
      ).vervallen,
    ).not.toBeNull();

    // recalculated and re-checked: AFGEROND issues the statement (timed)
    expect((await call(app.url, 'POST', `/aanvragen/${id}/ikv`, { token: adviser.token, json: {} })).status).toBe(200);
    await controle(id, changed, { akkoord: true, documentIds: [doc[jaren.length - 1]!.id] });
    t0 = performance.now();
    // issuing asks for the adviser's conclusion: without one (or blank) 400 naming the field, nothing moved
    for (const body of [{ status: 'AFGEROND' }, { status: 'AFGEROND', conclusie: '   ' }]) {
      const refused = await patch(id, body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('conclusie');
    }
    expect(expectProblem(await patch(id, { status: 'IN_BEHANDELING', conclusie: 'x' }), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await call(app.url, 'GET', `/aanvragen/${id}`, { token: owner.token })).body.status).toBe('IN_BEHANDELING');
    const done = await patch(id, {
      status: 'AFGEROND',
      opmerking: 'Dank voor de snelle aanlevering.',
      conclusie: 'Gecontroleerd aan de hand van de jaarrekeningen.',
    });
    const issueMs = performance.now() - t0;
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('AFGEROND');
    const v = done.body.verklaring;
    expect(v).toMatchObject({ status: 'GELDIG', adviseur: { naam: 'Ada Adviseur' }, ingetrokkenOp: null });
    expect(v.nummer).toMatch(/^IKV-\d{4}-\d{6}$/);
    expect(v.code).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 bits
    expect(v.geldigTot > v.uitgegevenOp.slice(0, 10)).toBe(true);
    const row = await app.db.verklaring.findUniqueOrThrow({ where: { aanvraagId: id } });
    expect(row.documentIds.sort()).toEqual([...doc.map((d) => d.id), kvk.id].sort());
    // the PDF is stored sealed (docs/privacy.md section 7): `%PDF` appears in no row of the table
    expect(row.pdfSleutelId).toEqual(expect.any(String));
    const table = (
      await app.db.$queryRawUnsafe<{ r: string }[]>(`SELECT row_to_json(x)::text AS r FROM verklaringen x`)
    )
      .map((r) => r.r)
      .join('\n');
    expect(table).not.toContain(Buffer.from('%PDF').toString('hex'));

    // the entrepreneur sees it too
    expect((await call(app.url, 'GET', `/aanvragen/${id}`, { token: owner.token })).body.verklaring).toMatchObject({
      nummer: v.nummer,
      code: v.code,
      pdfSha256: v.pdfSha256,
    });

    // the PDF: the same bytes on every download (whatever the language), no CONCEPT, number, link, attachment
    const first = await pdf(id, owner.token);
    const second = await pdf(id, adviser.token, '?taal=en');
    expect(first.status).toBe(200);
    expect(Buffer.compare(Buffer.from(first.bytes), Buffer.from(second.bytes))).toBe(0);
    expect(sha(first.bytes)).toBe(v.pdfSha256);
    expect(first.disposition).toContain(`${v.nummer}.pdf`);
    const text = await pdfText(first.bytes);
    expect(text).not.toMatch(/CONCEPT|Concept/);
    expect(text).toContain(v.nummer);
    expect(text).toContain('Ada Adviseur');
    expect(text).toContain(`http://localhost:3000/verificatie/${v.code}`);
    // the adviser's conclusion is in the sealed statement, not "no conclusion yet"
    expect(text).toContain('Gecontroleerd aan de hand van de jaarrekeningen.');
    expect(text).not.toContain('nog geen conclusie');
    // and per year the documents it was checked against (API.md, Flow III)
    expect(text).toContain('Gecontroleerd aan de hand van');
    for (const jaar of jaren) expect(text).toContain(`${jaar}: jaarrekening-${jaar}.pdf`);
    const dir = mkdtempSync(join(tmpdir(), 'verklaring-'));
    writeFileSync(join(dir, 'v.pdf'), first.bytes);
    expect(execFileSync('pdfdetach', ['-list', join(dir, 'v.pdf')]).toString()).toContain('verklaring.json');
    execFileSync('pdfdetach', ['-save', '1', '-o', join(dir, 'verklaring.json'), join(dir, 'v.pdf')]);
    const embedded = JSON.parse(readFileSync(join(dir, 'verklaring.json'), 'utf8')) as {
      verklaring: Record<string, unknown>;
      jws: string;
      kid: string;
    };
    expect(embedded.verklaring).toMatchObject({
      nummer: v.nummer,
      code: v.code,
      kvkNummer: '69599084',
      ondernemer: { voornaam: 'Vera', achternaam: 'Verklaring' },
    });

    // the JWS verifies against the JWK Set, a forged payload does not
    const jwksRes = await fetch(`${app.url}/.well-known/jwks.json`);
    expect(jwksRes.status).toBe(200);
    const jwks = (await jwksRes.json()) as { keys: JWK[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual(['test-2026', 'test-2025']);
    expect(jwks.keys.every((k) => !('d' in k))).toBe(true);
    const keySet = createLocalJWKSet(jwks);
    const inner = await compactVerify(embedded.jws, keySet);
    expect(JSON.parse(new TextDecoder().decode(inner.payload))).toEqual(embedded.verklaring);

    // public verification by code: no login
    const pub = await call(app.url, 'GET', `/verificatie/${v.code}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({
      code: v.code,
      status: 'GELDIG',
      nummer: v.nummer,
      kvkNummer: '69599084',
      ondernemer: { voornaam: 'Vera', achternaam: 'Verklaring' },
      adviseur: { naam: 'Ada Adviseur' },
      pdfSha256: v.pdfSha256,
      geldigTot: v.geldigTot,
    });
    expect(pub.body.toetsinkomen).toBe(done.body.toetsinkomen);
    const verified = await compactVerify(pub.body.jws, keySet);
    expect(verified.protectedHeader).toMatchObject({ alg: 'EdDSA', kid: 'test-2026' });
    const payload = JSON.parse(new TextDecoder().decode(verified.payload));
    expect(payload).toMatchObject({
      nummer: v.nummer,
      code: v.code,
      pdfSha256: sha(first.bytes),
      bedrijfsnaam: pub.body.bedrijfsnaam,
      regelsVersie: pub.body.regelsVersie,
    });
    // the lender sees what the income rests on: per year the profit and the applicant's share, as signed
    expect(pub.body.jaren.length).toBeGreaterThan(0);
    expect(pub.body.jaren).toEqual(payload.jaren);
    for (const j of pub.body.jaren as { winstaandeel: number | null; fiscaleWinst: number }[])
      expect(j.winstaandeel).not.toBeNull();
    const [h, , s] = (pub.body.jws as string).split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, toetsinkomen: 999999 })).toString('base64url')}.${s}`;
    await expect(compactVerify(forged, keySet)).rejects.toThrow();
    expect(expectProblem(await call(app.url, 'GET', '/verificatie/onbekendeCode0000000000'), 404).code).toBe(
      'VERKLARING_NOT_FOUND',
    );
    expect(expectProblem(await call(app.url, 'GET', '/verificatie/kort'), 400).code).toBe('VALIDATION_FAILED');

    // public verification by bytes: genuine for the issued PDF, not with a single bit changed
    expect(await checkPdf(first.bytes)).toMatchObject({
      status: 200,
      body: { echt: true, code: v.code, status: 'GELDIG' },
    });
    const flipped = new Uint8Array(first.bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
    expect(await checkPdf(flipped)).toEqual({
      status: 200,
      type: expect.stringContaining('application/json'),
      body: { echt: false },
    });
    expect((await checkPdf(draft.bytes)).body).toEqual({ echt: false });
    const wrongType = await checkPdf(first.bytes, 'application/json');
    expect(wrongType.status).toBe(415);
    expect(wrongType.type).toContain('application/problem+json');
    expect((await checkPdf(new Uint8Array(11 * 1024 * 1024))).status).toBe(413);
    expect((await checkPdf(new Uint8Array())).status).toBe(400);

    // issued once: a closed request cannot be checked again, nor finished again
    expect(expectProblem(await controle(id, jaren[0]!, { akkoord: true, documentIds: [kvk.id] }), 409).code).toBe(
      'AANVRAAG_CLOSED',
    );
    expect(await app.db.verklaring.count({ where: { aanvraagId: id } })).toBe(1);

    // withdrawal: adviser only, INGETROKKEN at once everywhere, the entrepreneur is told
    expect(
      (
        await call(app.url, 'POST', `/adviseur/aanvragen/${id}/verklaring/intrekken`, {
          token: owner.token,
          json: { reden: 'nee' },
        })
      ).status,
    ).toBe(403);
    expect(
      expectProblem(
        await call(app.url, 'POST', `/adviseur/aanvragen/${id}/verklaring/intrekken`, {
          token: adviser.token,
          json: { reden: '' },
        }),
        400,
      ).code,
    ).toBe('VALIDATION_FAILED');
    const withdrawn = await call(app.url, 'POST', `/adviseur/aanvragen/${id}/verklaring/intrekken`, {
      token: adviser.token,
      json: { reden: 'De winst over een jaar bleek onjuist.' },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.verklaring).toMatchObject({
      status: 'INGETROKKEN',
      intrekReden: 'De winst over een jaar bleek onjuist.',
    });
    expect((await call(app.url, 'GET', `/verificatie/${v.code}`)).body.status).toBe('INGETROKKEN');
    expect((await checkPdf(first.bytes)).body).toEqual({ echt: true, code: v.code, status: 'INGETROKKEN' });
    const note = await app.db.notification.findFirst({
      where: { userId: owner.userId, aanvraagId: id, titel: { contains: 'ingetrokken' } },
    });
    expect(note?.bericht).toContain('De winst over een jaar bleek onjuist.');
    expect(
      expectProblem(
        await call(app.url, 'POST', `/adviseur/aanvragen/${id}/verklaring/intrekken`, {
          token: adviser.token,
          json: { reden: 'nogmaals' },
        }),
        409,
      ).code,
    ).toBe('VERKLARING_NIET_UITGEGEVEN');
    // the stored PDF is still served unchanged
    expect(sha((await pdf(id, owner.token)).bytes)).toBe(v.pdfSha256);

    console.log(
      `\nPDF timings: draft render + download ${draftMs.toFixed(0)} ms cold, ${warmDraftMs.toFixed(0)} ms warm (incl. pdftotext); AFGEROND with issue (gate, render, attach, sign, store) ${issueMs.toFixed(0)} ms; issued PDF ${first.bytes.length} bytes\n`,
    );
  }, 120_000);

  it('numbers statements one after another, also when issued concurrently', async () => {
    const ids: string[] = [];
    for (const [i, kvk] of ['69599076', '90001745', '90001575'].entries()) {
      const { aanvraagId } = await createRequest(app, kvk, { voornaam: `Parallel${i}` });
      const calc = await call(app.url, 'POST', `/aanvragen/${aanvraagId}/ikv`, { token: adviser.token, json: {} });
      const { makeIssuable } = await import('../../../test/trust.ts');
      await makeIssuable(
        app.url,
        app.db,
        aanvraagId,
        adviser.token,
        (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar),
      );
      await patch(aanvraagId, { status: 'IN_BEHANDELING' });
      ids.push(aanvraagId);
    }
    // the same request twice at once: one statement; three requests at once: three distinct numbers
    const results = await Promise.all(
      [...ids, ids[0]!].map((id) => patch(id, { status: 'AFGEROND', conclusie: 'Akkoord op de documenten.' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(
      expectProblem(
        results.find((r) => r.status !== 200)!,
        409,
      ).code,
    ).toBe('ILLEGAL_TRANSITION');
    const nummers = (
      await app.db.verklaring.findMany({ where: { aanvraagId: { in: ids } }, select: { nummer: true } })
    ).map((r) => r.nummer);
    expect(new Set(nummers).size).toBe(3);
    const seq = nummers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(seq[2]! - seq[0]!).toBe(2);
  }, 120_000);

  it('an orientation has no gate and no statement, and its PDF stays a draft', async () => {
    const owner = await registerAndLogin(app.url, { voornaam: 'Orie' });
    await app.db.user.update({ where: { id: owner.userId }, data: { emailGeverifieerdOp: new Date() } });
    const company = (await call(app.url, 'POST', '/companies', { token: owner.token, json: { kvkNummer: '90000064' } }))
      .body;
    await call(app.url, 'POST', `/companies/financials/${company.id}`, {
      token: owner.token,
      json: { boekjaren: [2023, 2024, 2025].map((jaar) => ({ jaar, fiscaleWinst: 40000, ...H })) },
    });
    const req = (
      await call(app.url, 'POST', '/aanvragen', {
        token: owner.token,
        json: { companyId: company.id, verklaringType: 'ORIENTATIE' },
      })
    ).body;
    await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: adviser.token, json: {} });
    await patch(req.id, { status: 'IN_BEHANDELING' });
    const done = await patch(req.id, { status: 'AFGEROND' });
    expect(done.status).toBe(200);
    expect(done.body.verklaring).toBeNull();
    expect(await pdfText((await pdf(req.id, owner.token)).bytes)).toContain(
      'CONCEPT — geen geldige inkomensverklaring',
    );
  }, 60_000);
});
