// register → log in → add company via KvK → enter three years → see them after reload
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, uniqueEmail } from '../../fixtures/api.ts';

test('an entrepreneur registers, links his company and enters three financial years', async ({ page }) => {
  const email = uniqueEmail('ui');
  await page.goto('/registreren');
  await page.getByLabel('Voornaam').fill('Guus');
  await page.getByLabel('Achternaam').fill('Geluk');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);

  // log out and in again through the login page
  await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('verkeerd-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);

  // add a company by KvK number; inline validation first
  await page.goto('/bedrijven/toevoegen');
  await page.getByLabel('KvK-nummer').fill('6959907');
  await page.getByRole('button', { name: 'Opzoeken' }).click();
  await expect(page.getByText(/8 cijfers/)).toBeVisible();
  await page.getByLabel('KvK-nummer').fill('69599076');
  await page.getByRole('button', { name: 'Opzoeken' }).click();
  await expect(page.getByText('Test VOF Guus')).toBeVisible();
  await expect(page.getByText('Vennootschap onder firma')).toBeVisible();
  // the name and birth date the register check uses are shown before they are fixed; the birth date,
  // not given at registration, is asked right here
  await expect(page.getByTestId('identity-fixed-note')).toContainText('geboren (nog niet ingevuld)');
  // where to change them is one click away (issue 39, F2b)
  await expect(
    page.getByTestId('identity-fixed-note').getByRole('link', { name: 'Wijzigen bij Instellingen' }),
  ).toHaveAttribute('href', '/instellingen');
  await page.getByLabel('Uw geboortedatum').fill('1980-05-17');
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page).toHaveURL(/\/bedrijven\/[^/]+\/boekjaren/);
  const yearsPage = page.url();
  // from now on they are fixed, and a second company says so
  await page.goto('/bedrijven/toevoegen');
  await page.getByLabel('KvK-nummer').fill('69599084');
  await page.getByRole('button', { name: 'Opzoeken' }).click();
  await expect(page.getByTestId('identity-fixed-note')).toContainText('liggen vast sinds u een bedrijf hebt gekoppeld');
  await expect(page.getByLabel('Uw geboortedatum')).toHaveCount(0);
  await expect(page.getByTestId('identity-fixed-note').getByRole('link')).toHaveCount(0);
  await page.goto(yearsPage);

  // three years
  const figures = [
    { jaar: '2023', winst: '48.250,50' },
    { jaar: '2024', winst: '51.000' },
    { jaar: '2025', winst: '55.750,25' },
  ];
  for (const [index, f] of figures.entries()) {
    if (index > 0 || (await page.getByLabel(/^Jaar/).count()) === 0)
      await page.getByRole('button', { name: 'Jaar toevoegen' }).click();
    const row = page.getByRole('group').nth(index);
    await row.getByLabel(/^Jaar/).fill(f.jaar);
    await row.getByLabel(/^Fiscale winst/).fill(f.winst);
    await row.getByLabel(/^Vlottende activa/).fill('10.000');
    await row.getByLabel(/^Immateriële activa/).fill('0');
    await row.getByLabel(/^Eigen vermogen/).fill('25.000');
    await row.getByLabel(/^Balanstotaal/).fill('60.000');
  }
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: /opgeslagen/i })).toBeVisible();

  await page.reload();
  for (const f of figures) {
    await expect(page.getByLabel(/^Jaar/).and(page.locator(`[value="${f.jaar}"]`))).toHaveCount(1);
  }
  await expect(page.locator('input[value="48.250,50"]')).toHaveCount(1);
});
