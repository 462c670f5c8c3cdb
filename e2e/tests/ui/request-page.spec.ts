// The entrepreneur's request page on a phone: its first HTML already holds the evidence checklist,
// the documents and the chat (read on the server, so the page is whole before its script runs), and
// withdrawing with a reason works in the browser (the form's schema loads when the form opens).
import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { waitForMail } from '../../fixtures/mail.ts';

const YEAR = { vlottendeActiva: 30000, immaterieleActiva: 0, eigenVermogen: 20000, balanstotaal: 40000, balanscorrectie: 0, balanscorrectieReden: null };

test.use({ viewport: { width: 320, height: 720 } });

test('the request page shows its checklist, documents and chat without script, and the request is withdrawn with a reason', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const owner = await registerViaApi(request);
  const mail = await waitForMail(owner.email, /Bevestig uw e-mailadres/);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  const added = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '69599076' } });
  expect(added.status()).toBe(201);
  const companyId = ((await added.json()) as { id: string }).id;
  const years = await request.post(`/api/companies/financials/${companyId}`, {
    headers: owner.auth,
    data: { boekjaren: [2023, 2024, 2025].map((jaar) => ({ jaar, fiscaleWinst: 40000, ...YEAR })) },
  });
  expect(years.status()).toBe(200);
  const created = await request.post('/api/aanvragen', { headers: owner.auth, data: { companyId, verklaringType: 'IKV' } });
  expect(created.status()).toBe(201);
  const aanvraagId = ((await created.json()) as { id: string }).id;
  expect((await request.post(`/api/aanvragen/${aanvraagId}/chat`, { headers: owner.auth, data: { bericht: 'Wanneer kunt u ernaar kijken?' } })).status()).toBe(201);

  // logged in through the form, then the same session without JavaScript: the server's HTML alone
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(owner.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
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
  const after = (await (await request.get(`/api/aanvragen/${aanvraagId}`, { headers: owner.auth })).json()) as { status: string };
  expect(after.status).toBe('INGETROKKEN');
  await context.close();
});
