// Accounts in the browser, with mail read from the loopback SMTP server:
// register → verification mail → confirm → turn on 2FA (TOTP computed from the shown secret by an
// independent implementation) → log out → log in with a code → with a recovery code → that recovery
// code fails the second time. And: forgot password with the mailed code.
import { type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, uniqueEmail } from '../../fixtures/api.ts';
import { waitForMail } from '../../fixtures/mail.ts';
import { freshTotp } from '../../fixtures/totp.ts';

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
}

async function passwordStep(page: Page, email: string, wachtwoord = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(wachtwoord);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test('register, confirm the e-mail, turn on 2FA, log in with a code and with a recovery code (once)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('tweestaps');
  await page.goto('/registreren');
  await page.getByLabel('Voornaam').fill('Tineke');
  await page.getByLabel('Achternaam').fill('Twee');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);

  // the verification mail arrives on the SMTP server; its link confirms the address
  const mail = await waitForMail(email, /Bevestig uw e-mailadres/);
  expect(mail.text).toContain('Beste Tineke');
  const link = new URL(/https?:\/\/\S+\/email-bevestigen\?token=\S+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Bevestig mijn e-mailadres' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uw e-mailadres is bevestigd' })).toBeVisible();

  // settings: confirmed, then set up 2FA from the shown key
  await page.goto('/instellingen');
  await expect(page.getByText('Bevestigd', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  await expect(page.getByRole('img', { name: /QR-code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  let lastCode = await freshTotp(secret, null);
  await page.getByRole('region', { name: 'Tweestapsverificatie' }).getByLabel('Code uit de app').fill(lastCode);
  await page.getByRole('button', { name: 'Aanzetten' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  const codes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'Ik heb mijn codes bewaard' }).click();
  await expect(page.getByText('Nog 10 herstelcodes over.')).toBeVisible();
  await logOut(page);

  // log in with a code from the app (a new time step: a code is accepted once)
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
  lastCode = await freshTotp(secret, lastCode);
  await page.getByLabel('Code uit de app').fill(lastCode);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);
  await logOut(page);

  // log in with a recovery code
  await passwordStep(page, email);
  await page.getByRole('button', { name: /herstelcode gebruiken/ }).click();
  await page.getByLabel('Herstelcode').fill(codes[0]!);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);
  await logOut(page);

  // the same recovery code does not work a second time
  await passwordStep(page, email);
  await page.getByRole('button', { name: /herstelcode gebruiken/ }).click();
  await page.getByLabel('Herstelcode').fill(codes[0]!);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('alert')).toContainText('Die code klopt niet of is al gebruikt.');
  await expect(page).toHaveURL(/\/login/);
});

test('forgot password: the mailed six-digit code sets a new password', async ({ page }) => {
  const email = uniqueEmail('vergeten');
  await page.goto('/registreren');
  await page.getByLabel('Voornaam').fill('Vera');
  await page.getByLabel('Achternaam').fill('Vergeet');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  // the login page has an e-mail field too: fill only once the forgot-password page is there
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Code versturen' }).click();
  const mail = await waitForMail(email, /wachtwoord te herstellen/);
  const code = /\b(\d{6})\b/.exec(mail.subject)![1]!;
  await page.getByLabel('Code uit de e-mail').fill(code);
  await page.getByLabel('Nieuw wachtwoord').fill('een-nieuw-wachtwoord-voor-vera');
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('status').filter({ hasText: 'Uw wachtwoord is gewijzigd' })).toBeVisible();
  await passwordStep(page, email, 'een-nieuw-wachtwoord-voor-vera');
  await expect(page).toHaveURL(/\/bedrijven/);
});
