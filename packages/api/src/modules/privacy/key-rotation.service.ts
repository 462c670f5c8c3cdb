// `pnpm rotate-keys` (docs/privacy.md section 7): every document, issued statement's PDF, prepared
// export, two-factor secret and webhook signing secret ends up under the current key of DOCUMENT_KEYS.
// A file from before encryption is sealed; a row under an older key gets its data key re-wrapped (the file's bytes stay as they are); a
// secret of the older scheme (directly under TOTP_ENCRYPTION_KEY, no key id) is sealed into the
// envelope. Row by row, each update conditional on the row being unchanged, so the app keeps serving,
// uploading and logging in while it runs; a second run finds nothing.
import type { Db } from '@ikv/db';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import { currentDocumentKeyId, rewrapDataKey, rewrapSecret, sealDocument } from '../../infra/document-crypto.ts';
import {
  findDocumentsToRotate,
  findExportsToRotate,
  findPlainDocument,
  findPlainExport,
  findPlainStatementPdf,
  findStatementPdfsToRotate,
  findTotpSecretsToRotate,
  findWebhookSecretsToRotate,
  storeRewrappedKey,
  storeRotatedExport,
  storeRotatedStatementPdf,
  storeRotatedTotpSecret,
  storeRotatedWebhookSecret,
  storeSealedDocument,
} from './key-rotation.repository.ts';

interface Rotation {
  sleutelId: string;
  /** documents from before encryption, sealed now */
  versleuteld: number;
  /** documents whose data key was re-wrapped */
  herverpakt: number;
  /** two-factor secrets moved under the current key (re-wrapped, or sealed from the older scheme) */
  tweestapsGeheimen: number;
  /** webhook signing secrets moved under the current key */
  webhookGeheimen: number;
  /** issued statements' PDFs moved under the current key (sealed, or their data key re-wrapped) */
  verklaringPdfs: number;
  /** prepared exports moved under the current key */
  exports: number;
}

/** Pages through rows not under `current` and moves each; the number moved. */
async function rotateRows<R extends { id: string }>(
  find: (after: string) => Promise<R[]>,
  move: (row: R) => Promise<boolean>,
  batch: number,
): Promise<number> {
  let moved = 0;
  let after = '';
  for (;;) {
    const rows = await find(after);
    for (const row of rows) if (await move(row)) moved++;
    if (rows.length < batch) return moved;
    after = rows[rows.length - 1]!.id;
  }
}

/** Documents: a plain one sealed, the others' data keys re-wrapped (the files are not rewritten). */
async function rotateDocuments(db: Db, current: string, batch: number) {
  let versleuteld = 0;
  const herverpakt = await rotateRows(
    (after) => findDocumentsToRotate(db, current, after, batch),
    async (row) => {
      if (row.sleutelId === null || row.dataSleutel === null) {
        const plain = await findPlainDocument(db, row.id);
        if (plain && (await storeSealedDocument(db, row.id, sealDocument(plain.inhoud)))) versleuteld++;
        return false;
      }
      const to = rewrapDataKey({ sleutelId: row.sleutelId, dataSleutel: row.dataSleutel });
      return storeRewrappedKey(db, row.id, row.sleutelId, to);
    },
    batch,
  );
  return { versleuteld, herverpakt };
}

/** Issued statements' PDFs: a plain one sealed, the others' data keys re-wrapped. */
function rotateStatementPdfs(db: Db, current: string, batch: number) {
  return rotateRows(
    (after) => findStatementPdfsToRotate(db, current, after, batch),
    async (row) => {
      if (row.pdfSleutelId === null || row.pdfDataSleutel === null) {
        const plain = await findPlainStatementPdf(db, row.id);
        if (!plain) return false;
        const sealed = sealDocument(plain.pdf);
        return storeRotatedStatementPdf(db, row.id, null, {
          pdf: sealed.inhoud,
          pdfSleutelId: sealed.sleutelId,
          pdfDataSleutel: sealed.dataSleutel,
        });
      }
      const to = rewrapDataKey({ sleutelId: row.pdfSleutelId, dataSleutel: row.pdfDataSleutel });
      return storeRotatedStatementPdf(db, row.id, row.pdfSleutelId, {
        pdfSleutelId: to.sleutelId,
        pdfDataSleutel: to.dataSleutel,
      });
    },
    batch,
  );
}

/** Prepared exports (until they expire): a plain one sealed, the others' data keys re-wrapped. */
function rotateExports(db: Db, current: string, batch: number) {
  return rotateRows(
    (after) => findExportsToRotate(db, current, after, batch),
    async (row) => {
      if (row.sleutelId === null || row.dataSleutel === null) {
        const plain = await findPlainExport(db, row.id);
        return plain?.inhoud ? storeRotatedExport(db, row.id, null, sealDocument(plain.inhoud)) : false;
      }
      const to = rewrapDataKey({ sleutelId: row.sleutelId, dataSleutel: row.dataSleutel });
      return storeRotatedExport(db, row.id, row.sleutelId, to);
    },
    batch,
  );
}

export async function rotateKeys(db: Db, batch = 100): Promise<Rotation> {
  const current = currentDocumentKeyId();
  const documents = await rotateDocuments(db, current, batch);
  const tweestapsGeheimen = await rotateRows(
    (after) => findTotpSecretsToRotate(db, current, after, batch),
    (row) =>
      storeRotatedTotpSecret(
        db,
        row.id,
        row.twoFactorSecretEnc!,
        rewrapSecret({ geheim: row.twoFactorSecretEnc!, sleutelId: row.twoFactorSleutelId }),
      ),
    batch,
  );
  const webhookGeheimen = await rotateRows(
    (after) => findWebhookSecretsToRotate(db, current, after, batch),
    (row) =>
      storeRotatedWebhookSecret(
        db,
        row.id,
        row.geheim,
        rewrapSecret({ geheim: row.geheim, sleutelId: row.geheimSleutelId }),
      ),
    batch,
  );
  const result: Rotation = {
    sleutelId: current,
    ...documents,
    tweestapsGeheimen,
    webhookGeheimen,
    verklaringPdfs: await rotateStatementPdfs(db, current, batch),
    exports: await rotateExports(db, current, batch),
  };
  await writeAudit(db, { userId: null, actie: 'DOCUMENTSLEUTELS_GEROTEERD', ip: null, details: { ...result } });
  return result;
}
