// Booking like a calendar, across the change to summer time (Sunday 28 March 2027, 02:00 → 03:00 in
// Europe/Amsterdam, the browser's zone here): the entrepreneur sees the adviser's free 30-minute
// slots as a week grid, books Saturday (winter time) with one click and a confirmation, proposes to
// move it to Monday (summer time) through the same grid: the confirmed Saturday time stays, both
// pages show the current and the proposed time, the adviser's week calendar marks Saturday and
// draws Monday's proposed time as a block of its own that leads to the appointment, the adviser
// accepts the new time there (then it moves, in the calendar too) and later cancels it with a
// reason. The mails carry calendar invitations (same UID, SEQUENCE up, REQUEST with the new time
// only once it is accepted, then CANCEL). At 320 px the grid shows one day at a time without
// sideways scrolling, and axe finds nothing.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { bearer, loginUi } from '../../fixtures/demo.ts';
import { waitForMail } from '../../fixtures/mail.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();
const adviserName = () => `${people.adviseur.voornaam} ${people.adviseur.achternaam}`;

const SAT = '2027-03-27';
const SUN = '2027-03-28';
const MON = '2027-03-29';
/** Delivery is retried every 30 s when a round fails (e.g. on a busy machine): wait past one retry. */
const MAIL_WAIT = { timeoutMs: 45_000 };
const hh = (h: number, m = 0) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
/** Amsterdam wall time → ISO with the right offset (winter before 28 March 02:00, summer after). */
const amsterdam = (date: string, time: string) => `${date}T${time}:00${date < SUN ? '+01:00' : '+02:00'}`;

/**
 * Opens 2 hours of the file's adviser's availability on each day, at a start hour from 9 to 15 that
 * is still free: each of the file's tests opens a block for the same adviser, so every hour is tried
 * once, in random order (random draws with repeats could miss the free hours eight times in a row).
 */
async function openAvailability(request: APIRequestContext): Promise<number> {
  const { headers } = await bearer(request, people.adviseur);
  const hours = [9, 10, 11, 12, 13, 14, 15]
    .map((hour) => ({ hour, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map((h) => h.hour);
  for (const hour of hours) {
    const created: string[] = [];
    let clash = false;
    for (const d of [SAT, SUN, MON]) {
      const res = await request.post('/api/adviseur/availability', {
        headers,
        data: { start: amsterdam(d, hh(hour)), end: amsterdam(d, hh(hour + 2)) },
      });
      if (res.status() === 409) {
        clash = true;
        break;
      }
      expect(res.status()).toBe(201);
      created.push(((await res.json()) as { id: string }).id);
    }
    if (!clash) return hour;
    for (const id of created) await request.delete(`/api/adviseur/availability/${id}`, { headers });
  }
  throw new Error('no free hour for the test availability');
}

/**
 * Clicks "Volgende week" until the grid shows the week of 22–28 March 2027. From the first empty
 * week within twelve weeks of it, the grid offers that week: `viaNextFree` expects and takes that
 * offer instead of clicking on.
 */
async function goToDstWeek(page: Page, scope = page.locator('body'), viaNextFree = false) {
  const label = scope.getByText('Week van ma 22 mrt t/m zo 28 mrt 2027');
  const offer = scope.getByRole('button', { name: 'Naar die week' });
  const grid = scope.getByTestId('slot-grid');
  let offered = false;
  for (let i = 0; i < 120 && !(await label.isVisible()); i++) {
    // decide on a loaded week: the offer shows only once its slots are in (a slow server otherwise
    // has the loop click past every offering week)
    await expect(grid.getByText('Bezig…')).toHaveCount(0);
    if (viaNextFree && (await offer.isVisible())) {
      await expect(
        scope.getByText('Geen vrije tijden in deze week. De eerstvolgende vrije tijd is op za 27 mrt 2027.'),
      ).toBeVisible();
      await offer.click();
      offered = true;
      break;
    }
    const shown = (await grid.getAttribute('data-week'))!;
    await scope.getByRole('button', { name: /Volgende week/ }).click();
    await expect(grid).not.toHaveAttribute('data-week', shown);
  }
  await expect(label).toBeVisible();
  expect(offered).toBe(viaNextFree);
}

/** Clicks "Volgende week" in the adviser's agenda until its week heading names `monday` (e.g. "ma 22 maart 2027"). */
async function goToAgendaWeek(page: Page, monday: string) {
  const heading = page.locator('#week-title');
  for (let i = 0; i < 120; i++) {
    const shown = (await heading.textContent()) ?? '';
    if (shown === `Week van ${monday}`) break;
    await page.getByRole('button', { name: /Volgende week/ }).click();
    await expect(heading).not.toHaveText(shown);
  }
  await expect(heading).toHaveText(`Week van ${monday}`);
}

test('books through the week grid across the DST change, reschedules and cancels; invitations follow', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const hour = await openAvailability(request);
  const subject = `Rastergesprek ${Math.random().toString(36).slice(2, 8)}`;
  const me = await registerViaApi(request);

  const context = await browser.newContext();
  const page = await context.newPage();
  await loginUi(page, { email: me.email, password: PASSWORD });
  await page.goto('/afspraken');
  const adviserSelect = page.getByLabel('Adviseur');
  await adviserSelect.selectOption({ label: adviserName() });
  await expect(page.getByText(/in uw tijdzone \(Europe\/Amsterdam\)/)).toBeVisible();
  await goToDstWeek(page, page.locator('body'), true);

  // Saturday (winter time) and Sunday (the change) both show the adviser's local hours
  const grid = page.getByTestId('slot-grid');
  await expect(grid.getByRole('button', { name: `za 27 mrt 2027, ${hh(hour)} – ${hh(hour, 30)} vrij` })).toBeVisible();
  await expect(
    grid.getByRole('button', { name: `zo 28 mrt 2027, ${hh(hour + 1, 30)} – ${hh(hour + 2)} vrij` }),
  ).toBeVisible();
  await expect(grid.getByRole('group', { name: 'zo 28 mrt 2027', exact: true }).getByRole('button')).toHaveCount(4);

  // one click on Saturday's first slot, confirm with a subject
  await grid.getByRole('button', { name: `za 27 mrt 2027, ${hh(hour)} – ${hh(hour, 30)} vrij` }).click();
  const confirm = page.getByRole('form', { name: 'Afspraak bevestigen' });
  await expect(confirm).toContainText(`za 27 mrt 2027, ${hh(hour)} – ${hh(hour, 30)}`);
  await expect(confirm.getByLabel('Onderwerp')).toBeFocused();
  await confirm.getByLabel('Onderwerp').fill(subject);
  await confirm.getByRole('button', { name: 'Boeken' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Geboekt: za 27 mrt 2027, ${hh(hour)} – ${hh(hour, 30)}` }),
  ).toBeVisible();
  await expect(grid.getByRole('button', { name: `za 27 mrt 2027, ${hh(hour)} – ${hh(hour, 30)} vrij` })).toHaveCount(0);

  const mine = (await (await request.get('/api/appointments', { headers: me.auth })).json()) as {
    id: string;
    onderwerp: string;
    start: string;
    status: string;
  }[];
  const booked = mine.find((a) => a.onderwerp === subject)!;
  expect(booked).toMatchObject({ status: 'VOORGESTELD', start: amsterdam(SAT, hh(hour)) });
  const id = booked.id;

  // the adviser approves; the confirmation mail carries a REQUEST with SEQUENCE 0
  const adviserAuth = await bearer(request, people.adviseur);
  expect(
    (
      await request.post(`/api/adviseur/appointments/${id}/approve`, { headers: adviserAuth.headers, data: {} })
    ).status(),
  ).toBe(200);
  const confirmation = await waitForMail(me.email, new RegExp(`Afspraak bevestigd: ${subject}`), MAIL_WAIT);
  expect(confirmation.calendar).toMatch(/METHOD:REQUEST/);
  expect(confirmation.calendar).toMatch(/SEQUENCE:0/);

  // the entrepreneur moves it to Monday (summer time) through the grid on the detail page
  await page.goto(`/afspraken/${id}`);
  await page.getByRole('button', { name: 'Verplaatsen' }).click();
  const panel = page.getByRole('region', { name: 'Nieuw tijdstip kiezen' });
  await expect(panel.getByText('Week van ma 22 mrt t/m zo 28 mrt 2027')).toBeVisible();
  await panel.getByRole('button', { name: /Volgende week/ }).click();
  await expect(panel.getByText('Week van ma 29 mrt t/m zo 4 apr 2027')).toBeVisible();
  await panel.getByRole('button', { name: `ma 29 mrt 2027, ${hh(hour)} – ${hh(hour, 30)} vrij` }).click();
  await panel.getByLabel('Toelichting (optioneel)').fill('Zaterdag lukt toch niet');
  await panel.getByRole('button', { name: 'Nieuw tijdstip voorstellen' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Nieuw tijdstip voorgesteld: ma 29 mrt 2027, ${hh(hour)} – ${hh(hour, 30)}` }),
  ).toBeVisible();
  // the appointment stays confirmed on Saturday; the page shows the current and the proposed time
  const moved = (await (await request.get(`/api/appointments/${id}`, { headers: me.auth })).json()) as {
    status: string;
    start: string;
    verplaatsing: { start: string; voorgesteldDoor: string } | null;
  };
  expect(moved).toMatchObject({
    status: 'BEVESTIGD',
    start: amsterdam(SAT, hh(hour)),
    verplaatsing: { start: amsterdam(MON, hh(hour)), voorgesteldDoor: 'ONDERNEMER' },
  });
  const pendingMine = page.getByTestId('pending-move');
  await expect(pendingMine).toContainText(`Huidig tijdstip`);
  await expect(pendingMine).toContainText(`za 27 maart 2027, ${hh(hour)}–${hh(hour, 30)}`);
  await expect(pendingMine).toContainText(`Voorgesteld nieuw tijdstip`);
  await expect(pendingMine).toContainText(`ma 29 maart 2027, ${hh(hour)}–${hh(hour, 30)}`);
  await expect(pendingMine).toContainText(`wacht op ${adviserName()}`);
  // the entrepreneur cannot accept his own new time
  await expect(page.getByRole('button', { name: 'Nieuw tijdstip accepteren' })).toHaveCount(0);
  // the adviser hears of it without a calendar invitation: calendars keep the confirmed time
  const movedMail = await waitForMail(
    people.adviseur.email,
    new RegExp(`Nieuw tijdstip voorgesteld voor uw afspraak: ${subject}`),
    MAIL_WAIT,
  );
  expect(movedMail.calendar).toBeNull();
  expect(movedMail.text).toContain('huidig tijdstip (blijft staan tot u accepteert)');

  // the adviser's week calendar: Saturday's confirmed block stays, marked; Monday's proposed time is
  // a block of its own (by the entrepreneur, waiting for the adviser) that leads to the appointment
  const adviserContext = await browser.newContext();
  const adviser = await adviserContext.newPage();
  await loginUi(adviser, people.adviseur);
  await adviser.goto('/afspraken');
  const calendar = adviser.getByRole('region', { name: 'Weekagenda' });
  const slot = `${hh(hour)}–${hh(hour, 30)}`;
  await goToAgendaWeek(adviser, 'ma 22 maart 2027');
  const confirmedSat = calendar.getByRole('button', {
    name: `${subject}, ${slot}, Bevestigd, nieuw tijdstip voorgesteld: ma 29 maart 2027, ${slot}`,
    exact: true,
  });
  await expect(confirmedSat).toHaveAttribute('data-pending-move', 'true');
  await expect(confirmedSat.getByTestId('calendar-move-marker')).toBeVisible();
  await expect(calendar.getByTestId('calendar-move').filter({ hasText: subject })).toHaveCount(0);
  await adviser.getByRole('button', { name: /Volgende week/ }).click();
  await expect(adviser.locator('#week-title')).toHaveText('Week van ma 29 maart 2027');
  const proposedMon = calendar.getByRole('link', {
    name: `${slot} Voorgesteld nieuw tijdstip: ${subject}, voorgesteld door de ondernemer, wacht op uw reactie`,
    exact: true,
  });
  await expect(proposedMon).toBeVisible();
  await expect(proposedMon).toHaveAttribute('href', `/afspraken/${id}`);
  await expect(calendar.getByTestId('calendar-appointment').filter({ hasText: subject })).toHaveCount(0);
  const calendarAxe = await new AxeBuilder({ page: adviser })
    .include('[data-testid="calendar-move"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(calendarAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
    [],
  );
  // at 320 px the page does not scroll sideways; the calendar scrolls inside its region to the block
  await adviser.setViewportSize({ width: 320, height: 800 });
  await proposedMon.scrollIntoViewIfNeeded();
  await expect(proposedMon).toBeInViewport();
  expect(await adviser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await adviser.setViewportSize({ width: 1280, height: 900 });

  // the adviser follows the block to the appointment, sees both times and accepts the new one: the appointment moves
  await proposedMon.click();
  await expect(adviser).toHaveURL(new RegExp(`/afspraken/${id}$`));
  const pendingTheirs = adviser.getByTestId('pending-move');
  await expect(pendingTheirs).toContainText(`ma 29 maart 2027, ${hh(hour)}–${hh(hour, 30)}`);
  await expect(pendingTheirs).toContainText('stelt dit nieuwe tijdstip voor');
  await adviser.getByRole('button', { name: 'Nieuw tijdstip accepteren' }).click();
  await expect(adviser.getByTestId('pending-move')).toHaveCount(0);
  await expect(adviser.getByText(`ma 29 maart 2027, ${hh(hour)}–${hh(hour, 30)}`).first()).toBeVisible();
  await expect(adviser.getByText('Bevestigd').first()).toBeVisible();
  const acceptedMail = await waitForMail(me.email, new RegExp(`Nieuw tijdstip bevestigd: ${subject}`), MAIL_WAIT);
  expect(acceptedMail.calendar).toMatch(/METHOD:REQUEST/);
  expect(acceptedMail.calendar).toMatch(/SEQUENCE:1/);
  expect(acceptedMail.calendar).toContain(`UID:${id}@ikv-service`);
  expect(acceptedMail.calendar).toContain(`DTSTART:20270329T${String(hour - 2).padStart(2, '0')}0000Z`);
  expect(
    ((await (await request.get(`/api/appointments/${id}`, { headers: me.auth })).json()) as { start: string }).start,
  ).toBe(amsterdam(MON, hh(hour)));
  // in the calendar the proposed block is gone: the appointment itself stands on Monday, unmarked, and Saturday is empty
  await adviser.goto('/afspraken');
  await goToAgendaWeek(adviser, 'ma 22 maart 2027');
  await expect(calendar.getByTestId('calendar-availability').first()).toBeVisible(); // the week is loaded
  await expect(calendar.getByTestId('calendar-appointment').filter({ hasText: subject })).toHaveCount(0);
  await goToAgendaWeek(adviser, 'ma 29 maart 2027');
  const movedMon = calendar.getByRole('button', { name: `${subject}, ${slot}, Bevestigd`, exact: true });
  await expect(movedMon).toBeVisible();
  await expect(movedMon).not.toHaveAttribute('data-pending-move');
  await expect(calendar.getByTestId('calendar-move').filter({ hasText: subject })).toHaveCount(0);
  await adviser.goto(`/afspraken/${id}`);

  // then the adviser cancels with a (required) reason
  await adviser.getByRole('button', { name: 'Annuleren' }).click();
  await adviser.locator('form').getByRole('button', { name: 'Annuleren' }).click();
  await expect(adviser.getByText('Geef een reden op.')).toBeVisible();
  await adviser.getByLabel('Reden van annulering').fill('Ziek geworden');
  await adviser.locator('form').getByRole('button', { name: 'Annuleren' }).click();
  await expect(adviser.getByText('Geannuleerd').first()).toBeVisible();

  const cancelMail = await waitForMail(me.email, new RegExp(`Afspraak geannuleerd: ${subject}`), MAIL_WAIT);
  expect(cancelMail.text).toContain('Reden: Ziek geworden');
  expect(cancelMail.calendar).toMatch(/METHOD:CANCEL/);
  expect(cancelMail.calendar).toMatch(/STATUS:CANCELLED/);
  expect(cancelMail.calendar).toMatch(/SEQUENCE:2/);
  expect(cancelMail.calendar).toContain(`UID:${id}@ikv-service`);
  const notes = (await (await request.get('/api/notifications', { headers: me.auth })).json()) as {
    titel: string;
    bericht: string;
  }[];
  expect(notes.some((n) => n.titel === 'Afspraak geannuleerd' && n.bericht.includes('Ziek geworden'))).toBe(true);
  // the Monday slot is free again in the grid
  await page.goto('/afspraken');
  await adviserSelect.selectOption({ label: adviserName() });
  await goToDstWeek(page);
  await page.getByRole('button', { name: /Volgende week/ }).click();
  await expect(
    page.getByTestId('slot-grid').getByRole('button', { name: `ma 29 mrt 2027, ${hh(hour)} – ${hh(hour, 30)} vrij` }),
  ).toBeVisible();

  await adviserContext.close();
  await context.close();
});

test('at 320 px the grid shows one day at a time, never scrolls sideways, and is axe clean', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const hour = await openAvailability(request);
  const me = await registerViaApi(request);
  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const page = await context.newPage();
  await loginUi(page, { email: me.email, password: PASSWORD });
  await page.goto('/afspraken');
  const adviserSelect = page.getByLabel('Adviseur');
  await adviserSelect.selectOption({ label: adviserName() });
  await goToDstWeek(page);
  const grid = page.getByTestId('slot-grid');
  // the first day with free time (Saturday) is shown; Sunday is one "next day" away
  await expect(grid.getByRole('button', { name: `za 27 mrt 2027, ${hh(hour)} – ${hh(hour, 30)} vrij` })).toBeVisible();
  await expect(grid.getByRole('button', { name: `zo 28 mrt 2027, ${hh(hour)} – ${hh(hour, 30)} vrij` })).toBeHidden();
  await grid.getByRole('button', { name: 'Volgende dag' }).click();
  await expect(grid.getByRole('button', { name: `zo 28 mrt 2027, ${hh(hour)} – ${hh(hour, 30)} vrij` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // keyboard: focus a slot and press Enter to pick it
  await grid.getByRole('button', { name: `zo 28 mrt 2027, ${hh(hour)} – ${hh(hour, 30)} vrij` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Afspraak bevestigen' })).toContainText(
    `zo 28 mrt 2027, ${hh(hour)} – ${hh(hour, 30)}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  const wide = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(wide.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await context.close();
});

test('in London the grid, the list and the appointment page show the same times, an hour before Amsterdam’s', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const hour = await openAvailability(request);
  const subject = `Londen ${Math.random().toString(36).slice(2, 8)}`;
  const me = await registerViaApi(request);
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await loginUi(page, { email: me.email, password: PASSWORD });
  await page.goto('/afspraken');
  const adviserSelect = page.getByLabel('Adviseur');
  await adviserSelect.selectOption({ label: adviserName() });
  // the first visit renders in Amsterdam time; the browser's other clock switches the page to its zone
  await expect(page.getByText(/in uw tijdzone \(Europe\/London\)/)).toBeVisible();
  await goToDstWeek(page);
  const grid = page.getByTestId('slot-grid');
  const london = `${hh(hour - 1)} – ${hh(hour - 1, 30)}`;
  await grid.getByRole('button', { name: `za 27 mrt 2027, ${london} vrij` }).click();
  const confirm = page.getByRole('form', { name: 'Afspraak bevestigen' });
  await confirm.getByLabel('Onderwerp').fill(subject);
  await confirm.getByRole('button', { name: 'Boeken' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Geboekt: za 27 mrt 2027, ${london}` })).toBeVisible();

  // the instant booked is the slot's: Amsterdam's hour, London's an hour earlier
  const mine = (await (await request.get('/api/appointments', { headers: me.auth })).json()) as {
    id: string;
    onderwerp: string;
    start: string;
  }[];
  const booked = mine.find((a) => a.onderwerp === subject)!;
  expect(booked.start).toBe(amsterdam(SAT, hh(hour)));
  const range = `za 27 maart 2027, ${hh(hour - 1)}–${hh(hour - 1, 30)}`;
  await expect(
    page.getByTestId('my-appointments').getByTestId('appointment').filter({ hasText: subject }),
  ).toContainText(range);
  await page.goto(`/afspraken/${booked.id}`);
  await expect(page.getByRole('heading', { name: subject }).locator('..')).toContainText(range);
  await context.close();
});
