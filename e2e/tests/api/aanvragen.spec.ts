// Requests over the production build's REST API, including the binary PDF route with a Bearer token.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerViaApi } from '../../fixtures/api.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

async function bearer(request: APIRequestContext, email: string, wachtwoord: string) {
  const login = await request.post('/api/auth/login', { data: { email, wachtwoord } });
  return { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

test('orientation request: create, calculate, PDF with a Bearer token, access rules, withdraw', async ({ request }) => {
  const owner = await bearer(request, people.ondernemer.email, people.ondernemer.password);
  const adviser = await bearer(request, people.adviseur.email, people.adviseur.password);
  const stranger = (await registerViaApi(request)).auth;
  const [company] = (await (await request.get('/api/companies', { headers: owner })).json()) as { id: string }[];
  const mine = (await (await request.get('/api/aanvragen', { headers: owner })).json()) as {
    id: string;
    status: string;
    verklaringType: string;
  }[];
  for (const a of mine.filter(
    (x) => x.verklaringType === 'ORIENTATIE' && ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'].includes(x.status),
  )) {
    await request.post(`/api/aanvragen/${a.id}/withdraw`, { headers: owner, data: {} });
  }

  const created = await request.post('/api/aanvragen', {
    headers: owner,
    data: { companyId: company!.id, verklaringType: 'ORIENTATIE' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(
    (
      await request.post('/api/aanvragen', {
        headers: owner,
        data: { companyId: company!.id, verklaringType: 'ORIENTATIE' },
      })
    ).status(),
  ).toBe(409);

  const calc = await request.post(`/api/aanvragen/${id}/ikv`, { headers: owner });
  expect(calc.status()).toBe(200);
  expect(((await calc.json()) as { toetsinkomen: number }).toetsinkomen).toBe(63210);
  const full = (await (await request.get(`/api/aanvragen/${id}`, { headers: owner })).json()) as {
    orientatie: { tabelJaar: number; maximaleHypotheek: number };
  };
  expect(full.orientatie.tabelJaar).toBe(2026);
  expect(full.orientatie.maximaleHypotheek).toBeGreaterThan(200000);

  const pdf = await request.get(`/api/aanvragen/${id}/ikv/pdf`, { headers: owner });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await request.get(`/api/aanvragen/${id}/ikv/pdf?taal=en`, { headers: adviser })).status()).toBe(200);
  const denied = await request.get(`/api/aanvragen/${id}/ikv/pdf`, { headers: stranger });
  expect(denied.status()).toBe(404);
  expect(denied.headers()['content-type']).toContain('application/problem+json');
  expect((await request.get(`/api/aanvragen/${id}/ikv/pdf`)).status()).toBe(401);
  expect((await request.get(`/api/aanvragen/${id}`, { headers: stranger })).status()).toBe(404);
  expect((await request.get('/api/adviseur/aanvragen', { headers: stranger })).status()).toBe(403);

  const dashboard = (await (
    await request.get(
      `/api/adviseur/aanvragen?verklaringType=ORIENTATIE&q=${encodeURIComponent(people.ondernemer.achternaam)}`,
      { headers: adviser },
    )
  ).json()) as { items: { id: string }[] };
  expect(dashboard.items.map((i) => i.id)).toContain(id);
  const illegal = await request.patch(`/api/adviseur/aanvragen/${id}`, {
    headers: adviser,
    data: { status: 'AFGEROND' },
  });
  expect(illegal.status()).toBe(409);

  const withdrawn = await request.post(`/api/aanvragen/${id}/withdraw`, { headers: owner, data: { reden: 'e2e' } });
  expect(withdrawn.status()).toBe(200);
  expect(((await withdrawn.json()) as { status: string }).status).toBe('INGETROKKEN');
});
