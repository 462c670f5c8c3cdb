// The request journey: the entrepreneur requests an IKV, the adviser opens it, calculates, sets it to
// AFGEROND with a remark, and the entrepreneur downloads the PDF.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { prepareEvidence } from '../../support/trust.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { waitForMail } from '../../fixtures/mail.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

async function login(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(who.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('entrepreneur requests an IKV, adviser calculates and completes it, entrepreneur downloads the PDF', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000); // AFGEROND renders, signs and stores the statement
  // a clean start: withdraw an open IKV request of the demo company left by an earlier test
  const token = (
    (await (
      await request.post('/api/auth/login', {
        data: { email: people.ondernemer.email, wachtwoord: people.ondernemer.password },
      })
    ).json()) as { accessToken: string }
  ).accessToken;
  const mine = (await (
    await request.get('/api/aanvragen', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string; status: string; verklaringType: string }[];
  for (const a of mine.filter(
    (x) => x.verklaringType === 'IKV' && ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'].includes(x.status),
  )) {
    await request.post(`/api/aanvragen/${a.id}/withdraw`, { headers: { authorization: `Bearer ${token}` }, data: {} });
  }

  // 1. the entrepreneur requests an IKV
  const entrepreneur = await (await browser.newContext()).newPage();
  await login(entrepreneur, people.ondernemer);
  await entrepreneur.getByRole('link', { name: 'Aanvragen' }).first().click();
  await expect(entrepreneur).toHaveURL(/\/aanvragen$/);
  await entrepreneur.getByRole('link', { name: 'Nieuwe aanvraag' }).first().click();
  await entrepreneur.locator('select[name="companyId"]').selectOption({ label: 'Test EMZ Dagobert (KvK 69599084)' });
  await entrepreneur.getByLabel(/Inkomensverklaring \(IKV\)/).check();
  await entrepreneur.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(entrepreneur).toHaveURL(/\/aanvragen\/(?!nieuw$)[^/]+$/);
  const requestUrl = entrepreneur.url();
  const id = requestUrl.split('/').pop()!;
  await expect(entrepreneur.getByTestId('statushistorie')).toContainText('Ingediend');

  // 2. the adviser finds it on the dashboard and opens it
  const adviser = await (await browser.newContext()).newPage();
  await login(adviser, people.adviseur);
  await adviser.goto('/adviseur/aanvragen');
  await adviser.locator('input[name="q"]').fill(people.ondernemer.achternaam);
  await adviser.getByRole('button', { name: 'Toepassen' }).click();
  await expect(adviser).toHaveURL(/q=Duck/);
  await adviser.locator(`a[href="/adviseur/aanvragen/${id}"]`).click();
  await expect(adviser).toHaveURL(new RegExp(`/adviseur/aanvragen/${id}$`));
  await expect(adviser.getByText(people.ondernemer.email).first()).toBeVisible();

  // 3. calculates: 58.240 / 63.910 / 67.480 → average 63.210
  await adviser.getByRole('button', { name: 'IKV berekenen' }).click();
  await expect(adviser.getByTestId('toetsinkomen')).toContainText('63.210');

  // 4. takes it in progress, then completes it with a remark
  const statusForm = adviser.getByRole('form', { name: 'Status wijzigen' });
  await statusForm.locator('select[name="status"]').selectOption('IN_BEHANDELING');
  await statusForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(adviser.getByTestId('statushistorie')).toContainText('In behandeling');
  // the issuing gate: ownership confirmed, documents, an akkoord check per year and the identity (here over REST;
  // verklaring.spec.ts records the checks in the browser)
  const adviserToken = (
    (await (
      await request.post('/api/auth/login', {
        data: { email: people.adviseur.email, wachtwoord: people.adviseur.password },
      })
    ).json()) as { accessToken: string }
  ).accessToken;
  for (const [jaar, documentId] of await prepareEvidence(id)) {
    const res = await request.put(`/api/adviseur/aanvragen/${id}/controle/${jaar}`, {
      headers: { authorization: `Bearer ${adviserToken}` },
      data: { akkoord: true, documentIds: [documentId] },
    });
    expect(res.status()).toBe(200);
  }
  // and the applicant's identity established by an adviser (Trust III)
  const { ondernemer } = (await (
    await request.get(`/api/adviseur/aanvragen/${id}`, { headers: { authorization: `Bearer ${adviserToken}` } })
  ).json()) as { ondernemer: { id: string } };
  const identity = await request.put(`/api/adviseur/ondernemers/${ondernemer.id}/identiteit`, {
    headers: { authorization: `Bearer ${adviserToken}` },
    data: { methode: 'PERSOONLIJK' },
  });
  expect(identity.status()).toBe(200);
  await adviser.reload();
  // issuing is its own button with a confirmation (not a status in the list)
  await expect(statusForm.locator('select[name="status"] option[value="AFGEROND"]')).toHaveCount(0);
  await adviser.getByRole('button', { name: 'Verklaring uitgeven' }).click();
  const dialog = adviser.getByRole('dialog', { name: 'Verklaring uitgeven?' });
  await dialog.getByTestId('issue-conclusie').fill('Toetsinkomen vastgesteld op € 63.210.');
  await dialog.getByRole('button', { name: 'Uitgeven', exact: true }).click();
  await expect(adviser.getByTestId('issued-nummer')).toHaveText(/^IKV-\d{4}-\d{6}$/, { timeout: 60_000 });
  await adviser.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  await expect(adviser.getByTestId('statushistorie')).toContainText('Afgerond', { timeout: 60_000 });
  await expect(adviser.getByText('Deze aanvraag is afgesloten')).toBeVisible();

  // the adviser finds the entrepreneur by name
  await adviser.goto('/adviseur/ondernemers?zoek=dagobert');
  await expect(adviser.getByTestId('zoekresultaten')).toContainText(people.ondernemer.email);

  // 5. the entrepreneur sees the outcome and downloads the PDF
  await entrepreneur.reload();
  await expect(entrepreneur.getByTestId('statushistorie')).toContainText('Toetsinkomen vastgesteld op € 63.210.');
  await expect(entrepreneur.getByTestId('toetsinkomen')).toContainText('63.210');
  const downloadPromise = entrepreneur.waitForEvent('download');
  await entrepreneur.getByRole('link', { name: 'Download pdf' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^IKV-\d{4}-\d{6}\.pdf$/);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  if (existsSync('/usr/bin/pdftotext')) {
    const text = execFileSync('/usr/bin/pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain('€ 63.210');
    expect(text).toContain('Toetsinkomen vastgesteld op € 63.210.');
    expect(text).toContain('Afgerond');
    expect(text).not.toContain('CONCEPT');
  }
});

// Issue 39, F3: a new request asks an entrepreneur whose address is not confirmed to confirm it first; the
// link in the mail it sends leads, once confirmed, back to the request he was making ("Verder waar u
// was", with his company still chosen), not to the settings.
test('a new request asks to confirm the e-mail address first; after confirming, "Verder waar u was" leads back to the request', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerViaApi(request);
  const added = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '69599076' } });
  expect(added.status()).toBe(201);
  const companyId = ((await added.json()) as { id: string }).id;
  await loginUi(page, { email: owner.email, password: PASSWORD });

  await page.goto('/aanvragen/nieuw');
  await page.locator('select[name="companyId"]').selectOption(companyId);
  await page.getByLabel(/Inkomensverklaring \(IKV\)/).check();
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page.getByRole('alert')).toContainText('Bevestig eerst uw e-mailadres');
  await page.getByRole('button', { name: 'Stuur een nieuwe link' }).click();
  await expect(page.getByText('ontvangt u een nieuwe link')).toBeVisible();

  // the second confirmation mail (the first came with the registration): the one this request asked for
  const mail = await waitForMail(owner.email, /Bevestig/, { count: 2 });
  const link = /https?:\/\/\S+email-bevestigen\?token=\S+/.exec(mail.text)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Bevestig mijn e-mailadres' }).click();
  await expect(page.getByText('Uw e-mailadres is bevestigd.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar instellingen' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Verder waar u was' }).first().click();
  await expect(page).toHaveURL(`/aanvragen/nieuw?bedrijf=${companyId}`);
  await expect(page.locator('select[name="companyId"]')).toHaveValue(companyId);
});
