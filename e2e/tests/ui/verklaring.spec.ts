// The issued statement in the browser (issue 17): the entrepreneur uploads his annual accounts, the
// adviser confirms the ownership, records the applicant's identity (Trust III), checks each year against its documents and issues; the entrepreneur sees the statement; a third, logged-out browser opens the QR code's
// URL (read from the issued PDF) and sees GELDIG; the PDF check page recognises the PDF, explains the
// seal and offers the CA, with which pdfsig trusts the PDF's signature.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../fixtures/browser-test.ts';
import { PASSWORD, registerViaApi } from '../../fixtures/api.ts';
import { confirmEmail } from '../../support/trust.ts';
import { loginUi } from '../../fixtures/demo.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};

test('adviser checks each year and issues; a logged-out browser opens the QR link and sees GELDIG', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // an entrepreneur with a VOF, three years and an IKV request (over REST)
  const owner = await registerViaApi(request);
  await confirmEmail(owner.email);
  const company = (await (
    await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '90002695' } })
  ).json()) as { id: string };
  expect(
    (
      await request.post(`/api/companies/financials/${company.id}`, {
        headers: owner.auth,
        data: { boekjaren: [2023, 2024, 2025].map((jaar) => ({ jaar, fiscaleWinst: 45000, ...H })) },
      })
    ).status(),
  ).toBe(200);
  const aanvraag = (await (
    await request.post('/api/aanvragen', {
      headers: owner.auth,
      data: { companyId: company.id, verklaringType: 'IKV' },
    })
  ).json()) as { id: string };
  const id = aanvraag.id;

  // the adviser calculates and takes it on; the checklist names what is missing
  const adviser = await (await browser.newContext()).newPage();
  await loginUi(adviser, people.adviseur);
  await adviser.goto(`/adviseur/aanvragen/${id}`);
  await adviser.getByRole('button', { name: 'IKV berekenen' }).click();
  await expect(adviser.getByTestId('toetsinkomen')).toContainText('45.000');
  const statusForm = adviser.getByRole('form', { name: 'Status wijzigen' });
  await statusForm.locator('select[name="status"]').selectOption('IN_BEHANDELING');
  await statusForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(adviser.getByTestId('statushistorie')).toContainText('In behandeling');
  await expect(adviser.getByTestId('verklaring-gereed')).toContainText('Boekjaar 2025 is nog niet gecontroleerd.');

  // the entrepreneur uploads each year's annual accounts on the financial-years page, in the browser
  const entrepreneur = await (await browser.newContext()).newPage();
  await loginUi(entrepreneur, { email: owner.email, password: PASSWORD });
  await entrepreneur.goto(`/bedrijven/${company.id}/boekjaren`);
  const jaren = [2023, 2024, 2025];
  for (const jaar of jaren) {
    const year = entrepreneur.getByTestId(`documents-${jaar}`);
    await year.getByLabel('Soort document').selectOption('JAARREKENING');
    const name = `jaarrekening-${jaar}.pdf`;
    await year.getByLabel('Kies een bestand').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n% jaarrekening ${jaar}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
    });
    await expect(year.getByText(`${name} is geüpload.`)).toBeVisible();
  }

  // the adviser confirms the ownership (an identity check in an appointment, say) and checks each year
  await adviser.reload();
  const eigendom = adviser.getByRole('form', { name: 'Eigendom beoordelen' });
  await eigendom.getByLabel('Eigendom bevestigen').check();
  await eigendom
    .locator('textarea[name="toelichting"]')
    .fill('KvK-uittreksel en identiteit gecontroleerd in de afspraak.');
  await eigendom.getByRole('button', { name: 'Besluit vastleggen' }).click();
  await expect(eigendom.getByRole('status')).toContainText('Het besluit is vastgelegd');
  // the checklist asks for the applicant's identity, recorded from this page (Trust III)
  await expect(adviser.getByTestId('verklaring-gereed')).toContainText(
    'identiteit van de aanvrager nog niet vastgesteld',
  );
  const identiteit = adviser.getByRole('form', { name: 'Identiteit van de aanvrager' });
  await identiteit.getByLabel('In een videogesprek').check();
  await identiteit
    .locator('textarea[name="toelichting"]')
    .fill('Paspoort getoond in het videogesprek; geen kopie bewaard.');
  await identiteit.getByRole('button', { name: 'Identiteit vastleggen' }).click();
  await expect(identiteit.getByRole('status')).toContainText('De identiteit is vastgelegd');
  await expect(adviser.getByTestId('identiteit-status')).toContainText('in een videogesprek');
  await adviser.reload();
  for (const jaar of jaren) {
    const section = adviser.getByTestId(`controle-${jaar}`);
    await expect(section.getByRole('link', { name: new RegExp(`jaarrekening-${jaar}\\.pdf`) }).first()).toHaveAttribute(
      'href',
      /\/api\/documents\/.+\?inline=1$/,
    );
    await section.locator('input[name="documentIds"]').first().check();
    await section.getByLabel('Akkoord', { exact: true }).check();
    await section.getByRole('button', { name: 'Controle vastleggen' }).click();
    await expect(section).toContainText('Akkoord door');
  }
  await expect(adviser.getByTestId('verklaring-gereed')).toContainText('Alles is gereed');

  // AFGEROND issues the statement
  await adviser.getByRole('button', { name: 'Verklaring uitgeven' }).click();
  const dialog = adviser.getByRole('dialog', { name: 'Verklaring uitgeven?' });
  await dialog.getByTestId('issue-conclusie').fill('Gecontroleerd met de jaarrekeningen 2023–2025.');
  await dialog.getByRole('button', { name: 'Uitgeven', exact: true }).click();
  await expect(adviser.getByTestId('issued-nummer')).toHaveText(/^IKV-\d{4}-\d{6}$/, { timeout: 60_000 });
  await adviser.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  const block = adviser.getByTestId('verklaring');
  await expect(block).toContainText('Geldig', { timeout: 60_000 }); // issuing renders and signs the PDF
  const nummer = (await adviser.getByTestId('verklaring-nummer').textContent())!.trim();
  expect(nummer).toMatch(/^IKV-\d{4}-\d{6}$/);

  // the entrepreneur sees the statement on his request
  await entrepreneur.goto(`/aanvragen/${id}`);
  await expect(entrepreneur.getByTestId('verklaring-nummer')).toHaveText(nummer);

  // the issued PDF carries the verification URL (the QR code's content) as text
  const pdfRes = await request.get(`/api/aanvragen/${id}/ikv/pdf`, { headers: owner.auth });
  expect(pdfRes.status()).toBe(200);
  const pdf = await pdfRes.body();
  const dir = mkdtempSync(join(tmpdir(), 'verklaring-e2e-'));
  writeFileSync(join(dir, 'verklaring.pdf'), pdf);
  let url = `/verificatie/${(await block.getByRole('link', { name: /Verificatiepagina/ }).getAttribute('href'))!.split('/').pop()}`;
  if (existsSync('/usr/bin/pdftotext')) {
    const text = execFileSync('/usr/bin/pdftotext', [join(dir, 'verklaring.pdf'), '-']).toString();
    const found = /(https?:\/\/\S+\/verificatie\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(found).toBeTruthy();
    expect(text).toContain(nummer);
    url = found!;
  }

  // a third, logged-out browser opens the link and sees GELDIG with the income and the issuer
  const lender = await (await browser.newContext()).newPage();
  await lender.goto(url);
  await expect(lender.getByTestId('verificatie-status')).toContainText('GELDIG');
  await expect(lender.getByTestId('verificatie-inkomen')).toContainText('45.000');
  await expect(lender.getByText(nummer)).toBeVisible();
  await expect(lender.getByText(/Ada|adviseur bij de IKV-service/).first()).toBeVisible();

  // and the PDF check page recognises the file
  await lender.goto('/verificatie');
  await lender.getByTestId('verificatie-bestand').setInputFiles(join(dir, 'verklaring.pdf'));
  await expect(lender.getByTestId('verificatie-uitkomst')).toContainText('Echt');

  // the seal (Trust III): the page explains it and offers the CA; with that CA in a fresh NSS store,
  // poppler's pdfsig finds the downloaded PDF signed by a trusted certificate
  await expect(lender.getByTestId('zegel-uitleg')).toContainText('Het zegel zien in uw pdf-lezer');
  const [caDownload] = await Promise.all([
    lender.waitForEvent('download'),
    lender.getByRole('link', { name: /Certificaat downloaden/ }).click(),
  ]);
  const caFile = join(dir, 'ikv-ca.pem');
  await caDownload.saveAs(caFile);
  const nss = mkdtempSync(join(tmpdir(), 'nss-'));
  execFileSync('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']);
  execFileSync('certutil', ['-A', '-d', `sql:${nss}`, '-n', 'ikv-ca', '-t', ',C,', '-i', caFile]);
  const sig = execFileSync('pdfsig', ['-nssdir', `sql:${nss}`, join(dir, 'verklaring.pdf')]).toString();
  expect(sig).toContain('Signature is Valid.');
  expect(sig).toContain('Certificate is Trusted.');
  // the seal covers its own revision; after it only the long-term validation data (the DSS) follow
  expect(sig).toMatch(/Signed Ranges: \[0 - \d+\], \[\d+ - \d+\]/);

  // 320 px wide: the status stays readable
  await lender.setViewportSize({ width: 320, height: 700 });
  await lender.goto(url);
  await expect(lender.getByTestId('verificatie-status')).toBeVisible();
  expect(await lender.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await lender.goto('/verificatie');
  await expect(lender.getByTestId('zegel-uitleg')).toBeVisible();
  expect(await lender.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
