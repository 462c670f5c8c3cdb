// Chat on a request in the browser: one person's panel (send, persist, HTML shown as text, links),
// and two people chatting live in two browser contexts, with the header badge following.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { bearer, freshOrientatie, loginUi } from '../../fixtures/demo.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

/** The adviser's unread count as the server has it now. */
async function unreadOf(request: APIRequestContext, who: { email: string; password: string }) {
  const { headers } = await bearer(request, who);
  return async () =>
    ((await (await request.get('/api/chat/unread-count', { headers })).json()) as { aantal: number }).aantal;
}

/** The number in the page's header badge (0 when there is none). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('chat-unread-badge');
  return (await badge.count()) ? Number(await badge.first().textContent()) : 0;
}

/**
 * Waits until the header badge shows what the server counts now, and returns that number. An adviser
 * counts the unread messages of every request, so the chats of the spec files running beside this
 * one move his count too: the badge is compared with the server, not with a number taken earlier.
 */
async function badgeAgreesWithServer(page: Page, unread: () => Promise<number>): Promise<number> {
  let agreed = -1;
  await expect
    .poll(
      async () => {
        const server = await unread();
        const shown = await badgeCount(page);
        agreed = shown === server ? shown : -1;
        return agreed;
      },
      { message: 'the header badge shows the unread count the server has' },
    )
    .toBeGreaterThanOrEqual(0);
  return agreed;
}

test('the panel sends, keeps and escapes messages; links are clickable, markup is text', async ({
  browser,
  request,
}) => {
  const id = await freshOrientatie(request, people.ondernemer);
  const page = await (await browser.newContext()).newPage();
  await loginUi(page, people.ondernemer);
  await page.goto(`/aanvragen/${id}`);
  const panel = page.getByRole('region', { name: 'Chat met uw adviseur' });
  await expect(panel.getByText('Nog geen berichten')).toBeVisible();

  const html = '<img src=x onerror="window.__xss=1"> <b>vet</b>';
  await panel.getByLabel('Bericht').fill(html);
  await panel.getByLabel('Bericht').press('Enter');
  await expect(panel.getByTestId('chat-message').filter({ hasText: html })).toBeVisible();
  await panel.getByLabel('Bericht').fill('Zie https://www.kvk.nl/zoeken/ voor het uittreksel.');
  await panel.getByRole('button', { name: 'Versturen' }).click();
  await expect(panel.getByRole('link', { name: 'https://www.kvk.nl/zoeken/' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );

  await page.reload();
  const thread = page.getByTestId('chat-messages');
  await expect(thread.getByText(html, { exact: true })).toBeVisible();
  await expect(thread.locator('img')).toHaveCount(0);
  await expect(thread.locator('b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // a Dutch timestamp
  await expect(thread.locator('time').first()).toHaveText(
    /^(ma|di|wo|do|vr|za|zo) \d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec) \d{4}, \d{2}:\d{2}$/,
  );

  // too long: the button stays off and the counter says why
  await panel.getByLabel('Bericht').fill('x'.repeat(4001));
  await expect(panel.getByText('Hoogstens 4000 tekens (4001 nu).')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Versturen' })).toBeDisabled();
});

test('entrepreneur and adviser chat live in two browsers; the unread badge follows without reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000); // two browsers logging in, beside another spec file (workers: 2)
  const id = await freshOrientatie(request, people.ondernemer);
  const entrepreneur = await (await browser.newContext()).newPage();
  const adviser = await (await browser.newContext()).newPage();
  await loginUi(entrepreneur, people.ondernemer);
  await loginUi(adviser, people.adviseur);

  // the adviser waits on the dashboard: the header badge must count the new message live
  await adviser.goto('/adviseur/aanvragen');
  const unread = await unreadOf(request, people.adviseur);
  const before = await badgeAgreesWithServer(adviser, unread);

  await entrepreneur.goto(`/aanvragen/${id}`);
  const mine = entrepreneur.getByRole('region', { name: 'Chat met uw adviseur' });
  await mine.getByLabel('Bericht').fill('Goedemorgen, kunt u mijn aanvraag bekijken?');
  await mine.getByLabel('Bericht').press('Enter');
  await expect(mine.getByTestId('chat-message').filter({ hasText: 'Goedemorgen' })).toBeVisible();

  // without a reload the badge goes up to the server's count, which holds the new message
  await expect.poll(() => badgeCount(adviser)).toBeGreaterThan(before);
  const withNew = await badgeAgreesWithServer(adviser, unread);
  expect(withNew).toBeGreaterThanOrEqual(before + 1);

  // the adviser opens the request: the message is there under "Nieuwe berichten"
  await adviser.goto(`/adviseur/aanvragen/${id}`);
  const theirs = adviser.getByRole('region', { name: 'Chat met de ondernemer' });
  await expect(theirs.getByTestId('chat-new-separator')).toBeVisible();
  await expect(theirs.getByTestId('chat-message').filter({ hasText: 'Goedemorgen' })).toBeVisible();
  // reading it takes it off the badge (which again shows the server's count) and shows the
  // entrepreneur a read receipt, live
  await badgeAgreesWithServer(adviser, unread);
  await expect(mine.getByTestId('chat-read')).toBeVisible();

  // both sides open: messages cross without reload
  await theirs.getByLabel('Bericht').fill('Zeker, ik kijk er vandaag naar.');
  await theirs.getByRole('button', { name: 'Versturen' }).click();
  await expect(mine.getByTestId('chat-message').filter({ hasText: 'Zeker, ik kijk er vandaag naar.' })).toBeVisible();
  await mine.getByLabel('Bericht').fill('Dank u!');
  await mine.getByLabel('Bericht').press('Enter');
  await expect(theirs.getByTestId('chat-message').filter({ hasText: 'Dank u!' })).toBeVisible();
});

test('the adviser’s list prefetches request pages without reading their chats', async ({ browser, request }) => {
  // the request pages list the chat on the server (which marks it read): a link's prefetch must not
  // run them. Next's default prefetch of a dynamic page stops at its layouts; a full one
  // (<Link prefetch={true}>) renders the page and fails this test.
  const id = await freshOrientatie(request, people.ondernemer);
  const owner = await bearer(request, people.ondernemer);
  expect(
    (
      await request.post(`/api/aanvragen/${id}/chat`, { headers: owner.headers, data: { bericht: 'Nog ongelezen?' } })
    ).status(),
  ).toBe(201);
  const unread = await unreadOf(request, people.adviseur);
  const before = await unread();
  expect(before).toBeGreaterThan(0);

  const adviser = await (await browser.newContext()).newPage();
  await loginUi(adviser, people.adviseur);
  // the prefetch of that request's page: its route tree, then (as Next decides) its segments
  const isPrefetch = (r: { url(): string; headers(): Record<string, string> }) =>
    new URL(r.url()).pathname === `/adviseur/aanvragen/${id}` && r.headers()['next-router-prefetch'] === '1';
  let started = 0;
  let done = 0;
  let lastChange = Date.now();
  adviser.on('request', (r) => {
    if (!isPrefetch(r)) return;
    started++;
    lastChange = Date.now();
  });
  const settle = (r: { url(): string; headers(): Record<string, string> }) => {
    if (!isPrefetch(r)) return;
    done++;
    lastChange = Date.now();
  };
  adviser.on('requestfinished', settle);
  adviser.on('requestfailed', settle);
  await adviser.goto('/adviseur/aanvragen');
  await expect(adviser.locator(`a[href="/adviseur/aanvragen/${id}"]`).first()).toBeVisible();
  // prefetched, and nothing of it still on its way for a second
  await expect
    .poll(() => started > 0 && done === started && Date.now() - lastChange > 1000, { timeout: 15_000 })
    .toBe(true);
  // not read by the prefetch: the thread's message is still unread, and the adviser's count (which
  // other spec files' chats can only raise) did not go down
  expect(await unread()).toBeGreaterThanOrEqual(before);
  const thread = (await (await request.get(`/api/aanvragen/${id}/chat`, { headers: owner.headers })).json()) as {
    bericht: string;
    gelezen: boolean;
  }[];
  expect(thread.find((m) => m.bericht === 'Nog ongelezen?')?.gelezen).toBe(false);
});
