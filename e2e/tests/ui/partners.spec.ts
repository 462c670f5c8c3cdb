// Partners in the browser: the owner invites a second user, who accepts from his notifications and
// then sees the company; the owner changes the share; the owner removes the partner.
import { type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';

async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);
}

test('invite → accept in the browser → change share → remove', async ({ browser, request }) => {
  test.setTimeout(60_000); // two browsers, a dozen page loads
  const owner = await registerViaApi(request);
  const partner = await registerViaApi(request);
  const added = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '90001745' } });
  expect(added.status()).toBe(201);
  const companyId = ((await added.json()) as { id: string }).id;

  const ownerPage = await (await browser.newContext()).newPage();
  const partnerPage = await (await browser.newContext()).newPage();

  // the owner sees the registry record and a maatschap warning, then invites the partner with 25 %
  await login(ownerPage, owner.email);
  await ownerPage.goto(`/bedrijven/${companyId}`);
  await expect(ownerPage.getByRole('heading', { name: 'Global Bigdofind', level: 1 })).toBeVisible();
  await expect(ownerPage.getByRole('heading', { name: 'Inschrijving in het handelsregister' })).toBeVisible();
  await expect(ownerPage.getByText('Bert Bigdo')).toBeVisible();
  await expect(ownerPage.getByTestId('owner-check')).toContainText('komt niet voor');
  // ownership is one card: its status with the register's check in it, not a second card saying the same
  await expect(ownerPage.getByTestId('eigendom-card').getByTestId('owner-check')).toContainText('komt niet voor');
  await expect(ownerPage.getByRole('heading', { name: /^(Eigendom|Eigenaarscontrole)/, level: 2 })).toHaveCount(1);
  await ownerPage.getByLabel('E-mailadres').fill(partner.email);
  await ownerPage.getByLabel('Aandeel (%)').fill('25');
  await ownerPage.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: 'Uitnodiging verstuurd' })).toBeVisible();
  await expect(ownerPage.getByText(new RegExp(`${partner.email} · 25 %`))).toBeVisible();

  // the partner sees the badge, accepts in the notification centre and lands on the company
  await login(partnerPage, partner.email);
  await expect(partnerPage.getByTestId('unread-badge').first()).toHaveText('1');
  await partnerPage
    .getByRole('link', { name: /Meldingen/ })
    .first()
    .click();
  await expect(partnerPage).toHaveURL(/\/meldingen/);
  await expect(partnerPage.getByText('Uitnodiging: partner van Global Bigdofind')).toBeVisible();
  await partnerPage.getByRole('button', { name: 'Accepteren' }).click();
  await expect(
    partnerPage.getByRole('status').filter({ hasText: 'U bent nu partner van Global Bigdofind' }),
  ).toBeVisible();
  await partnerPage.getByRole('status').getByRole('link', { name: 'Naar het bedrijf' }).click();
  await expect(partnerPage).toHaveURL(new RegExp(`/bedrijven/${companyId}$`));
  await expect(partnerPage.getByText('Partner · 25 %')).toBeVisible();
  await partnerPage.goto('/bedrijven');
  await expect(partnerPage.getByRole('link', { name: /Global Bigdofind/ }).first()).toBeVisible();

  // the owner changes the share to 30 %: raising it first is refused (75 + 30 > 100), so he lowers his own
  await ownerPage.reload();
  const row = ownerPage.getByTestId(`partner-${partner.email}`);
  await expect(row).toBeVisible();
  await row.getByRole('textbox').fill('30');
  await row.getByRole('button', { name: 'Opslaan' }).click();
  await expect(ownerPage.getByRole('alert').filter({ hasText: 'boven 100 %' })).toBeVisible();
  const ownRow = ownerPage.getByTestId(`partner-${owner.email}`);
  await ownRow.getByRole('textbox').fill('70');
  await ownRow.getByRole('button', { name: 'Opslaan' }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: 'Aandeel opgeslagen' })).toBeVisible();
  await expect(ownerPage.getByText('Totaal: 95 %')).toBeVisible();
  await row.getByRole('textbox').fill('30');
  await row.getByRole('button', { name: 'Opslaan' }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: 'Aandeel opgeslagen' })).toBeVisible();
  await expect(ownerPage.getByText('Totaal: 100 %')).toBeVisible();
  await partnerPage.goto(`/bedrijven/${companyId}`);
  await expect(partnerPage.getByText('Partner · 30 %')).toBeVisible();

  // the owner removes the partner
  ownerPage.once('dialog', (d) => void d.accept());
  await ownerPage.reload();
  await ownerPage.getByTestId(`partner-${partner.email}`).getByRole('button', { name: 'Verwijderen' }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: 'is verwijderd' })).toBeVisible();
  await expect(ownerPage.getByTestId(`partner-${partner.email}`)).toHaveCount(0);
  await partnerPage.reload();
  await expect(partnerPage.getByText('Dit bedrijf bestaat niet of is niet aan u gekoppeld.')).toBeVisible();
});

test('the e-mailed sign-up link with a token that was never sent says so, and offers nothing', async ({ page }) => {
  // the real link (who invites whom, the address prefilled, register and accept): ui/frictions.spec.ts
  const token = 'x'.repeat(43);
  await page.goto(`/uitnodiging/${token}`);
  await expect(page.getByRole('alert').filter({ hasText: 'bestaat niet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account aanmaken' })).toHaveCount(0);
  // nor does the registration form it would lead to prefill anything
  await page.goto(`/registreren?callbackUrl=${encodeURIComponent(`/uitnodiging/${token}`)}`);
  await expect(page.getByLabel('E-mailadres')).toHaveValue('');
  await expect(page.getByTestId('invitation-note')).toHaveCount(0);
});
