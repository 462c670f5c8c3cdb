// The last frictions of the journeys, on a phone (390 px): the invitation landing says who invites whom
// to which company and prefills the address (and shows nothing without the token); unsaved financial-
// year edits are not lost without asking; the closed menu shows what is unread; "Zelf oppakken" starts
// the work in one click; booking with an adviser who has no free time offers another adviser and the chat.
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, uniqueEmail } from '../../fixtures/api.ts';
import { bearer, freshOrientatie, loginUi } from '../../fixtures/demo.ts';
import { waitForMail } from '../../fixtures/mail.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';
import { freshAdviser } from '../../support/adviser.ts';

const people = freshPeoplePerFile();
const PHONE = { width: 390, height: 844 };

test('the invitation landing says who invites whom to which company and prefills the address', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { headers } = await bearer(request, people.ondernemer);
  const email = uniqueEmail('partner');
  const invited = await request.post(`/api/companies/${people.ondernemer.companyId}/partners/invite`, {
    headers,
    data: { email, aandeelPercentage: 20 },
  });
  expect(invited.status()).toBe(201);
  // mail delivery is retried every 30 s when a round fails on a busy machine
  const mail = await waitForMail(email, /Uitnodiging/, { timeoutMs: 45_000 });
  const token = /\/uitnodiging\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const inviter = `${people.ondernemer.voornaam} ${people.ondernemer.achternaam}`;

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  // without the right token: nothing about the invitation, its inviter or its address
  const wrong = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  await page.goto(`/uitnodiging/${wrong}`);
  await expect(page.getByRole('alert')).toContainText('bestaat niet');
  await expect(page.locator('main')).not.toContainText(inviter);
  await expect(page.locator('main')).not.toContainText(email);
  await expect(page.getByRole('link', { name: 'Account aanmaken' })).toHaveCount(0);

  await page.goto(`/uitnodiging/${token}`);
  await expect(page.getByTestId('invitation-who')).toContainText(`${inviter} nodigt u uit als partner van`);
  await expect(page.getByTestId('invitation-who')).toContainText('(KvK 69599084) met een aandeel van 20 %');
  await expect(page.getByTestId('invitation-email')).toHaveText(email);
  await page.getByRole('link', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/registreren\?callbackUrl=/);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(page.getByTestId('invitation-note')).toContainText(`Uitnodiging van ${inviter}`);
  // the login form from there prefills it as well
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await page.goBack();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await page.getByLabel('Voornaam').fill('Nina');
  await page.getByLabel('Achternaam').fill('Nieuw');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(new RegExp(`/uitnodiging/${token}$`));
  await page.getByRole('button', { name: 'Accepteren' }).click();
  await expect(page).toHaveURL(new RegExp(`/bedrijven/${people.ondernemer.companyId}$`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});

test('unsaved financial-year edits: leaving asks first; discarding or saving lets go', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginUi(page, people.ondernemer);
  const years = `/bedrijven/${people.ondernemer.companyId}/boekjaren`;
  await page.goto(years);
  const field = page.locator('#y2025-fiscaleWinst');
  await expect(field).toHaveValue('67.480');
  const unloadAsks = () =>
    page.evaluate(() => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    });
  expect(await unloadAsks()).toBe(false);

  await field.fill('70.000');
  // reload or closing: the browser asks
  expect(await unloadAsks()).toBe(true);
  // a link in the (phone) menu: the page asks; staying keeps the edit
  const dialog = page.getByTestId('leave-dialog');
  await page.getByTestId('menu-button').click();
  await page.getByRole('link', { name: 'Afspraken' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Wijzigingen niet opgeslagen');
  await dialog.getByRole('button', { name: 'Blijven' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${years}$`));
  await expect(field).toHaveValue('70.000');
  // Back inside the app: the page asks too
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Blijven' }).click();
  await expect(page).toHaveURL(new RegExp(`${years}$`));
  await expect(field).toHaveValue('70.000');

  // discarding: the stored figure again, and leaving no longer asks
  await page.getByRole('button', { name: 'Wijzigingen weggooien' }).click();
  await expect(field).toHaveValue('67.480');
  expect(await unloadAsks()).toBe(false);

  // an edit that is saved: leaving does not ask, and one Back leaves the page
  await field.fill('67.481');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'opgeslagen' })).toBeVisible();
  // the page's refresh after the save (the chart is drawn on the server) keeps the form and so the
  // confirmation (the form was once made anew there, and the confirmation went a moment after the click)
  await expect(page.getByRole('figure')).toContainText('2025: € 67.481,00');
  await expect(page.getByRole('status').filter({ hasText: 'opgeslagen' })).toBeVisible();
  expect(await unloadAsks()).toBe(false);
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`${years}$`));
  await expect(dialog).toHaveCount(0);

  // leaving through the dialog goes where the link pointed
  await page.goto(years);
  await field.fill('67.480');
  await page.getByTestId('menu-button').click();
  await page.getByRole('link', { name: 'Afspraken' }).click();
  await dialog.getByRole('button', { name: 'Weggaan zonder opslaan' }).click();
  await expect(page).toHaveURL(/\/afspraken$/);
  // and one Back returns to the financial years
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${years}$`));
  await page.context().close();
});

test('the closed phone menu shows the unread count; open, the links inside carry it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const aanvraagId = await freshOrientatie(request, people.ondernemer);
  const adviser = await bearer(request, people.adviseur);
  const note = await request.post('/api/notifications/ikv', {
    headers: adviser.headers,
    data: { aanvraagId, titel: 'Uw cijfers', bericht: 'Ik kijk ernaar.' },
  });
  expect(note.status()).toBe(201);
  const { headers } = await bearer(request, people.ondernemer);
  const unread = async (path: string) =>
    ((await (await request.get(path, { headers })).json()) as { aantal: number }).aantal;
  const count = async () =>
    (await unread('/api/notifications/unread-count')) + (await unread('/api/chat/unread-count'));
  const expected = await count();
  expect(expected).toBeGreaterThan(0);

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginUi(page, people.ondernemer);
  const button = page.getByTestId('menu-button');
  await expect(button.getByTestId('menu-unread-badge')).toHaveText(String(expected > 99 ? '99+' : expected));
  await expect(button).toHaveAccessibleName(new RegExp(`Menu\\s*, ${expected} ongelezen`));
  await button.click();
  await expect(button.getByTestId('menu-unread-badge')).toHaveCount(0);
  await expect(page.getByTestId('unread-badge').last()).toBeVisible();
  await page.keyboard.press('Escape');

  // everything read (notifications, and the chat by reading it): no badge
  expect((await request.post('/api/notifications/read-all', { headers, data: {} })).status()).toBe(200);
  expect((await request.get(`/api/aanvragen/${aanvraagId}/chat`, { headers })).status()).toBe(200);
  await expect.poll(count).toBe(0);
  await page.reload();
  await expect(page.getByTestId('menu-button')).toBeVisible();
  await expect(page.getByTestId('menu-unread-badge')).toHaveCount(0);
  await page.context().close();
});

test('"Zelf oppakken" on a waiting request starts it in one click', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const id = await freshOrientatie(request, people.ondernemer);
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginUi(page, people.adviseur);
  await page.goto(`/adviseur/aanvragen/${id}`);
  const assign = page.getByTestId('assign-card');
  await expect(assign).toContainText('De aanvraag gaat dan meteen naar In behandeling');
  await assign.getByRole('button', { name: 'Zelf oppakken' }).click();
  await expect(assign.getByTestId('behandelaar')).toHaveText('U behandelt deze aanvraag.');
  await expect(page.getByTestId('statushistorie')).toContainText('In behandeling');
  const { headers } = await bearer(request, people.adviseur);
  const a = (await (await request.get(`/api/adviseur/aanvragen/${id}`, { headers })).json()) as {
    status: string;
    behandelaar: { naam: string } | null;
  };
  expect(a.status).toBe('IN_BEHANDELING');
  expect(a.behandelaar?.naam).toBe(`${people.adviseur.voornaam} ${people.adviseur.achternaam}`);
  await page.context().close();
});

test('an adviser without free time: another adviser with time, and "ask for a time" in the chat', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const busy = await freshAdviser('NL', { voornaam: 'Bas', achternaam: `Bezet ${Date.now() % 10_000}` });
  const free = await freshAdviser('NL', { voornaam: 'Vera', achternaam: `Vrij ${Date.now() % 10_000}` });
  // Vera has two hours tomorrow
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const { headers } = await bearer(request, free);
  const block = await request.post('/api/adviseur/availability', {
    headers,
    data: { start: `${day}T09:00:00Z`, end: `${day}T11:00:00Z` },
  });
  expect(block.status()).toBe(201);
  const aanvraagId = await freshOrientatie(request, people.ondernemer);

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginUi(page, people.ondernemer);
  await page.goto(`/afspraken?adviseur=${busy.id}`);
  const alternatives = page.getByTestId('no-free-time');
  await expect(alternatives).toContainText(`${busy.naam} heeft de komende weken geen vrije tijd`);
  // another adviser who has time: one click shows his grid
  await expect(alternatives.getByTestId('other-advisers')).toContainText(`${free.naam}: eerste vrije tijd op`);
  await alternatives.getByRole('button', { name: `Tijden van ${free.naam} bekijken` }).click();
  await expect(page).toHaveURL(new RegExp(`adviseur=${free.id}`));
  await expect(page.getByTestId('slot-grid').locator('button[data-start]').first()).toBeVisible();
  await expect(page.getByTestId('no-free-time')).toHaveCount(0);

  // back to the busy adviser: ask for a time in the chat of the open request
  await page.goto(`/afspraken?adviseur=${busy.id}`);
  await alternatives.getByRole('button', { name: 'Vraag om een tijd' }).click();
  await expect(alternatives).toContainText('Uw vraag om een tijd staat in de chat.');
  await alternatives.getByRole('link', { name: 'Naar de chat' }).click();
  await expect(page).toHaveURL(new RegExp(`/aanvragen/${aanvraagId}#chat$`));
  await expect(page.getByTestId('chat-messages')).toContainText(
    `Ik wil graag een afspraak maken met ${busy.naam}, maar zie de komende weken geen vrije tijd`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});
