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
    select: {
      id: true,
      nummer: true,
      ondernemerId: true,
      companyId: true,
      company: { select: { naam: true, naamOverride: true, leden: { select: { userId: true } } } },
    },
  });
}

export function findMessage(db: Db | Tx, aanvraagId: string, id: string) {
  return db.chatMessage.findFirst({ where: { id, aanvraagId }, select: { id: true, verzondenOp: true } });
}

/** A page of messages, newest first: all, or those sent before (verzondenOp, id) of the cursor. */
export function findMessagesNewestFirst(
  db: Db | Tx,
  aanvraagId: string,
  limit: number,
  before?: { verzondenOp: Date; id: string },
) {
  return db.chatMessage.findMany({
    where: {
      aanvraagId,
      ...(before
        ? {
            OR: [
              { verzondenOp: { lt: before.verzondenOp } },
              { verzondenOp: before.verzondenOp, id: { lt: before.id } },
            ],
          }
        : {}),
    },
    select: messageSelect,
    orderBy: [{ verzondenOp: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

export function insertMessage(
  tx: Tx,
  data: { aanvraagId: string; afzenderId: string; bericht: string; verzondenOp: Date },
) {
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

type MailCandidate = {
  aanvraagId: string;
  userId: string;
  oudsteOngelezen: Date;
  nieuwsteOngelezen: Date;
};

/**
 * Who has chat messages that are neither read nor already mailed, per thread: the entrepreneur side
 * (owner and company members), the behandelaar, and the advisers who have written in that thread. Only threads with a
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
      UNION
      SELECT a.id, a."behandelaarId" FROM aanvragen a JOIN recent r ON r."aanvraagId" = a.id WHERE a."behandelaarId" IS NOT NULL
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

export function findRecipient(db: Db | Tx, userId: string) {
  return db.user.findUnique({
    where: { id: userId },
    select: { email: true, voornaam: true, taal: true, rol: true, emailVoorkeuren: true },
  });
}

type ConversationRow = {
  aanvraagId: string;
  nummer: number;
  bedrijfsnaam: string;
  ondernemer: string;
  behandelaar: string | null;
  laatsteAdviseur: string | null;
  bericht: string;
  verzondenOp: Date;
  afzender: string | null;
  ongelezen: number;
};

/**
 * The caller's conversations: per request with messages that he takes part in (advisers: every one),
 * the newest message, its sender, and how many messages of others he has not read; newest first.
 */
export function findConversations(
  db: Db | Tx,
  userId: string,
  adviser: boolean,
  limit: number,
): Promise<ConversationRow[]> {
  const participant = adviser
    ? Prisma.sql`TRUE`
    : Prisma.sql`(a."ondernemerId" = ${userId} OR EXISTS (SELECT 1 FROM company_members cm WHERE cm."companyId" = a."companyId" AND cm."userId" = ${userId}))`;
  return db.$queryRaw<ConversationRow[]>`
    WITH laatste AS (
      SELECT m."aanvraagId", max(m."verzondenOp") AS op
      FROM chat_messages m JOIN aanvragen a ON a.id = m."aanvraagId"
      WHERE ${participant}
      GROUP BY m."aanvraagId" ORDER BY op DESC, m."aanvraagId" LIMIT ${limit}
    )
    SELECT l."aanvraagId", a."nummer", coalesce(c."naamOverride", c."naam") AS bedrijfsnaam,
           o."voornaam" || ' ' || o."achternaam" AS ondernemer,
           CASE WHEN b.id IS NULL THEN NULL ELSE b."voornaam" || ' ' || b."achternaam" END AS behandelaar,
           (SELECT u."voornaam" || ' ' || u."achternaam" FROM chat_messages m3 JOIN users u ON u.id = m3."afzenderId"
             WHERE m3."aanvraagId" = l."aanvraagId" AND u.rol = 'ADVISEUR' ORDER BY m3."verzondenOp" DESC LIMIT 1) AS "laatsteAdviseur",
           lm."bericht", lm."verzondenOp", lm.afzender,
           (SELECT count(*)::int FROM chat_messages m2
             LEFT JOIN chat_read_states r ON r."aanvraagId" = m2."aanvraagId" AND r."userId" = ${userId}
             WHERE m2."aanvraagId" = l."aanvraagId" AND m2."afzenderId" IS DISTINCT FROM ${userId}
               AND (r."gelezenTot" IS NULL OR m2."verzondenOp" > r."gelezenTot")) AS ongelezen
    FROM laatste l
    JOIN aanvragen a ON a.id = l."aanvraagId"
    JOIN companies c ON c.id = a."companyId"
    JOIN users o ON o.id = a."ondernemerId"
    LEFT JOIN users b ON b.id = a."behandelaarId"
    CROSS JOIN LATERAL (
      SELECT m."bericht", m."verzondenOp", CASE WHEN u.id IS NULL THEN NULL ELSE u."voornaam" || ' ' || u."achternaam" END AS afzender
      FROM chat_messages m LEFT JOIN users u ON u.id = m."afzenderId"
      WHERE m."aanvraagId" = l."aanvraagId" ORDER BY m."verzondenOp" DESC, m.id DESC LIMIT 1
    ) lm
    ORDER BY l.op DESC, l."aanvraagId"`;
}
