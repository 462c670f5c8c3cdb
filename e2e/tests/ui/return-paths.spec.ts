// Open redirects after login (Trust II): every return path of the bypass corpus (the same list the
// unit test of apps/web's return-path.ts uses) is tried in the browser, and the browser must end on the
// app's own origin (the dashboard for a refused entry), with no dialog and no navigation to another host.
// Two doors lead through the same check: the login form's action (a fresh login per entry, for a sample
// of the corpus, since each login costs a password hash), and the login page visited with a session
// (every entry of the corpus, in one signed-in context).
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { BYPASS_CORPUS } from '../../../apps/web/src/lib/return-path.corpus.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

/** Records dialogs and stops (and records) every request to a host other than the app's. */
function guard(page: Page): string[] {
  const foreign: string[] = [];
  page.on('dialog', (d) => {
    foreign.push(`dialog ${d.message()}`);
    void d.dismiss();
  });
  void page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
    foreign.push(route.request().url());
    return route.abort();
  });
  return foreign;
}

async function logIn(page: Page, entry: string): Promise<void> {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(entry)}`);
  await page.locator('input[name="email"]').fill(people.ondernemer.email);
  await page.locator('input[name="wachtwoord"]').fill(people.ondernemer.password);
  await page.locator('form button[type="submit"]').last().click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
  await page.waitForLoadState('load');
}

function verdict(entry: string, url: string, origin: string, foreign: string[]): string | null {
  const at = new URL(url);
  if (at.origin !== origin || foreign.length) return `${JSON.stringify(entry)} → ${url} ${foreign.join(' ')}`;
  const expected = entry === '/afspraken' ? '/afspraken' : '/bedrijven';
  return at.pathname === expected ? null : `${JSON.stringify(entry)} → ${at.pathname} instead of ${expected}`;
}

// the forms named in the issue, the scheme and encoded forms, and one good path
const THROUGH_THE_FORM = [
  '/\\evil.example/x',
  '/\t/evil.example',
  '//evil.example',
  'https://evil.example',
  '/%5cevil.example',
  'javascript:alert(1)',
  '/afspraken',
];

test('no return path from the bypass corpus leaves the origin, through the login form or with a session', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const left: string[] = [];
  const contexts: BrowserContext[] = [];

  // the login action: a fresh context (its own cookie jar) per entry, two at a time
  const lanes = [0, 1].map((lane) => THROUGH_THE_FORM.filter((_, i) => i % 2 === lane));
  await Promise.all(
    lanes.map(async (lane) => {
      for (const entry of lane) {
        const context = await browser.newContext({ baseURL });
        contexts.push(context);
        const page = await context.newPage();
        const foreign = guard(page);
        await logIn(page, entry);
        const wrong = verdict(entry, page.url(), origin, foreign);
        if (wrong) left.push(`login form: ${wrong}`);
      }
    }),
  );

  // the login page with a session: every entry of the corpus
  const page = await contexts[0]!.newPage();
  const foreign = guard(page);
  const entries = [...BYPASS_CORPUS, '/afspraken'];
  for (const entry of entries) {
    foreign.length = 0;
    await page.goto(`/login?callbackUrl=${encodeURIComponent(entry)}`);
    await page.waitForLoadState('load');
    const wrong = verdict(entry, page.url(), origin, foreign);
    if (wrong) left.push(`with a session: ${wrong}`);
  }
  await Promise.all(contexts.map((c) => c.close()));
  console.log(
    `${THROUGH_THE_FORM.length} logins and ${entries.length} signed-in visits tried, ${left.length} left the origin or the dashboard`,
  );
  expect(left).toEqual([]);
});
