// The demo accounts that `pnpm start` prints work in the browser; the language switch and the
// Dutch number and money formats hold on a mobile-width page.
import { expect, test } from '../../fixtures/browser-test.ts';

test('the demo entrepreneur logs in and sees his company with three financial years', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('ondernemer@demo.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Demo-ondernemer-2026');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);
  await page
    .getByRole('link', { name: /Test EMZ Dagobert/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/bedrijven\/[^/]+\/boekjaren/);
  await expect(page.getByRole('group')).toHaveCount(3);
  // amounts come back in Dutch notation: a thousands dot and a decimal comma where there are cents
  const winst = await page
    .getByRole('group')
    .first()
    .getByLabel(/^Fiscale winst/)
    .inputValue();
  expect(winst).toMatch(/^-?\d{1,3}(\.\d{3})*(,\d{2})?$/);
});

test('the demo adviser logs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('adviseur@demo.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Demo-adviseur-2026');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /uitloggen|log out/i })).toBeVisible();
});

test('English is one click away and the choice sticks', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  // nothing sticks out sideways at mobile width
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
