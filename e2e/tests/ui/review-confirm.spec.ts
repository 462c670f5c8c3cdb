// Figures an adviser is reviewing change only after a second, deliberate step (issue Flow III): a
// partner whose e-mail address is not confirmed changes a figure of a year the open request rests on
// and saves; a dialog says what the change does, has the focus on "Niet wijzigen", and Escape cancels
// it with nothing saved; "Toch wijzigen" saves. On a phone (320 px) and a desktop (1280 px).
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { entrepreneurWithRequest } from '../../fixtures/requests.ts';

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 740 : 900 } });

    test('a partner confirms before changing figures under review; Escape changes nothing', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { owner, companyId } = await entrepreneurWithRequest(request);
      const partner = await registerViaApi(request);
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
      expect((await request.post(`/api/notifications/${note!.id}/accept`, { headers: partner.auth })).status()).toBe(
        200,
      );
      const stored = async () =>
        (
          (await (await request.get(`/api/companies/financials/${companyId}`, { headers: owner.auth })).json()) as {
            jaar: number;
            fiscaleWinst: number;
          }[]
        ).find((y) => y.jaar === 2025)?.fiscaleWinst;

      await page.goto('/login');
      await page.getByLabel('E-mailadres').fill(partner.email);
      await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await expect(page).toHaveURL(/\/bedrijven/);
      await page.goto(`/bedrijven/${companyId}/boekjaren`);
      const year = page.getByRole('group', { name: 'Boekjaar 2025' });
      await year.getByLabel('Fiscale winst').fill('45.000');
      const save = page.locator('form', { has: year }).getByRole('button', { name: 'Opslaan', exact: true });
      await save.click();

      const dialog = page.getByRole('dialog', { name: 'Cijfers wijzigen die uw adviseur beoordeelt?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('De cijfers van 2025 liggen bij uw adviseur ter beoordeling');
      await expect(dialog).toContainText('Wijzigen zet de beoordeling terug');
      await expect(dialog).toContainText('Uw e-mailadres is nog niet bevestigd');
      await expect(dialog.getByRole('button', { name: 'Niet wijzigen' })).toBeFocused();
      // the dialog fits the screen
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await stored()).toBe(40000);
      await expect(year.getByLabel('Fiscale winst')).toHaveValue('45.000');

      await save.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Toch wijzigen' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Boekjaren opgeslagen.' })).toBeVisible();
      expect(await stored()).toBe(45000);

      // the same figures saved again change nothing and ask nothing: the save goes straight out
      const saved = page.waitForResponse((r) => r.url().includes('companies.financials.submit') && r.ok());
      await save.click();
      await saved;
      await expect(dialog).toBeHidden();
      expect(await stored()).toBe(45000);
    });
  });
}
