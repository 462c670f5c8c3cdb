// Rules IKV-NHG-2026.1 over REST (IKV.md §6.4 step 4, cases T40–T42): the optional kortlopendeSchulden
// per year on GET/PUT, kept by the FIXED submit, and the liquidity basis of the calculation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../infra/clock.ts';
import { getOpenApiDocument } from '../../rest/openapi-document.ts';
import { ONBEKENDE_EXTRA } from '../../../test/boekjaar.ts';

let app: TestApp;
let token: string;
let companyId: string;
let aanvraagId: string;

/** T40: each of 2023–2025 winst 45000, VA 20000, imm 0, EV 30000, BT 80000, corr 0 */
const T40 = {
  fiscaleWinst: 45000,
  vlottendeActiva: 20000,
  immaterieleActiva: 0,
  eigenVermogen: 30000,
  balanstotaal: 80000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};
const FIXED_FIELDS = [
  'balanscorrectie',
  'balanscorrectieReden',
  'balanstotaal',
  'eigenVermogen',
  'fiscaleWinst',
  'immaterieleActiva',
  'jaar',
  'vlottendeActiva',
];

const submitFixed = () =>
  call(app.url, 'POST', `/companies/financials/${companyId}`, {
    token,
    json: { boekjaren: [2023, 2024, 2025].map((jaar) => ({ jaar, ...T40 })) },
  });
const putYear = (jaar: number, extra: Record<string, unknown>) =>
  call(app.url, 'PUT', `/companies/financials/${companyId}/${jaar}`, { token, json: { ...T40, ...extra } });
const calculate = () => call(app.url, 'POST', `/aanvragen/${aanvraagId}/ikv`, { token, json: {} });
const codes = (body: { signaleringen: { code: string }[] }) => new Set(body.signaleringen.map((s) => s.code));

beforeAll(async () => {
  app = await startTestApp({ clock: fixedClock('2026-06-15T10:00:00Z') });
  const owner = await registerAndLogin(app.url, { voornaam: 'Liq' });
  token = owner.token;
  await app.db.user.update({ where: { id: owner.userId }, data: { emailGeverifieerdOp: new Date() } });
  companyId = (await call(app.url, 'POST', '/companies', { token, json: { kvkNummer: '69599084' } })).body.id;
  expect((await submitFixed()).status).toBe(200);
  aanvraagId = (await call(app.url, 'POST', '/aanvragen', { token, json: { companyId, verklaringType: 'IKV' } })).body
    .id;
});
afterAll(async () => {
  await app?.close();
});

describe('kortlopendeSchulden on the year operations', () => {
  it('GET carries the optional field (null when unknown); PUT sets it; the FIXED submit neither takes nor returns it and keeps it', async () => {
    const before = await call(app.url, 'GET', `/companies/financials/${companyId}`, { token });
    expect(before.body.map((b: { kortlopendeSchulden: unknown }) => b.kortlopendeSchulden)).toEqual([null, null, null]);

    const put = await putYear(2025, { kortlopendeSchulden: 12500.5 });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ jaar: 2025, ...T40, ...ONBEKENDE_EXTRA, kortlopendeSchulden: 12500.5 });

    const fixed = await submitFixed();
    expect(fixed.status).toBe(200);
    for (const b of fixed.body) expect(Object.keys(b).sort()).toEqual(FIXED_FIELDS);

    const after = await call(app.url, 'GET', `/companies/financials/${companyId}`, { token });
    expect(after.body.find((b: { jaar: number }) => b.jaar === 2025).kortlopendeSchulden).toBe(12500.5);

    // the FIXED submit ignores the field rather than storing it
    const sneaky = await call(app.url, 'POST', `/companies/financials/${companyId}`, {
      token,
      json: { boekjaren: [{ jaar: 2025, ...T40, kortlopendeSchulden: 1 }] },
    });
    expect(sneaky.status).toBe(200);
    expect(Object.keys(sneaky.body[0]).sort()).toEqual(FIXED_FIELDS);
    expect(
      (
        await app.db.financialYear.findFirstOrThrow({ where: { companyId, jaar: 2025 } })
      ).kortlopendeSchulden?.toNumber(),
    ).toBe(12500.5);

    // PUT without the field keeps it, null clears it, a negative figure is 400
    expect((await putYear(2025, {})).body.kortlopendeSchulden).toBe(12500.5);
    expect((await putYear(2025, { kortlopendeSchulden: null })).body.kortlopendeSchulden).toBeNull();
    const bad = expectProblem(await putYear(2025, { kortlopendeSchulden: -1 }), 400);
    expect(bad.errors?.map((e) => e.path)).toContain('kortlopendeSchulden');
  });

  it('the FIXED POST response schema in the OpenAPI document has exactly its eight fields', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking the generated document
    const doc = getOpenApiDocument() as any;
    const op = doc.paths['/companies/financials/{companyId}'];
    const resolve = (s: { $ref?: string } & Record<string, unknown>): Record<string, unknown> =>
      s.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s;
    const item = resolve(
      resolve(op.post.responses['200'].content['application/json'].schema).items as Record<string, unknown>,
    );
    expect(Object.keys(item.properties as object).sort()).toEqual(FIXED_FIELDS);
    const reqItem = resolve(
      resolve(resolve(op.post.requestBody.content['application/json'].schema).properties!['boekjaren' as never])
        .items as Record<string, unknown>,
    );
    expect(Object.keys(reqItem.properties as object)).not.toContain('kortlopendeSchulden');
    const getItem = resolve(
      resolve(op.get.responses['200'].content['application/json'].schema).items as Record<string, unknown>,
    );
    expect(Object.keys(getItem.properties as object)).toContain('kortlopendeSchulden');
  });
});

describe('IKV-NHG-2026.1 over REST (T40–T42)', () => {
  it('T40: short-term debts unknown → approximated 0,40 is a warning, status HANDMATIGE_BEOORDELING', async () => {
    for (const jaar of [2023, 2024, 2025]) await putYear(jaar, { kortlopendeSchulden: null });
    const res = await calculate();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      regelsVersie: 'IKV-NHG-2026.1',
      toetsinkomen: 45000,
      status: 'HANDMATIGE_BEOORDELING',
      balansToets: { uitkomst: 'NIET_BEREKENBAAR' },
    });
    expect(codes(res.body)).toEqual(new Set(['KORTLOPENDE_SCHULDEN_ONBEKEND']));
    expect(res.body.jaren[2]).toMatchObject({
      liquiditeit: 0.4,
      liquiditeitVoldoet: null,
      liquiditeitBasis: 'BENADERING_VREEMD_VERMOGEN',
    });
  });

  it('T41: kortlopendeSchulden 10 000 in every year → 2,00 passes, VOLDOET', async () => {
    for (const jaar of [2023, 2024, 2025]) await putYear(jaar, { kortlopendeSchulden: 10000 });
    const res = await calculate();
    expect(res.body).toMatchObject({ toetsinkomen: 45000, status: 'VOLDOET', balansToets: { uitkomst: 'VOLDOET' } });
    expect(codes(res.body)).toEqual(new Set());
    expect(res.body.jaren[2]).toMatchObject({
      liquiditeit: 2,
      liquiditeitVoldoet: true,
      liquiditeitBasis: 'KORTLOPENDE_SCHULDEN',
      kortlopendeSchulden: 10000,
    });
  });

  it('T42: kortlopendeSchulden 25 000 in 2025 → 0,80 fails, VOLDOET_NIET', async () => {
    for (const jaar of [2023, 2024]) await putYear(jaar, { kortlopendeSchulden: null });
    await putYear(2025, { kortlopendeSchulden: 25000 });
    const res = await calculate();
    expect(res.body).toMatchObject({
      toetsinkomen: 45000,
      status: 'VOLDOET_NIET',
      balansToets: { uitkomst: 'VOLDOET_NIET' },
    });
    expect(codes(res.body)).toEqual(new Set(['BALANSTOETS_NIET_GEHAALD']));
    expect(res.body.jaren[2]).toMatchObject({ liquiditeit: 0.8, liquiditeitVoldoet: false });
  });

  it('boundary: short-term debts exactly equal to current assets pass; one cent more fails', async () => {
    await putYear(2025, { kortlopendeSchulden: 20000 });
    const equal = await calculate();
    expect(equal.body).toMatchObject({ status: 'VOLDOET', balansToets: { uitkomst: 'VOLDOET' } });
    expect(equal.body.jaren[2]).toMatchObject({ liquiditeit: 1, liquiditeitVoldoet: true });
    // earlier years on the approximation below 1,00 are unknown, not failed: no RATIO_ONDER_NORM_EERDER_JAAR
    expect(codes(equal.body)).toEqual(new Set());

    await putYear(2025, { kortlopendeSchulden: 20000.01 });
    const more = await calculate();
    expect(more.body).toMatchObject({ status: 'VOLDOET_NIET', balansToets: { uitkomst: 'VOLDOET_NIET' } });
    expect(more.body.jaren[2]).toMatchObject({ liquiditeit: 1, liquiditeitVoldoet: false });
  });

  it('kortlopendeSchulden above all debt is 422 INCONSISTENTE_BALANS', async () => {
    await putYear(2025, { kortlopendeSchulden: 50000.01 });
    const problem = expectProblem(await calculate(), 422);
    expect(problem.code).toBe('INCONSISTENTE_BALANS');
    await putYear(2025, { kortlopendeSchulden: 50000 });
    expect((await calculate()).status).toBe(200);
  });

  it('an older stored result keeps its rules version', async () => {
    const oldest = await app.db.ikvResult.findFirstOrThrow({ where: { aanvraagId }, orderBy: { versie: 'asc' } });
    await app.db.ikvResult.update({ where: { id: oldest.id }, data: { regelsVersie: 'IKV-NHG-2025.1' } });
    await calculate();
    const full = await call(app.url, 'GET', `/aanvragen/${aanvraagId}`, { token });
    const versies = full.body.ikvVersies as { versie: number; regelsVersie: string }[];
    expect(versies.find((v) => v.versie === oldest.versie)!.regelsVersie).toBe('IKV-NHG-2025.1');
    expect(versies.filter((v) => v.regelsVersie === 'IKV-NHG-2026.1').length).toBe(versies.length - 1);
  });
});
