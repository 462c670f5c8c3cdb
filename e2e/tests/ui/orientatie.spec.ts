// The public mortgage calculator as a visitor (logged out): found from the start page, live
// recalculation with the law's figures (ORIENTATIE.md worked cases), the breakdown, the chart, the
// call to action, English, accessibility, and 320 px without horizontal scroll.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';

const amount = (page: Page) => page.getByTestId('max-hypotheek');

async function fill(page: Page, label: string | RegExp, value: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill(value);
}

test('a visitor finds the calculator on the start page and gets the law’s figures as he types', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('link', { name: /Bereken uw maximale hypotheek/ }).click();
  await expect(page).toHaveURL(/\/orientatie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoeveel kunt u lenen?' })).toBeVisible();

  // ORIENTATIE.md: 40 000 at the 5 % test rate (fixed < 10 years), table 1 → 24,6 % → € 152.750
  // nothing worth money is chosen for the visitor: no household, and "single" (€ 17 000) is not ticked
  await expect(page.getByLabel('Alleen', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Samen met een partner')).not.toBeChecked();
  await page.getByLabel('Alleen', { exact: true }).check();
  await expect(page.getByLabel('Ik ben alleenstaand')).not.toBeChecked();
  await page.getByLabel('Rentevaste periode').selectOption('5');
  await fill(page, 'Aangeboden rente', '');
  await fill(page, 'Uw toetsinkomen per jaar', '40.000');
  await expect(amount(page)).toHaveText('€ 152.750');
  const overzicht = page.getByTestId('orientatie-overzicht');
  await expect(overzicht).toContainText('24,6 %');
  await expect(overzicht).toContainText('Tabel 1 (2026), rij vanaf € 40.000, renteband 4,501–5,000 %');

  // live: 95 000 → € 409.974 (the old extract said € 420.297)
  await fill(page, 'Uw toetsinkomen per jaar', '95.000');
  await expect(amount(page)).toHaveText('€ 409.974');

  // couple 40 000 + 35 000, offered 4 %, fixed 10 years → € 322.046
  await fill(page, 'Uw toetsinkomen per jaar', '40.000');
  await page.getByLabel('Samen met een partner').check();
  await fill(page, 'Toetsinkomen van uw partner per jaar', '35.000');
  await page.getByLabel('Rentevaste periode').selectOption('10');
  await fill(page, 'Aangeboden rente', '4');
  await expect(amount(page)).toHaveText('€ 322.046');
  await expect(overzicht).toContainText('Gezamenlijk toetsinkomen');
  await expect(overzicht).toContainText('renteband 3,501–4,000 %');

  // a home value below the income-based maximum limits it, an energy label adds to it
  await page.getByLabel('Energielabel van de woning').selectOption('A');
  await expect(amount(page)).toHaveText('€ 332.046');
  await expect(overzicht).toContainText('+ € 10.000');
  await fill(page, 'Woningwaarde (optioneel)', '300.000');
  await expect(amount(page)).toHaveText('€ 300.000');
  await expect(overzicht).toContainText('Grens op de woningwaarde');
  await expect(overzicht).toContainText('mogelijk (borgtochtprovisie € 1.200)');

  // a student loan is a deduction
  await page.getByText('Lasten en schulden').click();
  await fill(page, 'Woningwaarde (optioneel)', '');
  await fill(page, 'Studieschuld: maandlast', '100');
  await expect(overzicht).toContainText('Studieschuld');
  await expect(overzicht).toContainText('− € 1.560 per jaar');

  // 10 years without a rate: the field says what is missing, no figure is shown
  await fill(page, 'Aangeboden rente', '');
  await expect(page.getByText('Vul de rente in: bij 10 jaar of langer vast telt de aangeboden rente.')).toBeVisible();
  await expect(amount(page)).toHaveText('–');
  await fill(page, 'Aangeboden rente', '4');

  // the chart: an accessible image with a text alternative, and its figures as a table
  const chart = page.getByRole('img', { name: /Bij een toetsrente van 1,0 %/ });
  await expect(chart).toBeVisible();
  await page.getByText('Cijfers van de grafiek').click();
  await expect(page.getByRole('cell', { name: '5,0 %' })).toBeVisible();

  // the call to action: register for an IKV
  await page.getByRole('link', { name: 'Vraag een IKV aan' }).click();
  await expect(page).toHaveURL(/\/registreren$/);
});

test('the calculator at 320 px: no horizontal scroll, figures still live; English; no axe violations', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/orientatie');
  await page.getByLabel('Alleen', { exact: true }).check(); // nothing is chosen for the visitor
  await fill(page, 'Uw toetsinkomen per jaar', '75.000');
  await page.getByLabel('Rentevaste periode').selectOption('5');
  await expect(amount(page)).toHaveText('€ 307.364');
  // the result stays in view while the inputs change (a sticky summary below them on a phone)
  const sticky = page.getByTestId('orientatie-sticky');
  await page.getByLabel('Energielabel van de woning').scrollIntoViewIfNeeded();
  await expect(sticky).toBeInViewport();
  await expect(sticky).toContainText('€ 307.364');
  await page.getByLabel('Energielabel van de woning').selectOption('A');
  await expect(sticky).toContainText('€ 317.364');
  await expect(sticky).toBeInViewport();
  await page.getByLabel('Energielabel van de woning').selectOption('');
  await page.getByText('Lasten en schulden').click();
  await page.getByText('Alle stappen met artikel, tabel, rij en renteband').click();
  await page.getByText('Cijfers van de grafiek').click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  await context.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'How much can you borrow?' })).toBeVisible();
  await page.getByLabel('Alone', { exact: true }).check();
  // English notation: a comma groups thousands
  await expect(page.getByLabel('Your qualifying income per year')).toHaveValue('60,000');
  await fill(page, 'Your qualifying income per year', '100,000');
  await page.getByLabel('Fixed-rate period').selectOption('5');
  await expect(amount(page)).toHaveText('€434,657');
  const overflowEn = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflowEn).toBeLessThanOrEqual(0);
});

test('the login page links to the calculator; the API answers the same figure publicly', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Maximale hypotheek berekenen' }).click();
  await expect(page).toHaveURL(/\/orientatie$/);
  const res = await request.post('/api/orientatie', { data: { toetsinkomen: 90000 } });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { maximaleHypotheek: number }).maximaleHypotheek).toBe(385602);
});
