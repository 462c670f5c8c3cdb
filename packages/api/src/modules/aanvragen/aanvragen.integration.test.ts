// Requests, the IKV calculation and the adviser's operations over REST, against real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { makeIssuable } from '../../../test/trust.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../infra/clock.ts';
import { pdfText } from '../../../test/pdf-text.ts';

let app: TestApp;
let adviser: { token: string; email: string };

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};

interface Entrepreneur {
  token: string;
  userId: string;
  email: string;
  companyId: string;
}

async function entrepreneur(
  kvkNummer: string,
  options: { verified?: boolean; years?: [number, number][]; voornaam?: string } = {},
): Promise<Entrepreneur> {
  const u = await registerAndLogin(app.url, { voornaam: options.voornaam });
  if (options.verified !== false)
    await app.db.user.update({ where: { id: u.userId }, data: { emailGeverifieerdOp: new Date() } });
  // every account links the registry's number to a record of its own (API.md, companies.add)
  const company = await call(app.url, 'POST', '/companies', { token: u.token, json: { kvkNummer } });
  if (company.status !== 201) throw new Error(`company: ${company.status} ${JSON.stringify(company.body)}`);
  const years = options.years ?? [
    [2023, 28000],
    [2024, 31000],
    [2025, 24000],
  ];
  if (years.length > 0) {
    const res = await call(app.url, 'POST', `/companies/financials/${company.body.id}`, {
      token: u.token,
      json: { boekjaren: years.map(([jaar, fiscaleWinst]) => ({ jaar, fiscaleWinst, ...H })) },
    });
    if (res.status !== 200) throw new Error(`financials: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { token: u.token, userId: u.userId, email: u.email, companyId: company.body.id };
}

const create = (e: Entrepreneur, verklaringType = 'IKV') =>
  call(app.url, 'POST', '/aanvragen', { token: e.token, json: { companyId: e.companyId, verklaringType } });
const patch = (id: string, json: unknown, token = adviser.token) =>
  call(app.url, 'PATCH', `/adviseur/aanvragen/${id}`, { token, json });

beforeAll(async () => {
  app = await startTestApp({ clock: fixedClock('2026-06-15T10:00:00Z') });
  adviser = await createAdviserAndLogin(app.url, app.db);
});
afterAll(async () => {
  await app?.close();
});

describe('aanvragen (entrepreneur)', () => {
  it('creates, lists and gets a request; one open request per company and type (409)', async () => {
    const a = await entrepreneur('69599084');
    const res = await create(a);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      companyId: a.companyId,
      bedrijfsnaam: 'Test EMZ Dagobert',
      kvkNummer: '69599084',
      verklaringType: 'IKV',
      status: 'INGEDIEND',
      toetsinkomen: null,
    });
    expect(typeof res.body.nummer).toBe('number');
    expect(expectProblem(await create(a), 409).code).toBe('AANVRAAG_ALREADY_OPEN');
    expect((await create(a, 'ORIENTATIE')).status).toBe(201);
    // the receipt by e-mail: his request by its number, what happens next, the link to it
    const receipt = await app.db.outgoingMail.findFirstOrThrow({
      where: { aan: a.email, onderwerp: 'Wij hebben uw aanvraag ontvangen' },
      orderBy: { aangemaaktOp: 'asc' },
    });
    expect(receipt.tekst).toContain(`Uw aanvraag #${res.body.nummer} (Test EMZ Dagobert) is ontvangen.`);
    expect(receipt.tekst).toContain(`/aanvragen/${res.body.id}`);

    const list = await call(app.url, 'GET', '/aanvragen', { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.map((x: { verklaringType: string }) => x.verklaringType).sort()).toEqual(['IKV', 'ORIENTATIE']);

    const got = await call(app.url, 'GET', `/aanvragen/${res.body.id}`, { token: a.token });
    expect(got.status).toBe(200);
    expect(got.body.bedrijf).toMatchObject({
      kvkNummer: '69599084',
      rechtsvorm: 'Eenmanszaak',
      aandeelPercentage: 100,
    });
    expect(got.body.ondernemer).toMatchObject({ id: a.userId, email: a.email });
    expect(got.body.boekjaren.map((b: { jaar: number }) => b.jaar)).toEqual([2023, 2024, 2025]);
    expect(got.body.ikvResultaat).toBeNull();
    expect(got.body.statusHistorie).toEqual([expect.objectContaining({ vanStatus: null, naarStatus: 'INGEDIEND' })]);
    expect(got.body.toegestaneOvergangen).toEqual(['INGETROKKEN']);
  });

  it('concurrent creates for one company and type: exactly one 201, the rest 409', async () => {
    const a = await entrepreneur('69599084');
    const results = await Promise.all(Array.from({ length: 6 }, () => create(a)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201))
      expect(expectProblem(r, 409).code).toBe('AANVRAAG_ALREADY_OPEN');
    expect(await app.db.aanvraag.count({ where: { companyId: a.companyId } })).toBe(1);
  });

  it('403 without a verified e-mail; 404 for another entrepreneur’s company; 403 for an adviser; 400 for bad input', async () => {
    const unverified = await entrepreneur('69599076', { verified: false });
    expect(expectProblem(await create(unverified), 403).code).toBe('EMAIL_NOT_VERIFIED');
    const b = await entrepreneur('90001575');
    expect(
      expectProblem(
        await call(app.url, 'POST', '/aanvragen', {
          token: b.token,
          json: { companyId: unverified.companyId, verklaringType: 'IKV' },
        }),
        404,
      ).code,
    ).toBe('COMPANY_NOT_FOUND');
    expectProblem(
      await call(app.url, 'POST', '/aanvragen', {
        token: adviser.token,
        json: { companyId: b.companyId, verklaringType: 'IKV' },
      }),
      403,
    );
    const bad = expectProblem(
      await call(app.url, 'POST', '/aanvragen', {
        token: b.token,
        json: { companyId: b.companyId, verklaringType: 'HYPOTHEEK' },
      }),
      400,
    );
    expect(bad.errors?.map((e) => e.path)).toContain('verklaringType');
    expectProblem(
      await call(app.url, 'POST', '/aanvragen', { token: b.token, rawBody: '{', contentType: 'application/json' }),
      400,
    );
    expectProblem(
      await call(app.url, 'POST', '/aanvragen', { json: { companyId: b.companyId, verklaringType: 'IKV' } }),
      401,
    );
    expect(await app.db.aanvraag.count({ where: { companyId: { in: [b.companyId, unverified.companyId] } } })).toBe(0);
  });

  it('A cannot see, calculate, download or withdraw B’s request (404), nor call adviser operations (403)', async () => {
    const a = await entrepreneur('69599084');
    const b = await entrepreneur('69599076');
    const req = (await create(b)).body;
    expectProblem(await call(app.url, 'GET', `/aanvragen/${req.id}`, { token: a.token }), 404);
    expectProblem(await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: a.token, json: {} }), 404);
    expectProblem(await call(app.url, 'POST', `/aanvragen/${req.id}/withdraw`, { token: a.token, json: {} }), 404);
    expectProblem(await call(app.url, 'GET', '/aanvragen/bestaat-niet', { token: a.token }), 404);
    expect((await call(app.url, 'GET', '/aanvragen', { token: a.token })).body).toEqual([]);
    expectProblem(await call(app.url, 'GET', '/adviseur/aanvragen', { token: a.token }), 403);
    expectProblem(await call(app.url, 'GET', `/adviseur/aanvragen/${req.id}`, { token: a.token }), 403);
    expectProblem(await patch(req.id, { status: 'IN_BEHANDELING' }, a.token), 403);
    expectProblem(await call(app.url, 'GET', '/adviseur/ondernemers', { token: a.token }), 403);
    expectProblem(await call(app.url, 'GET', '/adviseur/users/search?q=te', { token: a.token }), 403);
    // the adviser may not use the entrepreneur's own operations
    expectProblem(await call(app.url, 'GET', `/aanvragen/${req.id}`, { token: adviser.token }), 403);
    expectProblem(await call(app.url, 'GET', '/aanvragen', { token: adviser.token }), 403);
  });

  it('withdraws an open request (history + notification), then 409', async () => {
    const a = await entrepreneur('69599084');
    const req = (await create(a)).body;
    const res = await call(app.url, 'POST', `/aanvragen/${req.id}/withdraw`, {
      token: a.token,
      json: { reden: 'Toch niet nodig' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('INGETROKKEN');
    expect(res.body.statusHistorie.at(-1)).toMatchObject({
      vanStatus: 'INGEDIEND',
      naarStatus: 'INGETROKKEN',
      opmerking: 'Toch niet nodig',
      doorRol: 'ONDERNEMER',
    });
    expect(res.body.toegestaneOvergangen).toEqual([]);
    expect(
      expectProblem(await call(app.url, 'POST', `/aanvragen/${req.id}/withdraw`, { token: a.token, json: {} }), 409)
        .code,
    ).toBe('ILLEGAL_TRANSITION');
    // a withdrawn request no longer blocks a new one
    expect((await create(a)).status).toBe(201);
  });
});

describe('ikv.calculate', () => {
  it('calculates T01 (24 000), stores it versioned with its input; recalculation makes a new version', async () => {
    const a = await entrepreneur('69599084');
    const req = (await create(a)).body;
    // an action without input: no body and no content type is fine
    const res = await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      regelsVersie: 'IKV-NHG-2026.1',
      route: 'IB',
      toetsinkomen: 24000,
      status: 'VOLDOET',
      versie: 1,
      peildatum: '2026-06-15',
      aanvraagId: req.id,
    });
    expect(res.body.inkomen).toMatchObject({ gemiddelde: 27666.67, gemaximeerd: 24000 });
    expect(res.body.uitleg.find((u: { stap: string }) => u.stap === 'gemiddelde').nl).toBe(
      'Gemiddelde: (€\u00a028.000,00 + €\u00a031.000,00 + €\u00a024.000,00) / 3 = €\u00a027.666,67.',
    );

    // a later change of the years never changes the stored version
    await call(app.url, 'PUT', `/companies/financials/${a.companyId}/2025`, {
      token: a.token,
      json: { fiscaleWinst: 40000, ...H },
    });
    const again = await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: adviser.token, json: {} });
    expect(again.body).toMatchObject({ versie: 2, toetsinkomen: 33000 });
    const rows = await app.db.ikvResult.findMany({ where: { aanvraagId: req.id }, orderBy: { versie: 'asc' } });
    expect(rows.map((r) => [r.versie, r.toetsinkomen?.toNumber(), r.regelsVersie])).toEqual([
      [1, 24000, 'IKV-NHG-2026.1'],
      [2, 33000, 'IKV-NHG-2026.1'],
    ]);
    expect(
      (rows[0]!.invoer as { boekjaren: { jaar: number; fiscaleWinst: number }[] }).boekjaren.find(
        (b) => b.jaar === 2025,
      )?.fiscaleWinst,
    ).toBe(24000);

    const got = await call(app.url, 'GET', `/aanvragen/${req.id}`, { token: a.token });
    expect(got.body.toetsinkomen).toBe(33000);
    expect(got.body.ikvResultaat.versie).toBe(2);
    expect(got.body.ikvVersies.map((v: { versie: number }) => v.versie)).toEqual([2, 1]);
    expect(
      await app.db.auditLog.count({
        where: { actie: 'IKV_BEREKEND', details: { path: ['aanvraagId'], equals: req.id } },
      }),
    ).toBe(2);
  });

  it('a BV takes the DGA route', async () => {
    const a = await entrepreneur('68750110');
    const req = (await create(a)).body;
    const res = await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: a.token, json: {} });
    expect(res.status).toBe(200);
    expect(res.body.route).toBe('DGA');
    expect(res.body.inkomen).toBeNull();
    expect(res.body.toetsinkomen).toBeNull();
    expect(res.body.status).toBe('HANDMATIGE_BEOORDELING');
    expect(res.body.signaleringen.map((s: { code: string }) => s.code).sort()).toEqual([
      'DGA_ROUTE',
      'DGA_SALARIS_ONTBREEKT',
    ]);
    expect(res.body.uitleg[0].nl).toContain('De winstberekening voor IB-ondernemers is overgeslagen');
  });

  it('fewer years than the rules need: 422 TE_WEINIG_JAREN with an explanation; no years at all: GEEN_AFGESLOTEN_BOEKJAAR', async () => {
    const a = await entrepreneur('69599084', {
      years: [
        [2020, 30000],
        [2025, 36000],
      ],
    });
    const req = (await create(a)).body;
    const problem = expectProblem(
      await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: a.token, json: {} }),
      422,
    );
    expect(problem.code).toBe('TE_WEINIG_JAREN');
    expect(problem.detail).toContain('2023 en 2024');
    expect(problem.errors?.[0]?.path).toBe('boekjaren');
    const none = await entrepreneur('69599076', { years: [] });
    const req2 = (await create(none)).body;
    expect(
      expectProblem(await call(app.url, 'POST', `/aanvragen/${req2.id}/ikv`, { token: none.token, json: {} }), 422)
        .code,
    ).toBe('GEEN_AFGESLOTEN_BOEKJAAR');
    expect(await app.db.ikvResult.count({ where: { aanvraagId: { in: [req.id, req2.id] } } })).toBe(0);
  });

  it('a legal form outside the rules: 422 RECHTSVORM_NIET_ONDERSTEUND', async () => {
    const a = await entrepreneur('69599084');
    await app.db.company.update({ where: { id: a.companyId }, data: { rechtsvorm: 'Stichting' } });
    const req = (await create(a)).body;
    expect(
      expectProblem(await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: a.token, json: {} }), 422).code,
    ).toBe('RECHTSVORM_NIET_ONDERSTEUND');
  });

  it('an ORIENTATIE request at a qualifying income of 95 000 indicates € 409 974 (Trhk 2026 table 1, row 95 000, 27,8 %)', async () => {
    const a = await entrepreneur('69599084', {
      years: [
        [2023, 95000],
        [2024, 95000],
        [2025, 95000],
      ],
    });
    const req = (await create(a, 'ORIENTATIE')).body;
    expect((await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: a.token, json: {} })).status).toBe(200);
    const got = await call(app.url, 'GET', `/aanvragen/${req.id}`, { token: a.token });
    expect(got.body.toetsinkomen).toBe(95000);
    expect(got.body.orientatieInvoer).toBeNull();
    expect(got.body.orientatie).toMatchObject({
      regelsVersie: 'ORIENTATIE-2026.1',
      tabelJaar: 2026,
      tabel: 1,
      rijVanaf: 95000,
      toetsrentePct: 5,
      financieringslastPct: 27.8,
      maximaleHypotheekInkomen: 409974,
      maximaleHypotheek: 409974,
      nhgMogelijk: true,
    });
    expect(got.body.orientatie.bron.nl).toContain('Staatscourant 2025, 36471');
    // the adviser sees the same
    const byAdviser = await call(app.url, 'GET', `/adviseur/aanvragen/${req.id}`, { token: adviser.token });
    expect(byAdviser.body.orientatie.maximaleHypotheek).toBe(409974);
    // and its PDF shows the breakdown
    const res = await fetch(`${app.url}/api/aanvragen/${req.id}/ikv/pdf`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Indicatieve maximale hypotheek');
    expect(text).toContain('€ 409.974'); // the extractor collapses the non-breaking space
    expect(text).toContain('27,8 %');
    expect(text).toContain('rij vanaf € 95.000');
    expect(text).toContain('ORIENTATIE-2026.1');
  });

  it('an ORIENTATIE request with the entrepreneur’s inputs: partner, offered rate for 10 years, label, value; stored and computed by the same rules', async () => {
    const a = await entrepreneur('69599084', {
      years: [
        [2023, 40000],
        [2024, 40000],
        [2025, 40000],
      ],
    });
    const orientatieInvoer = {
      partnerToetsinkomen: 35000,
      rentevastJaren: 10,
      rentePct: 4,
      energielabel: 'A',
      woningwaarde: 300000,
    };
    const res = await call(app.url, 'POST', '/aanvragen', {
      token: a.token,
      json: { companyId: a.companyId, verklaringType: 'ORIENTATIE', orientatieInvoer },
    });
    expect(res.status).toBe(201);
    const stored = await app.db.aanvraag.findUniqueOrThrow({
      where: { id: res.body.id },
      select: { orientatieInvoer: true },
    });
    expect(stored.orientatieInvoer).toEqual(orientatieInvoer);
    await call(app.url, 'POST', `/aanvragen/${res.body.id}/ikv`, { token: a.token, json: {} });
    const got = await call(app.url, 'GET', `/aanvragen/${res.body.id}`, { token: a.token });
    expect(got.body.orientatieInvoer).toEqual(orientatieInvoer);
    // ORIENTATIE.md: couple 40 000 + 35 000 at 4 % fixed for 10 years → € 322 046; + € 10 000 for label A; the value € 300 000 limits it
    expect(got.body.orientatie).toMatchObject({
      gezamenlijkToetsinkomen: 75000,
      maximaleHypotheekInkomen: 322046,
      maximaleHypotheekWaarde: 300000,
      maximaleHypotheek: 300000,
    });
    expect(got.body.orientatie.extraBedragen).toEqual([
      expect.objectContaining({ code: 'ENERGIELABEL', bedrag: 10000 }),
    ]);
  });

  it('orientatieInvoer: refused on an IKV request and when invalid (400); an IKV request still needs none', async () => {
    const a = await entrepreneur('69599084', { years: [] });
    const onIkv = await call(app.url, 'POST', '/aanvragen', {
      token: a.token,
      json: { companyId: a.companyId, verklaringType: 'IKV', orientatieInvoer: { woningwaarde: 1 } },
    });
    expectProblem(onIkv, 400);
    const noRate = await call(app.url, 'POST', '/aanvragen', {
      token: a.token,
      json: { companyId: a.companyId, verklaringType: 'ORIENTATIE', orientatieInvoer: { rentevastJaren: 20 } },
    });
    expectProblem(noRate, 400);
    const negative = await call(app.url, 'POST', '/aanvragen', {
      token: a.token,
      json: { companyId: a.companyId, verklaringType: 'ORIENTATIE', orientatieInvoer: { partnerToetsinkomen: -5 } },
    });
    expectProblem(negative, 400);
    expect(await app.db.aanvraag.count({ where: { companyId: a.companyId } })).toBe(0);
    expect((await create(a)).status).toBe(201);
  });
});

describe('adviser', () => {
  it('status changes follow the state machine (illegal → 409), with remark, history, notification, e-mail and audit', async () => {
    const a = await entrepreneur('69599084', { voornaam: 'Statusje' });
    const mailsBefore = await app.db.outgoingMail.count({ where: { aan: a.email } }); // e.g. the address confirmation
    const req = (await create(a)).body;
    expect(expectProblem(await patch(req.id, { status: 'AFGEROND' }), 409).code).toBe('ILLEGAL_TRANSITION');
    expect((await patch(req.id, { status: 'IN_BEHANDELING' })).status).toBe(200);
    await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: adviser.token, json: {} });
    await makeIssuable(app.url, app.db, req.id, adviser.token, [2023, 2024, 2025]);
    const done = await patch(req.id, {
      status: 'AFGEROND',
      opmerking: 'Akkoord: toetsinkomen € 24.000.',
      conclusie: 'Het toetsinkomen is vastgesteld op de gecontroleerde documenten.',
    });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('AFGEROND');
    expect(done.body.statusHistorie.map((s: { naarStatus: string }) => s.naarStatus)).toEqual([
      'INGEDIEND',
      'IN_BEHANDELING',
      'AFGEROND',
    ]);
    expect(done.body.statusHistorie[2]).toMatchObject({
      vanStatus: 'IN_BEHANDELING',
      opmerking: 'Akkoord: toetsinkomen € 24.000.',
      doorNaam: 'Ada Adviseur',
      doorRol: 'ADVISEUR',
    });
    expect(expectProblem(await patch(req.id, { status: 'IN_BEHANDELING' }), 409).code).toBe('ILLEGAL_TRANSITION');
    expect(
      expectProblem(await call(app.url, 'POST', `/aanvragen/${req.id}/withdraw`, { token: a.token, json: {} }), 409)
        .code,
    ).toBe('ILLEGAL_TRANSITION');
    expect(
      expectProblem(await call(app.url, 'POST', `/aanvragen/${req.id}/ikv`, { token: adviser.token, json: {} }), 409)
        .code,
    ).toBe('AANVRAAG_CLOSED');
    const notes = await app.db.notification.findMany({
      where: { userId: a.userId, aanvraagId: req.id },
      orderBy: { aangemaaktOp: 'asc' },
    });
    expect(notes.map((n) => n.titel)).toEqual([
      'Een adviseur behandelt uw aanvraag',
      expect.stringMatching(/^Uw inkomensverklaring IKV-\d{4}-\d{6} is uitgegeven$/),
    ]);
    // the final message: number, qualifying income, and (in the mail) the link
    expect(notes[1]!.bericht).toMatch(/toetsinkomen €\u00a0[\d.]+,\d{2} per jaar, geldig tot en met \d+ \w+ \d{4}/);
    expect(notes.every((n) => n.link === `/aanvragen/${req.id}`)).toBe(true);
    // the receipt of the request, and the two status changes above
    expect(await app.db.outgoingMail.count({ where: { aan: a.email } })).toBe(mailsBefore + 3);
    expect(
      await app.db.auditLog.count({
        where: { actie: 'AANVRAAG_STATUS_GEWIJZIGD', details: { path: ['aanvraagId'], equals: req.id } },
      }),
    ).toBe(2);
  });

  it('concurrent status changes: one wins, the other gets 409; one history row', async () => {
    const a = await entrepreneur('69599084');
    const req = (await create(a)).body;
    const results = await Promise.all(Array.from({ length: 5 }, () => patch(req.id, { status: 'IN_BEHANDELING' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(expectProblem(r, 409).code).toBe('ILLEGAL_TRANSITION');
    expect(
      await app.db.aanvraagStatusChange.count({ where: { aanvraagId: req.id, naarStatus: 'IN_BEHANDELING' } }),
    ).toBe(1);
  });

  it('remarks: visible ones reach the entrepreneur, internal ones do not; bad PATCH bodies are 400; unknown id 404', async () => {
    const a = await entrepreneur('69599084');
    const req = (await create(a)).body;
    await patch(req.id, { opmerking: 'Graag de jaarrekening 2025 uploaden.' });
    await patch(req.id, { opmerking: 'Intern: controleer de goodwill.', intern: true });
    const forAdviser = await call(app.url, 'GET', `/adviseur/aanvragen/${req.id}`, { token: adviser.token });
    expect(forAdviser.body.opmerkingen.map((o: { tekst: string }) => o.tekst)).toEqual([
      'Graag de jaarrekening 2025 uploaden.',
      'Intern: controleer de goodwill.',
    ]);
    expect(forAdviser.body.toegestaneOvergangen).toEqual(['IN_BEHANDELING']);
    const forOwner = await call(app.url, 'GET', `/aanvragen/${req.id}`, { token: a.token });
    expect(forOwner.body.opmerkingen.map((o: { tekst: string }) => o.tekst)).toEqual([
      'Graag de jaarrekening 2025 uploaden.',
    ]);
    expect(expectProblem(await patch(req.id, {}), 400).code).toBe('VALIDATION_FAILED');
    expectProblem(await patch(req.id, { status: 'KLAAR' }), 400);
    expectProblem(await patch(req.id, { opmerking: '   ' }), 400);
    expectProblem(await patch('bestaat-niet', { status: 'IN_BEHANDELING' }), 404);
    expectProblem(await call(app.url, 'GET', '/adviseur/aanvragen/bestaat-niet', { token: adviser.token }), 404);
  });

  it('dashboard: filters, search, sort, keyset pagination and counts per status', async () => {
    const x = await entrepreneur('69599084', { voornaam: 'Zoekbare' });
    const y = await entrepreneur('69599076', { voornaam: 'Anders' });
    const r1 = (await create(x)).body;
    const r2 = (await create(x, 'ORIENTATIE')).body;
    const r3 = (await create(y)).body;
    await patch(r3.id, { status: 'IN_BEHANDELING' });

    const all = await call(app.url, 'GET', '/adviseur/aanvragen?pageSize=100', { token: adviser.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.items.length);
    const ids = all.body.items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(r3.id)).toBeLessThan(ids.indexOf(r1.id)); // newest first
    expect(all.body.aantallenPerStatus.IN_BEHANDELING).toBeGreaterThanOrEqual(1);

    const search = await call(app.url, 'GET', `/adviseur/aanvragen?q=${encodeURIComponent('zoekbare gebruiker')}`, {
      token: adviser.token,
    });
    expect(search.body.items.map((i: { id: string }) => i.id).sort()).toEqual([r1.id, r2.id].sort());
    expect(search.body.items[0]).toMatchObject({ ondernemerNaam: 'Zoekbare Gebruiker', ondernemerEmail: x.email });
    // every account has its own record of a KvK number: earlier tests' requests on 69599076 are found too
    const byKvk = await call(app.url, 'GET', '/adviseur/aanvragen?q=69599076', { token: adviser.token });
    expect(byKvk.body.items.map((i: { id: string }) => i.id)).toContain(r3.id);
    expect(byKvk.body.items.every((i: { kvkNummer: string }) => i.kvkNummer === '69599076')).toBe(true);
    const byMail = await call(app.url, 'GET', `/adviseur/aanvragen?q=${encodeURIComponent(x.email.toUpperCase())}`, {
      token: adviser.token,
    });
    expect(byMail.body.total).toBe(2);

    const filtered = await call(app.url, 'GET', `/adviseur/aanvragen?status=IN_BEHANDELING&q=${y.email}`, {
      token: adviser.token,
    });
    expect(filtered.body.items.map((i: { id: string }) => i.id)).toEqual([r3.id]);
    expect(filtered.body.aantallenPerStatus).toMatchObject({ IN_BEHANDELING: 1, INGEDIEND: 0 });
    const orient = await call(app.url, 'GET', '/adviseur/aanvragen?verklaringType=ORIENTATIE&q=zoekbare', {
      token: adviser.token,
    });
    expect(orient.body.items.map((i: { id: string }) => i.id)).toEqual([r2.id]);
    const today = await call(app.url, 'GET', '/adviseur/aanvragen?van=2000-01-01&tot=2000-01-02', {
      token: adviser.token,
    });
    expect(today.body.total).toBe(0);

    // keyset pagination walks every row exactly once, in both directions of sort
    for (const sort of ['nieuwste', 'oudste', 'bijgewerkt']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { items: { id: string }[]; nextCursor: string | null } } = await call(
          app.url,
          'GET',
          `/adviseur/aanvragen?pageSize=2&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
          { token: adviser.token },
        );
        seen.push(...page.body.items.map((i) => i.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(all.body.total);
    }
    expect(
      expectProblem(await call(app.url, 'GET', '/adviseur/aanvragen?cursor=rommel', { token: adviser.token }), 400)
        .errors?.[0]?.path,
    ).toBe('cursor');
    expectProblem(await call(app.url, 'GET', '/adviseur/aanvragen?status=ONBEKEND', { token: adviser.token }), 400);
    expectProblem(await call(app.url, 'GET', '/adviseur/aanvragen?pageSize=1000', { token: adviser.token }), 400);
    expectProblem(
      await call(app.url, 'GET', '/adviseur/aanvragen?van=2026-02-01&tot=2026-01-01', { token: adviser.token }),
      400,
    );
  });

  it('entrepreneurs with requests, and user search by e-mail or name', async () => {
    const x = await entrepreneur('69599084', { voornaam: 'Vindbaar' });
    await create(x);
    const list = await call(app.url, 'GET', '/adviseur/ondernemers', { token: adviser.token });
    expect(list.status).toBe(200);
    expect(list.body.find((e: { id: string }) => e.id === x.userId)).toMatchObject({
      email: x.email,
      aantalAanvragen: 1,
      openAanvragen: 1,
    });
    const first = await call(app.url, 'GET', '/adviseur/ondernemers?limit=1', { token: adviser.token });
    expect(first.body).toHaveLength(1);
    const next = await call(app.url, 'GET', `/adviseur/ondernemers?limit=1&na=${first.body[0].id}`, {
      token: adviser.token,
    });
    expect(next.body[0]?.id).toBe(list.body[1]?.id);
    expect(
      expectProblem(await call(app.url, 'GET', '/adviseur/ondernemers?na=onbekend', { token: adviser.token }), 400)
        .errors?.[0]?.path,
    ).toBe('na');
    expectProblem(await call(app.url, 'GET', '/adviseur/ondernemers?limit=0', { token: adviser.token }), 400);
    expectProblem(await call(app.url, 'GET', '/adviseur/ondernemers?limit=201', { token: adviser.token }), 400);
    const found = await call(app.url, 'GET', '/adviseur/users/search?q=vindbaar', { token: adviser.token });
    expect(found.body.map((u: { id: string }) => u.id)).toEqual([x.userId]);
    const byMail = await call(app.url, 'GET', `/adviseur/users/search?q=${encodeURIComponent(x.email)}`, {
      token: adviser.token,
    });
    expect(byMail.body[0]).toMatchObject({ id: x.userId, rol: 'ONDERNEMER' });
    // the people picker asks for one role: an entrepreneur is found as ONDERNEMER, not as ADVISEUR
    expect(
      (
        await call(app.url, 'GET', '/adviseur/users/search?q=vindbaar&rol=ONDERNEMER', { token: adviser.token })
      ).body.map((u: { id: string }) => u.id),
    ).toEqual([x.userId]);
    expect(
      (await call(app.url, 'GET', '/adviseur/users/search?q=vindbaar&rol=ADVISEUR', { token: adviser.token })).body,
    ).toEqual([]);
    expectProblem(
      await call(app.url, 'GET', '/adviseur/users/search?q=vindbaar&rol=BEHEERDER', { token: adviser.token }),
      400,
    );
    expect(
      expectProblem(await call(app.url, 'GET', '/adviseur/users/search?q=a', { token: adviser.token }), 400).errors?.[0]
        ?.path,
    ).toBe('q');
    expectProblem(await call(app.url, 'GET', '/adviseur/users/search', { token: adviser.token }), 400);
  });
});
