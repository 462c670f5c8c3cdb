// A statement removed after its retention period (docs/privacy.md section 4a), as a lender meets it at
// 320 px: scanning its QR code shows that it was removed after seven years, with its number and dates
// (not "unknown"), in Dutch and in English; dropping its PDF says the file is genuine but removed.
// What the retention job leaves (verwijderde_verklaringen) is written straight into the e2e database.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@ikv/db';
import { expect, test } from '../../fixtures/browser-test.ts';
import { databaseUrlOf } from '../../support/app-instance.ts';

const sha256 = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');

test('a statement removed after its retention period is said to be so, by code and by PDF, at 320 px', async ({
  page,
}) => {
  const code = randomBytes(16).toString('base64url');
  const pdf = Buffer.from(`%PDF-1.7\n% verklaring ${randomUUID()}\n%%EOF\n`);
  const nummer = `IKV-2019-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const db = createDb(await databaseUrlOf(), { max: 1 });
  try {
    await db.verwijderdeVerklaring.create({
      data: {
        id: randomUUID(),
        nummer,
        codeSha256: sha256(code),
        pdfSha256: sha256(pdf),
        uitgegevenOp: new Date('2019-03-02T10:14:00Z'),
        verwijderdOp: new Date('2026-03-02T03:00:00Z'),
      },
    });
  } finally {
    await db.$disconnect();
  }

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/verificatie/${code}`);
  await expect(page.getByTestId('verificatie-status')).toContainText('Verwijderd na de bewaartermijn');
  await expect(page.getByTestId('verificatie-verwijderd')).toHaveText(
    `Verklaring ${nummer}, uitgegeven op 2 maart 2019, is op 2 maart 2026 verwijderd na afloop van haar bewaartermijn (zeven jaar na uitgifte). Daarom kan zij niet meer worden gecontroleerd; de code is wel echt uitgegeven.`,
  );
  // nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.context().addCookies([{ name: 'taal', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(page.getByTestId('verificatie-verwijderd')).toContainText(
    `Statement ${nummer}, issued on 2 March 2019, was removed on 2 March 2026 at the end of its retention period`,
  );
  await page.context().clearCookies({ name: 'taal' });

  // an unknown code is still just unknown
  await page.goto(`/verificatie/${randomBytes(16).toString('base64url')}`);
  await expect(page.getByTestId('verificatie-fout')).toContainText('Er is geen verklaring met deze code');

  // the PDF dropped on /verificatie: genuine, and removed after its retention period
  const dir = mkdtempSync(join(tmpdir(), 'verwijderd-'));
  writeFileSync(join(dir, 'verklaring.pdf'), pdf);
  await page.goto('/verificatie');
  await page.getByTestId('verificatie-bestand').setInputFiles(join(dir, 'verklaring.pdf'));
  await expect(page.getByTestId('verificatie-uitkomst')).toContainText('Echt');
  await expect(page.getByTestId('verificatie-uitkomst')).toContainText(
    'Deze verklaring is verwijderd na afloop van haar bewaartermijn',
  );
});
