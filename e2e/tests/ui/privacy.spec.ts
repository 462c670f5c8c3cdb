// The AVG on a phone (390 px, API.md, Privacy): an entrepreneur with a company and a document asks for
// everything kept about him, follows the export until it is ready, gets the mail with the link and
// downloads the ZIP (one file per kind of data, his document, a README in his language); then he reads
// what is kept after deletion, deletes his account and can no longer sign in.
import { readFileSync } from 'node:fs';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { waitForMail } from '../../fixtures/mail.ts';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/intake/${name}`, import.meta.url));

test('export everything as a ZIP and delete the account, at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await registerViaApi(request);
  const added = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '69599076' } });
  expect(added.status()).toBe(201);
  const companyId = ((await added.json()) as { id: string }).id;
  const upload = await request.post(`/api/companies/${companyId}/documents`, {
    headers: owner.auth,
    multipart: {
      soort: 'JAARREKENING',
      jaar: '2025',
      bestand: { name: 'jaarrekening-2025.pdf', mimeType: 'application/pdf', buffer: fixture('jaarrekening-2025.pdf') },
    },
  });
  expect(upload.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await loginUi(page, { email: owner.email, password: PASSWORD });
  await page.goto('/instellingen');
  await expect(page.getByRole('heading', { name: 'Instellingen', level: 1 })).toBeVisible();

  // the export: asked, followed until ready, mailed as a link, downloaded
  await page.getByRole('button', { name: 'Al mijn gegevens opvragen (ZIP)' }).click();
  await expect(page.getByText(/Uw bestand staat klaar/)).toBeVisible({ timeout: 60_000 });
  const mail = await waitForMail(owner.email, /Uw gegevens staan klaar/);
  expect(mail.text).toMatch(/https?:\/\/\S+/);
  expect(mail.text).toMatch(/24 uur/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Bestand downloaden' }).click();
  const zip = Buffer.concat(await (await (await download).createReadStream()).toArray());
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  // the names of a ZIP's entries stand in it uncompressed
  const names = zip.toString('latin1');
  for (const entry of ['profiel.json', 'bedrijven.json', 'aanvragen.json', 'documenten.json', 'jaarrekening-2025.pdf'])
    expect(names).toContain(entry);
  expect(names).toMatch(/LEESMIJ|README/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // deleting: what is kept is said before he confirms
  const del = page.getByRole('region', { name: 'Account verwijderen' });
  await expect(del.getByText('Wat blijft bewaard:')).toBeVisible();
  await expect(del.getByText(/afgegeven inkomensverklaringen en hun audittrail: zeven jaar/)).toBeVisible();
  await del.getByLabel('Wachtwoord').fill(PASSWORD);
  await del.getByLabel(/definitief verwijderen/).check();
  await del.getByRole('button', { name: 'Account verwijderen' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('status').filter({ hasText: 'Uw account is verwijderd.' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(owner.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toContainText('klopt niet');
  // and the REST door agrees
  expect((await request.get('/api/ondernemer', { headers: owner.auth })).status()).toBe(401);
});
