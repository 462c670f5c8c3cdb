// Documents first (API.md, Flow III) on a phone (390 px): on a company without any financial year the
// entrepreneur drops his jaarrekening and his return at once; every year they state (the comparative
// column too) comes back filled in to check, each naming the documents it came from, and he types only
// what no document states (2024's fiscal profit: the 2025 accounts show 2024's balance sheet, not its
// return). Saved, each year's figures match their documents. He asks for the IKV on his phone; the adviser
// approves 2025 with one click on its documents, checks 2024 against the only document that shows it (the
// 2025 accounts' comparative column) and issues. The PDFs are from the reader's generated corpus, as in
// intake.spec.ts.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';
import { confirmEmail } from '../../support/trust.ts';

const people = freshPeoplePerFile();

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/intake/${name}`, import.meta.url));

/** An entrepreneur with a confirmed address and a company without years, on a phone at its years page. */
async function companyWithoutYearsOnAPhone(page: Page, request: APIRequestContext) {
  const owner = await registerViaApi(request);
  await confirmEmail(owner.email);
  const added = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '69599076' } });
  expect(added.status()).toBe(201);
  const companyId = ((await added.json()) as { id: string }).id;
  await page.setViewportSize({ width: 390, height: 844 });
  await loginUi(page, { email: owner.email, password: PASSWORD });
  await page.goto(`/bedrijven/${companyId}/boekjaren`);
  return { owner, companyId };
}

/** The adviser opens the request, calculates, takes it up and settles ownership and identity; his page. */
async function adviserTakesUp(browser: Browser, id: string): Promise<Page> {
  const adviser = await (await browser.newContext()).newPage();
  await loginUi(adviser, people.adviseur);
  await adviser.goto(`/adviseur/aanvragen/${id}`);
  await adviser.getByRole('button', { name: 'IKV berekenen' }).click();
  const statusForm = adviser.getByRole('form', { name: 'Status wijzigen' });
  await statusForm.locator('select[name="status"]').selectOption('IN_BEHANDELING');
  await statusForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(adviser.getByTestId('statushistorie')).toContainText('In behandeling');
  const eigendom = adviser.getByRole('form', { name: 'Eigendom beoordelen' });
  if (await eigendom.isVisible()) {
    await eigendom.getByLabel('Eigendom bevestigen').check();
    await eigendom.locator('textarea[name="toelichting"]').fill('KvK-uittreksel gecontroleerd.');
    await eigendom.getByRole('button', { name: 'Besluit vastleggen' }).click();
    await expect(eigendom.getByRole('status')).toContainText('Het besluit is vastgelegd');
  }
  const identiteit = adviser.getByRole('form', { name: 'Identiteit van de aanvrager' });
  await identiteit.getByLabel('In een videogesprek').check();
  await identiteit.locator('textarea[name="toelichting"]').fill('Paspoort getoond; geen kopie bewaard.');
  await identiteit.getByRole('button', { name: 'Identiteit vastleggen' }).click();
  await expect(identiteit.getByRole('status')).toContainText('De identiteit is vastgelegd');
  await adviser.reload();
  return adviser;
}

/** Every check done: the adviser issues the statement with his conclusion. */
async function issues(adviser: Page, conclusie: string): Promise<void> {
  await expect(adviser.getByTestId('verklaring-gereed')).toContainText('Alles is gereed');
  await adviser.getByRole('button', { name: 'Verklaring uitgeven' }).click();
  const dialog = adviser.getByRole('dialog', { name: 'Verklaring uitgeven?' });
  await dialog.getByTestId('issue-conclusie').fill(conclusie);
  await dialog.getByRole('button', { name: 'Uitgeven', exact: true }).click();
  await expect(adviser.getByTestId('issued-nummer')).toHaveText(/^IKV-\d{4}-\d{6}$/, { timeout: 60_000 });
}

test('a company without years: drop a jaarrekening and a return, check the years they state, type only what they do not, save, ask; the adviser checks every year on its documents, the comparative column too, and issues (390 px)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { owner, companyId } = await companyWithoutYearsOnAPhone(page, request);

  const first = page.getByTestId('documents-first');
  await expect(first.getByRole('heading', { name: 'Begin met uw documenten' })).toBeVisible();
  await first.getByLabel('Kies bestanden').setInputFiles([
    { name: 'jaarrekening-2025.pdf', mimeType: 'application/pdf', buffer: fixture('jaarrekening-2025.pdf') },
    { name: 'aangifte-2025.pdf', mimeType: 'application/pdf', buffer: fixture('aangifte-2025.pdf') },
  ]);
  await expect(first.getByText('Gelezen. Controleer hieronder: 2025, 2024.')).toBeVisible({ timeout: 60_000 });

  // both years filled in from the documents, each saying where from
  await expect(page.getByTestId('uit-documenten-2025')).toContainText('aangifte-2025.pdf');
  await expect(page.getByTestId('uit-documenten-2025')).toContainText('jaarrekening-2025.pdf');
  await expect(page.getByTestId('uit-documenten-2024')).toContainText('jaarrekening-2025.pdf');
  await expect(page.locator('#d2025-fiscaleWinst')).toHaveValue(/^41\.606/);
  await expect(page.locator('#d2025-vlottendeActiva')).toHaveValue(/^63\.602/);
  await expect(page.locator('#d2025-balanstotaal')).toHaveValue(/^125\.612/);
  await expect(page.locator('#d2024-balanstotaal')).toHaveValue(/^194\.990/);
  await expect(page.locator('#d2024-eigenVermogen')).toHaveValue(/^27\.465/);
  // what no document states is left to type
  await expect(page.locator('#d2024-fiscaleWinst')).toHaveValue('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.locator('#d2024-fiscaleWinst').fill('38.250');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  for (const jaar of [2024, 2025])
    await expect(
      page.getByRole('group', { name: `Boekjaar ${jaar}` }).getByText('Opgeslagen', { exact: true }),
    ).toBeVisible();
  // 2024's evidence is the comparative column of the 2025 accounts: nothing missing
  await expect(page.getByRole('region', { name: 'Wat er nog ontbreekt' })).not.toContainText('ontbreekt:');
  await expect(page.getByRole('region', { name: 'Wat er nog ontbreekt' }).getByRole('listitem').first()).toContainText(
    '2024: jaarrekening of aangifte/aanslag inkomstenbelasting: aanwezig',
  );

  // beside each document, what its reading found
  const docs2025 = page.getByTestId('documents-2025');
  await expect(docs2025.getByTestId('document-lezing')).toHaveText([
    'Gelezen: de cijfers van 2025.',
    'Gelezen: de cijfers van 2024 en 2025.',
  ]);

  // saved: each year's figures match the documents they came from (the API's comparison)
  const years = await request.get(`/api/companies/financials/${companyId}`, { headers: owner.auth });
  const saved = (await years.json()) as {
    jaar: number;
    fiscaleWinst: number;
    balanstotaal: number;
    bronnen?: { documentIdsAllesKlopt: string[] | null };
  }[];
  expect(saved.map((y) => [y.jaar, y.fiscaleWinst, y.balanstotaal])).toEqual([
    [2024, 38250, 194990],
    [2025, 41606, 125612],
  ]);
  expect(saved.find((y) => y.jaar === 2025)!.bronnen!.documentIdsAllesKlopt).toHaveLength(2);
  // nothing left to offer; each file is filed under its own year and kind, judged by its content
  const rest = await request.get(`/api/companies/financials/${companyId}/uit-documenten`, { headers: owner.auth });
  expect(((await rest.json()) as { jaren: unknown[] }).jaren).toEqual([]);
  const docs = (await (await request.get(`/api/companies/${companyId}/documents`, { headers: owner.auth })).json()) as {
    bestandsnaam: string;
    jaar: number | null;
    soort: string;
  }[];
  expect(docs.map((d) => [d.bestandsnaam, d.soort, d.jaar]).sort()).toEqual([
    ['aangifte-2025.pdf', 'IB_AANGIFTE', 2025],
    ['jaarrekening-2025.pdf', 'JAARREKENING', 2025],
  ]);

  // he asks for the IKV, still on his phone
  await page.goto('/aanvragen/nieuw');
  await page.locator('select[name="companyId"]').selectOption(companyId);
  await page.getByLabel(/Inkomensverklaring \(IKV\)/).check();
  // before he submits, what is already known: every year has its document, but ownership is not confirmed
  // yet and he holds 100 % of a vof whose register names two vennoten (he may submit all the same)
  const review = page.getByRole('region', { name: 'Voor u indient' });
  await expect(review.getByRole('listitem')).toHaveText([
    'Het eigendom is nog niet bevestigd: voeg een KvK-uittreksel toe.',
    'Het register noemt 2 vennoten of maten, maar de aandelen hier tellen al op tot 100 %. Nodig uw partners uit en verdeel de aandelen.',
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(/\/aanvragen\/(?!nieuw$)[^/]+$/);
  const id = page.url().split('/').pop()!;

  // the adviser: ownership and identity, then each year approved with one click on its documents
  const adviser = await adviserTakesUp(browser, id);
  // 2025: every figure is in its documents, approved with one click
  const c2025 = adviser.getByTestId('controle-2025');
  await c2025.getByTestId('controle-2025-akkoord-documenten').click();
  await expect(c2025).toContainText('Akkoord door');
  // 2024: its balance sheet is in the 2025 accounts' comparative column, its fiscal profit was typed (no
  // document states it), so no one-click approval; the adviser cites the 2025 accounts himself
  const c2024 = adviser.getByTestId('controle-2024');
  await expect(c2024.getByTestId('controle-2024-akkoord-documenten')).toHaveCount(0);
  await c2024.getByRole('checkbox', { name: 'jaarrekening-2025.pdf' }).check();
  await c2024.getByLabel('Akkoord', { exact: true }).check();
  await c2024.getByRole('button', { name: 'Controle vastleggen' }).click();
  await expect(c2024).toContainText('Akkoord door');
  await issues(adviser, 'Gecontroleerd met de jaarrekening en de aangifte van 2025.');
});

// The issue's Done-when as it reads: three jaarrekeningen that state their fiscal profit (the reader's
// corpus, packages/reader/scripts/e2e-jaarrekeningen.ts: each earlier year's current column is the later
// year's comparative column), dropped at once on a phone; the four years they state come back with every
// figure they state, he types only the nil intangible assets they have no line for, saves and asks. The adviser approves every year with one click on its documents, 2022 too,
// which only the 2023 accounts' comparative column shows.
const jaarrekening = (jaar: number) =>
  readFileSync(new URL(`../../fixtures/voorcheck/jaarrekening-${jaar}.pdf`, import.meta.url));

test('three jaarrekeningen on a phone: four years filled in, nothing typed that they state, asked; the adviser approves every year with one click, the comparative-only year too, and issues (390 px)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { owner, companyId } = await companyWithoutYearsOnAPhone(page, request);

  const first = page.getByTestId('documents-first');
  await first.getByLabel('Kies bestanden').setInputFiles(
    [2025, 2024, 2023].map((jaar) => ({
      name: `jaarrekening-${jaar}.pdf`,
      mimeType: 'application/pdf',
      buffer: jaarrekening(jaar),
    })),
  );
  await expect(first.getByText('Gelezen. Controleer hieronder: 2025, 2024, 2023, 2022.')).toBeVisible({
    timeout: 90_000,
  });
  // every year complete from the documents, fiscal profit included; the oldest from a comparative column only
  await expect(page.getByTestId('uit-documenten-2022')).toContainText('jaarrekening-2023.pdf');
  await expect(page.getByTestId('uit-documenten-2022')).not.toContainText('jaarrekening-2024.pdf');
  const verwacht = {
    2025: { fiscaleWinst: '50.823', balanstotaal: '100.906' },
    2024: { fiscaleWinst: '75.433', balanstotaal: '155.718' },
    2023: { fiscaleWinst: '45.917', balanstotaal: '125.862' },
    2022: { fiscaleWinst: '53.404', balanstotaal: '124.096' },
  };
  for (const [jaar, velden] of Object.entries(verwacht))
    for (const [veld, waarde] of Object.entries(velden))
      await expect(page.locator(`#d${jaar}-${veld}`)).toHaveValue(new RegExp(`^${waarde.replace('.', '\\.')}`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the one thing typed, which no document states: these accounts have no intangible-assets line, and a
  // line the reader did not find is left to type rather than proposed as nil (voorgesteld-jaar.rules.ts)
  for (const jaar of Object.keys(verwacht)) {
    await expect(page.locator(`#d${jaar}-immaterieleActiva`)).toHaveValue('');
    await page.locator(`#d${jaar}-immaterieleActiva`).fill('0');
  }
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  for (const jaar of [2022, 2023, 2024, 2025])
    await expect(
      page.getByRole('group', { name: `Boekjaar ${jaar}` }).getByText('Opgeslagen', { exact: true }),
    ).toBeVisible();
  const years = await request.get(`/api/companies/financials/${companyId}`, { headers: owner.auth });
  const saved = (await years.json()) as {
    jaar: number;
    fiscaleWinst: number;
    bronnen?: { documentIdsAllesKlopt: string[] | null };
  }[];
  expect(saved.map((y) => [y.jaar, y.fiscaleWinst])).toEqual([
    [2022, 53404],
    [2023, 45917],
    [2024, 75433],
    [2025, 50823],
  ]);
  // every year matches its documents, the comparative-only one too
  for (const y of saved) expect(y.bronnen?.documentIdsAllesKlopt, `${y.jaar}`).not.toBeNull();

  await page.goto('/aanvragen/nieuw');
  await page.locator('select[name="companyId"]').selectOption(companyId);
  await page.getByLabel(/Inkomensverklaring \(IKV\)/).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(/\/aanvragen\/(?!nieuw$)[^/]+$/);
  const id = page.url().split('/').pop()!;

  const adviser = await adviserTakesUp(browser, id);
  // each year of the request in one click on its documents, the oldest (comparative column only) too
  const checks = adviser.locator('[data-testid^="controle-20"][aria-label]');
  const jaren = (await checks.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(9)))).map(
    Number,
  );
  expect(jaren.length).toBeGreaterThanOrEqual(3);
  for (const jaar of jaren) {
    const c = adviser.getByTestId(`controle-${jaar}`);
    await c.getByTestId(`controle-${jaar}-akkoord-documenten`).click();
    await expect(c).toContainText('Akkoord door');
  }
  expect(jaren).toContain(2022);
  await issues(adviser, 'Gecontroleerd met de jaarrekeningen van 2023, 2024 en 2025.');
});
