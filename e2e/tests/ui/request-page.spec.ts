// The entrepreneur's request page on a phone: its first HTML already holds the evidence checklist,
// the documents and the chat (read on the server, so the page is whole before its script runs), and
// withdrawing with a reason works in the browser (the form's schema loads when the form opens).
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { entrepreneurWithRequest } from '../../fixtures/requests.ts';

test.use({ viewport: { width: 320, height: 720 } });

test('the request page shows its checklist, documents and chat without script, and the request is withdrawn with a reason', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { owner, aanvraagId } = await entrepreneurWithRequest(request);
  expect(
    (
      await request.post(`/api/aanvragen/${aanvraagId}/chat`, {
        headers: owner.auth,
        data: { bericht: 'Wanneer kunt u ernaar kijken?' },
      })
    ).status(),
  ).toBe(201);

  // logged in through the form, then the same session without JavaScript: the server's HTML alone
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginUi(page, { email: owner.email, password: PASSWORD });
  await expect(page).toHaveURL(/\/bedrijven/);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  const bare = await noScript.newPage();
  await bare.goto(`/aanvragen/${aanvraagId}`);
  await expect(bare.getByRole('heading', { name: 'Bewijsstukken' })).toBeVisible();
  await expect(bare.getByText('2025: jaarrekening of aangifte/aanslag inkomstenbelasting')).toBeVisible();
  await expect(bare.getByText('Nog geen bestanden.')).toBeVisible();
  await expect(bare.getByTestId('chat-message')).toHaveText([/Wanneer kunt u ernaar kijken\?/]);
  await noScript.close();

  // with script: the same page, and the request withdrawn with a reason
  await page.goto(`/aanvragen/${aanvraagId}`);
  await expect(page.getByTestId('chat-message')).toHaveCount(1);
  await page.getByRole('button', { name: 'Aanvraag intrekken' }).click();
  await page.getByLabel('Reden (optioneel)').fill('Ik heb al een verklaring van mijn boekhouder.');
  await page.getByRole('button', { name: 'Aanvraag intrekken' }).click();
  await expect(page.getByTestId('statushistorie')).toContainText('Ingetrokken');
  await expect(page.getByTestId('statushistorie')).toContainText('Ik heb al een verklaring van mijn boekhouder.');
  await expect(page.getByRole('button', { name: 'Aanvraag intrekken' })).toHaveCount(0);
  const after = (await (await request.get(`/api/aanvragen/${aanvraagId}`, { headers: owner.auth })).json()) as {
    status: string;
  };
  expect(after.status).toBe('INGETROKKEN');
  await context.close();
});
