// The aanvulling loop in the browser: the adviser takes a request and asks for a document of 2024,
// the entrepreneur follows the link in his e-mail (read from the SMTP sink), answers and ticks the
// item off and reports the request as supplemented, and the adviser finds it back on his home page.
import { expect, test } from '../../fixtures/browser-test.ts';
import { bearer, freshOrientatie, loginUi } from '../../fixtures/demo.ts';
import { waitForMail } from '../../fixtures/mail.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

test('adviser asks for a document of 2024, the entrepreneur supplies it from the e-mail link, the adviser sees it at home', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const id = await freshOrientatie(request, people.ondernemer);

  // 1. the adviser: the new request waits in the queue on his home page; he takes it
  const adviser = await (await browser.newContext()).newPage();
  await loginUi(adviser, people.adviseur);
  await adviser.goto('/');
  await expect(adviser.getByTestId('home-queue').locator(`a[href="/adviseur/aanvragen/${id}"]`)).toBeVisible();
  await adviser.goto(`/adviseur/aanvragen/${id}`);
  const assign = adviser.getByTestId('assign-card');
  await expect(assign.getByTestId('behandelaar')).toHaveText('Nog niemand behandelt deze aanvraag.');
  // taking a waiting request starts it too: one click, no second "In behandeling"
  await expect(assign).toContainText('De aanvraag gaat dan meteen naar In behandeling');
  await assign.getByRole('button', { name: 'Zelf oppakken' }).click();
  await expect(assign.getByTestId('behandelaar')).toHaveText('U behandelt deze aanvraag.');
  await expect(adviser.getByTestId('statushistorie')).toContainText('In behandeling');

  // 2. in handling, then: more information needed, a document of 2024
  const statusForm = adviser.getByRole('form', { name: 'Status wijzigen' });
  await statusForm.locator('select[name="status"]').selectOption('AANVULLING_NODIG');
  const editor = statusForm.getByTestId('gevraagd-editor');
  await editor.getByLabel('Soort').selectOption('DOCUMENT');
  await editor.getByLabel('Jaar').fill('2024');
  await editor.getByLabel('Omschrijving').fill('De jaarrekening over 2024');
  await statusForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(adviser.getByTestId('statushistorie')).toContainText('Aanvulling nodig');
  await expect(adviser.getByTestId('gevraagd-overview')).toContainText('Een document over 2024');

  // 3. the entrepreneur's e-mail: a Dutch subject, what is asked, the absolute link to his request
  const mail = await waitForMail(people.ondernemer.email, /^Uw adviseur heeft meer informatie nodig$/);
  expect(mail.text).toContain('Een document over 2024: De jaarrekening over 2024');
  const link = /https?:\/\/\S+\/aanvragen\/\S+/.exec(mail.text)?.[0];
  expect(link).toBe(`${baseURL}/aanvragen/${id}`);

  // 4. he follows it, sees the item at the top with its action, answers, ticks it off and reports it done
  const entrepreneur = await (await browser.newContext()).newPage();
  await loginUi(entrepreneur, people.ondernemer);
  await entrepreneur.goto(link!);
  const panel = entrepreneur.getByTestId('aanvulling-panel');
  await expect(panel.getByRole('heading', { name: 'Uw adviseur heeft meer informatie nodig' })).toBeVisible();
  const item = panel.getByTestId('aanvulling-item');
  await expect(item).toContainText('Een document over 2024');
  await expect(item.getByRole('link', { name: 'Liever bij de boekjaren en documenten kijken' })).toHaveAttribute(
    'href',
    /\/bedrijven\/[^/]+\/boekjaren\?terug=[^#]+#documenten-2024$/,
  );
  await item.getByLabel('Notitie voor uw adviseur (optioneel)').fill('De jaarrekening staat bij 2024.');
  await item.getByRole('button', { name: 'Afvinken' }).click();
  await expect(item.getByRole('button', { name: 'Toch nog niet klaar' })).toBeVisible();
  await panel.getByRole('button', { name: 'Aanvulling versturen' }).click();
  await expect(entrepreneur.getByTestId('aanvulling-panel')).toHaveCount(0);
  await expect(entrepreneur.getByTestId('aanvulling-sent')).toContainText('Uw adviseur is op de hoogte gebracht');
  await expect(entrepreneur.getByTestId('statushistorie')).toContainText('In behandeling');

  // 5. the adviser: the request is back among his open requests on his home page, with what came in
  await adviser.goto('/');
  const mine = adviser.getByTestId('home-mine');
  await expect(mine.locator(`a[href="/adviseur/aanvragen/${id}"]`)).toBeVisible();
  await expect(mine).toContainText('In behandeling');
  await mine.locator(`a[href="/adviseur/aanvragen/${id}"]`).click();
  await expect(adviser.getByTestId('gevraagd-overview')).toContainText('Aangeleverd');
  await expect(adviser.getByTestId('gevraagd-overview')).toContainText('De jaarrekening staat bij 2024.');

  // his notification leads to the request; the inbox and the export answer
  const { headers } = await bearer(request, people.adviseur);
  const notes = (await (await request.get('/api/notifications', { headers })).json()) as {
    titel: string;
    link: string;
  }[];
  expect(
    notes.some((n) => n.titel.endsWith('heeft de aanvulling aangeleverd') && n.link === `/adviseur/aanvragen/${id}`),
  ).toBe(true);
  await adviser.goto('/berichten');
  await expect(adviser.getByRole('heading', { name: 'Berichten', level: 1 })).toBeVisible();
  const csv = await request.get('/api/adviseur/aanvragen/export.csv?behandelaar=mij', { headers });
  expect(csv.status()).toBe(200);
  expect((await csv.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});

test('an adviser never lands on a page about companies of his own', async ({ browser }) => {
  test.setTimeout(60_000);
  const adviser = await (await browser.newContext()).newPage();
  await loginUi(adviser, people.adviseur);
  await adviser.goto('/bedrijven');
  await expect(adviser).toHaveURL(/\/$/);
  await expect(adviser.getByTestId('home-mine')).toBeVisible();
  await expect(adviser.locator('body')).not.toContainText('geen eigen bedrijven');
});
