// Prisma access for the retention job (docs/privacy.md section 4a): the facts its rules need, and the
// deletions. Every deletion re-checks its row under a lock, so two instances never delete (or audit) twice.
import type { AanvraagStatus, Db, Tx } from '@ikv/db';
import { sha256 } from '../../infra/codes.ts';
import { deleteFailedLoginTrail, forgetAuditAddresses } from '../../infra/audit/audit.repository.ts';
import { purgeMailTo } from '../mail/mail.repository.ts';

/** Documents uploaded at or before `before` (younger ones are never due): what the rules need, never the bytes. */
export function findOldDocuments(db: Db | Tx, before: Date) {
  return db.document.findMany({
    where: { geuploadOp: { lte: before } },
    select: { id: true, companyId: true, soort: true, jaar: true, geuploadOp: true, geuploadDoorId: true },
    orderBy: { geuploadOp: 'asc' },
  });
}

/** The select of a request's last move to one of `endStatuses` (when it closed). */
const lastMoveTo = (endStatuses: readonly AanvraagStatus[]) => ({
  where: { naarStatus: { in: [...endStatuses] } },
  orderBy: { op: 'desc' as const },
  take: 1,
  select: { op: true },
});

/** The requests of these companies: status, last change and the last move to an end status. */
export function findRequestsOfCompanies(db: Db | Tx, companyIds: string[], endStatuses: readonly AanvraagStatus[]) {
  return db.aanvraag.findMany({
    where: { companyId: { in: companyIds } },
    select: {
      companyId: true,
      status: true,
      bijgewerktOp: true,
      statusHistorie: lastMoveTo(endStatuses),
    },
  });
}

/** The issued statements resting on any of these documents, with their issue date. */
export function findStatementsOn(db: Db | Tx, documentIds: string[]) {
  return db.verklaring.findMany({
    where: { documentIds: { hasSome: documentIds } },
    select: { documentIds: true, uitgegevenOp: true },
  });
}

/** Deletes one document (bytes, reading and all); false when another run deleted it first. */
export async function deleteDocumentRow(tx: Tx, id: string): Promise<boolean> {
  const { count } = await tx.document.deleteMany({ where: { id } });
  return count === 1;
}

/** Unverified, undeleted entrepreneurs' accounts registered at or before `before`, with their number of requests. */
export function findUnverifiedAccounts(db: Db | Tx, before: Date) {
  return db.user.findMany({
    where: { rol: 'ONDERNEMER', emailGeverifieerdOp: null, verwijderdOp: null, aangemaaktOp: { lte: before } },
    select: {
      id: true,
      email: true,
      aangemaaktOp: true,
      emailGeverifieerdOp: true,
      verwijderdOp: true,
      _count: { select: { aanvragen: true } },
    },
  });
}

/** Locks the account if it is still unverified, undeleted and without requests; its e-mail, or null. */
async function lockUnverifiedAccount(tx: Tx, userId: string): Promise<string | null> {
  const rows = await tx.$queryRaw<{ email: string }[]>`
    SELECT u.email FROM users u
    WHERE u.id = ${userId} AND u."emailGeverifieerdOp" IS NULL AND u."verwijderdOp" IS NULL
      AND NOT EXISTS (SELECT 1 FROM aanvragen a WHERE a."ondernemerId" = u.id)
    FOR UPDATE`;
  return rows[0]?.email ?? null;
}

/**
 * Removes an unverified account: the companies he is the only member of (with their years and
 * documents), his mail and failed-login trail, then the account (the rest cascades). His audit rows
 * stay without an account or an address. False when it no longer qualifies.
 */
export async function removeUnverifiedAccount(tx: Tx, userId: string): Promise<{ companies: number } | null> {
  const email = await lockUnverifiedAccount(tx, userId);
  if (email === null) return null;
  const alone = await tx.company.findMany({
    where: {
      leden: { every: { userId } },
      aanvragen: { none: {} },
      OR: [{ leden: { some: { userId } } }, { eigenaarId: userId }],
    },
    select: { id: true },
  });
  await tx.company.deleteMany({ where: { id: { in: alone.map((c) => c.id) } } });
  await deleteFailedLoginTrail(tx, email);
  await purgeMailTo(tx, email, { queued: true });
  await forgetAuditAddresses(tx, userId);
  await tx.user.delete({ where: { id: userId } });
  return { companies: alone.length };
}

/** Issued statements (withdrawn ones too) issued at or before `before`: what the rule and the audit row need. */
export function findOldStatements(db: Db | Tx, before: Date) {
  return db.verklaring.findMany({
    where: { uitgegevenOp: { lte: before } },
    select: {
      id: true,
      nummer: true,
      uitgegevenOp: true,
      aanvraagId: true,
      aanvraag: { select: { ondernemerId: true, nummer: true } },
    },
    orderBy: { uitgegevenOp: 'asc' },
  });
}

/**
 * Deletes an issued statement (its PDF, signed JSON, figures and subscriptions) and leaves what the
 * public verification needs to say it was removed: number, the SHA-256 of code and PDF, two dates.
 * False when another run removed it first (the delete waits for that run's lock, then finds nothing).
 */
export async function removeStatement(tx: Tx, id: string, now: Date): Promise<boolean> {
  const row = await tx.verklaring.findUnique({
    where: { id },
    select: { nummer: true, code: true, pdfSha256: true, uitgegevenOp: true },
  });
  if (!row) return false;
  const { count } = await tx.verklaring.deleteMany({ where: { id } });
  if (count !== 1) return false;
  await tx.verwijderdeVerklaring.create({
    data: {
      id,
      nummer: row.nummer,
      codeSha256: sha256(row.code),
      pdfSha256: row.pdfSha256,
      uitgegevenOp: row.uitgegevenOp,
      verwijderdOp: now,
    },
  });
  return true;
}

/**
 * Closed requests (in an end status) without an issued statement created at or before `before` (younger
 * ones are never due): what the rule and the audit row need, with the last move to an end status.
 */
export function findClosedRequestsWithoutStatement(db: Db | Tx, before: Date, endStatuses: readonly AanvraagStatus[]) {
  return db.aanvraag.findMany({
    where: { aangemaaktOp: { lte: before }, status: { in: [...endStatuses] }, verklaring: { is: null } },
    select: {
      id: true,
      nummer: true,
      ondernemerId: true,
      bijgewerktOp: true,
      statusHistorie: lastMoveTo(endStatuses),
    },
    orderBy: { aangemaaktOp: 'asc' },
  });
}

/**
 * Deletes a request with its calculations, status history, remarks, checks, aanvulling items, chat and
 * notifications (they cascade; its appointments keep their time without the link) — only while it is
 * still closed and without a statement, unless `withStatementRemoved` (its statement was just removed in
 * this transaction). False when it no longer qualifies or another run deleted it first.
 */
export async function deleteRequestRow(
  tx: Tx,
  id: string,
  endStatuses: readonly AanvraagStatus[],
  withStatementRemoved = false,
): Promise<boolean> {
  const { count } = await tx.aanvraag.deleteMany({
    where: withStatementRemoved ? { id } : { id, status: { in: [...endStatuses] }, verklaring: { is: null } },
  });
  return count === 1;
}
