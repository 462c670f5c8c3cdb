// Security headers on every kind of answer, and CSRF protection of cookie-authenticated mutations.
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

test('pages, REST answers and errors carry the security headers (no HSTS on localhost)', async ({ request }) => {
  for (const path of ['/login', '/api/openapi.json', '/api/companies', '/api/trpc/chat.unreadCount', '/api/docs']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy'], path).toContain("object-src 'none'");
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['strict-transport-security'], path).toBeUndefined();
  }
  // data and files may load and run nothing at all
  for (const path of ['/api/openapi.json', '/api/companies', '/api/trpc/chat.unreadCount'])
    expect((await request.get(path)).headers()['content-security-policy'], path).toContain("default-src 'none'");
  expect((await request.get('/api/companies')).status()).toBe(401);
  // behind a TLS-terminating proxy the same app sends HSTS
  expect(
    (await request.get('/login', { headers: { 'x-forwarded-proto': 'https' } })).headers()['strict-transport-security'],
  ).toMatch(/max-age=\d+/);
});

/** The script-src directive of a CSP and its nonce. */
function scriptSrc(csp: string | undefined) {
  const directive =
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? '';
  return { directive, nonce: /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(directive)?.[1] };
}

test('pages run scripts by a fresh nonce only: no unsafe-inline, a new nonce per request, every script tag carries it', async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const path of ['/login', '/login', '/', '/registreren', '/api/docs']) {
    const res = await request.get(path, { headers: { 'content-security-policy': "script-src 'nonce-Z3Vlc3NlZA=='" } });
    const { directive, nonce } = scriptSrc(res.headers()['content-security-policy']);
    expect(nonce, path).toBeTruthy();
    expect(directive, path).toContain("'strict-dynamic'");
    expect(directive, path).not.toContain("'unsafe-inline'");
    expect(directive, path).not.toContain("'unsafe-eval'");
    // a client's own CSP request header does not choose the nonce
    expect(nonce, path).not.toBe('Z3Vlc3NlZA==');
    nonces.add(nonce!);
    const html = await res.text();
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length, path).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(5);
});

test('the pages load and work under the policy with no CSP violation', async ({ browser }) => {
  // two logins, the API reference and three browser contexts: more than the default 30 s on a busy runner
  test.setTimeout(90_000);
  const problems: string[] = [];
  /** A browser context that records every CSP violation (console report, DOM event) and page error. */
  const watched = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('console', (m) => {
      if (/content security policy|refused to (execute|load|apply|connect|evaluate)|violates/i.test(m.text()))
        problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: pageerror ${e.message}`));
    await page.exposeFunction('__cspViolation', (v: string) =>
      problems.push(`${page.url()}: securitypolicyviolation ${v}`),
    );
    await page.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) =>
          void (window as unknown as { __cspViolation(v: string): void }).__cspViolation(
            `${e.violatedDirective} ${e.blockedURI}`,
          ),
      );
    });
    return { context, page };
  };

  const { context, page } = await watched();
  await page.goto('/login');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  // the login is a server action submitted by the hydrated form: it works only when the page's scripts ran
  await loginUi(page, people.ondernemer);
  await expect(page).toHaveURL(/\/bedrijven/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a client-side navigation (RSC fetch, chunks loaded by the nonce'd scripts)
  await page
    .getByRole('link', { name: /aanvragen/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/aanvragen/);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info')).toBeVisible({ timeout: 15_000 });
  await context.close();

  const adviser = await watched();
  await loginUi(adviser.page, people.adviseur);
  await adviser.page.goto('/adviseur/aanvragen');
  await expect(adviser.page.getByRole('heading', { level: 1 })).toBeVisible();
  await adviser.context.close();
  expect(problems).toEqual([]);

  // markup injected into a page (as an XSS would) does not run, and the listeners above see it
  const probe = await watched();
  await probe.page.route('**/login', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(
      '</body>',
      '<script>window.__injected = 1</script><img src="x" onerror="window.__injected = 2"></body>',
    );
    await route.fulfill({ response: res, body: html });
  });
  await probe.page.goto('/login');
  await expect.poll(() => problems.length).toBeGreaterThanOrEqual(2);
  expect(await probe.page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  await probe.context.close();
});

test('a cross-site mutation with the session cookie is refused and changes nothing; the app itself works', async ({
  browser,
  request,
  baseURL,
}) => {
  const me = await registerViaApi(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(me.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // the browser context's cookie jar, as a forged form or fetch from another site would use it
  const forged = await context.request.post('/api/trpc/ondernemer.update', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    data: { voornaam: 'Gehackt' },
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['content-type']).toContain('application/problem+json');
  expect(((await forged.json()) as { code: string }).code).toBe('CSRF_REJECTED');
  const noOrigin = await context.request.post('/api/trpc/ondernemer.update', {
    headers: { 'content-type': 'application/json' },
    data: { voornaam: 'Gehackt' },
  });
  expect(noOrigin.status()).toBe(403);
  const profile = (await (await request.get('/api/ondernemer', { headers: me.auth })).json()) as { voornaam: string };
  expect(profile.voornaam).toBe('Eva');

  // from the app's own origin the cookie works
  const own = await context.request.post('/api/trpc/ondernemer.update', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: { voornaam: 'Evelien' },
  });
  expect(own.status()).toBe(200);
  expect(
    ((await (await request.get('/api/ondernemer', { headers: me.auth })).json()) as { voornaam: string }).voornaam,
  ).toBe('Evelien');
  // a Bearer token needs no Origin
  const bearer = await request.put('/api/ondernemer', { headers: me.auth, data: { voornaam: 'Eva' } });
  expect(bearer.status()).toBe(200);
  await context.close();
});
