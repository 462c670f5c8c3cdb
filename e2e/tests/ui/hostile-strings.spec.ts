// Injection everywhere a name goes (issue 16, Trust II item 6), in the browser: the hostile corpus
// is stored over the API in every free-text field a person types (names, company name, adviser
// remarks, aanvulling items, check remarks, ownership decision, chat, appointment subject and
// location, notification), then every page that shows them is opened as the entrepreneur and as the
// adviser. No dialog may open, no injected element (img[src=x], an event-handler attribute, a
// script with the payload, a javascript: link) may exist, and the text must be shown as text.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { HOSTILE_STRINGS, longWord } from '@ikv/db/hostile-strings';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { bearer, loginUi } from '../../fixtures/demo.ts';
import { confirmEmail } from '../../support/trust.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};
const corpus = (name: (typeof HOSTILE_STRINGS)[number]['name']) => HOSTILE_STRINGS.find((h) => h.name === name)!;

// what is typed (raw) and what must be read on the page (after the API's cleaning of free text)
const VOORNAAM = corpus('attribute break-out').value; // "><img src=x onerror=alert(1)>
const ACHTERNAAM = `${corpus('script tag').value} ${corpus('CRLF Bcc header').value}`;
const ACHTERNAAM_SHOWN = '<script>alert(1)</script> x Bcc: evil@example.com';
const BEDRIJF = `${corpus('formula HYPERLINK').value} ${corpus('svg onload').value} ${corpus('javascript url').value} ${corpus('right-to-left mark').value}`;
const OPMERKING = `${corpus('entity').value}\r\n${corpus('script tag').value} ${longWord(150)}`;
const ITEM = `Licht toe: ${corpus('attribute break-out').value} ${corpus('formula @').value}`;
const CONTROLE = `Controle: ${corpus('svg onload').value} ${corpus('formula -').value}`;
const EIGENDOM = `Eigendom: ${corpus('script tag').value} ${corpus('iCalendar specials').value}`;
const CHAT = `${corpus('attribute break-out').value}\r\n${corpus('javascript url').value} https://x.nl"onmouseover="alert(4)`;
const ONDERWERP = `Afspraak ${corpus('CRLF iCalendar').value} ${corpus('script tag').value}`;
const ONDERWERP_SHOWN = 'Afspraak x ATTENDEE:mailto:evil@example.com BEGIN:VEVENT <script>alert(1)</script>';
const LOCATIE = corpus('svg onload').value;
const TITEL = `Melding ${corpus('script tag').value}`;
const BERICHT = `${corpus('attribute break-out').value} ${corpus('control characters').value}`;

type Setup = { email: string; companyId: string; aanvraagId: string };

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string, status = [200, 201]) {
  if (!status.includes(res.status())) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function storeCorpus(request: APIRequestContext): Promise<Setup> {
  const owner = await registerViaApi(request);
  await confirmEmail(owner.email);
  await ok(
    await request.put('/api/ondernemer', { headers: owner.auth, data: { voornaam: VOORNAAM, achternaam: ACHTERNAAM } }),
    'names',
  );
  const me = await ok(await request.get('/api/ondernemer', { headers: owner.auth }), 'me');
  const company = await ok(
    await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '69599084' } }),
    'company',
  );
  const companyId = company.id as string;
  await ok(
    await request.put(`/api/companies/${companyId}`, { headers: owner.auth, data: { naam: BEDRIJF } }),
    'company name',
  );
  await ok(
    await request.post(`/api/companies/financials/${companyId}`, {
      headers: owner.auth,
      data: { boekjaren: [2023, 2024, 2025].map((jaar) => ({ jaar, fiscaleWinst: 30000, ...H })) },
    }),
    'years',
  );
  const aanvraagId = (
    await ok(
      await request.post('/api/aanvragen', { headers: owner.auth, data: { companyId, verklaringType: 'IKV' } }),
      'aanvraag',
    )
  ).id as string;

  const { headers: adv } = await bearer(request, people.adviseur);
  await ok(await request.post(`/api/adviseur/aanvragen/${aanvraagId}/toewijzen`, { headers: adv, data: {} }), 'assign');
  await ok(await request.post(`/api/aanvragen/${aanvraagId}/ikv`, { headers: adv, data: {} }), 'ikv');
  await ok(
    await request.patch(`/api/adviseur/aanvragen/${aanvraagId}`, {
      headers: adv,
      data: { status: 'IN_BEHANDELING', opmerking: OPMERKING },
    }),
    'remark',
  );
  await ok(
    await request.patch(`/api/adviseur/aanvragen/${aanvraagId}`, {
      headers: adv,
      data: { status: 'AANVULLING_NODIG', gevraagd: [{ soort: 'TOELICHTING', omschrijving: ITEM }] },
    }),
    'aanvulling',
  );
  await ok(
    await request.put(`/api/adviseur/aanvragen/${aanvraagId}/controle/2025`, {
      headers: adv,
      data: { akkoord: false, toelichting: CONTROLE },
    }),
    'controle',
  );
  await ok(
    await request.post(`/api/adviseur/companies/${companyId}/eigendom`, {
      headers: adv,
      data: { besluit: 'BEVESTIGD', toelichting: EIGENDOM },
    }),
    'eigendom',
  );
  await ok(
    await request.post(`/api/aanvragen/${aanvraagId}/chat`, { headers: owner.auth, data: { bericht: CHAT } }),
    'chat',
  );
  await ok(
    await request.post('/api/notifications/ikv', {
      headers: adv,
      data: { aanvraagId, titel: TITEL, bericht: BERICHT },
    }),
    'notification',
  );
  // an appointment the adviser plans with him: a free hour some weeks ahead (other specs use the same adviser)
  for (let attempt = 0; ; attempt++) {
    const start = new Date(Date.now() + (21 + Math.floor(Math.random() * 60)) * 86_400_000);
    start.setUTCHours(8 + Math.floor(Math.random() * 7), 0, 0, 0);
    const res = await request.post('/api/adviseur/appointments', {
      headers: adv,
      data: {
        ondernemerId: me.id,
        aanvraagId,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        onderwerp: ONDERWERP,
        locatie: LOCATIE,
      },
    });
    if (res.status() === 201) break;
    if (attempt > 5) throw new Error(`appointment: ${res.status()} ${await res.text()}`);
  }
  return { email: owner.email, companyId, aanvraagId };
}

/** Opens a page, waits for the text, and checks that nothing of the corpus became markup. */
async function visit(page: Page, path: string, shown: string[]) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  for (const text of shown)
    await expect(page.locator('main'), `${path} shows ${JSON.stringify(text)}`).toContainText(text);
  const injected = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], [onmouseover]'),
    ))
      bad.push(el.outerHTML.slice(0, 120));
    for (const s of Array.from(document.querySelectorAll('script')))
      if (/^\s*alert\(/.test(s.textContent ?? '')) bad.push(s.outerHTML.slice(0, 120));
    for (const a of Array.from(document.querySelectorAll('a[href], [src], [action], [formaction]')))
      for (const attr of ['href', 'src', 'action', 'formaction']) {
        const v = a.getAttribute(attr) ?? '';
        // React's own placeholder on forms with a function action is not ours
        if (/^\s*javascript:/i.test(v) && !v.includes('React form was unexpectedly submitted'))
          bad.push(a.outerHTML.slice(0, 120));
      }
    return bad;
  });
  expect(injected, `injected elements on ${path}`).toEqual([]);
}

function failOnDialog(page: Page, dialogs: string[]) {
  page.on('dialog', (d) => {
    dialogs.push(`${page.url()}: ${d.type()} ${d.message()}`);
    void d.dismiss();
  });
}

test('hostile strings are shown as text on every page, for the entrepreneur and the adviser', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const s = await storeCorpus(request);
  const dialogs: string[] = [];

  const entrepreneur = await (await browser.newContext()).newPage();
  failOnDialog(entrepreneur, dialogs);
  await loginUi(entrepreneur, { email: s.email, password: PASSWORD });
  await visit(entrepreneur, '/bedrijven', [corpus('formula HYPERLINK').literal]);
  await visit(entrepreneur, `/bedrijven/${s.companyId}`, [
    corpus('formula HYPERLINK').literal,
    corpus('svg onload').literal,
    corpus('javascript url').literal,
  ]);
  await visit(entrepreneur, '/aanvragen', [corpus('formula HYPERLINK').literal]);
  await visit(entrepreneur, `/aanvragen/${s.aanvraagId}`, [
    ITEM,
    corpus('entity').literal,
    '<script>alert(1)</script>',
    corpus('attribute break-out').literal,
    corpus('javascript url').literal,
  ]);
  await visit(entrepreneur, '/berichten', [corpus('attribute break-out').literal]);
  await visit(entrepreneur, '/afspraken', [ONDERWERP_SHOWN]);
  await visit(entrepreneur, '/meldingen', [TITEL, 'belesc[31mdel', EIGENDOM]);
  await visit(entrepreneur, '/instellingen', []);
  await expect(entrepreneur.locator('input[name="achternaam"]')).toHaveValue(ACHTERNAAM_SHOWN);
  await expect(entrepreneur.locator('input[name="voornaam"]')).toHaveValue(VOORNAAM);

  const adviser = await (await browser.newContext()).newPage();
  failOnDialog(adviser, dialogs);
  await loginUi(adviser, people.adviseur);
  await visit(adviser, '/', []);
  await visit(adviser, `/adviseur/aanvragen?q=${encodeURIComponent('HYPERLINK')}`, [
    corpus('formula HYPERLINK').literal,
    ACHTERNAAM_SHOWN,
  ]);
  await visit(adviser, `/adviseur/aanvragen/${s.aanvraagId}`, [
    corpus('formula HYPERLINK').literal,
    `${VOORNAAM} ${ACHTERNAAM_SHOWN}`,
    ITEM,
    CONTROLE,
    corpus('entity').literal,
    longWord(150),
    corpus('javascript url').literal,
  ]);
  await visit(adviser, `/adviseur/ondernemers?q=${encodeURIComponent(s.email)}`, [ACHTERNAAM_SHOWN]);
  await visit(adviser, '/afspraken', []);
  await visit(adviser, '/berichten', [corpus('attribute break-out').literal]);
  // a 150-letter word in a remark wraps inside the page at 320 px (no horizontal scroll)
  await adviser.setViewportSize({ width: 320, height: 800 });
  await adviser.goto(`/adviseur/aanvragen/${s.aanvraagId}`);
  await expect(adviser.locator('main')).toContainText(longWord(150));
  expect(await adviser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  expect(dialogs).toEqual([]);
});
