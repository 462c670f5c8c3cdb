// Picking people by name and e-mail, never by id (issue 19): the adviser proposes an appointment
// to an entrepreneur found through the "Ondernemer" combobox, with the keyboard only, at 320 px,
// without sideways scrolling; the form has no id field, and axe finds nothing with the list open.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures/browser-test.ts';
import { registerViaApi } from '../../fixtures/api.ts';
import { bearer, loginUi } from '../../fixtures/demo.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

test('the adviser finds an entrepreneur by e-mail with the keyboard and proposes an appointment (320 px)', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const someone = await registerViaApi(request);
  const subject = `Kennismaking ${Math.random().toString(36).slice(2, 8)}`;
  // a random weekday far ahead, so a retry does not meet the first try's appointment
  const day = new Date(Date.UTC(2027, 5, 1 + Math.floor(Math.random() * 28)));
  const date = day.toISOString().slice(0, 10);
  const hour = 8 + Math.floor(Math.random() * 8);
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

  const context = await browser.newContext({ viewport: { width: 320, height: 900 } });
  const page = await context.newPage();
  await loginUi(page, people.adviseur);
  await page.goto('/afspraken');
  const form = page.getByRole('form', { name: 'Afspraak voorstellen aan een ondernemer' });
  await expect(form).toBeVisible();
  // no field asks for an id any more
  await expect(form.getByLabel(/id van de ondernemer/i)).toHaveCount(0);

  // a submit without a choice says to pick one from the list
  await form.getByLabel('Onderwerp').fill(subject);
  await form.getByRole('button', { name: 'Voorstellen' }).click();
  await expect(form.getByText('Kies een ondernemer uit de lijst.')).toBeVisible();

  const combo = form.getByRole('combobox', { name: 'Ondernemer' });
  await combo.focus();
  await combo.pressSequentially(someone.email.slice(0, 12), { delay: 20 });
  const listbox = form.getByRole('listbox');
  const option = listbox.getByRole('option', { name: new RegExp(someone.email.replace(/[.]/g, '\\.')) });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Eva Ende');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const { violations } = await new AxeBuilder({ page })
    .include('form')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  // ↓ makes the first option active (aria-activedescendant), Enter picks it
  await combo.press('ArrowDown');
  const activeId = await combo.getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${activeId}"]`)).toContainText(someone.email);
  await combo.press('Enter');
  await expect(combo).toHaveValue('Eva Ende');
  await expect(combo).toHaveAttribute('aria-expanded', 'false');

  await form.getByLabel('Datum').fill(date);
  await form.getByLabel('Van').fill(hh(hour));
  await form.getByLabel('Tot').fill(hh(hour + 1));
  // the create goes alone (not batched) with this submit's Idempotency-Key
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/api/trpc/appointments.adviser.create'),
  );
  await form.getByRole('button', { name: 'Voorstellen' }).click();
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  expect((await sent).url()).not.toContain('batch=1');
  await expect(form.getByRole('status')).toContainText('Opgeslagen.');

  // the proposal went to that entrepreneur
  const { headers } = await bearer(request, people.adviseur);
  const list = (await (await request.get('/api/adviseur/appointments', { headers })).json()) as {
    onderwerp: string;
    ondernemer: { voornaam: string };
    ondernemerId: string;
  }[];
  const mine = (await (await request.get('/api/appointments', { headers: someone.auth })).json()) as {
    onderwerp: string;
  }[];
  expect(list.some((a) => a.onderwerp === subject)).toBe(true);
  expect(mine.map((a) => a.onderwerp)).toContain(subject);
  await context.close();
});
