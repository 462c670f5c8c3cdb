// Figures read from documents (API.md, Intake) at 320 px: the entrepreneur uploads a jaarrekening
// and a return, sees each figure the service read with its source and how it differs from what he
// typed (the API's per-field comparison), takes them over in one action, changes one figure and
// requests an IKV; the adviser sees each figure beside its source with the changed one flagged, and
// once everything matches checks the year in one click citing the documents.
// The two PDFs are from the reader's generated corpus (`pnpm --filter @ikv/api intake:corpus`).
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { entrepreneurWithYears } from '../../fixtures/requests.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/intake/${name}`, import.meta.url));

type Bronnen = {
  velden: Record<
    string,
    {
      voorstellen: { bestandsnaam: string; pagina?: number }[];
      afwijking: boolean;
      oneens: boolean;
      zonderDocument: boolean;
    }
  >;
  documentIdsAllesKlopt: string[] | null;
};

test('upload a jaarrekening and a return, take the figures over, change one, request an IKV; the adviser sees the sources and the change, and checks on the documents (320 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { owner, companyId } = await entrepreneurWithYears(request);
  await page.setViewportSize({ width: 320, height: 800 });
  await loginUi(page, { email: owner.email, password: PASSWORD });
  await page.goto(`/bedrijven/${companyId}/boekjaren`);
  const year = page.getByTestId('documents-2025');

  await year.getByLabel('Soort document').selectOption('JAARREKENING');
  await year.getByLabel('Kies een bestand').setInputFiles({
    name: 'jaarrekening-2025.pdf',
    mimeType: 'application/pdf',
    buffer: fixture('jaarrekening-2025.pdf'),
  });
  await expect(year.getByText('jaarrekening-2025.pdf is geüpload.')).toBeVisible();
  await year.getByLabel('Soort document').selectOption('IB_AANGIFTE');
  await year
    .getByLabel('Kies een bestand')
    .setInputFiles({ name: 'aangifte-2025.pdf', mimeType: 'application/pdf', buffer: fixture('aangifte-2025.pdf') });
  await expect(year.getByText('aangifte-2025.pdf is geüpload.')).toBeVisible();

  // read in the background; each figure with its source, compared by the API with what was typed (30.000)
  const intake = page.getByTestId('intake-2025');
  const current = intake.getByTestId('intake-2025-vlottendeActiva');
  await expect(current).toContainText('€ 63.602,00', { timeout: 30_000 });
  const source = current.getByRole('link', { name: 'Gevonden in jaarrekening-2025.pdf, pagina 3' });
  // the link names the source (year and field); page, line and box come from the document's reading
  await expect(source).toHaveAttribute('href', /^\/documenten\/[^?]+\?jaar=2025&veld=vlottendeActiva$/);
  // a click on the source opens that page in the app with the line marked, at 320 px
  const [viewer] = await Promise.all([page.context().waitForEvent('page'), source.click()]);
  const problems: string[] = [];
  viewer.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await viewer.setViewportSize({ width: 320, height: 800 });
  await expect(viewer.getByRole('heading', { name: 'Pagina 3' })).toBeVisible();
  await expect(viewer.getByText(/^Pagina 3 van \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByTestId('viewer-regel')).toContainText('Vlottende activa');
  const marked = viewer.getByTestId('viewer-markering');
  await expect(marked).toBeVisible();
  // a crafted link cannot draw its own words or box on the genuine page (Trust IV)
  const crafted = await page.context().newPage();
  await crafted.goto(
    `${(await source.getAttribute('href'))!.split('?')[0]}?pagina=3&x=10&y=10&b=300&h=40&regel=Goedgekeurd+door+de+bank`,
  );
  await expect(crafted.getByText(/^Pagina 1 van \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(crafted.getByText('Goedgekeurd door de bank')).toHaveCount(0);
  await expect(crafted.getByTestId('viewer-markering')).toHaveCount(0);
  await crafted.close();
  // the checks that prove the page's figures: the items add up, activa = passiva
  await expect(viewer.getByRole('heading', { name: 'Rekencontroles op deze pagina' })).toBeVisible();
  await expect(viewer.getByTestId('viewer-controles')).toContainText(/vlottende activa: .* = /);
  await expect(viewer.getByTestId('viewer-controles')).toContainText('activa = passiva');
  // the page is drawn (not blank) and the marked line lies on it, inside the 320 px
  const drawn = await viewer.getByTestId('viewer-pagina').evaluate((el) => {
    const c = el.querySelector('canvas')!;
    const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i]! < 128) ink++;
    return { ink, width: c.getBoundingClientRect().width };
  });
  expect(drawn.ink).toBeGreaterThan(500);
  expect(drawn.width).toBeLessThanOrEqual(320);
  const box = (await marked.boundingBox())!;
  expect(box.width).toBeGreaterThan(100);
  expect(box.x + box.width).toBeLessThanOrEqual(322);
  expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(problems).toEqual([]);
  expect(
    (await new AxeBuilder({ page: viewer }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze())
      .violations,
  ).toEqual([]);
  await viewer.close();
  await expect(current).toContainText('Wijkt af: u vulde € 30.000,00 in');
  await expect(intake.getByTestId('intake-2025-fiscaleWinst')).toContainText('€ 41.606,00', { timeout: 30_000 });
  await expect(
    intake
      .getByTestId('intake-2025-fiscaleWinst')
      .getByRole('link', { name: 'Gevonden in aangifte-2025.pdf, pagina 1' }),
  ).toBeVisible();
  // the comparative column of the jaarrekening is shown under 2024
  await expect(page.getByTestId('intake-2024-balanstotaal')).toContainText('€ 194.990,00');

  await intake.getByTestId('intake-2025-overnemen').click();
  await expect(intake.getByText('De cijfers uit uw documenten zijn overgenomen en opgeslagen.')).toBeVisible();
  await expect(current).toContainText('Komt overeen met uw cijfers');
  await expect(intake.getByTestId('intake-2025-fiscaleWinst')).toContainText('Komt overeen met uw cijfers');

  // saved through the existing operations: the year now holds the documents' figures, and the API
  // says so per field
  const years = (await (
    await request.get(`/api/companies/financials/${companyId}`, { headers: owner.auth })
  ).json()) as {
    jaar: number;
    fiscaleWinst: number;
    vlottendeActiva: number;
    balanstotaal: number;
    kortlopendeSchulden: number | null;
    bronnen: Bronnen;
  }[];
  const y2025 = years.find((y) => y.jaar === 2025)!;
  expect(y2025).toMatchObject({
    fiscaleWinst: 41606,
    vlottendeActiva: 63602,
    balanstotaal: 125612,
    kortlopendeSchulden: 20335,
  });
  expect(y2025.bronnen.velden.balanstotaal).toMatchObject({
    afwijking: false,
    oneens: false,
    voorstellen: [{ bestandsnaam: 'jaarrekening-2025.pdf', pagina: 3 }],
  });
  expect(y2025.bronnen.documentIdsAllesKlopt).toHaveLength(2);

  // 320 px: nothing of the documents part sticks out sideways
  expect(await page.evaluate(() => document.getElementById('bewijsstukken')!.scrollWidth)).toBeLessThanOrEqual(320);

  // the entrepreneur changes one figure in the form afterwards (the form shows the figures taken over)
  const row2025 = page
    .getByRole('group')
    .filter({ has: page.locator('input[value="2025"]') })
    .first();
  await expect(row2025.getByLabel(/^Vlottende activa/)).toHaveValue('63.602');
  await row2025.getByLabel(/^Balanstotaal/).fill('130.000');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  // saved: the API now flags the changed figure against its document
  await expect(intake.getByTestId('intake-2025-balanstotaal')).toContainText('Wijkt af: u vulde € 130.000,00 in');

  // and requests an IKV
  await page.goto('/aanvragen/nieuw');
  await page.locator('select[name="companyId"]').selectOption(companyId);
  await page.getByLabel(/Inkomensverklaring \(IKV\)/).check();
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page).toHaveURL(/\/aanvragen\/(?!nieuw$)[^/]+$/);
  const aanvraagId = page.url().split('/').pop()!;

  // the adviser sees every figure beside its source and the changed one flagged
  await page.context().clearCookies();
  await loginUi(page, people.adviseur);
  await page.goto(`/adviseur/aanvragen/${aanvraagId}`);
  const check = page.getByTestId('controle-2025');
  await expect(check.getByTestId('intake-2025-vlottendeActiva')).toContainText('Komt overeen met het document');
  await expect(
    check
      .getByTestId('intake-2025-vlottendeActiva')
      .getByRole('link', { name: 'Gevonden in jaarrekening-2025.pdf, pagina 3' }),
  ).toHaveAttribute('href', /^\/documenten\/[^?]+\?jaar=2025&veld=vlottendeActiva$/);
  const [adviserViewer] = await Promise.all([
    page.context().waitForEvent('page'),
    check
      .getByTestId('intake-2025-balanstotaal')
      .getByRole('link', { name: 'Gevonden in jaarrekening-2025.pdf, pagina 3' })
      .click(),
  ]);
  await adviserViewer.setViewportSize({ width: 320, height: 800 });
  await expect(adviserViewer.getByText(/^Pagina 3 van \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(adviserViewer.getByTestId('viewer-markering')).toBeVisible();
  await expect(adviserViewer.getByTestId('viewer-regel')).toContainText('125.612');
  await adviserViewer.close();
  await expect(check.getByTestId('intake-2025-balanstotaal')).toContainText(
    'Wijkt af van het document: ingevuld is € 130.000,00',
  );
  await expect(check.getByTestId('intake-2025-fiscaleWinst')).toContainText('Komt overeen met het document');
  // 2024's figures differ from the jaarrekening's comparative column; 2023 has no documents: typed without one
  await expect(page.getByTestId('controle-2024').getByTestId('intake-2024-balanstotaal')).toContainText(
    'Wijkt af van het document: ingevuld is € 40.000,00',
  );
  await expect(page.getByTestId('controle-2023').getByTestId('intake-2023-zonder-document')).toContainText(
    'Fiscale winst',
  );
  // not every 2025 figure matches: no one-click check
  await expect(check.getByTestId('controle-2025-akkoord-documenten')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // the entrepreneur puts the total back; now every figure matches and the check is one click,
  // citing the two documents
  const back = await request.put(`/api/companies/financials/${companyId}/2025`, {
    headers: owner.auth,
    data: {
      fiscaleWinst: 41606,
      vlottendeActiva: 63602,
      immaterieleActiva: 16111,
      eigenVermogen: 39902,
      balanstotaal: 125612,
      balanscorrectie: 0,
      balanscorrectieReden: null,
    },
  });
  expect(back.status()).toBe(200);
  await page.reload();
  await check.getByTestId('controle-2025-akkoord-documenten').click();
  await expect(check).toContainText('Akkoord door');
  await expect(check).toContainText('jaarrekening-2025.pdf');
  await expect(check).toContainText('aangifte-2025.pdf');
});
