// Everything kept about one person, read for his export (AVG art. 15/20), and the export rows.
import type { Db, Tx } from '@ikv/db';
import { inzageSelect } from '../../infra/audit/inzage.repository.ts';

const profileOf = (db: Db | Tx, userId: string) =>
  db.user.findUniqueOrThrow({
    where: { id: userId },
    omit: {
      passwordHash: true,
      twoFactorSecretEnc: true,
      twoFactorSleutelId: true,
      twoFactorLastStep: true,
      sessieVersie: true,
    },
  });

const membershipsOf = (db: Db | Tx, userId: string) =>
  db.companyMember.findMany({
    where: { userId },
    include: { company: { include: { boekjaren: { orderBy: { jaar: 'asc' } } } } },
    orderBy: { aangemaaktOp: 'asc' },
  });

const requestsOf = (db: Db | Tx, userId: string) =>
  db.aanvraag.findMany({
    where: { ondernemerId: userId },
    include: {
      statusHistorie: true,
      opmerkingen: true,
      ikvResultaten: true,
      // the adviser's check of each year, and what he asked to complete with the answers given
      controles: { orderBy: { jaar: 'asc' } },
      aanvullingen: { orderBy: { gevraagdOp: 'asc' } },
    },
    orderBy: { aangemaaktOp: 'asc' },
  });

/** The statements issued for him, or by him as the adviser. */
const statementsOf = (db: Db | Tx, userId: string) =>
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
  });

/** What he wrote, and what was written to him in his own requests. */
const chatOf = (db: Db | Tx, userId: string) =>
  db.chatMessage.findMany({
    where: { OR: [{ afzenderId: userId }, { aanvraag: { ondernemerId: userId } }] },
    orderBy: { verzondenOp: 'asc' },
  });

const appointmentsOf = (db: Db | Tx, userId: string) =>
  db.appointment.findMany({
    where: { OR: [{ ondernemerId: userId }, { adviseurId: userId }] },
    include: { gebeurtenissen: { orderBy: { op: 'asc' } } },
    orderBy: { start: 'asc' },
  });

const invitationsOf = (db: Db | Tx, userId: string) =>
  db.partnerInvitation.findMany({
    where: { OR: [{ uitnodigerId: userId }, { genodigdeId: userId }] },
    omit: { tokenHash: true },
  });

/**
 * His consents to organisations, and the invitations to his address not yet answered: which
 * organisation, what its system may read (the client's scopes), status and dates. No secrets.
 */
const consentsOf = async (db: Db | Tx, userId: string) => {
  const { email } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  return db.koppeling.findMany({
    where: { OR: [{ ondernemerId: userId }, { ondernemerId: null, email: { equals: email, mode: 'insensitive' } }] },
    select: {
      id: true,
      organisatie: { select: { naam: true, soort: true } },
      apiClient: { select: { naam: true, scopes: true } },
      email: true,
      kenmerk: true,
      status: true,
      aangemaaktOp: true,
      geaccepteerdOp: true,
      geweigerdOp: true,
      beeindigdOp: true,
    },
    orderBy: { aangemaaktOp: 'asc' },
  });
};

/** The documents he uploaded, each with what the reader read from it (the figures, per year). */
const documentsOf = (db: Db | Tx, userId: string) =>
  db.document.findMany({
    where: { geuploadDoorId: userId },
    include: {
      lezing: {
        select: {
          status: true,
          bron: true,
          resultaat: true,
          lezerVersie: true,
          aangemaaktOp: true,
          gelezenOp: true,
          fout: true,
        },
      },
    },
    orderBy: { geuploadOp: 'asc' },
  });

/** Who opened his documents and statements: the whole log, oldest first. */
const accessLogOf = (db: Db | Tx, userId: string) =>
  db.inzage.findMany({ where: { eigenaarId: userId }, orderBy: { op: 'asc' }, select: inzageSelect });

/**
 * Every row about `userId`, one property per kind of data (the export's files); one query at a time,
 * in this order (it runs inside the job's transaction, and an object literal's awaits run in turn).
 */
export async function findPersonData(db: Db | Tx, userId: string) {
  return {
    profiel: await profileOf(db, userId),
    lidmaatschappen: await membershipsOf(db, userId),
    aanvragen: await requestsOf(db, userId),
    verklaringen: await statementsOf(db, userId),
    notificaties: await db.notification.findMany({ where: { userId }, orderBy: { aangemaaktOp: 'asc' } }),
    chatBerichten: await chatOf(db, userId),
    afspraken: await appointmentsOf(db, userId),
    uitnodigingen: await invitationsOf(db, userId),
    auditLog: await db.auditLog.findMany({ where: { userId }, orderBy: { aangemaaktOp: 'asc' } }),
    koppelingen: await consentsOf(db, userId),
    documenten: await documentsOf(db, userId),
    inzages: await accessLogOf(db, userId),
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
