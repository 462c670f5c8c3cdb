// Sessions that bring you back: a page opened without a session goes to the login page with the way
// back, and logging in lands on that page; a session that ends while a page is open does the same.
import { expect, test } from '../../fixtures/browser-test.ts';
import { freshOrientatie, loginUi } from '../../fixtures/demo.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

test.describe.configure({ timeout: 60_000 });

test('a request page without a session goes to login, and logging in lands on that request', async ({
  page,
  request,
}) => {
  const aanvraagId = await freshOrientatie(request, people.ondernemer);
  await page.goto(`/aanvragen/${aanvraagId}?tab=chat`);
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('callbackUrl')).toBe(`/aanvragen/${aanvraagId}?tab=chat`);
  await expect(page.getByText('Log in om verder te gaan waar u was.')).toBeVisible();
  await page.locator('input[name="email"]').fill(people.ondernemer.email);
  await page.locator('input[name="wachtwoord"]').fill(people.ondernemer.password);
  await page.locator('form button[type="submit"]').last().click();
  await expect(page).toHaveURL(new RegExp(`/aanvragen/${aanvraagId}\\?tab=chat$`), { timeout: 20_000 });
  await expect(page.locator('h1').first()).toBeVisible();
});

test('a session that ends while the page is open sends the next action to login, with the way back', async ({
  page,
  request,
  context,
}) => {
  const aanvraagId = await freshOrientatie(request, people.ondernemer);
  await loginUi(page, people.ondernemer);
  await page.goto(`/aanvragen/${aanvraagId}`);
  const panel = page.getByRole('region', { name: 'Chat met uw adviseur' });
  await expect(panel).toBeVisible();
  await panel.getByRole('textbox').fill('Nog een vraag');
  // the session ends (expired, or logged out in another tab); the page's next request meets it: the
  // send below, or the page's own live feed if that is quicker (then the button is gone already)
  await context.clearCookies();
  await panel
    .getByRole('button', { name: 'Versturen' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe(`/aanvragen/${aanvraagId}`);
});
