// Issue 41 in the browser, at 320 px: an adviser with the beheer permission creates an API client
// (the secret shown once); the client invites an entrepreneur over REST; he sees who asks and what
// they will see, accepts, and the client reads his requests; he ends it and the next read is 404.
// No page scrolls sideways.
import type { Page } from '@playwright/test';
import { createDb } from '@ikv/db';
import { expect, test } from '../../fixtures/browser-test.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { freshEntrepreneur, type Person } from '../../fixtures/people.ts';
import { freshAdviser } from '../../support/adviser.ts';
import { databaseUrlOf } from '../../support/app-instance.ts';

/** What sticks out to the right of the viewport (empty: no sideways scroll), as reflow.spec.ts reports it. */
async function noSidewaysScroll(page: Page) {
  const culprits = await page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= doc.clientWidth) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= doc.clientWidth + 1)
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 4).join('.')} ${el.textContent?.slice(0, 40)}`,
      );
  });
  expect(culprits).toEqual([]);
}

let ondernemer: Person;
let beheerder: { email: string; password: string };

test.beforeAll(async () => {
  ondernemer = await freshEntrepreneur({ voornaam: 'Koen' });
  const a = await freshAdviser();
  const db = createDb(await databaseUrlOf(), { max: 1 });
  try {
    await db.user.update({ where: { id: a.id }, data: { beheer: true } });
  } finally {
    await db.$disconnect();
  }
  beheerder = { email: a.email, password: a.password };
});

test('an API client, an invitation, consent and its end — at 320 px', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const organisatie = `Hypotheekhuis E2E ${Date.now()}`;
  const adviser = await (await browser.newContext({ viewport: { width: 320, height: 800 } })).newPage();
  await loginUi(adviser, beheerder);
  await adviser.goto('/adviseur/beheer');
  await expect(adviser.getByRole('heading', { level: 1 })).toHaveText('Organisaties en API-clients');
  await adviser.getByLabel('Organisatie', { exact: true }).fill(organisatie);
  await adviser.getByLabel('Naam van de client').fill('Adviesbox');
  await adviser.getByRole('button', { name: 'Client aanmaken' }).click();
  const clientId = (await adviser.getByTestId('client-id').textContent())!.trim();
  const clientSecret = (await adviser.getByTestId('client-secret').textContent())!.trim();
  expect(clientSecret).toMatch(/^ikvs_/);
  await expect(adviser.getByRole('region', { name: organisatie })).toContainText('Adviesbox');
  await noSidewaysScroll(adviser);

  const tokenRes = await request.post('/api/oauth/token', {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    form: { grant_type: 'client_credentials' },
  });
  expect(tokenRes.status()).toBe(200);
  const auth = { authorization: `Bearer ${((await tokenRes.json()) as { access_token: string }).access_token}` };
  const invite = await request.post('/api/koppelingen', {
    headers: auth,
    data: { email: ondernemer.email, kenmerk: 'E2E-1' },
  });
  expect(invite.status()).toBe(201);
  const { id } = (await invite.json()) as { id: string };
  expect((await request.get(`/api/koppelingen/${id}/aanvragen`, { headers: auth })).status()).toBe(404);

  const page = await (await browser.newContext({ viewport: { width: 320, height: 800 } })).newPage();
  await loginUi(page, ondernemer);
  await page.goto('/aanvragen');
  await expect(page.getByTestId('koppeling-melding')).toHaveText(
    `${organisatie} vraagt u uw inkomensverklaring te delen. Bekijk de vraag en kies akkoord of weigeren.`,
  );
  await page.getByTestId('koppeling-melding').click();
  await expect(page).toHaveURL(/\/instellingen#koppelingen$/);
  await expect(page.getByText(`${organisatie} vraagt u uw inkomensverklaring te delen`)).toBeVisible();
  const item = page.getByTestId('koppeling');
  await expect(item).toContainText(organisatie);
  await expect(item).toContainText('nooit');
  await noSidewaysScroll(page);
  // (a click before the page has hydrated is lost on a loaded machine: clicked again until it took;
  // a click while the first is at work is ignored by the button)
  await expect(async () => {
    if (!(await item.textContent())?.includes('Gekoppeld'))
      await item
        .getByRole('button', { name: 'Akkoord, delen' })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    await expect(item).toContainText('Gekoppeld', { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await noSidewaysScroll(page);
  expect((await request.get(`/api/koppelingen/${id}/aanvragen`, { headers: auth })).status()).toBe(200);

  await item.getByRole('button', { name: 'Koppeling beëindigen' }).click();
  await expect(item).toContainText('Beëindigd');
  expect((await request.get(`/api/koppelingen/${id}/aanvragen`, { headers: auth })).status()).toBe(404);
});
