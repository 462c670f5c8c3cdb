// kvk.search, kvk.registration and kvk.ownerCheck over REST against the embedded test registry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ token } = await registerAndLogin(app.url));
});
afterAll(async () => {
  await app?.close();
});

describe('GET /kvk/search', () => {
  it('pages through the hits', async () => {
    const res = await call(app.url, 'GET', '/kvk/search?naam=test&pagina=1&resultatenPerPagina=2', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pagina: 1, resultatenPerPagina: 2 });
    expect(res.body.totaal).toBeGreaterThan(2);
    expect(res.body.resultaten).toHaveLength(2);
    const page2 = await call(app.url, 'GET', '/kvk/search?naam=test&pagina=2&resultatenPerPagina=2', { token });
    expect(page2.body.resultaten[0]).not.toEqual(res.body.resultaten[0]);
  });
  it('no hits is an empty page', async () => {
    const res = await call(app.url, 'GET', '/kvk/search?naam=zzzqqq', { token });
    expect(res.body).toEqual({ pagina: 1, resultatenPerPagina: 10, totaal: 0, resultaten: [] });
  });
  it.each([
    ['naam='],
    ['naam=a'],
    ['naam=%20b%20'],
    [''],
    ['naam=test&pagina=0'],
    ['naam=test&resultatenPerPagina=101'],
    ['naam=test&pagina=x'],
  ])('400 for ?%s', async (q) => {
    expect(expectProblem(await call(app.url, 'GET', `/kvk/search?${q}`, { token }), 400).code).toBe(
      'VALIDATION_FAILED',
    );
  });
  it('401 anonymous', async () => {
    expectProblem(await call(app.url, 'GET', '/kvk/search?naam=test'), 401);
  });
  it('works over tRPC too', async () => {
    const input = encodeURIComponent(JSON.stringify({ naam: 'Dagobert' }));
    const res = await fetch(`${app.url}/api/trpc/kvk.search?input=${input}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { result: { data: { resultaten: { kvkNummer: string }[] } } };
    expect(body.result.data.resultaten.map((r) => r.kvkNummer)).toContain('69599084');
  });
});

describe('GET /kvk/{kvkNummer}/registration', () => {
  it('the full record, officers without birth dates', async () => {
    const res = await call(app.url, 'GET', '/kvk/69599076/registration', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kvkNummer: '69599076',
      bron: 'embedded-test-registry',
      rechtspersoon: { rechtsvorm: 'Vennootschap onder firma' },
      onderneming: { naam: 'Test VOF Guus' },
      functionarissenBeschikbaar: true,
      communicatiegegevens: { telefoonnummers: ['0361234567'], emailAdressen: ['vof@guus.test'], websites: [] },
    });
    expect(res.body.functionarissen.map((f: { volledigeNaam: string }) => f.volledigeNaam)).toEqual([
      'Guus Geluk',
      'Gijs Gans',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('1948-04-01');
    expect(Object.keys(res.body).sort()).toEqual([
      'bron',
      'communicatiegegevens',
      'functionarissen',
      'functionarissenBeschikbaar',
      'hoofdvestiging',
      'kvkNummer',
      'onderneming',
      'rechtspersoon',
      'vestigingen',
      'werkzamePersonen',
    ]);
  });
  it('branches of an eenmanszaak', async () => {
    const res = await call(app.url, 'GET', '/kvk/69599084/registration', { token });
    expect(res.body.vestigingen).toHaveLength(2);
    expect(res.body.hoofdvestiging).toMatchObject({ vestigingsnummer: '000038509504', adres: { plaats: 'Amsterdam' } });
    expect(res.body.werkzamePersonen).toEqual({ totaal: 1, voltijd: 1, deeltijd: 0 });
  });
  it('404 unknown, 400 malformed, 502 for the error trigger', async () => {
    expect(expectProblem(await call(app.url, 'GET', '/kvk/12345678/registration', { token }), 404).code).toBe(
      'KVK_NOT_FOUND',
    );
    expectProblem(await call(app.url, 'GET', '/kvk/1234/registration', { token }), 400);
    expectProblem(await call(app.url, 'GET', '/kvk/90004973/registration', { token }), 502);
  });
});

describe('POST /kvk/owner-check', () => {
  const check = (json: unknown) => call(app.url, 'POST', '/kvk/owner-check', { token, json });
  it('an owner, in any case and with accents', async () => {
    const res = await check({ kvkNummer: '69599084', voornaam: 'DAGOBERT', achternaam: 'dück' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kvkNummer: '69599084',
      isEigenaar: true,
      functie: 'Eigenaar',
      uitkomst: 'EIGENAAR',
    });
  });
  it('tussenvoegsels: "Van der Bast" and "Bast" are the same director', async () => {
    for (const achternaam of ['Van der Bast', 'Bast', 'bast, van der'])
      expect((await check({ kvkNummer: '69599068', voornaam: 'Bolke', achternaam })).body).toMatchObject({
        isEigenaar: true,
        functie: 'Bestuurder',
      });
  });
  it('a wrong birth date does not match; a proxy is no owner', async () => {
    expect(
      (await check({ kvkNummer: '69599084', voornaam: 'Dagobert', achternaam: 'Duck', geboortedatum: '1950-01-01' }))
        .body,
    ).toMatchObject({ isEigenaar: false, uitkomst: 'GEEN_MATCH' });
    expect(
      (await check({ kvkNummer: '69599084', voornaam: 'Dagobert', achternaam: 'Duck', geboortedatum: '1947-12-01' }))
        .body.isEigenaar,
    ).toBe(true);
    expect((await check({ kvkNummer: '90000021', voornaam: 'Francisca', achternaam: 'Cupit' })).body).toMatchObject({
      isEigenaar: false,
      uitkomst: 'FUNCTIONARIS',
      functie: 'Gevolmachtigde',
    });
  });
  it('400 for bad input, 404 for an unknown number', async () => {
    expectProblem(await check({ kvkNummer: '69599084', voornaam: '', achternaam: 'Duck' }), 400);
    expectProblem(
      await check({ kvkNummer: '69599084', voornaam: 'D', achternaam: 'Duck', geboortedatum: '01-12-1947' }),
      400,
    );
    expectProblem(await check({ kvkNummer: 'abc', voornaam: 'D', achternaam: 'Duck' }), 400);
    expectProblem(await check({ kvkNummer: '12345678', voornaam: 'D', achternaam: 'Duck' }), 404);
  });
});

describe('owner check rate limit', () => {
  it('the 31st check within an hour is a 429 with Retry-After; other users are not affected', async () => {
    const me = await registerAndLogin(app.url);
    const body = { kvkNummer: '69599084', voornaam: 'Dagobert', achternaam: 'Duck', geboortedatum: '1947-12-01' };
    for (let i = 0; i < 30; i++)
      expect((await call(app.url, 'POST', '/kvk/owner-check', { token: me.token, json: body })).status).toBe(200);
    const limited = await call(app.url, 'POST', '/kvk/owner-check', { token: me.token, json: body });
    expect(expectProblem(limited, 429).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(app.url, 'POST', '/kvk/owner-check', { token, json: body })).status).toBe(200);
  });
});
