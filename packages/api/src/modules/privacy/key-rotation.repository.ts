// Prisma access for `pnpm rotate-keys` (docs/privacy.md section 7): the documents not yet under the
// current key, and their updates, each conditional on the row being as it was read (no lock held).
import type { Db, Tx } from '@ikv/db';

/** Up to `take` documents not under key `current` (or not encrypted yet), after id `after`. */
export function findDocumentsToRotate(db: Db | Tx, current: string, after: string, take: number) {
  return db.document.findMany({
    where: { id: { gt: after }, OR: [{ sleutelId: null }, { sleutelId: { not: current } }] },
    orderBy: { id: 'asc' },
    take,
    select: { id: true, sleutelId: true, dataSleutel: true },
  });
}

/** A document from before encryption: its bytes, if it is still unencrypted. */
export function findPlainDocument(db: Db | Tx, id: string) {
  return db.document.findFirst({ where: { id, sleutelId: null }, select: { inhoud: true } });
}

/** Stores the sealed form of a document that was unencrypted; false when another run did it first. */
export async function storeSealedDocument(
  db: Db | Tx,
  id: string,
  sealed: { inhoud: Uint8Array<ArrayBuffer>; sleutelId: string; dataSleutel: Uint8Array<ArrayBuffer> },
): Promise<boolean> {
  const { count } = await db.document.updateMany({ where: { id, sleutelId: null }, data: sealed });
  return count === 1;
}

/** Stores a data key re-wrapped under another key; false when the row changed meanwhile. */
export async function storeRewrappedKey(
  db: Db | Tx,
  id: string,
  from: string,
  to: { sleutelId: string; dataSleutel: Uint8Array<ArrayBuffer> },
): Promise<boolean> {
  const { count } = await db.document.updateMany({ where: { id, sleutelId: from }, data: to });
  return count === 1;
}

/** Up to `take` accounts whose TOTP secret is not under key `current` (or of the older scheme), after id `after`. */
export function findTotpSecretsToRotate(db: Db | Tx, current: string, after: string, take: number) {
  return db.user.findMany({
    where: {
      id: { gt: after },
      twoFactorSecretEnc: { not: null },
      OR: [{ twoFactorSleutelId: null }, { twoFactorSleutelId: { not: current } }],
    },
    orderBy: { id: 'asc' },
    take,
    select: { id: true, twoFactorSecretEnc: true, twoFactorSleutelId: true },
  });
}

/** Stores a TOTP secret under another key; false when it changed meanwhile (a new setup, 2FA off). */
export async function storeRotatedTotpSecret(
  db: Db | Tx,
  id: string,
  from: string,
  to: { geheim: string; sleutelId: string },
): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id, twoFactorSecretEnc: from },
    data: { twoFactorSecretEnc: to.geheim, twoFactorSleutelId: to.sleutelId },
  });
  return count === 1;
}

/** Up to `take` webhook endpoints whose signing secret is not under key `current`, after id `after`. */
export function findWebhookSecretsToRotate(db: Db | Tx, current: string, after: string, take: number) {
  return db.webhookEndpoint.findMany({
    where: { id: { gt: after }, OR: [{ geheimSleutelId: null }, { geheimSleutelId: { not: current } }] },
    orderBy: { id: 'asc' },
    take,
    select: { id: true, geheim: true, geheimSleutelId: true },
  });
}

/** Stores a webhook signing secret under another key; false when the row changed meanwhile. */
export async function storeRotatedWebhookSecret(
  db: Db | Tx,
  id: string,
  from: string,
  to: { geheim: string; sleutelId: string },
): Promise<boolean> {
  const { count } = await db.webhookEndpoint.updateMany({
    where: { id, geheim: from },
    data: { geheim: to.geheim, geheimSleutelId: to.sleutelId },
  });
  return count === 1;
}

/** Up to `take` issued statements whose PDF is not under key `current` (or not encrypted yet), after id `after`. */
export function findStatementPdfsToRotate(db: Db | Tx, current: string, after: string, take: number) {
  return db.verklaring.findMany({
    where: { id: { gt: after }, OR: [{ pdfSleutelId: null }, { pdfSleutelId: { not: current } }] },
    orderBy: { id: 'asc' },
    take,
    select: { id: true, pdfSleutelId: true, pdfDataSleutel: true },
  });
}

/** A statement's PDF from before encryption, if it is still unencrypted. */
export function findPlainStatementPdf(db: Db | Tx, id: string) {
  return db.verklaring.findFirst({ where: { id, pdfSleutelId: null }, select: { pdf: true } });
}

/** Stores a statement's PDF sealed, or its data key re-wrapped; false when the row changed meanwhile. */
export async function storeRotatedStatementPdf(
  db: Db | Tx,
  id: string,
  from: string | null,
  to: { pdf?: Uint8Array<ArrayBuffer>; pdfSleutelId: string; pdfDataSleutel: Uint8Array<ArrayBuffer> },
): Promise<boolean> {
  const { count } = await db.verklaring.updateMany({ where: { id, pdfSleutelId: from }, data: to });
  return count === 1;
}

/** Up to `take` prepared exports not under key `current` (or not encrypted yet), after id `after`. */
export function findExportsToRotate(db: Db | Tx, current: string, after: string, take: number) {
  return db.accountExport.findMany({
    where: {
      id: { gt: after },
      inhoud: { not: null },
      OR: [{ sleutelId: null }, { sleutelId: { not: current } }],
    },
    orderBy: { id: 'asc' },
    take,
    select: { id: true, sleutelId: true, dataSleutel: true },
  });
}

/** A prepared export from before encryption, if it is still unencrypted. */
export function findPlainExport(db: Db | Tx, id: string) {
  return db.accountExport.findFirst({
    where: { id, sleutelId: null, inhoud: { not: null } },
    select: { inhoud: true },
  });
}

/** Stores an export sealed, or its data key re-wrapped; false when the row changed (or expired) meanwhile. */
export async function storeRotatedExport(
  db: Db | Tx,
  id: string,
  from: string | null,
  to: { inhoud?: Uint8Array<ArrayBuffer>; sleutelId: string; dataSleutel: Uint8Array<ArrayBuffer> },
): Promise<boolean> {
  const { count } = await db.accountExport.updateMany({
    where: { id, sleutelId: from, inhoud: { not: null } },
    data: to,
  });
  return count === 1;
}
