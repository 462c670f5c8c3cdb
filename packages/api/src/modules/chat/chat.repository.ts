// Prisma access for the chat of a request: messages, read states, participants, unread counts and
// the e-mail fallback's candidates.
import { Prisma, type Db, type Tx } from '@ikv/db';

const messageSelect = {
  id: true,
  aanvraagId: true,
  afzenderId: true,
  bericht: true,
  verzondenOp: true,
  afzender: { select: { voornaam: true, achternaam: true, rol: true } },
} as const satisfies Prisma.ChatMessageSelect;

export type ChatMessageRow = Prisma.ChatMessageGetPayload<{ select: typeof messageSelect }>;

/** The request with what decides who takes part: its owner and the members of its company. */
export async function findChatAanvraag(db: Db | Tx, id: string) {
  return db.aanvraag.findUnique({
    where: { id },
    select: { id: true, nummer: true, ondernemerId: true, companyId: true, company: { select: { naam: true, naamOverride: true, leden: { select: { userId: true } } } } },
  });
}

export function findMessage(db: Db | Tx, aanvraagId: string, id: string) {
  return db.chatMessage.findFirst({ where: { id, aanvraagId }, select: { id: true, verzondenOp: true } });
}

/** A page of messages, newest first: all, or those sent before (verzondenOp, id) of the cursor. */
export function findMessagesNewestFirst(db: Db | Tx, aanvraagId: string, limit: number, before?: { verzondenOp: Date; id: string }) {
  return db.chatMessage.findMany({
    where: {
      aanvraagId,
      ...(before ? { OR: [{ verzondenOp: { lt: before.verzondenOp } }, { verzondenOp: before.verzondenOp, id: { lt: before.id } }] } : {}),
    },
    select: messageSelect,
    orderBy: [{ verzondenOp: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

export function insertMessage(tx: Tx, data: { aanvraagId: string; afzenderId: string; bericht: string; verzondenOp: Date }) {
  return tx.chatMessage.create({ data, select: messageSelect });
}

export function findReadStates(db: Db | Tx, aanvraagId: string) {
  return db.chatReadState.findMany({ where: { aanvraagId }, select: { userId: true, gelezenTot: true } });
}

/** Moves the caller's read mark forward to `tot` (never back); true when it moved. */
export async function advanceReadState(db: Db | Tx, aanvraagId: string, userId: string, tot: Date): Promise<boolean> {
  const rows = await db.$queryRaw<{ moved: boolean }[]>`
    INSERT INTO chat_read_states ("aanvraagId", "userId", "gelezenTot") VALUES (${aanvraagId}, ${userId}, ${tot})
    ON CONFLICT ("aanvraagId", "userId") DO UPDATE SET "gelezenTot" = EXCLUDED."gelezenTot"
      WHERE chat_read_states."gelezenTot" < EXCLUDED."gelezenTot"
    RETURNING true AS moved`;
  return rows.length > 0;
}

export function findAdviserIds(db: Db | Tx): Promise<{ id: string }[]> {
  return db.user.findMany({ where: { rol: 'ADVISEUR' }, select: { id: true } });
}

/** Unread chat messages of one user over all the threads he takes part in (advisers: all requests). */
export async function countUnreadFor(db: Db | Tx, userId: string, adviser: boolean): Promise<number> {
  const participant = adviser
    ? Prisma.sql`TRUE`
    : Prisma.sql`(a."ondernemerId" = ${userId} OR EXISTS (SELECT 1 FROM company_members cm WHERE cm."companyId" = a."companyId" AND cm."userId" = ${userId}))`;
  const rows = await db.$queryRaw<{ aantal: number }[]>`
    SELECT count(*)::int AS aantal
    FROM chat_messages m
    JOIN aanvragen a ON a.id = m."aanvraagId"
    LEFT JOIN chat_read_states r ON r."aanvraagId" = m."aanvraagId" AND r."userId" = ${userId}
    WHERE m."afzenderId" IS DISTINCT FROM ${userId}
      AND (r."gelezenTot" IS NULL OR m."verzondenOp" > r."gelezenTot")
      AND ${participant}`;
  return rows[0]?.aantal ?? 0;
}

export type MailCandidate = {
  aanvraagId: string;
  userId: string;
  oudsteOngelezen: Date;
  nieuwsteOngelezen: Date;
};

/**
 * Who has chat messages that are neither read nor already mailed, per thread: the entrepreneur side
 * (owner and company members) and the advisers who have written in that thread. Only threads with a
 * message in the last `sinds` window are looked at (index on chat_messages.verzondenOp).
 */
export function findMailCandidates(db: Db | Tx, sinds: Date): Promise<MailCandidate[]> {
  return db.$queryRaw<MailCandidate[]>`
    WITH recent AS (
      SELECT DISTINCT "aanvraagId" FROM chat_messages WHERE "verzondenOp" > ${sinds}
    ), participants AS (
      SELECT a.id AS "aanvraagId", a."ondernemerId" AS "userId" FROM aanvragen a JOIN recent r ON r."aanvraagId" = a.id
      UNION
      SELECT a.id, cm."userId" FROM aanvragen a JOIN recent r ON r."aanvraagId" = a.id JOIN company_members cm ON cm."companyId" = a."companyId"
      UNION
      SELECT m."aanvraagId", m."afzenderId" FROM chat_messages m JOIN recent USING ("aanvraagId") JOIN users u ON u.id = m."afzenderId" WHERE u.rol = 'ADVISEUR'
    )
    SELECT p."aanvraagId", p."userId", min(m."verzondenOp") AS "oudsteOngelezen", max(m."verzondenOp") AS "nieuwsteOngelezen"
    FROM participants p
    JOIN chat_messages m ON m."aanvraagId" = p."aanvraagId" AND m."afzenderId" IS DISTINCT FROM p."userId"
    LEFT JOIN chat_read_states r ON r."aanvraagId" = p."aanvraagId" AND r."userId" = p."userId"
    WHERE m."verzondenOp" > GREATEST(COALESCE(r."gelezenTot", '-infinity'), COALESCE(r."gemaildTot", '-infinity'))
    GROUP BY p."aanvraagId", p."userId"`;
}

/**
 * Claims one fallback mail: moves gemaildTot to `tot` unless another instance (or the reader)
 * got there first. True when this caller owns the mail.
 */
export async function claimMail(tx: Tx, aanvraagId: string, userId: string, tot: Date): Promise<boolean> {
  const rows = await tx.$queryRaw<{ ok: boolean }[]>`
    INSERT INTO chat_read_states ("aanvraagId", "userId", "gelezenTot", "gemaildTot") VALUES (${aanvraagId}, ${userId}, 'epoch', ${tot})
    ON CONFLICT ("aanvraagId", "userId") DO UPDATE SET "gemaildTot" = EXCLUDED."gemaildTot"
      WHERE (chat_read_states."gemaildTot" IS NULL OR chat_read_states."gemaildTot" < EXCLUDED."gemaildTot")
        AND chat_read_states."gelezenTot" < EXCLUDED."gemaildTot"
    RETURNING true AS ok`;
  return rows.length > 0;
}

/** The unread messages of one thread for one user, oldest first (for the summary mail). */
export function findUnreadMessages(db: Db | Tx, aanvraagId: string, userId: string, na: Date, tot: Date) {
  return db.chatMessage.findMany({
    where: { aanvraagId, verzondenOp: { gt: na, lte: tot }, NOT: { afzenderId: userId } },
    select: messageSelect,
    orderBy: [{ verzondenOp: 'asc' }, { id: 'asc' }],
    take: 50,
  });
}

export function findReadState(db: Db | Tx, aanvraagId: string, userId: string) {
  return db.chatReadState.findUnique({ where: { aanvraagId_userId: { aanvraagId, userId } }, select: { gelezenTot: true, gemaildTot: true } });
}

export function findRecipient(db: Db | Tx, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { email: true, voornaam: true, taal: true, rol: true } });
}
