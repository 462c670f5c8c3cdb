// Trust III in the browser: two accounts link one KvK number and the adviser, on a 320 px phone,
// sees both claims side by side on the request page and on his home, and records the applicant's
// identity from the request page (the checklist's identity entry before issuing: verklaring.spec.ts);
// in English too. The entrepreneur's name is fixed once he linked a company: settings show it
// read-only and the API refuses a change.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { confirmEmail } from '../../support/trust.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
/** axe's WCAG 2.1 A/AA and best-practice rules, as accessibility.spec.ts runs them on every page */
const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  ).violations.map((v) => `${v.id}: ${v.help}`);

test('claims side by side and the identity check, at 320 px, in Dutch and English', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const kvk = '90000749'; // Global Conron
  const first = await registerViaApi(request);
  const second = await registerViaApi(request);
  await confirmEmail(first.email);
  expect(
    (
      await request.put('/api/ondernemer', { headers: first.auth, data: { voornaam: 'Claire', achternaam: 'Eerste' } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.put('/api/ondernemer', { headers: second.auth, data: { voornaam: 'Claude', achternaam: 'Tweede' } })
    ).status(),
  ).toBe(200);
  const company = (await (
    await request.post('/api/companies', { headers: first.auth, data: { kvkNummer: kvk } })
  ).json()) as { id: string };
  expect((await request.post('/api/companies', { headers: second.auth, data: { kvkNummer: kvk } })).status()).toBe(201);
  const fixed = await request.put('/api/ondernemer', { headers: first.auth, data: { voornaam: 'Anders' } });
  expect(fixed.status()).toBe(409);
  expect(((await fixed.json()) as { code: string }).code).toBe('PERSOONSGEGEVENS_VASTGELEGD');
  const aanvraag = (await (
    await request.post('/api/aanvragen', {
      headers: first.auth,
      data: { companyId: company.id, verklaringType: 'IKV' },
    })
  ).json()) as { id: string };

  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const page = await context.newPage();
  await loginUi(page, people.adviseur);
  await page.goto(`/adviseur/aanvragen/${aanvraag.id}`);
  const card = page.getByTestId('dubbele-claim-card');
  await expect(card).toContainText('Dit KvK-nummer is door meerdere accounts gekoppeld');
  await expect(card).toContainText('Claire Eerste');
  await expect(card).toContainText('Claude Tweede');
  await expect(card.getByText('deze aanvraag')).toBeVisible();
  await expect(page.getByTestId('identiteit-status')).toContainText('nog niet vastgesteld');
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.getByText('Naam of geboortedatum corrigeren naar het identiteitsbewijs').click(); // the correction fields open
  await expect(page.getByLabel('Geboortedatum')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Identiteit van de aanvrager' });
  await form.getByLabel('Identiteitsbewijs bekeken').check();
  await form.locator('textarea[name="toelichting"]').fill('Rijbewijs bekeken aan de balie.');
  await form.getByRole('button', { name: 'Identiteit vastleggen' }).click();
  await expect(form.getByRole('status')).toContainText('De identiteit is vastgelegd');
  await expect(page.getByTestId('identiteit-status')).toContainText('identiteitsbewijs bekeken');

  await page.goto('/');
  const home = page.getByTestId('home-dubbele-claims');
  await expect(home).toContainText(`KvK ${kvk}`);
  await expect(home).toContainText('Claude Tweede');
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await context.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
  await page.goto(`/adviseur/aanvragen/${aanvraag.id}`);
  await expect(page.getByTestId('dubbele-claim-card')).toContainText(
    'This KvK number was linked by more than one account',
  );
  await expect(page.getByTestId('identiteit-status')).toContainText('identity document inspected');
  expect(await noSidewaysScroll(page)).toBe(true);
  await context.close();

  // the entrepreneur's settings show the fixed name read-only, with the reason
  const own = await (await browser.newContext({ viewport: { width: 320, height: 800 } })).newPage();
  await loginUi(own, { email: first.email, password: PASSWORD });
  await own.goto('/instellingen');
  await expect(own.getByTestId('identity-fixed')).toContainText('liggen vast');
  await expect(own.getByRole('region', { name: 'Persoonsgegevens' }).getByLabel('Voornaam')).toHaveAttribute(
    'readonly',
    '',
  );
});
