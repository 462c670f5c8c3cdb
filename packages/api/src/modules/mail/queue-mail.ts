// The outbox: every e-mail is a row in outgoing_mail, written in the same transaction as the
// business change that causes it, so a rolled-back change never sends and a crash never loses a
// mail. Delivery (SMTP, or the log and the development mailbox without SMTP_URL) reads the
// queue separately, in a round that the same transaction asks for (it starts once it commits).
// A `sleutel` makes queueing idempotent: the same key is queued at most once.
import type { Db, Tx } from '@ikv/db';
import { headerText } from '../../shared/mail-header.rules.ts';
import { insertMail, insertMailOnce, insertMails, type MailRow } from './mail.repository.ts';
import { deliverAfterCommit } from './mail-delivery.ts';

type QueuedMail = {
  aan: string;
  onderwerp: string;
  /** plain-text part (always present) */
  tekst: string;
  html?: string;
  /** an iCalendar invitation to send along (text/calendar) */
  kalender?: string;
  /** idempotency key, e.g. `invitation:<id>` or `reminder:<appointmentId>` */
  sleutel?: string;
  /** erase address and text as soon as it leaves the queue (the goodbye mail of a deleted account) */
  wissenNaVerzending?: boolean;
};

export async function queueMail(db: Db | Tx, mail: QueuedMail): Promise<void> {
  if (mail.sleutel) await insertMailOnce(db, mail.sleutel, rowOf(mail));
  else await insertMail(db, rowOf(mail));
  await deliverAfterCommit(db);
}

const rowOf = (m: QueuedMail): MailRow => ({
  aan: m.aan,
  onderwerp: headerText(m.onderwerp),
  tekst: m.tekst,
  html: m.html ?? null,
  kalender: m.kalender ?? null,
  ...(m.wissenNaVerzending ? { wissenNaVerzending: true } : {}),
});

/** Many mails in one INSERT (mails with a `sleutel` go one by one, to stay idempotent). */
export async function queueMails(db: Db | Tx, mails: readonly QueuedMail[]): Promise<void> {
  const keyed = mails.filter((m) => m.sleutel);
  for (const mail of keyed) await queueMail(db, mail);
  const plain = mails.filter((m) => !m.sleutel);
  if (plain.length === 0) return;
  await insertMails(db, plain.map(rowOf));
  await deliverAfterCommit(db);
}
