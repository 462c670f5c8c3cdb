// The financial-year form prevents mistakes before saving (issue 19): a balance the calculation would
// refuse is flagged while typing and refused beside its field on saving; a profit jump of more than
// 3× is a warning that does not block; right after saving, the chart and the derived figures show
// the new year without a reload, and a balance that contradicts itself never shows a passing ratio.
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { confirmEmail } from '../../support/trust.ts';

test('balance contradictions are refused before saving, a profit jump is a warning, the chart follows the save', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerViaApi(request);
  await confirmEmail(owner.email);
  const created = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '69599084' } });
  expect(created.status()).toBe(201);
  const company = (await created.json()) as { id: string };

  await loginUi(page, { email: owner.email, password: PASSWORD });
  await page.goto(`/bedrijven/${company.id}/boekjaren`);
  const rows = page.locator('fieldset').filter({ has: page.getByLabel('Fiscale winst') });
  const year = rows.first();
  await year.getByLabel('Jaar').fill('2024');
  await year.getByLabel('Fiscale winst').fill('20.000');
  await year.getByLabel('Vlottende activa').fill('5.000');
  await year.getByLabel('Immateriële activa').fill('0');
  await year.getByLabel('Eigen vermogen').fill('90.000');
  await year.getByLabel('Balanstotaal').fill('10.000');

  // while typing: the check says what is wrong, before anything is sent
  const checks = year.getByRole('status').filter({ hasText: 'Controleer voor het opslaan' });
  await expect(checks).toContainText('Het eigen vermogen is groter dan het balanstotaal.');
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/trpc/companies.financials.submit')) posted += 1;
  });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'controleer de gemarkeerde velden' })).toBeVisible();
  await expect(year.getByLabel('Eigen vermogen')).toHaveAccessibleDescription(/groter dan het balanstotaal/);
  await expect(year.getByLabel('Eigen vermogen')).toBeFocused();
  expect(posted).toBe(0);

  // corrected: the check is gone
  await year.getByLabel('Eigen vermogen').fill('9.000');
  await expect(checks).toHaveCount(0);

  // a second year with more than three times the profit: a warning, saving still works
  await page.getByRole('button', { name: 'Jaar toevoegen' }).click();
  const next = rows.nth(1);
  await next.getByLabel('Jaar').fill('2025');
  await next.getByLabel('Fiscale winst').fill('80.000');
  await next.getByLabel('Vlottende activa').fill('5.000');
  await next.getByLabel('Immateriële activa').fill('0');
  await next.getByLabel('Eigen vermogen').fill('-1.000');
  await next.getByLabel('Balanstotaal').fill('10.000');
  const warning = next.getByRole('status').filter({ hasText: 'Controleer voor het opslaan' });
  await expect(warning).toContainText('De winst van 2025 is meer dan 4 keer die van 2024. Klopt dat bedrag?');
  await expect(warning).toContainText('Het eigen vermogen is negatief.');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Boekjaren opgeslagen.')).toBeVisible();

  // the chart and the derived figures show both years at once, without a reload
  const chart = page.locator('[aria-labelledby="chart-title"]');
  await expect(chart.getByRole('img', { name: 'Fiscale winst per jaar' })).toBeVisible();
  await expect(chart.locator('figcaption')).toContainText('2025');
  await expect(chart.getByRole('row', { name: /2024/ })).toContainText('90,0 %');
});
