// Scheduling in the browser: the adviser opens a block of availability, an entrepreneur books a
// half-hour slot in it through the week grid, the adviser approves the proposal, and both see the
// appointment confirmed.
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, uniqueEmail } from '../../fixtures/api.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

const amsterdamDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
const monday = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};
/** The booking grid's day label, e.g. "di 24 nov 2026". */
const gridDay = (date: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

test('an entrepreneur books a free slot, the adviser approves, both see it confirmed', async ({ browser }) => {
  // two browsers, a registration and a walk through the weeks: more than the default 30 s on a busy machine
  test.setTimeout(180_000);
  // a random day in the next two weeks and hour, so a retry does not collide with the first try
  const date = amsterdamDate(2 + Math.floor(Math.random() * 11));
  const hour = 8 + Math.floor(Math.random() * 9);
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const half = (h: number) => `${String(h).padStart(2, '0')}:30`;
  const subject = `Hypotheekgesprek ${Math.random().toString(36).slice(2, 8)}`;

  // the adviser adds one hour of availability through the form
  const adviserContext = await browser.newContext();
  const adviser = await adviserContext.newPage();
  await adviser.goto('/login');
  await adviser.getByLabel('E-mailadres').fill(people.adviseur.email);
  await adviser.getByLabel('Wachtwoord', { exact: true }).fill(people.adviseur.password);
  await adviser.getByRole('button', { name: 'Inloggen' }).click();
  await expect(adviser).not.toHaveURL(/\/login/);
  await adviser.getByRole('link', { name: 'Afspraken' }).first().click();
  await expect(adviser.getByRole('heading', { name: 'Afspraken', level: 1 })).toBeVisible();
  const form = adviser.getByRole('form', { name: 'Beschikbaarheid toevoegen' });
  await form.getByLabel('Datum', { exact: true }).fill(date);
  await form.getByLabel('Van', { exact: true }).fill(hh(hour));
  await form.getByLabel('Tot', { exact: true }).fill(hh(hour + 1));
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByRole('status')).toHaveText('Opgeslagen.');

  // dragging over an empty evening stretch of a day prefills the form (19:00–20:30)
  const column = adviser.getByRole('region', { name: 'Weekagenda' }).locator('section').first();
  const box = (await column.boundingBox())!;
  await adviser.mouse.move(box.x + 20, box.y + 578);
  await adviser.mouse.down();
  await adviser.mouse.move(box.x + 20, box.y + 646, { steps: 5 });
  await adviser.mouse.up();
  await expect(form.getByLabel('Van', { exact: true })).toHaveValue('19:00');
  await expect(form.getByLabel('Tot', { exact: true })).toHaveValue('20:30');

  // a new entrepreneur registers and proposes that hour
  const entrepreneurContext = await browser.newContext();
  const entrepreneur = await entrepreneurContext.newPage();
  await entrepreneur.goto('/registreren');
  await entrepreneur.getByLabel('Voornaam').fill('Bram');
  await entrepreneur.getByLabel('Achternaam').fill('Boekhouder');
  await entrepreneur.getByLabel('E-mailadres').fill(uniqueEmail('afspraak'));
  await entrepreneur.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await entrepreneur.getByRole('button', { name: 'Registreren' }).click();
  await expect(entrepreneur).toHaveURL(/\/bedrijven/);
  await entrepreneur.getByRole('link', { name: 'Afspraken' }).first().click();
  const adviserSelect = entrepreneur.getByLabel('Adviseur');
  await adviserSelect.selectOption({ label: `${people.adviseur.voornaam} ${people.adviseur.achternaam}` });
  // the week grid: go to the week of `date`, one click on the first half hour, confirm with a subject
  const grid = entrepreneur.getByTestId('slot-grid');
  // it opens on the first week with free time; step from there to the week of `date`
  for (let i = 0; i < 60; i++) {
    const shown = (await grid.getAttribute('data-week'))!;
    if (shown === monday(date)) break;
    await grid.getByRole('button', { name: shown < monday(date) ? /Volgende week/ : /Vorige week/ }).click();
    await expect(grid).not.toHaveAttribute('data-week', shown);
  }
  await expect(grid).toHaveAttribute('data-week', monday(date));
  const slotName = `${gridDay(date)}, ${hh(hour)} – ${half(hour)} vrij`;
  await grid.getByRole('button', { name: slotName }).click();
  const booking = entrepreneur.getByRole('form', { name: 'Afspraak bevestigen' });
  await expect(booking).toContainText(`${gridDay(date)}, ${hh(hour)} – ${half(hour)}`);
  await booking.getByLabel('Onderwerp').fill(subject);
  await booking.getByRole('button', { name: 'Boeken' }).click();
  await expect(entrepreneur.getByText(/^Geboekt: /)).toBeVisible();
  const mine = entrepreneur.getByTestId('my-appointments').getByTestId('appointment').filter({ hasText: subject });
  await expect(mine).toHaveAttribute('data-status', 'VOORGESTELD');
  await expect(mine).toContainText(`${hh(hour)}–${half(hour)}`);
  // the half hour is no longer offered
  await expect(grid.getByRole('button', { name: slotName })).toHaveCount(0);

  // the adviser sees the proposal and approves it
  await adviser.reload();
  const proposal = adviser.getByTestId('pending-proposals').getByTestId('appointment').filter({ hasText: subject });
  await expect(proposal).toContainText('Bram Boekhouder');
  await proposal.getByRole('button', { name: 'Goedkeuren' }).click();
  const confirmed = adviser.getByTestId('adviser-appointments').getByTestId('appointment').filter({ hasText: subject });
  await expect(confirmed).toHaveAttribute('data-status', 'BEVESTIGD');
  await expect(confirmed).toContainText('Bevestigd');

  // the week calendar shows it; it is reachable and opened with the keyboard
  const weeksAhead = Math.round((Date.parse(monday(date)) - Date.parse(monday(amsterdamDate(0)))) / (7 * 86_400_000));
  for (let i = 0; i < weeksAhead; i++) await adviser.getByRole('button', { name: /Volgende week/ }).click();
  const item = adviser.getByTestId('calendar-appointment').filter({ hasText: subject });
  await expect(item).toHaveAttribute('data-status', 'BEVESTIGD');
  await item.focus();
  await adviser.keyboard.press('Enter');
  await expect(adviser.getByRole('region', { name: 'Geselecteerd' })).toContainText('Bram Boekhouder');

  // the entrepreneur sees it confirmed
  await entrepreneur.reload();
  await expect(
    entrepreneur.getByTestId('my-appointments').getByTestId('appointment').filter({ hasText: subject }),
  ).toHaveAttribute('data-status', 'BEVESTIGD');

  // and the detail page shows the history
  await entrepreneur.getByRole('link', { name: subject }).click();
  await expect(entrepreneur.getByRole('heading', { name: subject })).toBeVisible();
  await expect(entrepreneur.getByRole('heading', { name: 'Historie' })).toBeVisible();
  await expect(
    entrepreneur.getByText(`${people.adviseur.voornaam} ${people.adviseur.achternaam}`, { exact: false }).first(),
  ).toBeVisible();

  await adviserContext.close();
  await entrepreneurContext.close();
});
