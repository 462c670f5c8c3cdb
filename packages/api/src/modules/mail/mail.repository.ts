// Prisma access for the outbox: queueing (queue-mail.ts), delivery (mail-delivery.ts), the
// development mailbox and the outbox's metrics.
import type { Db, Tx } from '@ikv/db';

/** What a purged mail keeps: its status, dates and key; the address is no one's and the text is gone. */
const PURGED = { aan: 'gewist@verwijderd.invalid', onderwerp: '', tekst: '', html: null, kalender: null, fout: null };

/** A queued mail's content (the row's other columns take their defaults). */
export type MailRow = {
  aan: string;
  onderwerp: string;
  tekst: string;
  html: string | null;
  kalender: string | null;
  /** erase address and text once it left the queue (docs/privacy.md section 2) */
  wissenNaVerzending?: boolean;
};

export async function insertMail(db: Db | Tx, row: MailRow): Promise<void> {
  await db.outgoingMail.create({ data: row });
}

/** Queues the mail unless one with the same `sleutel` was queued before (then nothing changes). */
export async function insertMailOnce(db: Db | Tx, sleutel: string, row: MailRow): Promise<void> {
  await db.outgoingMail.upsert({ where: { sleutel }, create: { ...row, sleutel }, update: {} });
}

/** Many mails in one INSERT. */
export async function insertMails(db: Db | Tx, rows: MailRow[]): Promise<void> {
  await db.outgoingMail.createMany({ data: rows });
}

interface PendingMail {
  id: string;
  aan: string;
  onderwerp: string;
  tekst: string;
  html: string | null;
  kalender: string | null;
  pogingen: number;
  wissenNaVerzending: boolean;
}

/**
 * Up to `limit` queued mails, oldest first, leaving out `skip` (tried in this round). No lock: one
 * delivery job runs at a time (the job runtime's queue `mail`, mail-delivery.ts).
 */
export function queuedMail(
  db: Db,
  limit: number,
  skip: readonly string[] = [],
  neverTried = false,
): Promise<PendingMail[]> {
  return db.outgoingMail.findMany({
    where: {
      status: 'IN_WACHTRIJ',
      ...(skip.length ? { id: { notIn: [...skip] } } : {}),
      ...(neverTried ? { pogingen: 0 } : {}),
    },
    orderBy: { aangemaaktOp: 'asc' },
    take: limit,
    select: {
      id: true,
      aan: true,
      onderwerp: true,
      tekst: true,
      html: true,
      kalender: true,
      pogingen: true,
      wissenNaVerzending: true,
    },
  });
}

/** Marks a mail sent; one to be erased after sending loses its address and text now. */
export function markMailSent(tx: Db | Tx, id: string, now: Date, wissen = false) {
  return tx.outgoingMail.update({
    where: { id },
    data: {
      status: 'VERZONDEN',
      verzondenOp: now,
      pogingen: { increment: 1 },
      fout: null,
      ...(wissen ? PURGED : {}),
    },
  });
}

/** Counts a failed attempt; after the last one, a mail to be erased after sending loses its address and text. */
export function markMailFailed(tx: Db | Tx, id: string, fout: string, giveUp: boolean, wissen = false) {
  return tx.outgoingMail.update({
    where: { id },
    data: {
      status: giveUp ? 'MISLUKT' : 'IN_WACHTRIJ',
      pogingen: { increment: 1 },
      fout: fout.slice(0, 1000),
      ...(giveUp && wissen ? PURGED : {}),
    },
  });
}

/** The development mailbox: the newest mails first. */
export function findRecentMail(db: Db | Tx, options: { aan?: string; take: number }) {
  return db.outgoingMail.findMany({
    where: options.aan ? { aan: options.aan } : {},
    orderBy: { aangemaaktOp: 'desc' },
    take: options.take,
    select: {
      id: true,
      aan: true,
      onderwerp: true,
      tekst: true,
      status: true,
      pogingen: true,
      fout: true,
      aangemaaktOp: true,
      verzondenOp: true,
    },
  });
}

/** The whole database's outbox: queued, unsent mails and the age in seconds of the oldest (0 when none waits). */
export async function readMailOutbox(db: Db): Promise<{ backlog: number; oldestAgeSeconds: number }> {
  const [row] = await db.$queryRaw<{ backlog: bigint; oldest: number | null }[]>`
    SELECT count(*) AS backlog, EXTRACT(EPOCH FROM (now() - min("aangemaaktOp")))::float8 AS oldest
    FROM outgoing_mail WHERE status = 'IN_WACHTRIJ'`;
  return { backlog: Number(row?.backlog ?? 0), oldestAgeSeconds: Math.max(0, row?.oldest ?? 0) };
}

/**
 * Erases the address and text of the mails to `email` that left the queue (delivered or finally
 * failed); with `queued`, the mails still waiting are deleted too (docs/privacy.md section 2).
 */
export async function purgeMailTo(tx: Tx, email: string, options: { queued: boolean }): Promise<number> {
  if (options.queued) await tx.outgoingMail.deleteMany({ where: { aan: email, status: 'IN_WACHTRIJ' } });
  const { count } = await tx.outgoingMail.updateMany({
    where: { aan: email, status: { in: ['VERZONDEN', 'MISLUKT'] } },
    data: PURGED,
  });
  return count;
}

/** Erases the address and text of mails that left the queue at or before `before` (the retention job). */
export async function purgeSentMailBefore(db: Db | Tx, before: Date): Promise<number> {
  const { count } = await db.outgoingMail.updateMany({
    where: {
      status: { in: ['VERZONDEN', 'MISLUKT'] },
      aan: { not: PURGED.aan },
      OR: [{ verzondenOp: { lte: before } }, { verzondenOp: null, aangemaaktOp: { lte: before } }],
    },
    data: PURGED,
  });
  return count;
}
