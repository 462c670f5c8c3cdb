// Figures read from documents (API.md, Intake) at 320 px: the entrepreneur uploads a jaarrekening
// and a return, sees each figure the service read with its source and how it differs from what he
// typed, takes them over in one action, and the saved year then matches the documents.
// The two PDFs are from the reader's generated corpus (`pnpm --filter @ikv/api intake:corpus`).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PASSWORD } from '../../fixtures/api.ts';
import { ADVISEUR, loginUi } from '../../fixtures/demo.ts';
import { entrepreneurWithRequest } from '../../fixtures/requests.ts';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/intake/${name}`, import.meta.url));

test('upload a jaarrekening and a return, see the figures with their source, take them over (320 px)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { owner, companyId, aanvraagId } = await entrepreneurWithRequest(request);
  await page.setViewportSize({ width: 320, height: 800 });
  await loginUi(page, { email: owner.email, password: PASSWORD });
  await page.goto(`/bedrijven/${companyId}/boekjaren`);
  const year = page.getByTestId('documents-2025');

  await year.getByLabel('Soort document').selectOption('JAARREKENING');
  await year.getByLabel('Kies een bestand').setInputFiles({ name: 'jaarrekening-2025.pdf', mimeType: 'application/pdf', buffer: fixture('jaarrekening-2025.pdf') });
  await expect(year.getByText('jaarrekening-2025.pdf is geüpload.')).toBeVisible();
  await year.getByLabel('Soort document').selectOption('IB_AANGIFTE');
  await year.getByLabel('Kies een bestand').setInputFiles({ name: 'aangifte-2025.pdf', mimeType: 'application/pdf', buffer: fixture('aangifte-2025.pdf') });
  await expect(year.getByText('aangifte-2025.pdf is geüpload.')).toBeVisible();

  // read in the background; each figure with its source, compared with what was typed (30.000)
  const intake = page.getByTestId('intake-2025');
  const current = intake.getByTestId('intake-2025-vlottendeActiva');
  await expect(current).toContainText('€ 63.602,00', { timeout: 30_000 });
  await expect(current.getByRole('link', { name: 'Gevonden in jaarrekening-2025.pdf, pagina 3' })).toHaveAttribute('href', /\/api\/documents\/[^?]+\?inline=1#page=3$/);
  await expect(current).toContainText('Wijkt af: u vulde € 30.000,00 in');
  await expect(intake.getByTestId('intake-2025-fiscaleWinst')).toContainText('€ 41.606,00', { timeout: 30_000 });
  await expect(intake.getByTestId('intake-2025-fiscaleWinst').getByRole('link', { name: 'Gevonden in aangifte-2025.pdf, pagina 1' })).toBeVisible();
  // the comparative column of the jaarrekening is shown under 2024
  await expect(page.getByTestId('intake-2024-balanstotaal')).toContainText('€ 194.990,00');

  await intake.getByTestId('intake-2025-overnemen').click();
  await expect(intake.getByText('De cijfers uit uw documenten zijn overgenomen en opgeslagen.')).toBeVisible();
  await expect(current).toContainText('Komt overeen met uw cijfers');
  await expect(intake.getByTestId('intake-2025-fiscaleWinst')).toContainText('Komt overeen met uw cijfers');

  // saved through the existing operations: the year now holds the documents' figures
  const years = (await (await request.get(`/api/companies/financials/${companyId}`, { headers: owner.auth })).json()) as { jaar: number; fiscaleWinst: number; vlottendeActiva: number; balanstotaal: number; kortlopendeSchulden: number | null }[];
  expect(years.find((y) => y.jaar === 2025)).toMatchObject({ fiscaleWinst: 41606, vlottendeActiva: 63602, balanstotaal: 125612, kortlopendeSchulden: 20335 });

  // 320 px: nothing of the documents part sticks out sideways
  expect(await page.evaluate(() => document.getElementById('bewijsstukken')!.scrollWidth)).toBeLessThanOrEqual(320);

  // the entrepreneur changes one figure afterwards; the adviser sees every figure beside its source
  // and that one flagged
  const y2025 = years.find((y) => y.jaar === 2025)!;
  const changed = await request.put(`/api/companies/financials/${companyId}/2025`, {
    headers: owner.auth,
    data: { fiscaleWinst: y2025.fiscaleWinst, vlottendeActiva: y2025.vlottendeActiva, immaterieleActiva: 16111, eigenVermogen: 39902, balanstotaal: 130000, balanscorrectie: 0, balanscorrectieReden: null },
  });
  expect(changed.status()).toBe(200);
  await page.context().clearCookies();
  await loginUi(page, ADVISEUR);
  await page.goto(`/adviseur/aanvragen/${aanvraagId}`);
  const check = page.getByTestId('controle-2025');
  await expect(check.getByTestId('intake-2025-vlottendeActiva')).toContainText('Komt overeen met het document');
  await expect(check.getByTestId('intake-2025-vlottendeActiva').getByRole('link', { name: 'Gevonden in jaarrekening-2025.pdf, pagina 3' })).toBeVisible();
  await expect(check.getByTestId('intake-2025-balanstotaal')).toContainText('Wijkt af van het document: ingevuld is € 130.000,00');
  await expect(check.getByTestId('intake-2025-fiscaleWinst')).toContainText('Komt overeen met het document');
  // 2023 has no documents: its figures were typed without one
  await expect(page.getByTestId('controle-2023').getByTestId('intake-2023-zonder-document')).toContainText('Fiscale winst');
  // not every 2025 figure matches: no one-click check
  await expect(check.getByTestId('controle-2025-akkoord-documenten')).toHaveCount(0);

  // the entrepreneur puts the total back; now every figure matches and the check is one click,
  // citing the two documents
  const back = await request.put(`/api/companies/financials/${companyId}/2025`, {
    headers: owner.auth,
    data: { fiscaleWinst: y2025.fiscaleWinst, vlottendeActiva: y2025.vlottendeActiva, immaterieleActiva: 16111, eigenVermogen: 39902, balanstotaal: 125612, balanscorrectie: 0, balanscorrectieReden: null },
  });
  expect(back.status()).toBe(200);
  await page.reload();
  await check.getByTestId('controle-2025-akkoord-documenten').click();
  await expect(check).toContainText('Akkoord door');
  await expect(check).toContainText('jaarrekening-2025.pdf');
  await expect(check).toContainText('aangifte-2025.pdf');
});
