// Security headers on every kind of answer, and CSRF protection of cookie-authenticated mutations.
import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';

test('pages, REST answers and errors carry the security headers (no HSTS on localhost)', async ({ request }) => {
  for (const path of ['/login', '/api/openapi.json', '/api/companies', '/api/trpc/chat.unreadCount']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy'], path).toContain("object-src 'none'");
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['strict-transport-security'], path).toBeUndefined();
  }
  expect((await request.get('/api/companies')).status()).toBe(401);
  // behind a TLS-terminating proxy the same app sends HSTS
  expect((await request.get('/login', { headers: { 'x-forwarded-proto': 'https' } })).headers()['strict-transport-security']).toMatch(/max-age=\d+/);
});

test('a cross-site mutation with the session cookie is refused and changes nothing; the app itself works', async ({ browser, request, baseURL }) => {
  const me = await registerViaApi(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(me.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // the browser context's cookie jar, as a forged form or fetch from another site would use it
  const forged = await context.request.post('/api/trpc/ondernemer.update', { headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, data: { voornaam: 'Gehackt' } });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['content-type']).toContain('application/problem+json');
  expect(((await forged.json()) as { code: string }).code).toBe('CSRF_REJECTED');
  const noOrigin = await context.request.post('/api/trpc/ondernemer.update', { headers: { 'content-type': 'application/json' }, data: { voornaam: 'Gehackt' } });
  expect(noOrigin.status()).toBe(403);
  const profile = (await (await request.get('/api/ondernemer', { headers: me.auth })).json()) as { voornaam: string };
  expect(profile.voornaam).toBe('Eva');

  // from the app's own origin the cookie works
  const own = await context.request.post('/api/trpc/ondernemer.update', { headers: { origin: baseURL!, 'content-type': 'application/json' }, data: { voornaam: 'Evelien' } });
  expect(own.status()).toBe(200);
  expect(((await (await request.get('/api/ondernemer', { headers: me.auth })).json()) as { voornaam: string }).voornaam).toBe('Evelien');
  // a Bearer token needs no Origin
  const bearer = await request.put('/api/ondernemer', { headers: me.auth, data: { voornaam: 'Eva' } });
  expect(bearer.status()).toBe(200);
  await context.close();
});
