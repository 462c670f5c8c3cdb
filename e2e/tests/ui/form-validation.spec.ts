// Forms from the schemas (issue 19): a form checks its input with the procedure's own zod schema and
// shows the message next to the field, in the user's language, keeping what he typed and moving the
// focus to the first field in error; an availability block that ends before it starts is refused in
// the form itself.
import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi, uniqueEmail } from '../../fixtures/api.ts';

const amsterdamDate = (daysAhead: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + daysAhead * 86_400_000));

test('in English, wrong input is named next to its field, the input stays and the first bad field gets the focus', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
  await page.goto('/registreren');
  const email = uniqueEmail('formulier').replace('@', ' at ');
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Jansen');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('kort');
  await page.getByRole('button', { name: 'Register' }).click();

  const emailField = page.getByLabel('Email address');
  await expect(emailField).toHaveAccessibleDescription('Enter a valid e-mail address, such as name@example.com.');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Use at least 10 characters\./);
  // what he typed is still there, and he lands on the first field to fix
  await expect(emailField).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
  await expect(emailField).toBeFocused();
  // no Dutch, no developer text
  await expect(page.locator('main')).not.toContainText(/geldig|verplicht|Invalid input|undefined|NaN/);
});

test('an availability block that ends before it starts is refused in the form, at the end time', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
  await page.goto('/login');
  await page.getByLabel('Email address').fill('adviseur@demo.nl');
  await page.getByLabel('Password', { exact: true }).fill('Demo-adviseur-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // logging in follows the account's language (the demo adviser's is Dutch): switch back to English
  await context.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
  await page.reload();
  await page.getByRole('link', { name: 'Appointments' }).first().click();
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add availability' });
  const date = amsterdamDate(3 + Math.floor(Math.random() * 10));
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByLabel('From', { exact: true }).fill('14:00');
  await form.getByLabel('To', { exact: true }).fill('13:00');

  let saved = false;
  page.on('request', (r) => {
    if (r.url().includes('availability.create')) saved = true;
  });
  await form.getByRole('button', { name: 'Save' }).click();

  const to = form.getByLabel('To', { exact: true });
  await expect(to).toHaveAccessibleDescription('The end must be after the start.');
  await expect(to).toBeFocused();
  await expect(to).toHaveValue('13:00');
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('14:00');
  await expect(form.getByRole('alert')).toHaveText('Not all fields are filled in correctly. Please check the marked fields.');
  expect(saved).toBe(false); // refused in the browser: nothing was sent
});

test('inviting a partner: a wrong address and a share above 100 % are named at their fields in English, nothing is sent', async ({ page, context, baseURL, request }) => {
  const owner = await registerViaApi(request);
  const added = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '90001745' } });
  expect(added.status()).toBe(201);
  const companyId = ((await added.json()) as { id: string }).id;
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(owner.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);
  await context.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
  await page.goto(`/bedrijven/${companyId}`);

  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('partners.invite')) sent = true;
  });
  const email = page.getByLabel('Email address');
  const share = page.getByLabel('Share (%)');
  await email.fill('partner at example');
  await share.fill('150');
  await page.getByRole('button', { name: 'Invite' }).click();

  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, such as name@example.com.');
  await expect(share).toHaveAccessibleDescription('Enter 100 or less.');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('partner at example');
  await expect(share).toHaveValue('150');
  expect(sent).toBe(false);
});
