// axe-core on every page of the app, for both roles, in Dutch and in English (WCAG 2.1 A and AA and
// axe's best practices). Pages with an id are opened for a real resource of the demo accounts.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { bearer, freshOrientatie, loginUi } from '../../fixtures/demo.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function audit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(
    (v) =>
      `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

async function contextFor(browser: Browser, baseURL: string, locale: 'nl' | 'en') {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'taal', value: locale, url: baseURL }]);
  return context;
}

for (const locale of ['nl', 'en'] as const) {
  test(`no axe violations on any page (${locale})`, async ({ browser, request, baseURL }) => {
    test.setTimeout(480_000); // every page twice over, beside another spec file (workers: 2)
    const aanvraagId = await freshOrientatie(request, people.ondernemer);
    const owner = await bearer(request, people.ondernemer);
    const [company] = (await (await request.get('/api/companies', { headers: owner.headers })).json()) as {
      id: string;
    }[];
    // unread badges in both headers: a notification for the entrepreneur, a chat message for the adviser
    const adviserAuth = await bearer(request, people.adviseur);
    expect(
      (
        await request.post('/api/notifications/ikv', {
          headers: adviserAuth.headers,
          data: { aanvraagId, titel: 'Uw IKV', bericht: 'Klaar' },
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await request.post(`/api/aanvragen/${aanvraagId}/chat`, { headers: owner.headers, data: { bericht: 'Hallo' } })
      ).status(),
    ).toBe(201);
    const violations: string[] = [];

    const visitor = await (await contextFor(browser, baseURL!, locale)).newPage();
    for (const path of [
      '/',
      '/login',
      '/registreren',
      '/wachtwoord-vergeten',
      '/email-bevestigen',
      '/uitnodiging/onbekend-token',
      '/orientatie',
      '/ikv-check',
      '/verificatie',
    ])
      violations.push(...(await audit(visitor, path)));

    const entrepreneur = await (await contextFor(browser, baseURL!, locale)).newPage();
    await loginUi(entrepreneur, people.ondernemer);
    for (const path of [
      '/bedrijven',
      '/bedrijven/toevoegen',
      `/bedrijven/${company!.id}`,
      `/bedrijven/${company!.id}/boekjaren`,
      '/aanvragen',
      '/aanvragen/nieuw',
      `/aanvragen/${aanvraagId}`,
      '/afspraken',
      '/meldingen',
      '/instellingen',
      '/berichten',
    ])
      violations.push(...(await audit(entrepreneur, path)));

    const adviser = await (await contextFor(browser, baseURL!, locale)).newPage();
    await loginUi(adviser, people.adviseur);
    for (const path of [
      '/',
      '/berichten',
      '/adviseur/aanvragen',
      `/adviseur/aanvragen/${aanvraagId}`,
      '/adviseur/ondernemers',
      '/afspraken',
      '/meldingen',
      '/instellingen',
    ])
      violations.push(...(await audit(adviser, path)));

    expect(violations).toEqual([]);
  });
}
