// The partner and notification operations over REST against the production build, and their
// place in the OpenAPI document.
import { expect, test } from '@playwright/test';
import { registerViaApi } from '../../fixtures/api.ts';

test('every companies/registry/notification path of the contract is in the OpenAPI document', async ({ request }) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const expected: [string, string][] = [
    ['/kvk/search', 'get'],
    ['/kvk/{kvkNummer}/registration', 'get'],
    ['/kvk/owner-check', 'post'],
    ['/companies/{companyId}/role', 'get'],
    ['/companies/dashboard', 'get'],
    ['/companies/{companyId}', 'put'],
    ['/companies/{companyId}', 'delete'],
    ['/companies/{companyId}/partners/{partnerId}/share', 'put'],
    ['/companies/{companyId}/partners/{partnerId}', 'delete'],
    ['/companies/{companyId}/partners/invite', 'post'],
    ['/companies/{companyId}/partners/pending', 'get'],
    ['/companies/{companyId}/partners/pending/{inviteId}', 'delete'],
    ['/companies/financials/{companyId}/{jaar}', 'put'],
    ['/notifications', 'get'],
    ['/notifications/{id}/read', 'put'],
    ['/notifications/{id}', 'delete'],
    ['/notifications/{id}/accept', 'post'],
    ['/notifications/{id}/decline', 'post'],
  ];
  for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
});

test('invite over REST, accept from the notification, and the stranger sees nothing', async ({ request }) => {
  const owner = await registerViaApi(request);
  const partner = await registerViaApi(request);
  const stranger = await registerViaApi(request);
  const company = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '90001575' } });
  expect(company.status()).toBe(201);
  const { id: companyId } = (await company.json()) as { id: string };

  const invite = await request.post(`/api/companies/${companyId}/partners/invite`, { headers: owner.auth, data: { email: partner.email, aandeelPercentage: 40 } });
  expect(invite.status()).toBe(201);
  const notifications = (await (await request.get('/api/notifications', { headers: partner.auth })).json()) as { id: string; type: string }[];
  const n = notifications.find((x) => x.type === 'PARTNER_UITNODIGING');
  expect(n).toBeDefined();
  expect((await request.post(`/api/notifications/${n?.id}/accept`, { headers: stranger.auth })).status()).toBe(404);
  const accepted = await request.post(`/api/notifications/${n?.id}/accept`, { headers: partner.auth });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({ rol: 'PARTNER', aandeelPercentage: 40 });

  const role = await request.get(`/api/companies/${companyId}/role`, { headers: partner.auth });
  expect(await role.json()).toMatchObject({ rol: 'PARTNER' });
  for (const path of [`/api/companies/${companyId}`, `/api/companies/${companyId}/partners/pending`, `/api/companies/${companyId}/role`]) {
    const res = await request.get(path, { headers: stranger.auth });
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/problem+json');
  }
  expect((await request.get('/api/kvk/search?naam=a', { headers: owner.auth })).status()).toBe(400);
});
