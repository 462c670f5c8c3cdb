// Where features meet, in the browser, on a phone (320 px) and a desktop (1280 px): issuing is a
// deliberate act with a confirmation; the aanvulling loop from the adviser's request to the
// entrepreneur's answer and back; the adviser's list keeps its filters in the URL (Back, reload,
// "Wissen") and so does the booking page (adviser and week). Every test makes its own entrepreneur and adviser; the demo accounts stay untouched.
import { type APIRequestContext, type Locator } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { entrepreneurWithRequest } from '../../fixtures/requests.ts';
import { freshAdviser } from '../../support/adviser.ts';
import { prepareEvidence } from '../../support/trust.ts';

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, wachtwoord: password } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

/**
 * The fields, choices and buttons inside `container` whose content does not fit their box: text that
 * scrolls (scrollWidth > clientWidth), or a select whose chosen option is wider than its box ("Een
 * docume"). Empty when everything has room.
 */
async function clipped(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    const out: string[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('input, select, button, label, a, legend'))) {
      if (el.offsetParent === null) continue; // not shown
      const name = `${el.tagName.toLowerCase()} ${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30) ?? ''}`;
      if (el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'INPUT') out.push(`${name}: scrolls`);
      if (el instanceof HTMLSelectElement) {
        const s = getComputedStyle(el);
        ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const text = ctx.measureText(el.selectedOptions[0]?.text ?? '').width;
        const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        if (text > room) out.push(`${name}: "${el.selectedOptions[0]?.text}" cut`);
      }
      const box = el.getBoundingClientRect();
      const outer = root.getBoundingClientRect();
      if (box.right > outer.right + 1 || box.left < outer.left - 1) out.push(`${name}: outside its container`);
    }
    return out;
  });
}

type Aanvraag = {
  status: string;
  bedrijfsnaam: string;
  ikvResultaat: { toetsinkomen: number; jaren: { jaar: number }[] } | null;
  verklaring: { nummer: string; code: string } | null;
};

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 740 : 900 } });

    test('issuing asks for confirmation, shows what will be issued, then the number and the public link', async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000); // issuing renders and signs the PDF
      const { aanvraagId: id } = await entrepreneurWithRequest(request);
      const adviser = await freshAdviser();
      const headers = await tokenOf(request, adviser.email, adviser.password);
      expect((await request.post(`/api/aanvragen/${id}/ikv`, { headers })).status()).toBe(200);
      expect(
        (
          await request.patch(`/api/adviseur/aanvragen/${id}`, { headers, data: { status: 'IN_BEHANDELING' } })
        ).status(),
      ).toBe(200);

      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await loginUi(page, adviser);
      await page.goto(`/adviseur/aanvragen/${id}`);
      // not ready: the button is there but cannot be used, and says why; AFGEROND is no status to pick
      const issue = page.getByRole('button', { name: 'Verklaring uitgeven' });
      await expect(issue).toBeDisabled();
      await expect(page.getByText('Uitgeven kan zodra er hierboven niets meer ontbreekt.')).toBeVisible();
      await expect(page.locator('select[name="status"] option[value="AFGEROND"]')).toHaveCount(0);

      // ready: ownership, the applicant's identity (Trust III), documents and an akkoord check per year (over REST)
      for (const [jaar, documentId] of await prepareEvidence(id))
        expect(
          (
            await request.put(`/api/adviseur/aanvragen/${id}/controle/${jaar}`, {
              headers,
              data: { akkoord: true, documentIds: [documentId] },
            })
          ).status(),
        ).toBe(200);
      const { ondernemer } = (await (await request.get(`/api/adviseur/aanvragen/${id}`, { headers })).json()) as {
        ondernemer: { id: string };
      };
      expect(
        (
          await request.put(`/api/adviseur/ondernemers/${ondernemer.id}/identiteit`, {
            headers,
            data: { methode: 'ID_DOCUMENT' },
          })
        ).status(),
      ).toBe(200);
      await page.reload();
      await expect(page.getByTestId('verklaring-gereed')).toContainText('de verklaring kan worden uitgegeven');
      const before = (await (await request.get(`/api/adviseur/aanvragen/${id}`, { headers })).json()) as Aanvraag;

      // the confirmation shows company, applicant, qualifying income, years and validity; cancelling issues nothing
      await issue.click();
      const dialog = page.getByRole('dialog', { name: 'Verklaring uitgeven?' });
      await expect(dialog).toBeVisible();
      const summary = dialog.getByTestId('issue-summary');
      await expect(summary).toContainText(before.bedrijfsnaam);
      await expect(summary).toContainText('Eva Ende');
      await expect(summary).toContainText('€ 40.000,00');
      await expect(summary).toContainText(before.ikvResultaat!.jaren.map((j) => j.jaar).join(', '));
      await expect(summary).toContainText(/tot en met \d{1,2} \w+ \d{4}/);
      const validity = (await summary.locator('dd').last().textContent())!.replace('tot en met ', '').trim();
      // the dialog fits the screen: its buttons can be reached without scrolling sideways
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      await expect(dialog).toBeHidden();
      const still = (await (await request.get(`/api/adviseur/aanvragen/${id}`, { headers })).json()) as Aanvraag;
      expect(still.status).toBe('IN_BEHANDELING');
      expect(still.verklaring).toBeNull();

      // confirm: the statement's number and the link to its public page
      await issue.click();
      // the conclusion is asked and required: without it nothing is issued, the field says why
      await dialog.getByRole('button', { name: 'Uitgeven', exact: true }).click();
      await expect(dialog.getByText('Geef uw conclusie: die staat in de verklaring.')).toBeVisible();
      await expect(dialog.getByTestId('issue-conclusie')).toBeFocused();
      await dialog.getByTestId('issue-conclusie').fill('Het toetsinkomen rust op de jaarrekeningen van de drie jaren.');
      await dialog.getByRole('button', { name: 'Uitgeven', exact: true }).click();
      const issued = page.getByRole('dialog', { name: 'Verklaring uitgegeven' });
      await expect(issued.getByTestId('issued-nummer')).toHaveText(/^IKV-\d{4}-\d{6}$/, { timeout: 60_000 });
      const after = (await (await request.get(`/api/adviseur/aanvragen/${id}`, { headers })).json()) as Aanvraag;
      expect(after.status).toBe('AFGEROND');
      await expect(issued.getByTestId('issued-nummer')).toHaveText(after.verklaring!.nummer);
      await expect(issued.getByRole('link', { name: 'Openbare verificatiepagina bekijken' })).toHaveAttribute(
        'href',
        `/verificatie/${after.verklaring!.code}`,
      );
      await issued.getByRole('button', { name: 'Sluiten' }).click();
      // the page now shows the statement, valid until the date the confirmation named
      await expect(page.getByTestId('verklaring-nummer')).toHaveText(after.verklaring!.nummer);
      await expect(page.getByTestId('verklaring')).toContainText(validity);
      await expect(page.getByRole('button', { name: 'Verklaring uitgeven' })).toHaveCount(0);
    });

    test('the aanvulling loop: asked at the adviser, answered in place in four interactions, and back with the adviser', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const { owner, companyId, aanvraagId: id } = await entrepreneurWithRequest(request);
      const adviser = await freshAdviser();
      const headers = await tokenOf(request, adviser.email, adviser.password);
      expect(
        (
          await request.patch(`/api/adviseur/aanvragen/${id}`, { headers, data: { status: 'IN_BEHANDELING' } })
        ).status(),
      ).toBe(200);

      // the adviser asks for the figures of 2025 and the annual accounts of 2024, with a remark
      const a = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await loginUi(a, adviser);
      await a.goto(`/adviseur/aanvragen/${id}`);
      const statusForm = a.getByRole('form', { name: 'Status wijzigen' });
      await statusForm.locator('select[name="status"]').selectOption('AANVULLING_NODIG');
      const editor = statusForm.getByTestId('gevraagd-editor');
      await editor.getByLabel('Soort').selectOption('BOEKJAAR');
      await editor.getByLabel('Jaar').fill('2025');
      await editor.getByLabel('Welk cijfer').selectOption('fiscaleWinst');
      await editor.getByLabel('Omschrijving').fill('Controleer de fiscale winst van 2025');
      await editor.getByRole('button', { name: 'Nog iets vragen' }).click();
      await editor.getByLabel('Soort').nth(1).selectOption('DOCUMENT');
      await editor.getByLabel('Jaar').nth(1).fill('2024');
      await editor.getByLabel('Omschrijving').nth(1).fill('De jaarrekening van 2024');
      // the form has room in the sidebar: no choice cut off ("Een docume"), nothing sticking out
      expect(await clipped(statusForm)).toEqual([]);
      await statusForm.locator('textarea[name="opmerking"]').fill('Graag voor vrijdag.');
      await statusForm.getByRole('button', { name: 'Opslaan' }).click();
      await expect(a.getByTestId('statushistorie')).toContainText('Aanvulling nodig');
      // the remark made with the status change stands under "Opmerkingen"
      await expect(a.getByTestId('opmerkingen')).toContainText('Graag voor vrijdag.');

      // the entrepreneur: whoever prefers the financial-years page lands on the asked figure,
      // highlighted and focused, with the way back to the request beside it
      const e = await (await browser.newContext({ viewport: { width, height: width < 640 ? 740 : 900 } })).newPage();
      await loginUi(e, { email: owner.email, password: PASSWORD });
      await e.goto(`/aanvragen/${id}`);
      await expect(e.getByTestId('opmerkingen')).toContainText('Graag voor vrijdag.');
      const panel = e.getByTestId('aanvulling-panel');
      const items = panel.getByTestId('aanvulling-item');
      await expect(items).toHaveCount(2);
      await items.filter({ hasText: 'Boekjaar 2025' }).getByRole('link', { name: 'Boekjaar 2025 bewerken' }).click();
      await expect(e).toHaveURL(/\/boekjaren\?terug=.*veld=fiscaleWinst#jaar-2025$/);
      const asked = e.getByRole('group', { name: 'Boekjaar 2025' }).getByLabel('Fiscale winst');
      await expect(asked).toBeFocused();
      await expect(asked).toHaveAttribute('data-gevraagd', 'true');
      await expect(asked).toBeInViewport();
      await e
        .getByRole('group', { name: 'Boekjaar 2025' })
        .getByRole('link', { name: 'Terug naar uw aanvraag' })
        .click();
      await expect(e).toHaveURL(new RegExp(`/aanvragen/${id}$`));

      // answered in place, counting what he does: the figure typed and saved (2), the document
      // chosen (1), sent (1) — four interactions for two items. An item answered in place shows what
      // came in and asks for no tick ("Afvinken" is gone)
      let interactions = 0;
      const figure = items.filter({ hasText: 'Controleer de fiscale winst van 2025' });
      await expect(figure.getByRole('button', { name: 'Afvinken' })).toBeVisible();
      await figure.getByLabel('Fiscale winst over 2025').fill('41.500');
      interactions++;
      await figure.getByRole('button', { name: 'Opslaan', exact: true }).click();
      interactions++;
      await expect(figure.getByTestId('aanvulling-geleverd')).toHaveText('Fiscale winst over 2025 is nu € 41.500,00');
      await expect(figure.getByRole('button', { name: 'Afvinken' })).toHaveCount(0);
      await expect(figure.getByRole('button', { name: 'Toch nog niet klaar' })).toHaveCount(0);
      const document = items.filter({ hasText: '2024' });
      const fileName = `jaarrekening-2024-${Date.now()}.pdf`;
      await document.getByLabel('Kies een bestand').setInputFiles({
        name: fileName,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      interactions++;
      await expect(document.getByTestId('aanvulling-geleverd')).toHaveText(`Aangeleverd: ${fileName}`);
      await expect(document.getByRole('button', { name: 'Afvinken' })).toHaveCount(0);
      await panel.getByRole('button', { name: 'Aanvulling versturen' }).click();
      interactions++;
      expect(interactions).toBeLessThanOrEqual(4);
      await expect(e.getByTestId('aanvulling-sent')).toContainText('Uw adviseur is op de hoogte gebracht');
      await expect(e.getByTestId('statushistorie')).toContainText('In behandeling');
      const history = e.getByTestId('gevraagd-overview');
      await expect(history).toContainText('Controleer de fiscale winst van 2025');
      // the figure is saved in the year, the document filed under 2024
      const years = (await (
        await request.get(`/api/companies/financials/${companyId}`, {
          headers: await tokenOf(request, owner.email, PASSWORD),
        })
      ).json()) as { jaar: number; fiscaleWinst: number }[];
      expect(years.find((y) => y.jaar === 2025)?.fiscaleWinst).toBe(41500);

      // back with the adviser: what came in, per item, and the entrepreneur's explanation as a remark
      await a.reload();
      const overview = a.getByTestId('gevraagd-overview');
      await expect(overview).toContainText('Aangeleverd');
      await expect(overview).toContainText('Fiscale winst over 2025 is nu € 41.500,00');
      await expect(overview).toContainText(`Aangeleverd: ${fileName}`);
    });

    test("the adviser's list keeps filters, search and page in the URL: Back, reload and Wissen", async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const { owner, aanvraagId: id } = await entrepreneurWithRequest(request);
      const adviser = await freshAdviser();
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await loginUi(page, adviser);
      await page.goto('/adviseur/aanvragen');
      // the filters have room: no choice or date cut off, nothing outside the form
      expect(await clipped(page.locator('form[action="/adviseur/aanvragen"]'))).toEqual([]);
      await page
        .getByRole('navigation', { name: 'Status' })
        .getByRole('link', { name: /^Ingediend/ })
        .click();
      await expect(page).toHaveURL(/status=INGEDIEND/);
      await page.locator('input[name="q"]').fill(owner.email);
      await page.locator('select[name="verklaringType"]').selectOption('IKV');
      await page.getByRole('button', { name: 'Toepassen' }).click();
      await expect(page).toHaveURL(/status=INGEDIEND/);
      await expect(page).toHaveURL(/verklaringType=IKV/);
      await expect(page.getByTestId('dashboard-total')).toHaveText('1 aanvraag');
      const row = page.getByTestId('dashboard-table').locator('tbody tr');
      await expect(row).toHaveCount(1);
      if (width < 640) {
        // a phone: the row is a card with status, company and date; no column header, nothing cut off
        await expect(page.getByTestId('dashboard-table').locator('thead')).toBeHidden();
        await expect(row).toContainText('Ingediend');
        await expect(row).toContainText(/Ingediend op \d{1,2} \w+ \d{4}/);
        await expect(row.getByRole('link')).toBeVisible();
        const rowBox = (await row.boundingBox())!;
        expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      } else {
        await expect(page.getByTestId('dashboard-table').locator('thead')).toBeVisible();
        await expect(page.getByRole('columnheader', { name: 'Soort' })).toBeVisible();
      }
      const filtered = page.url();

      // open the request and come Back: the filters and the search box are as they were
      await page.locator(`a[href="/adviseur/aanvragen/${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/adviseur/aanvragen/${id}$`));
      await page.goBack();
      await expect(page).toHaveURL(filtered);
      await expect(page.locator('input[name="q"]')).toHaveValue(owner.email);
      await expect(page.locator('select[name="verklaringType"]')).toHaveValue('IKV');
      await expect(
        page.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: /^Ingediend/ }),
      ).toHaveAttribute('aria-current', 'page');
      await page.reload();
      await expect(page.locator('input[name="q"]')).toHaveValue(owner.email);
      await expect(page.locator('select[name="verklaringType"]')).toHaveValue('IKV');

      // Wissen clears every filter, and Back brings them back (no stale search box either way)
      await page.getByRole('link', { name: 'Wissen' }).click();
      await expect(page).toHaveURL(/\/adviseur\/aanvragen$/);
      await expect(page.locator('input[name="q"]')).toHaveValue('');
      await expect(page.locator('select[name="verklaringType"]')).toHaveValue('');
      await expect(page.locator('select[name="behandelaar"]')).toHaveValue('');
      await expect(
        page.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: /^Alle/ }),
      ).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(page).toHaveURL(filtered);
      await expect(page.locator('input[name="q"]')).toHaveValue(owner.email);
      await expect(page.getByTestId('dashboard-total')).toHaveText('1 aanvraag');
    });

    test('the booking page keeps adviser and week in the URL: reload and Back restore them', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await registerViaApi(request);
      const adviser = await freshAdviser();
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await loginUi(page, { email: owner.email, password: PASSWORD });
      await page.goto('/afspraken');
      const choose = page.locator(`select:has(option[value="${adviser.id}"])`);
      await choose.selectOption(adviser.id);
      await expect(page).toHaveURL(new RegExp(`[?&]adviseur=${adviser.id}`));
      const grid = page.getByTestId('slot-grid');
      const first = (await grid.getAttribute('data-week'))!;
      await grid.getByRole('button', { name: /Volgende week/ }).click();
      await expect(grid).not.toHaveAttribute('data-week', first);
      const second = (await grid.getAttribute('data-week'))!;
      await grid.getByRole('button', { name: /Volgende week/ }).click();
      await expect(grid).not.toHaveAttribute('data-week', second);
      const third = (await grid.getAttribute('data-week'))!;
      await expect(page).toHaveURL(new RegExp(`[?&]week=${third}`));

      await page.reload();
      await expect(choose).toHaveValue(adviser.id);
      await expect(page.getByTestId('slot-grid')).toHaveAttribute('data-week', third);
      // Back goes to the week before, not off the page
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`[?&]week=${second}`));
      await expect(page.getByTestId('slot-grid')).toHaveAttribute('data-week', second);
      await expect(choose).toHaveValue(adviser.id);
    });
  });
}

test('an adviser changes his own name in the settings and marks all notifications read at once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const adviser = await freshAdviser();
  // a new request without a behandelaar is announced to every adviser: at least one unread notification
  await entrepreneurWithRequest(request);
  const headers = await tokenOf(request, adviser.email, adviser.password);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/notifications/unread-count', { headers })).json()) as { aantal: number })
          .aantal,
    )
    .toBeGreaterThan(0);

  const page = await (await browser.newContext()).newPage();
  await loginUi(page, adviser);
  await page.goto('/instellingen');
  const form = page.getByRole('form', { name: 'Uw naam' });
  await form.getByLabel('Voornaam').fill('Bram');
  await form.getByLabel('Achternaam').fill('Visser');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByRole('status')).toHaveText('Opgeslagen.');
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Bram Visser');
  await expect(page.getByRole('form', { name: 'Uw naam' }).getByLabel('Voornaam')).toHaveValue('Bram');

  await page.goto('/meldingen');
  await expect(page.getByTestId('notification').first()).toBeVisible();
  // a request another spec file files meanwhile is announced to this adviser too, live: what arrives
  // after the click may be new, nothing from before it
  const unreadSince = async (since: number) =>
    (
      (await (await request.get('/api/notifications?ongelezen=true&limit=100', { headers })).json()) as {
        aangemaaktOp: string;
      }[]
    ).filter((n) => Date.parse(n.aangemaaktOp) > since).length;
  const markedAt = Date.now();
  await page.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Alle meldingen zijn als gelezen gemarkeerd.' }),
  ).toBeVisible();
  const unreadCount = async () =>
    ((await (await request.get('/api/notifications/unread-count', { headers })).json()) as { aantal: number }).aantal;
  // every unread one came after the click, and the page shows exactly those as new
  await expect
    .poll(async () => {
      const [all, late] = [await unreadCount(), await unreadSince(markedAt)];
      const shown = await page.getByTestId('notification').getByText('Nieuw', { exact: true }).count();
      return all === late && shown === late ? 'agreed' : `${all} unread, ${late} after the click, ${shown} shown new`;
    })
    .toBe('agreed');
  // and the button is gone unless something new came in after the click
  await expect
    .poll(async () => {
      const offered = await page.getByRole('button', { name: 'Alles als gelezen markeren' }).count();
      return offered === ((await unreadSince(markedAt)) > 0 ? 1 : 0);
    })
    .toBe(true);
});
