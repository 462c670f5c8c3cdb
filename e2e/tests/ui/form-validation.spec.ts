// Forms from the schemas (issue 19): a form checks its input with the procedure's own zod schema and
// shows the message next to the field, in the user's language, keeping what he typed and moving the
// focus to the first field in error; an availability block that ends before it starts is refused in
// the form itself. The login's two-factor step and the new password of the forgot-password form
// too, at 320 px wide.
import { type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi, uniqueEmail } from '../../fixtures/api.ts';
import { waitForMail } from '../../fixtures/mail.ts';
import { totp } from '../../fixtures/totp.ts';

const amsterdamDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

test('in English, wrong input is named next to its field, the input stays and the first bad field gets the focus', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
  await page.goto('/registreren');
  const email = uniqueEmail('formulier').replace('@', ' at ');
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Jansen');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('kort');
  await page.getByRole('button', { name: 'Register' }).click();

  const emailField = page.getByLabel('Email address');
  await expect(emailField).toHaveAccessibleDescription('Enter a valid email address, such as name@example.com.');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Use at least 10 characters\./,
  );
  // what he typed is still there, and he lands on the first field to fix
  await expect(emailField).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
  await expect(emailField).toBeFocused();
  // no Dutch, no developer text
  await expect(page.locator('main')).not.toContainText(/geldig|verplicht|Invalid input|undefined|NaN/);
});

test('an availability block that ends before it starts is refused in the form, at the end time', async ({
  page,
  context,
  baseURL,
}) => {
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
  await expect(form.getByRole('alert')).toHaveText(
    'Not all fields are filled in correctly. Please check the marked fields.',
  );
  expect(saved).toBe(false); // refused in the browser: nothing was sent
});

test('inviting a partner: a wrong address and a share above 100 % are named at their fields in English, nothing is sent', async ({
  page,
  context,
  baseURL,
  request,
}) => {
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

  await expect(email).toHaveAccessibleDescription('Enter a valid email address, such as name@example.com.');
  await expect(share).toHaveAccessibleDescription('Enter 100 or less.');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('partner at example');
  await expect(share).toHaveValue('150');
  expect(sent).toBe(false);
});

/** Server actions post to the page with a Next-Action header: set when one was sent. */
function watchServerActions(page: Page) {
  const seen = { sent: false };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.headers()['next-action']) seen.sent = true;
  });
  return seen;
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('the two-factor step of the login names a code that cannot be right at the field, keeps it and sends nothing', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request);
    const setup = await request.post('/api/auth/2fa/setup', { headers: user.auth, data: {} });
    expect(setup.status()).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    expect(
      (await request.post('/api/auth/2fa/enable', { headers: user.auth, data: { code: totp(secret) } })).status(),
    ).toBe(200);

    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(user.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();

    const actions = watchServerActions(page);
    const code = page.getByLabel('Code uit de app');
    await code.fill('12345');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(code).toHaveAccessibleDescription('De code bestaat uit 6 cijfers.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveValue('12345');
    await expect(code).toBeFocused();

    await code.fill('');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(code).toHaveAccessibleDescription('Vul dit veld in.');
    expect(actions.sent).toBe(false); // refused in the browser: no request, no attempt counted
    expect(await scrollsSideways(page)).toBe(false);
    await expect(page.locator('main')).not.toContainText(/Invalid input|undefined|verplicht|de code bestaat/);

    // six digits pass the browser's check and go to the server, which judges the code itself
    await code.fill(totp(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByRole('alert')).toContainText('Die code klopt niet of is al gebruikt.');
    expect(actions.sent).toBe(true);
  });

  test('in English, a too weak new password is named at its field on the forgot-password form, the input stays and nothing is sent', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerViaApi(request);
    await context.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
    await page.goto('/wachtwoord-vergeten');
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    // the mail comes in the account's language (Dutch)
    const mail = await waitForMail(user.email, /wachtwoord te herstellen/);
    const mailed = /\b(\d{6})\b/.exec(mail.subject)![1]!;

    const actions = watchServerActions(page);
    const code = page.getByLabel('Code from the email');
    const password = page.getByLabel('New password');
    await code.fill(mailed);
    await password.fill('too short');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(password).toHaveAccessibleDescription(/^Use at least 10 characters\./);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('too short');
    await expect(code).toHaveValue(mailed);

    // the server's password rules, list of common passwords included, run in the browser too
    await password.fill('qwertyuiop');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(password).toHaveAccessibleDescription(
      /^This password appears in lists of common or leaked passwords\. Please choose another one\./,
    );
    await expect(password).toHaveValue('qwertyuiop');
    expect(actions.sent).toBe(false);
    expect(await scrollsSideways(page)).toBe(false);
    await expect(page.locator('main')).not.toContainText(/Gebruik|veelgebruikte|Invalid input|undefined/);

    // fixed: the kept code and the new password go through
    await password.fill('a-new-password-for-eva');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();
  });
});
