// The two FIXED operations against the production build, as an external client sees them.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerViaApi } from '../../fixtures/api.ts';
import { freshEntrepreneur } from '../../fixtures/people.ts';

test('POST /api/kvk and POST /api/companies/financials/{id} return exactly the documented shapes', async ({
  request,
}) => {
  const { auth } = await registerViaApi(request);

  const kvk = await request.post('/api/kvk', { headers: auth, data: { kvkNummer: '69599084' } });
  expect(kvk.status()).toBe(200);
  const detail = await kvk.json();
  expect(Object.keys(detail).sort()).toEqual([
    'adres',
    'adressen',
    'formeleRegistratiedatum',
    'juridischeNaam',
    'kvkNummer',
    'rechtsvorm',
    'sbiActiviteiten',
  ]);
  expect(detail.juridischeNaam).toBe('Test EMZ Dagobert');

  // 69599084 is the demo company and 69599076 the UI journey's; each KvK number is linked once.
  const company = await request.post('/api/companies', { headers: auth, data: { kvkNummer: '68750110' } });
  expect(company.status()).toBe(201);
  const { id } = await company.json();

  const boekjaren = [2023, 2024, 2025].map((jaar) => ({
    jaar,
    fiscaleWinst: 40000 + jaar,
    vlottendeActiva: 1000,
    immaterieleActiva: 0,
    eigenVermogen: 20000,
    balanstotaal: 50000,
    balanscorrectie: 0,
    balanscorrectieReden: null,
  }));
  const saved = await request.post(`/api/companies/financials/${id}`, { headers: auth, data: { boekjaren } });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toEqual(boekjaren);
  const got = await request.get(`/api/companies/financials/${id}`, { headers: auth });
  // GET adds the optional fields such as kortlopendeSchulden (API.md, Trust), null while unknown; the
  // FIXED POST answers exactly its eight fields
  expect(await got.json()).toEqual(boekjaren.map((b) => expect.objectContaining({ ...b, kortlopendeSchulden: null })));
});

/** An entrepreneur of this spec's own with a company (not the shared demo account). */
async function demoEntrepreneur(request: APIRequestContext) {
  const owner = await freshEntrepreneur();
  const login = await request.post('/api/auth/login', { data: { email: owner.email, wachtwoord: owner.password } });
  const auth = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const [company] = await (await request.get('/api/companies', { headers: auth })).json();
  return { auth, companyId: company.id as string };
}

test('bad input is a 4xx application/problem+json, never a 500', async ({ request }) => {
  const { auth } = await registerViaApi(request);
  const demo = await demoEntrepreneur(request);
  const year = {
    jaar: 2024,
    fiscaleWinst: 1,
    vlottendeActiva: 0,
    immaterieleActiva: 0,
    eigenVermogen: 0,
    balanstotaal: 0,
    balanscorrectie: 0,
    balanscorrectieReden: null,
  };
  const cases = [
    { res: await request.post('/api/kvk', { headers: auth, data: { kvkNummer: '1234567' } }), status: 400 },
    { res: await request.post('/api/kvk', { headers: auth, data: { kvkNummer: 'abcdefgh' } }), status: 400 },
    {
      res: await request.post('/api/kvk', {
        headers: { ...auth, 'content-type': 'application/json' },
        data: '{"kvkNummer":',
      }),
      status: 400,
    },
    {
      res: await request.post('/api/kvk', { headers: { ...auth, 'content-type': 'text/plain' }, data: 'hallo' }),
      status: 415,
    },
    { res: await request.post('/api/kvk', { data: { kvkNummer: '69599084' } }), status: 401 },
    { res: await request.post('/api/kvk', { headers: auth, data: { kvkNummer: '12345678' } }), status: 404 },
    // membership is checked before the body: an unknown or another's company is 404 whatever is sent
    {
      res: await request.post('/api/companies/financials/onbekend', { headers: auth, data: { boekjaren: [year] } }),
      status: 404,
    },
    {
      res: await request.post(`/api/companies/financials/${demo.companyId}`, {
        headers: auth,
        data: { boekjaren: [year] },
      }),
      status: 404,
    },
    {
      res: await request.post(`/api/companies/financials/${demo.companyId}`, {
        headers: demo.auth,
        data: { boekjaren: [] },
      }),
      status: 400,
    },
    {
      res: await request.post(`/api/companies/financials/${demo.companyId}`, {
        headers: demo.auth,
        data: { boekjaren: [{ ...year, fiscaleWinst: '1' }] },
      }),
      status: 400,
    },
    {
      res: await request.post(`/api/companies/financials/${demo.companyId}`, {
        headers: demo.auth,
        data: { boekjaren: [year, year] },
      }),
      status: 400,
    },
    { res: await request.get('/api/bestaat-niet', { headers: auth }), status: 404 },
    { res: await request.get('/api/kvk', { headers: auth }), status: 405 },
  ];
  for (const { res, status } of cases) {
    expect(res.status(), await res.text()).toBe(status);
    expect(res.headers()['content-type']).toContain('application/problem+json');
    const problem = await res.json();
    expect(problem).toMatchObject({
      status,
      type: expect.any(String),
      title: expect.any(String),
      detail: expect.any(String),
      code: expect.any(String),
    });
  }
  expect((await request.get('/api/kvk', { headers: auth })).headers()['allow']).toBe('POST');
});

test('the OpenAPI document and the offline reference page are served', async ({ request }) => {
  const doc = await (await request.get('/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.paths['/kvk'].post).toBeTruthy();
  expect(doc.paths['/companies/financials/{companyId}'].post).toBeTruthy();
  expect(doc.paths['/companies'].post.responses['201']).toBeTruthy();
  expect(doc.paths['/kvk'].post.responses['400'].content['application/problem+json']).toBeTruthy();
  const page = await request.get('/api/docs');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('swagger');
});

test('the demo accounts exist and can log in', async ({ request }) => {
  const entrepreneur = await request.post('/api/auth/login', {
    data: { email: 'ondernemer@demo.nl', wachtwoord: 'Demo-ondernemer-2026' },
  });
  expect(entrepreneur.status()).toBe(200);
  const { accessToken } = await entrepreneur.json();
  const companies = await (
    await request.get('/api/companies', { headers: { authorization: `Bearer ${accessToken}` } })
  ).json();
  expect(companies.map((c: { kvkNummer: string }) => c.kvkNummer)).toContain('69599084');
  const years = await (
    await request.get(`/api/companies/financials/${companies[0].id}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json();
  expect(years).toHaveLength(3);
  const adviser = await request.post('/api/auth/login', {
    data: { email: 'adviseur@demo.nl', wachtwoord: 'Demo-adviseur-2026' },
  });
  expect((await adviser.json()).gebruiker.rol).toBe('ADVISEUR');
});
