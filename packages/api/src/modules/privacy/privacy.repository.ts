// Everything kept about one person, read for his export (AVG art. 15/20), and the export rows.
import type { Db, Tx } from '@ikv/db';
import { inzageSelect } from '../../infra/audit/inzage.repository.ts';

type Results<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

async function sequentially<const T extends readonly (() => Promise<unknown>)[]>(queries: T): Promise<Results<T>> {
  const out: unknown[] = [];
  for (const q of queries) out.push(await q());
  return out as Results<T>;
}

/** Every row about `userId`, one property per kind of data (the export's files); one query at a time (it runs inside the job's transaction). */
export async function findPersonData(db: Db | Tx, userId: string) {
  const [
    profiel,
    lidmaatschappen,
    aanvragen,
    verklaringen,
    notificaties,
    chatBerichten,
    afspraken,
    uitnodigingen,
    auditLog,
    documenten,
    inzages,
  ] = await sequentially([
    () =>
      db.user.findUniqueOrThrow({
        where: { id: userId },
        omit: {
          passwordHash: true,
          twoFactorSecretEnc: true,
          twoFactorSleutelId: true,
          twoFactorLastStep: true,
          sessieVersie: true,
        },
      }),
    () =>
      db.companyMember.findMany({
        where: { userId },
        include: { company: { include: { boekjaren: { orderBy: { jaar: 'asc' } } } } },
        orderBy: { aangemaaktOp: 'asc' },
      }),
    () =>
      db.aanvraag.findMany({
        where: { ondernemerId: userId },
        include: { statusHistorie: true, opmerkingen: true, ikvResultaten: true },
        orderBy: { aangemaaktOp: 'asc' },
      }),
    () =>
      db.verklaring.findMany({
        where: { OR: [{ aanvraag: { ondernemerId: userId } }, { adviseurId: userId }] },
        select: {
          id: true,
          nummer: true,
          code: true,
          aanvraagId: true,
          uitgegevenOp: true,
          geldigTot: true,
          adviseurNaam: true,
          status: true,
          ingetrokkenOp: true,
          intrekReden: true,
          payload: true,
        },
        orderBy: { uitgegevenOp: 'asc' },
      }),
    () => db.notification.findMany({ where: { userId }, orderBy: { aangemaaktOp: 'asc' } }),
    // what he wrote, and what was written to him in his own requests
    () =>
      db.chatMessage.findMany({
        where: { OR: [{ afzenderId: userId }, { aanvraag: { ondernemerId: userId } }] },
        orderBy: { verzondenOp: 'asc' },
      }),
    () =>
      db.appointment.findMany({
        where: { OR: [{ ondernemerId: userId }, { adviseurId: userId }] },
        include: { gebeurtenissen: { orderBy: { op: 'asc' } } },
        orderBy: { start: 'asc' },
      }),
    () =>
      db.partnerInvitation.findMany({
        where: { OR: [{ uitnodigerId: userId }, { genodigdeId: userId }] },
        omit: { tokenHash: true },
      }),
    () => db.auditLog.findMany({ where: { userId }, orderBy: { aangemaaktOp: 'asc' } }),
    () => db.document.findMany({ where: { geuploadDoorId: userId }, orderBy: { geuploadOp: 'asc' } }),
    // who opened his documents and statements: the whole log, oldest first
    () =>
      db.inzage.findMany({
        where: { eigenaarId: userId },
        orderBy: { op: 'asc' },
        select: inzageSelect,
      }),
  ]);
  return {
    profiel,
    lidmaatschappen,
    aanvragen,
    verklaringen,
    notificaties,
    chatBerichten,
    afspraken,
    uitnodigingen,
    auditLog,
    documenten,
    inzages,
  };
}
export function createExport(db: Db | Tx, userId: string, now: Date) {
  return db.accountExport.create({ data: { userId, aangemaaktOp: now }, select: { id: true } });
}

export function findExportOf(db: Db | Tx, id: string, userId: string) {
  return db.accountExport.findFirst({
    where: { id, userId },
    select: { id: true, status: true, verlooptOp: true },
  });
}

export function findExportFile(db: Db | Tx, id: string, userId: string) {
  return db.accountExport.findFirst({
    where: { id, userId },
    select: { status: true, verlooptOp: true, inhoud: true, sleutelId: true, dataSleutel: true },
  });
}

/** Claims one waiting export, locked until the caller's transaction ends (one export job runs at a time: queue `account-exports`): its id and owner, or null. */
export async function claimWaitingExport(db: Tx): Promise<{ id: string; userId: string } | null> {
  const rows = await db.$queryRaw<{ id: string; userId: string }[]>`
    SELECT "id", "userId" FROM "account_exports" WHERE "status" = 'BEZIG'
    ORDER BY "aangemaaktOp" LIMIT 1 FOR UPDATE`;
  return rows[0] ?? null;
}

/** Stores the prepared archive, sealed (infra/document-crypto.ts: it holds the person's documents). */
export function finishExport(
  db: Db | Tx,
  id: string,
  sealed: { inhoud: Uint8Array<ArrayBuffer>; sleutelId: string; dataSleutel: Uint8Array<ArrayBuffer> },
  now: Date,
  verlooptOp: Date,
) {
  return db.accountExport.update({
    where: { id },
    data: { status: 'KLAAR', ...sealed, klaarOp: now, verlooptOp },
  });
}

/** Expired exports lose their file (the row stays so the link answers "expired", not "unknown"). */
export function dropExpiredExports(db: Db | Tx, now: Date) {
  return db.accountExport.updateMany({
    where: { verlooptOp: { lt: now }, inhoud: { not: null } },
    data: { inhoud: null, sleutelId: null, dataSleutel: null },
  });
}
