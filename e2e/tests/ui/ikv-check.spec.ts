// The public pre-check /ikv-check as a visitor (logged out): found from the start page, three years
// typed, the indicative qualifying income (IKV.md T01: € 24.000), each year's solvency and liquidity, what
// the adviser will look at, the document list, and on to /orientatie with the qualifying income filled in.
// At 320 px without JavaScript (the form is a server action) and in English; axe clean.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, uniqueEmail } from '../../fixtures/api.ts';
import { waitForMail } from '../../fixtures/mail.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// IKV.md T01 (balance H in every year): 2023 28 000, 2024 31 000, 2025 24 000 → toetsinkomen 24 000
const T01 = [
  { jaar: '2023', winst: '28.000' },
  { jaar: '2024', winst: '31.000' },
  { jaar: '2025', winst: '24.000' },
];

async function typeYears(
  page: Page,
  labels: { jaar: string; winst: string; va: string; imm: string; ev: string; bt: string },
  /** amounts in the reader's notation: "28.000" in Dutch, "28,000" in English */
  notatie: 'nl' | 'en' = 'nl',
) {
  const n = (s: string) => (notatie === 'en' ? s.replace(/\./g, ',') : s);
  const years = page.getByRole('group');
  for (let i = 0; i < 3; i++) {
    const g = years.nth(i);
    await g.getByLabel(labels.jaar, { exact: true }).fill(T01[i]!.jaar);
    await g.getByLabel(labels.winst, { exact: true }).fill(n(T01[i]!.winst));
    await g.getByLabel(labels.va, { exact: true }).fill(n('30.000'));
    await g.getByLabel(labels.imm, { exact: false }).fill('0');
    await g.getByLabel(labels.ev, { exact: true }).fill(n('20.000'));
    await g.getByLabel(labels.bt, { exact: true }).fill(n('40.000'));
  }
}

const NL = {
  jaar: 'Jaar',
  winst: 'Fiscale winst',
  va: 'Vlottende activa',
  imm: 'Immateriële activa',
  ev: 'Eigen vermogen',
  bt: 'Balanstotaal',
};
const EN = {
  jaar: 'Year',
  winst: 'Taxable profit',
  va: 'Current assets',
  imm: 'Intangible assets',
  ev: 'Equity',
  bt: 'Balance-sheet total',
};

test('a visitor types three years, sees the qualifying income, the tests and the documents, and goes on to the orientation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('link', { name: /Doe de voorcheck/ }).click();
  await expect(page).toHaveURL(/\/ikv-check$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Haalt u de toets voor een inkomensverklaring?' }),
  ).toBeVisible();
  await expect(page.getByText('nergens opgeslagen')).toBeVisible();

  await typeYears(page, NL);
  await page.getByRole('button', { name: 'Bereken mijn voorcheck' }).click();

  const result = page.getByTestId('voorcheck-resultaat');
  await expect(page.getByTestId('voorcheck-toetsinkomen')).toHaveText('€ 24.000');
  await expect(result).toContainText('Voldoet');
  const jaren = page.getByTestId('voorcheck-jaren').getByRole('listitem');
  await expect(jaren).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(jaren.nth(i)).toContainText('50,0 % · voldoet');
    await expect(jaren.nth(i)).toContainText('1,50 · voldoet');
  }
  await expect(result).toContainText('Het laatste jaar is lager dan het gemiddelde en bepaalt het inkomen.');
  const docs = page.getByTestId('voorcheck-documenten');
  await expect(docs).toContainText('Aangifte inkomstenbelasting 2025 of de aanslag inkomstenbelasting 2025');
  await expect(docs).toContainText('Jaarrekening 2023');
  await expect(docs).toContainText('uittreksel uit het Handelsregister');
  await expect(result).toContainText('IKV-NHG-2026.1, geldig vanaf 1 januari 2026');
  // the typed figures stay in the form
  await expect(page.getByRole('group').nth(2).getByLabel('Fiscale winst', { exact: true })).toHaveValue('24.000');

  await page.getByTestId('voorcheck-lenen').click();
  await expect(page).toHaveURL(/\/orientatie\?toetsinkomen=24000$/);
  await expect(page.getByLabel('Uw toetsinkomen per jaar', { exact: true })).toHaveValue('24.000');
  // the server's start result is that of € 24.000, before any typing
  await expect(page.getByTestId('orientatie-overzicht')).toContainText('€ 24.000');
  // "Vraag een IKV aan" here carries the figures too: registration leads on to a new company
  await expect(page.getByTestId('orientatie-aanvragen')).toHaveAttribute(
    'href',
    /callbackUrl=%2Fbedrijven%2Ftoevoegen/,
  );

  // Back: the figures and their result are still there
  await page.goBack();
  await expect(page).toHaveURL(/\/ikv-check$/);
  await expect(page.getByRole('group').nth(2).getByLabel('Fiscale winst', { exact: true })).toHaveValue('24.000');
  await expect(page.getByTestId('voorcheck-toetsinkomen')).toHaveText('€ 24.000');
});

test('at 320 px without JavaScript the form still answers and a 422 is explained; with JavaScript in Dutch and English no axe violations', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 720 },
    locale: 'nl-NL',
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/ikv-check`);
  await typeYears(page, NL);
  await page.getByRole('button', { name: 'Bereken mijn voorcheck' }).click();
  await expect(page.getByTestId('voorcheck-toetsinkomen')).toHaveText('€ 24.000');
  await expect(page.getByTestId('voorcheck-documenten')).toContainText('Jaarrekening 2025');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // only a running year: 422 GEEN_AFGESLOTEN_BOEKJAAR, explained in the form
  const g = page.getByRole('group');
  await g.nth(0).getByLabel('Fiscale winst', { exact: true }).fill('');
  await g.nth(1).getByLabel('Fiscale winst', { exact: true }).fill('');
  await g.nth(2).getByLabel('Jaar', { exact: true }).fill(String(new Date().getFullYear()));
  await page.getByRole('button', { name: 'Bereken mijn voorcheck' }).click();
  await expect(page.getByRole('alert')).toContainText(/jaar/i);
  await expect(page.getByTestId('voorcheck-resultaat')).toHaveCount(0);
  await context.close();

  // with JavaScript, Dutch, at 320 px: axe on the page with its answer
  const nl = await browser.newContext({ viewport: { width: 320, height: 720 } });
  const n = await nl.newPage();
  await n.goto(`${baseURL}/ikv-check`);
  await typeYears(n, NL);
  await n.getByRole('button', { name: 'Bereken mijn voorcheck' }).click();
  await expect(n.getByTestId('voorcheck-toetsinkomen')).toHaveText('€ 24.000');
  // on a phone the result lies far below the button: it is brought into view and announced
  await expect(n.locator('#voorcheck-resultaat')).toBeInViewport();
  await expect(n.locator('#voorcheck-resultaat')).toBeFocused();
  await expect(n.getByTestId('voorcheck-aankondiging')).toHaveText(/toetsinkomen €\s24\.000/);
  const { violations } = await new AxeBuilder({ page: n }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await nl.close();

  const en = await browser.newContext({ viewport: { width: 320, height: 720 } });
  await en.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
  const p = await en.newPage();
  await p.goto(`${baseURL}/ikv-check`);
  await expect(
    p.getByRole('heading', { level: 1, name: 'Will you pass the test for an income statement?' }),
  ).toBeVisible();
  await typeYears(p, EN, 'en');
  await p.getByRole('button', { name: 'Calculate my pre-check' }).click();
  await expect(p.getByTestId('voorcheck-toetsinkomen')).toHaveText('€24,000');
  await expect(p.getByTestId('voorcheck-documenten')).toContainText(
    'Income tax return 2025 or the income tax assessment 2025',
  );
  await expect(p.getByTestId('voorcheck-jaren').getByRole('listitem').first()).toContainText('50.0% · passes');
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const axe = await new AxeBuilder({ page: p }).withTags(TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await en.close();
});

test('"Vraag een inkomensverklaring aan" carries the figures through registration and e-mail verification onto the company, nothing retyped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/ikv-check');
  await typeYears(page, NL);
  await page.getByRole('button', { name: 'Bereken mijn voorcheck' }).click();
  await expect(page.getByTestId('voorcheck-toetsinkomen')).toHaveText('€ 24.000');
  await page.getByTestId('voorcheck-aanvragen').click();
  await expect(page).toHaveURL(/\/registreren\?callbackUrl=%2Fbedrijven%2Ftoevoegen$/);
  // the figures travel in an HttpOnly cookie, not in the address
  expect(page.url()).not.toContain('24000');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ikv_voorcheck');
  expect(cookie?.httpOnly).toBe(true);

  const email = uniqueEmail('voorcheck');
  await page.getByLabel('Voornaam').fill('Vera');
  await page.getByLabel('Achternaam').fill('Voorcheck');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(/\/bedrijven\/toevoegen/);
  const mail = await waitForMail(email, /Bevestig/);
  const link = /https?:\/\/\S+email-bevestigen\?token=\S+/.exec(mail.text)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  // confirmed, the page leads back to where he was going when he registered
  await page.getByRole('button', { name: 'Bevestig mijn e-mailadres' }).click();
  await expect(page.getByText('Uw e-mailadres is bevestigd.')).toBeVisible();
  await page.getByRole('link', { name: 'Verder waar u was' }).first().click();
  await expect(page).toHaveURL(/\/bedrijven\/toevoegen$/);
  await page.getByLabel('KvK-nummer').fill('69599084');
  await page.getByRole('button', { name: 'Opzoeken' }).click();
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page).toHaveURL(/\/bedrijven\/[^/]+\/boekjaren/);
  const offer = page.getByTestId('voorcheck-overname');
  await expect(offer).toContainText('2023, 2024, 2025');
  await offer.getByRole('button', { name: 'Cijfers overnemen' }).click();
  await expect(page.getByTestId('voorcheck-overname')).toHaveCount(0);
  await expect(page.getByRole('figure')).toContainText('2023: € 28.000,00; 2024: € 31.000,00; 2025: € 24.000,00');
  for (const f of T01) await expect(page.locator(`input[value="${f.winst}"]`).first()).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === 'ikv_voorcheck')).toBe(false);
});

// ——— drop your documents (POST /ikv/voorcheck/documenten's reading, through the page's server action) ———
// Generated with the reader's corpus generator (packages/reader/test/corpus):
// the "eenvoudig" accounts of 2025 (balance and fiscal profit of 2025 and 2024), a return of 2023 and
// an assessment of 2025 that agrees with the accounts. Fiscal profit 2023 42 366, 2024 75 433,
// 2025 50 823: the last year is below the average, so it is the toetsinkomen (IKV.md §6, as T01).
const DOCS = ['jaarrekening-2025.pdf', 'aangifte-2023.pdf', 'aanslag-2025.pdf'].map((name) => ({
  name,
  mimeType: 'application/pdf',
  buffer: readFileSync(new URL(`../../fixtures/voorcheck/${name}`, import.meta.url)),
}));

async function expectFilled(page: Page, winst = 'Fiscale winst') {
  const g = page.getByRole('group');
  await expect(g.nth(0).getByLabel('Jaar', { exact: true })).toHaveValue('2023');
  await expect(g.nth(0).getByLabel(winst, { exact: true })).toHaveValue('42.366');
  await expect(g.nth(1).getByLabel(winst, { exact: true })).toHaveValue('75.433');
  await expect(g.nth(2).getByLabel('Jaar', { exact: true })).toHaveValue('2025');
  await expect(g.nth(2).getByLabel(winst, { exact: true })).toHaveValue('50.823');
}

test('documents dropped on the page are read, shown with their source, fill the form and give the pre-check; corrected figures can be submitted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/ikv-check');
  await expect(page.getByTestId('voorcheck-niet-bewaard')).toHaveText(
    'Uw bestanden worden alleen gelezen en niet bewaard: niet op onze servers, niet in een logboek.',
  );
  // drag and drop: the files land on the drop zone
  const dataTransfer = await page.evaluateHandle(
    (docs) => {
      const dt = new DataTransfer();
      for (const d of docs)
        dt.items.add(new File([Uint8Array.from(atob(d.b64), (c) => c.charCodeAt(0))], d.name, { type: d.mimeType }));
      return dt;
    },
    DOCS.map((d) => ({ name: d.name, mimeType: d.mimeType, b64: d.buffer.toString('base64') })),
  );
  await page.getByText('Kies bestanden of sleep ze hierheen').dispatchEvent('drop', { dataTransfer });

  const gelezen = page.getByTestId('voorcheck-gelezen');
  await expect(gelezen).toContainText('Boekjaar 2023', { timeout: 60_000 });
  await expect(gelezen).toContainText('€ 42.366,00');
  await expect(gelezen).toContainText('uit aangifte-2023.pdf, pagina 1');
  await expect(gelezen).toContainText('€ 100.906,00');
  await expect(gelezen).toContainText(/uit jaarrekening-2025\.pdf, pagina \d/);
  // 2023 has no balance sheet: said
  await expect(page.getByTestId('voorcheck-meldingen')).toContainText('Van 2023 is geen volledige balans gelezen');
  await expectFilled(page, 'Fiscale winst');
  await expect(page.getByTestId('voorcheck-toetsinkomen')).toHaveText('€ 50.823');

  // the visitor corrects a figure and submits the typed form
  await page.getByRole('group').nth(2).getByLabel('Fiscale winst', { exact: true }).fill('49.000');
  await page.getByRole('button', { name: 'Bereken mijn voorcheck' }).click();
  await expect(page.getByTestId('voorcheck-toetsinkomen')).toHaveText('€ 49.000');
});

test('without JavaScript at 320 px the file input posts the documents and the figures come back; in English axe clean', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 720 },
    locale: 'nl-NL',
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/ikv-check`);
  await page.getByTestId('voorcheck-bestanden').setInputFiles(DOCS);
  await page.getByRole('button', { name: 'Lees mijn documenten' }).click();
  await expect(page.getByTestId('voorcheck-gelezen')).toContainText('uit aangifte-2023.pdf, pagina 1', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('voorcheck-gelezen')).toContainText('uit jaarrekening-2025.pdf');
  await expectFilled(page, 'Fiscale winst');
  await expect(page.getByTestId('voorcheck-toetsinkomen')).toHaveText('€ 50.823');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // nothing chosen: said plainly
  await page.getByRole('button', { name: 'Lees mijn documenten' }).click();
  await expect(page.getByRole('alert')).toContainText('Kies één tot vier bestanden.');
  await context.close();

  const en = await browser.newContext({ viewport: { width: 320, height: 720 } });
  await en.addCookies([{ name: 'taal', value: 'en', url: baseURL! }]);
  const p = await en.newPage();
  await p.goto(`${baseURL}/ikv-check`);
  await expect(p.getByTestId('voorcheck-niet-bewaard')).toHaveText(
    'Your files are only read and not stored: not on our servers, not in a log.',
  );
  await p.getByTestId('voorcheck-bestanden').setInputFiles(DOCS);
  await p.getByRole('button', { name: 'Read my documents' }).click();
  await expect(p.getByTestId('voorcheck-gelezen')).toContainText('from aangifte-2023.pdf, page 1', { timeout: 60_000 });
  await expect(p.getByTestId('voorcheck-meldingen')).toContainText('No complete balance sheet was read for 2023');
  await expect(p.getByTestId('voorcheck-toetsinkomen')).toHaveText('€50,823');
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const axe = await new AxeBuilder({ page: p }).withTags(TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await en.close();
});

test('REST through the app server: POST /api/ikv/voorcheck/documenten answers the figures without a login, 413 over 10 MB', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const res = await request.post('/api/ikv/voorcheck/documenten', {
    multipart: { bestand: DOCS[0]!, rechtsvorm: 'EENMANSZAAK' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    boekjaren: { jaar: number; velden: Record<string, { waarde: number; bestand: string }> }[];
    voorcheck?: unknown;
  };
  expect(body.boekjaren.map((b) => b.jaar)).toEqual([2024, 2025]);
  expect(body.boekjaren[1]!.velden.balanstotaal).toMatchObject({ waarde: 100906, bestand: 'jaarrekening-2025.pdf' });
  expect(body.voorcheck).toBeUndefined();
  const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
  big.write('%PDF-1.7\n');
  const tooBig = await request.post('/api/ikv/voorcheck/documenten', {
    multipart: { bestand: { name: 'groot.pdf', mimeType: 'application/pdf', buffer: big } },
  });
  expect(tooBig.status()).toBe(413);
  expect(tooBig.headers()['content-type']).toContain('application/problem+json');
});
