// Open redirects after login (Trust II): every return path of the bypass corpus (the same list the
// unit test of apps/web's return-path.ts uses) is tried in the browser: log in through the form with
// /login?callbackUrl=<entry> and the browser must end on the app's own origin (the dashboard for a
// refused entry), with no dialog and no navigation to another host on the way.
import { expect, test } from '@playwright/test';
import { BYPASS_CORPUS } from '../../../apps/web/src/modules/auth/return-path.corpus.ts';
import { ONDERNEMER } from '../../fixtures/demo.ts';

test('no return path from the bypass corpus leaves the origin after login', async ({ browser, baseURL }) => {
  test.setTimeout(1_500_000);
  const origin = new URL(baseURL!).origin;
  const left: string[] = [];
  const entries = [...BYPASS_CORPUS, '/afspraken'];
  // four browsers contexts at a time (each its own cookie jar, so each logs in afresh)
  const lanes = [0, 1, 2, 3].map((lane) => entries.filter((_, i) => i % 4 === lane));
  await Promise.all(lanes.map(async (lane) => { for (const entry of lane) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on('dialog', (d) => {
      foreign.push(`dialog ${d.message()}`);
      void d.dismiss();
    });
    // any request to another host (the evil.example forms, or a scheme we never serve) is recorded and stopped
    await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    await page.goto(`/login?callbackUrl=${encodeURIComponent(entry)}`);
    await page.locator('input[name="email"]').fill(ONDERNEMER.email);
    await page.locator('input[name="wachtwoord"]').fill(ONDERNEMER.password);
    await page.locator('form button[type="submit"]').last().click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
    await page.waitForLoadState('load');
    const at = new URL(page.url());
    if (at.origin !== origin || foreign.length) left.push(`${JSON.stringify(entry)} → ${page.url()} ${foreign.join(' ')}`);
    if (entry === '/afspraken') expect(at.pathname).toBe('/afspraken');
    else if (at.pathname !== '/bedrijven') left.push(`${JSON.stringify(entry)} → ${at.pathname} instead of the dashboard`);
    await context.close();
  } }));
  console.log(`${entries.length} return paths tried, ${left.length} left the origin or the dashboard`);
  expect(left).toEqual([]);
});
