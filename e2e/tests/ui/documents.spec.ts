// Evidence documents on the financial-years page: upload a PDF through the file input and see it
// listed (and in the checklist), a file of a type not accepted shows the 415 message, delete
// one's own upload; the page works at 320 px. A file uploaded while the page still fetches its list
// appears in that list.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/browser-test.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

async function login(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(people.ondernemer.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(people.ondernemer.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function demoCompany(request: APIRequestContext): Promise<{ id: string }> {
  const token = (
    (await (
      await request.post('/api/auth/login', {
        data: { email: people.ondernemer.email, wachtwoord: people.ondernemer.password },
      })
    ).json()) as { accessToken: string }
  ).accessToken;
  const companies = (await (
    await request.get('/api/companies', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string; kvkNummer: string }[];
  return companies.find((c) => c.kvkNummer === '69599084')!;
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

test('upload a PDF by the file input, see it listed; a bad file shows the 415 message; delete it again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const company = await demoCompany(request);

  await login(page);
  await page.goto(`/bedrijven/${company.id}/boekjaren`);
  const year = page.getByTestId('documents-2025');
  await expect(year.getByRole('heading', { name: 'Bewijsstukken 2025' })).toBeVisible();

  // a real PDF (by its bytes) through the normal file input
  const name = `jaarrekening-2025-${Date.now()}.pdf`;
  await year.getByLabel('Soort document').selectOption('JAARREKENING');
  await year.getByLabel('Kies een bestand').setInputFiles(pdf(name));
  await expect(year.getByText(`${name} is geüpload.`)).toBeVisible();
  await expect(year.getByRole('list', { name: 'Bewijsstukken' })).toContainText(name);
  await expect(page.getByText('2025: jaarrekening of aangifte/aanslag inkomstenbelasting: aanwezig')).toBeVisible();

  // the download link answers the same bytes, as an attachment
  const href = await year.getByRole('link', { name: 'Downloaden' }).first().getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toContain('attachment;');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');

  // a text file named .pdf: refused by its content, with the 415 message
  await year
    .getByLabel('Kies een bestand')
    .setInputFiles({ name: 'nep.pdf', mimeType: 'application/pdf', buffer: Buffer.from('dit is geen pdf') });
  await expect(year.getByRole('alert')).toContainText('Alleen die soorten worden aangenomen');
  await expect(year.getByRole('list', { name: 'Bewijsstukken' })).not.toContainText('nep.pdf');

  // 320 px: nothing of the page sticks out sideways (the header navigation scrolls on its own)
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(year).toBeVisible();
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > 321 && el.closest('nav, [class*="overflow-x"]') === null)
      .slice(0, 5)
      .map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} ${el.textContent?.slice(0, 40)}`),
  );
  expect(wide).toEqual([]);
  expect(await page.evaluate(() => document.getElementById('bewijsstukken')!.scrollWidth)).toBeLessThanOrEqual(320);

  // delete one's own upload
  page.once('dialog', (d) => void d.accept());
  const item = year.getByRole('listitem').filter({ hasText: name });
  await item.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(year.getByText('Het bestand is verwijderd.')).toBeVisible();
  // other tests may have left documents of 2025 on the demo company: this one is gone
  await expect(year.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test('a file uploaded while the page still fetches its list of documents appears in that list', async ({
  page,
  request,
}) => {
  const company = await demoCompany(request);
  await login(page);
  // the page's first fetch of the list is answered as it was before the upload, and only after it
  let first = true;
  let uploaded!: () => void;
  const afterUpload = new Promise<void>((resolve) => (uploaded = resolve));
  await page.route(/\/api\/trpc\/[^?]*documents\.list/, async (route) => {
    if (!first) return route.continue();
    first = false;
    const before = await route.fetch();
    await afterUpload;
    // the page may have dropped this request for a new one: then there is nothing to answer
    await route.fulfill({ response: before }).catch(() => undefined);
  });
  await page.goto(`/bedrijven/${company.id}/boekjaren`);
  const year = page.getByTestId('documents-2025');
  const name = `jaarrekening-2025-${Date.now()}.pdf`;
  await year.getByLabel('Kies een bestand').setInputFiles(pdf(name));
  await expect(year.getByText(`${name} is geüpload.`)).toBeVisible();
  uploaded();
  await expect(year.getByRole('list', { name: 'Bewijsstukken' })).toContainText(name);
  await expect(page.getByText('2025: jaarrekening of aangifte/aanslag inkomstenbelasting: aanwezig')).toBeVisible();
});
