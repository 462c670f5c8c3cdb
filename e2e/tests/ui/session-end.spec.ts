// Sessions that end (API.md, Trust III): a copy of the web session cookie taken before signing out is
// refused afterwards on tRPC, on pages and on the live feed (server.ts's fast path); "sign out
// everywhere" in the settings ends the other browsers' sessions too; and behind TLS (APP_URL https)
// the session cookie is Secure and __Secure- prefixed.
import { type APIRequestContext, type BrowserContext } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { startAppInstance, type AppInstance } from '../../support/app-instance.ts';

async function sessionCookie(context: BrowserContext): Promise<string> {
  const session = (await context.cookies()).filter((c) => /^(__Secure-)?authjs\.session-token(\.\d+)?$/.test(c.name));
  expect(session.length).toBeGreaterThan(0);
  return session.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** What each door answers to a replayed cookie: tRPC, a protected page, the live feed. */
async function replay(request: APIRequestContext, baseURL: string, cookie: string) {
  const trpc = await request.get(`${baseURL}/api/trpc/notifications.unreadCount`, { headers: { cookie } });
  const page = await request.get(`${baseURL}/bedrijven`, { headers: { cookie }, maxRedirects: 0 });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 3_000);
  let live = '';
  try {
    const res = await fetch(`${baseURL}/api/trpc/live.events?input=${encodeURIComponent('{}')}`, {
      headers: { accept: 'text/event-stream', cookie },
      signal: abort.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    // the first events tell: `connected`, then a ping or the end with a serialized error
    while (!/event: (ping|serialized-error|return)/.test(live)) {
      const { value, done } = await reader.read();
      if (done) break;
      live += value;
    }
  } catch {
    // aborted: what came so far
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return { trpc: trpc.status(), page: page.status(), pageLocation: page.headers().location ?? '', live };
}

test('a session cookie copied before signing out is refused afterwards on tRPC, pages and the live feed', async ({
  browser,
  request,
  baseURL,
}) => {
  const { email } = await registerViaApi(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginUi(page, { email, password: PASSWORD });
  const copied = await sessionCookie(context);

  const before = await replay(request, baseURL!, copied);
  expect(before.trpc).toBe(200);
  expect(before.page).toBe(200);
  expect(before.live).toMatch(/^event: connected\n/);
  expect(before.live).not.toMatch(/serialized-error/);

  await page.getByRole('button', { name: 'Uitloggen', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$|\/login/);

  const after = await replay(request, baseURL!, copied);
  expect(after.trpc).toBe(401);
  expect([303, 307, 308]).toContain(after.page);
  expect(after.pageLocation).toMatch(/\/login/);
  expect(after.live).toMatch(/event: serialized-error\ndata: .*"UNAUTHORIZED"/);
  await context.close();
});

test('sign out everywhere in the settings ends the sessions of other browsers too', async ({
  browser,
  request,
  baseURL,
}) => {
  const { email } = await registerViaApi(request);
  const [here, there] = [await browser.newContext(), await browser.newContext()];
  const page = await here.newPage();
  await loginUi(page, { email, password: PASSWORD });
  await loginUi(await there.newPage(), { email, password: PASSWORD });
  const other = await sessionCookie(there);
  expect((await replay(request, baseURL!, other)).trpc).toBe(200);

  await page.goto('/instellingen');
  const section = page.getByRole('region', { name: 'Overal uitloggen' });
  await section.getByRole('button', { name: 'Overal uitloggen' }).click();
  await expect(page).toHaveURL(/\/login\?melding=overal-uitgelogd/);
  await expect(page.getByText('U bent overal uitgelogd.')).toBeVisible();

  expect((await replay(request, baseURL!, other)).trpc).toBe(401);
  await here.close();
  await there.close();
});

test.describe('behind TLS', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 13;
  let tls: AppInstance | null = null;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // APP_URL https (AUTH_URL as scripts/start.ts derives it from APP_URL); the browser itself talks
    // plain http to localhost, which Chromium treats as a secure context
    const publicUrl = `https://localhost:${port}`;
    tls = await startAppInstance({ port, env: { APP_URL: publicUrl, AUTH_URL: publicUrl } });
  });
  test.afterAll(async () => {
    await tls?.stop();
  });

  test('with APP_URL https the session cookie is Secure and __Secure- prefixed, the CSRF cookie __Host-', async ({
    browser,
    request,
  }) => {
    const { email } = await registerViaApi(request);
    const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
    const page = await context.newPage();
    const setCookies: string[] = [];
    page.on('response', (r) => {
      // a response still arriving as the context closes has no headers to read any more: it sets no cookie we check
      r.headersArray()
        .then((all) => {
          for (const h of all) if (h.name.toLowerCase() === 'set-cookie') setCookies.push(h.value);
        })
        .catch(() => {});
    });
    await loginUi(page, { email, password: PASSWORD });
    const session = setCookies.find((c) => /^__Secure-authjs\.session-token=/.test(c));
    expect(session, setCookies.join('\n')).toBeTruthy();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(setCookies.some((c) => /^authjs\.session-token=/.test(c))).toBe(false);
    const csrf = setCookies.find((c) => /^__Host-authjs\.csrf-token=/.test(c));
    if (csrf) expect(csrf).toMatch(/;\s*Secure/i);
    const stored = (await context.cookies()).find((c) => c.name === '__Secure-authjs.session-token');
    expect(stored?.secure).toBe(true);
    // every cookie the app sets is Secure under https, the language choice too (Trust IV)
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const taal = setCookies.find((c) => /^taal=/.test(c));
    expect(taal, setCookies.join('\n')).toMatch(/;\s*Secure/i);
    expect((await context.cookies()).find((c) => c.name === 'taal')?.secure).toBe(true);
    await context.close();
  });
});
