// A partner sees the company's requests in the browser: listed as a partner's, the request page and
// its IKV result readable, the PDF downloadable, and no button that would act on the request.
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { entrepreneurWithRequest } from '../../fixtures/requests.ts';

test('a partner reads the company’s request and its result, read-only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { owner, companyId, aanvraagId } = await entrepreneurWithRequest(request);
  const partner = await registerViaApi(request);
  expect((await request.post(`/api/aanvragen/${aanvraagId}/ikv`, { headers: owner.auth })).status()).toBe(200);
  expect(
    (
      await request.post(`/api/companies/${companyId}/partners/invite`, {
        headers: owner.auth,
        data: { email: partner.email, aandeelPercentage: 30 },
      })
    ).status(),
  ).toBe(201);
  const [note] = (await (await request.get('/api/notifications', { headers: partner.auth })).json()) as {
    id: string;
  }[];
  expect((await request.post(`/api/notifications/${note!.id}/accept`, { headers: partner.auth })).status()).toBe(200);

  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(partner.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/bedrijven/);

  await page.goto('/aanvragen');
  const item = page.getByRole('listitem').filter({ has: page.getByTestId('partner-request') });
  await expect(item).toHaveCount(1);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/aanvragen/${aanvraagId}$`));
  await expect(page.getByText(/U bent partner van dit bedrijf/)).toBeVisible();
  // the result and the PDF are there; nothing that acts on the request is
  const pdf = page.getByRole('link', { name: /pdf/i }).first();
  await expect(pdf).toBeVisible();
  const download = await Promise.all([page.waitForEvent('download'), pdf.click()]).then(([d]) => d);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  for (const name of ['IKV berekenen', 'Opnieuw berekenen', 'Aanvraag intrekken', 'Boekjaren bewerken']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }

  // the financial years the request rests on: before he changes anything, the partner (whose e-mail
  // address is not confirmed) reads that the adviser is reviewing them and what a change does
  await page.goto(`/bedrijven/${companyId}/boekjaren`);
  const warning = page.getByTestId('onder-beoordeling-2025');
  await expect(warning).toContainText('hoort bij aanvraag');
  await expect(warning).toContainText('vervalt zijn controle van dit jaar');
  await expect(warning).toContainText('Uw e-mailadres is nog niet bevestigd');
  await expect(warning.getByRole('link', { name: 'E-mailadres bevestigen' })).toHaveAttribute('href', '/instellingen');
});
