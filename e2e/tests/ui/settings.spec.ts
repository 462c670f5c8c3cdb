// Settings in the browser: profile, password (the session stays), e-mail change with the mailed
// code, the data export, and deleting the account.
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, uniqueEmail } from '../../fixtures/api.ts';
import { waitForMail } from '../../fixtures/mail.ts';

test('profile, password, e-mail, export and account deletion', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('instellingen');
  await page.goto('/registreren');
  await page.getByLabel('Voornaam').fill('Stefan');
  await page.getByLabel('Achternaam').fill('Setting');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);

  await page.getByRole('link', { name: 'Instellingen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Instellingen', level: 1 })).toBeVisible();
  await expect(page.getByText('Uw e-mailadres is nog niet bevestigd')).toBeVisible();

  // profile
  const profile = page.getByRole('region', { name: 'Persoonsgegevens' });
  await profile.getByLabel('Voornaam').fill('Stef');
  await profile.getByLabel('Telefoonnummer').fill('+31 6 12345678');
  // saved from the keyboard: the focus stays on the button while it saves and after (a disabled
  // button would drop it to the page's start), so the next Tab goes on from here
  const save = profile.getByRole('button', { name: 'Opslaan' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(profile.getByRole('status')).toHaveText('Opgeslagen.');
  await expect(save).toBeFocused();

  // password: other sessions end, this browser stays signed in
  const pw = page.getByRole('region', { name: 'Wachtwoord wijzigen' });
  await pw.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
  await pw.getByLabel('Nieuw wachtwoord').fill('mijn-nieuwe-wachtwoord-2026');
  await pw.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(pw.getByRole('alert')).toContainText('Het wachtwoord klopt niet.');
  await pw.getByLabel('Huidig wachtwoord').fill(PASSWORD);
  await pw.getByLabel('Nieuw wachtwoord').fill('mijn-nieuwe-wachtwoord-2026');
  await pw.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page).toHaveURL(/\/instellingen\?melding=wachtwoord-gewijzigd/);
  await expect(page.getByRole('status').filter({ hasText: 'Uw wachtwoord is gewijzigd' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Instellingen', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uitloggen', exact: true })).toBeVisible();

  // e-mail change: a code to the new address
  const nieuw = uniqueEmail('nieuwadres');
  const mailSection = page.getByRole('region', { name: 'E-mailadres wijzigen' });
  await mailSection.getByLabel('Nieuw e-mailadres').fill(nieuw);
  await mailSection.getByRole('button', { name: 'Code versturen' }).click();
  const mail = await waitForMail(nieuw, /Bevestig uw nieuwe e-mailadres/);
  await mailSection.getByLabel('Code uit de e-mail').fill(/\b(\d{6})\b/.exec(mail.subject)![1]!);
  await mailSection.getByRole('button', { name: 'Nieuw adres bevestigen' }).click();
  await expect(mailSection.getByRole('status').first()).toContainText('Uw e-mailadres is gewijzigd.');

  // export
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Alleen de gegevens als JSON downloaden' }).click();
  const file = await download;
  const exported = JSON.parse(
    await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
  ) as { profiel: { email: string; voornaam: string } };
  expect(exported.profiel).toMatchObject({ email: nieuw, voornaam: 'Stef' });

  // delete: the box must be ticked, the password must be right
  const del = page.getByRole('region', { name: 'Account verwijderen' });
  await del.getByLabel('Wachtwoord').fill('mijn-nieuwe-wachtwoord-2026');
  await del.getByLabel(/definitief verwijderen/).check();
  await del.getByRole('button', { name: 'Account verwijderen' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('status').filter({ hasText: 'Uw account is verwijderd.' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(nieuw);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('mijn-nieuwe-wachtwoord-2026');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toContainText('klopt niet');
});
