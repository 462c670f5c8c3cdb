// FIXED operation POST /companies/financials/{companyId}, plus GET and PUT of one year.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ONBEKENDE_EXTRA } from '../../../../test/boekjaar.ts';
import { EXTRA_VELDEN } from '../../../shared/financieel-boekjaar.fields.ts';

let app: TestApp;
let token: string;
let companyId: string;

const year = (jaar: number, overrides: Record<string, unknown> = {}) => ({
  jaar,
  fiscaleWinst: 50000 + jaar,
  vlottendeActiva: 12000.5,
  immaterieleActiva: 0,
  eigenVermogen: 30000.25,
  balanstotaal: 80000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
  ...overrides,
});

const FIELDS = [
  'balanscorrectie',
  'balanscorrectieReden',
  'balanstotaal',
  'eigenVermogen',
  'fiscaleWinst',
  'immaterieleActiva',
  'jaar',
  'vlottendeActiva',
];

beforeAll(async () => {
  app = await startTestApp();
  ({ token } = await registerAndLogin(app.url));
  const company = await call(app.url, 'POST', '/companies', { token, json: { kvkNummer: '69599084' } });
  companyId = company.body.id;
});
afterAll(async () => {
  await app?.close();
});

const submit = (json: unknown, t = token, id = companyId) =>
  call(app.url, 'POST', `/companies/financials/${id}`, { token: t, json });
const rows = () => app.db.financialYear.count({ where: { companyId } });

describe('POST /companies/financials/{companyId} (FIXED)', () => {
  beforeEach(async () => {
    await app.db.financialYear.deleteMany({ where: { companyId } });
  });

  it('saves three years: 200 with the saved records, same fields, sorted by jaar', async () => {
    const res = await submit({
      boekjaren: [
        year(2025),
        year(2023),
        year(2024, { balanscorrectie: -1500.75, balanscorrectieReden: 'Herwaardering voorraad' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.map((b: { jaar: number }) => b.jaar)).toEqual([2023, 2024, 2025]);
    for (const b of res.body) expect(Object.keys(b).sort()).toEqual(FIELDS);
    expect(res.body[1]).toEqual(
      year(2024, { balanscorrectie: -1500.75, balanscorrectieReden: 'Herwaardering voorraad' }),
    );
    const got = await call(app.url, 'GET', `/companies/financials/${companyId}`, { token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body.map((b: object) => ({ ...b, ...ONBEKENDE_EXTRA })));
  });

  it('upserts per (company, jaar): a resubmitted year replaces the old one', async () => {
    await submit({ boekjaren: [year(2023), year(2024)] });
    const res = await submit({ boekjaren: [year(2024, { fiscaleWinst: 1.1 })] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([year(2024, { fiscaleWinst: 1.1 })]);
    expect(await rows()).toBe(2);
    const got = await call(app.url, 'GET', `/companies/financials/${companyId}`, { token });
    expect(got.body.map((b: { fiscaleWinst: number }) => b.fiscaleWinst)).toEqual([52023, 1.1]);
  });

  it('stores amounts exactly as Decimal(14,2), without binary noise', async () => {
    const res = await submit({
      boekjaren: [year(2022, { fiscaleWinst: 0.1 + 0.2, eigenVermogen: 999999999999.99, vlottendeActiva: -0.01 })],
    });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ fiscaleWinst: 0.3, eigenVermogen: 999999999999.99, vlottendeActiva: -0.01 });
    const row = await app.db.financialYear.findFirstOrThrow({ where: { companyId, jaar: 2022 } });
    expect(row.eigenVermogen.toFixed(2)).toBe('999999999999.99');
  });

  const bad: [string, unknown, string][] = [
    ['duplicate jaar', { boekjaren: [year(2023), year(2024), year(2023)] }, 'boekjaren.2.jaar'],
    ['a non-numeric amount', { boekjaren: [year(2023, { fiscaleWinst: 'veel' })] }, 'boekjaren.0.fiscaleWinst'],
    [
      'an amount as a numeric string',
      { boekjaren: [year(2023, { fiscaleWinst: '1234.50' })] },
      'boekjaren.0.fiscaleWinst',
    ],
    ['three decimals', { boekjaren: [year(2023, { fiscaleWinst: 1.005 })] }, 'boekjaren.0.fiscaleWinst'],
    ['an amount beyond Decimal(14,2)', { boekjaren: [year(2023, { balanstotaal: 1e13 })] }, 'boekjaren.0.balanstotaal'],
    ['a negative balanstotaal', { boekjaren: [year(2023, { balanstotaal: -1 })] }, 'boekjaren.0.balanstotaal'],
    [
      'a correction without reason',
      { boekjaren: [year(2023, { balanscorrectie: 500 })] },
      'boekjaren.0.balanscorrectieReden',
    ],
    ['a fractional year', { boekjaren: [year(2023.5)] }, 'boekjaren.0.jaar'],
    ['a year before 1900', { boekjaren: [year(1899)] }, 'boekjaren.0.jaar'],
    ['a year in the future', { boekjaren: [year(2024), year(new Date().getFullYear() + 1)] }, 'boekjaren.1.jaar'],
    ['a missing field', { boekjaren: [{ jaar: 2023, fiscaleWinst: 1 }] }, 'boekjaren.0.vlottendeActiva'],
    ['an empty list', { boekjaren: [] }, 'boekjaren'],
    ['no boekjaren', {}, 'boekjaren'],
    ['boekjaren not a list', { boekjaren: year(2023) }, 'boekjaren'],
  ];
  it.each(bad)('400 for %s, with the field path, and nothing saved', async (_label, json, path) => {
    await submit({ boekjaren: [year(2020)] });
    const problem = expectProblem(await submit(json), 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors?.map((e) => e.path)).toContain(path);
    expect(await rows()).toBe(1);
  });

  it('NaN and Infinity cannot be sent as JSON: 400 malformed, nothing saved', async () => {
    for (const literal of ['NaN', 'Infinity', '-Infinity']) {
      const raw = `{"boekjaren":[{"jaar":2023,"fiscaleWinst":${literal},"vlottendeActiva":0,"immaterieleActiva":0,"eigenVermogen":0,"balanstotaal":0}]}`;
      const res = await call(app.url, 'POST', `/companies/financials/${companyId}`, {
        token,
        rawBody: raw,
        contentType: 'application/json',
      });
      expect(expectProblem(res, 400).code).toBe('MALFORMED_REQUEST');
    }
    expect(await rows()).toBe(0);
  });

  it('400 for a missing body and malformed JSON, 415 for the wrong content type', async () => {
    expectProblem(
      await call(app.url, 'POST', `/companies/financials/${companyId}`, { token, contentType: 'application/json' }),
      400,
    );
    expectProblem(
      await call(app.url, 'POST', `/companies/financials/${companyId}`, {
        token,
        rawBody: '{"boekjaren": [',
        contentType: 'application/json',
      }),
      400,
    );
    expectProblem(
      await call(app.url, 'POST', `/companies/financials/${companyId}`, {
        token,
        rawBody: JSON.stringify({ boekjaren: [year(2023)] }),
        contentType: 'text/csv',
      }),
      415,
    );
    expect(await rows()).toBe(0);
  });

  it("404 for an unknown companyId and for another entrepreneur's company; 403 for an adviser; 401 anonymous", async () => {
    const stranger = await registerAndLogin(app.url);
    const adviser = await createAdviserAndLogin(app.url, app.db);
    expect(expectProblem(await submit({ boekjaren: [year(2023)] }, token, 'onbekend-id'), 404).code).toBe(
      'COMPANY_NOT_FOUND',
    );
    expectProblem(await submit({ boekjaren: [year(2023)] }, stranger.token), 404);
    expectProblem(await call(app.url, 'GET', `/companies/financials/${companyId}`, { token: stranger.token }), 404);
    expectProblem(
      await call(app.url, 'PUT', `/companies/financials/${companyId}/2023`, {
        token: stranger.token,
        json: year(2023),
      }),
      404,
    );
    expectProblem(await submit({ boekjaren: [year(2023)] }, adviser.token), 403);
    expectProblem(
      await call(app.url, 'POST', `/companies/financials/${companyId}`, { json: { boekjaren: [year(2023)] } }),
      401,
    );
    expect(await rows()).toBe(0);
  });

  it('a large submission (100 years) is saved all together', async () => {
    const boekjaren = Array.from({ length: 100 }, (_, i) => year(1920 + i));
    const res = await submit({ boekjaren });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(100);
    expect(await rows()).toBe(100);
  });

  it('concurrent submissions of the same year leave exactly one row', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit({ boekjaren: [year(2021, { fiscaleWinst: i })] })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await app.db.financialYear.count({ where: { companyId, jaar: 2021 } })).toBe(1);
  });
});

describe('PUT /companies/financials/{companyId}/{jaar}', () => {
  it('replaces one year and answers the record', async () => {
    const body = {
      fiscaleWinst: 70000,
      vlottendeActiva: 1,
      immaterieleActiva: 2,
      eigenVermogen: 3,
      balanstotaal: 4,
      balanscorrectie: 0,
      balanscorrectieReden: null,
    };
    const res = await call(app.url, 'PUT', `/companies/financials/${companyId}/2019`, { token, json: body });
    // a year that did not exist is created (API.md, Flow III); replacing it answers 200
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ jaar: 2019, ...body, ...ONBEKENDE_EXTRA });
    const again = await call(app.url, 'PUT', `/companies/financials/${companyId}/2019`, {
      token,
      json: { ...body, fiscaleWinst: 1 },
    });
    expect(again.status).toBe(200);
    expect(again.body.fiscaleWinst).toBe(1);
    expect(await app.db.financialYear.count({ where: { companyId, jaar: 2019 } })).toBe(1);
  });

  it('400 for a bad year in the path', async () => {
    const body = { fiscaleWinst: 1, vlottendeActiva: 1, immaterieleActiva: 1, eigenVermogen: 1, balanstotaal: 1 };
    expectProblem(await call(app.url, 'PUT', `/companies/financials/${companyId}/abcd`, { token, json: body }), 400);
    expectProblem(await call(app.url, 'PUT', `/companies/financials/${companyId}/3000`, { token, json: body }), 400);
  });
});

describe('every optional field of the definition', () => {
  // each field outside the FIXED submit, whatever it is: a new one is covered without a new test
  for (const veld of EXTRA_VELDEN) {
    it(`${veld.naam}: PUT sets it, GET answers it, the FIXED submit keeps it, PUT without it keeps it, null clears it`, async () => {
      const jaar = 2015;
      const url = `/companies/financials/${companyId}/${jaar}`;
      const put = (extra: Record<string, unknown>) =>
        call(app.url, 'PUT', url, { token, json: { ...year(jaar), ...extra } });
      const opgeslagen = async () =>
        (await call(app.url, 'GET', `/companies/financials/${companyId}`, { token })).body.find(
          (b: { jaar: number }) => b.jaar === jaar,
        )?.[veld.naam];
      const waarde = veld.voorbeeld;
      expect((await put({ [veld.naam]: waarde })).body[veld.naam]).toBe(waarde);
      expect(await opgeslagen()).toBe(waarde);
      const fixed = await submit({ boekjaren: [year(jaar, { fiscaleWinst: 1 })] });
      expect(fixed.body[0]).not.toHaveProperty(veld.naam);
      expect(await opgeslagen()).toBe(waarde);
      expect((await put({})).body[veld.naam]).toBe(waarde);
      expect((await put({ [veld.naam]: null })).body[veld.naam]).toBeNull();
      expect(await opgeslagen()).toBeNull();
      if ('minimum' in veld) expectProblem(await put({ [veld.naam]: veld.minimum - 1 }), 400);
    });
  }
});

describe('derived figures stored with the year', () => {
  it('an eenmanszaak stores solvency and liquidity per year', async () => {
    await call(app.url, 'PUT', `/companies/financials/${companyId}/2018`, {
      token,
      json: {
        fiscaleWinst: 40000,
        vlottendeActiva: 60000,
        immaterieleActiva: 20000,
        eigenVermogen: 50000,
        balanstotaal: 150000,
        balanscorrectie: 0,
      },
    });
    const row = await app.db.financialYear.findFirstOrThrow({ where: { companyId, jaar: 2018 } });
    expect(row.afgeleid).toMatchObject({
      regelsVersie: 'IKV-NHG-2026.1',
      solvabiliteitPct: 23.1,
      solvabiliteitVoldoet: false,
      liquiditeit: 0.6,
      liquiditeitVoldoet: null,
    });
    const res = await call(app.url, 'GET', `/companies/financials/${companyId}/afgeleid`, { token });
    expect(res.status).toBe(200);
    expect(res.body.inkomensberekeningOvergeslagen).toBe(false);
    expect(res.body.jaren.find((j: { jaar: number }) => j.jaar === 2018).afgeleid).toMatchObject({
      gecorrigeerdEigenVermogen: 30000,
      vreemdVermogen: 100000,
    });
  });

  it('the FIXED submit keeps the short-term debts, and the stored derived figures use them', async () => {
    const figures = {
      fiscaleWinst: 40000,
      vlottendeActiva: 60000,
      immaterieleActiva: 0,
      eigenVermogen: 50000,
      balanstotaal: 150000,
      balanscorrectie: 0,
    };
    const put = await call(app.url, 'PUT', `/companies/financials/${companyId}/2017`, {
      token,
      json: { ...figures, kortlopendeSchulden: 40000 },
    });
    expect(put.status).toBe(201);
    // the FIXED submit of the same year with other figures: the debts stay, the liquidity is vlottende activa / kortlopende schulden
    const saved = await submit({ boekjaren: [year(2017, { ...figures, vlottendeActiva: 80000 })] });
    expect(saved.status).toBe(200);
    const row = await app.db.financialYear.findFirstOrThrow({ where: { companyId, jaar: 2017 } });
    expect(row.kortlopendeSchulden?.toNumber()).toBe(40000);
    expect(row.vlottendeActiva.toNumber()).toBe(80000);
    expect(row.afgeleid).toMatchObject({
      liquiditeitBasis: 'KORTLOPENDE_SCHULDEN',
      liquiditeit: 2,
      liquiditeitVoldoet: true,
    });
    // a year without debts keeps the approximation, in the same statement
    await submit({ boekjaren: [year(2016, figures)] });
    const other = await app.db.financialYear.findFirstOrThrow({ where: { companyId, jaar: 2016 } });
    expect(other.afgeleid).toMatchObject({ liquiditeitBasis: 'BENADERING_VREEMD_VERMOGEN', liquiditeit: 0.6 });
  });

  it('a BV saves the figures but skips the calculations, and says why', async () => {
    const bv = await registerAndLogin(app.url);
    const company = await call(app.url, 'POST', '/companies', { token: bv.token, json: { kvkNummer: '68750110' } });
    const saved = await call(app.url, 'POST', `/companies/financials/${company.body.id}`, {
      token: bv.token,
      json: { boekjaren: [year(2024)] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([year(2024)]);
    const row = await app.db.financialYear.findFirstOrThrow({ where: { companyId: company.body.id } });
    expect(row.afgeleid).toBeNull();
    const res = await call(app.url, 'GET', `/companies/financials/${company.body.id}/afgeleid`, { token: bv.token });
    expect(res.body).toMatchObject({ inkomensberekeningOvergeslagen: true, jaren: [{ jaar: 2024, afgeleid: null }] });
    expect(res.body.reden).toContain('DGA');
    expectProblem(await call(app.url, 'GET', `/companies/financials/${company.body.id}/afgeleid`, { token }), 404);
  });
});
