// What the daily retention job deletes, and when (docs/privacy.md section 4a, AVG art. 5(1)(e)). Pure:
// the facts and the moment come in, the date a thing's period ends comes out (null: kept while it lasts).
import { WEBHOOK_RETRY_WINDOW_MS } from '../webhook-outbox/webhook-retry.rules.ts';

/** The periods of docs/privacy.md section 4a. */
export const RETENTION = {
  /** documents of a company whose requests are all closed, behind no statement */
  closedRequestDocumentMonths: 6,
  /** documents of a company that never had a request (an abandoned draft) */
  draftDocumentMonths: 12,
  /** a request closed without an issued statement: its calculations, history, remarks and chat */
  closedRequestMonths: 24,
  /** issued statements, and the documents they rest on (AWR art. 52 lid 4, BW 2:10 lid 3) */
  statementYears: 7,
  /** accounts whose e-mail address was never verified, without a request */
  unverifiedAccountDays: 30,
  /** a delivered or finally failed mail's address and text */
  sentMailDays: 30,
  /** a delivered or finally failed webhook delivery (its signed body and the receiver's answers) */
  webhookDeliveryDays: 30,
} as const;

/** Why a thing is deleted: the rule of docs/privacy.md section 4a it falls under (in its audit row). */
export type RetentionRule = 'AANVRAAG_GESLOTEN' | 'CONCEPT' | 'VERKLARING_BEWAARTERMIJN' | 'NIET_GEVERIFIEERD';

/** `d` plus `months` calendar months in UTC; the 31st of a shorter month becomes its last day. */
export function addMonths(d: Date, months: number): Date {
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return target;
}

const DAY_MS = 24 * 60 * 60_000;

export interface DocumentFacts {
  geuploadOp: Date;
  /** when each issued statement resting on this document was issued (revoked ones too: still a record) */
  statementsIssuedOn: Date[];
  /** the requests of the document's company: open, or closed at a moment */
  requests: ({ open: true } | { open: false; closedOn: Date })[];
}

export interface RetentionEnd {
  rule: RetentionRule;
  /** the moment the period ends; null while something still needs the thing (an open request) */
  endsOn: Date | null;
}

const latest = (dates: Date[]): Date => new Date(Math.max(...dates.map((d) => d.getTime())));

export interface RequestFacts {
  /** open, or closed (withdrawn, rejected, completed) at a moment */
  state: { open: true } | { open: false; closedOn: Date };
  /** when its statement was issued; null when none was (or it is already removed: then its request went with it) */
  statementIssuedOn: Date | null;
}

/**
 * When a request's period ends (docs/privacy.md section 4a): one with an issued statement is the
 * statement's record and goes with it, seven years after its issue (withdrawn or not); one closed without
 * a statement 24 months after it closed; an open request is kept while it is open.
 */
export function requestRetentionEnd(request: RequestFacts): RetentionEnd {
  if (request.statementIssuedOn !== null)
    return { rule: 'VERKLARING_BEWAARTERMIJN', endsOn: statementRetentionEnd(request.statementIssuedOn) };
  if (request.state.open) return { rule: 'AANVRAAG_GESLOTEN', endsOn: null };
  return { rule: 'AANVRAAG_GESLOTEN', endsOn: addMonths(request.state.closedOn, RETENTION.closedRequestMonths) };
}

/** A request created after this moment is never due at `now` (the job's prefilter: it closed after it was created). */
export function requestsNeverDueAfter(now: Date): Date {
  return addMonths(now, -RETENTION.closedRequestMonths);
}

/** When a document's period ends, and under which rule (docs/privacy.md section 4a). */
export function documentRetentionEnd(doc: DocumentFacts): RetentionEnd {
  if (doc.statementsIssuedOn.length > 0)
    return {
      rule: 'VERKLARING_BEWAARTERMIJN',
      endsOn: addMonths(latest(doc.statementsIssuedOn), 12 * RETENTION.statementYears),
    };
  if (doc.requests.length === 0)
    return { rule: 'CONCEPT', endsOn: addMonths(doc.geuploadOp, RETENTION.draftDocumentMonths) };
  const closed: Date[] = [];
  for (const r of doc.requests) {
    if (r.open) return { rule: 'AANVRAAG_GESLOTEN', endsOn: null };
    closed.push(r.closedOn);
  }
  // a document uploaded after the last request closed (for a new one) counts from its upload
  return {
    rule: 'AANVRAAG_GESLOTEN',
    endsOn: addMonths(latest([...closed, doc.geuploadOp]), RETENTION.closedRequestDocumentMonths),
  };
}

/** The shortest period a document can have: one uploaded after this moment is never due at `now` (the job's prefilter). */
export function documentsNeverDueAfter(now: Date): Date {
  return addMonths(now, -Math.min(RETENTION.closedRequestDocumentMonths, RETENTION.draftDocumentMonths));
}

export interface AccountFacts {
  aangemaaktOp: Date;
  emailGeverifieerdOp: Date | null;
  verwijderdOp: Date | null;
  requestCount: number;
}

/** When an account is removed for never verifying its address; null: never by this rule. */
export function unverifiedAccountEnd(account: AccountFacts): Date | null {
  if (account.emailGeverifieerdOp !== null || account.verwijderdOp !== null || account.requestCount > 0) return null;
  return new Date(account.aangemaaktOp.getTime() + RETENTION.unverifiedAccountDays * DAY_MS);
}

/** When an issued statement's period ends: seven years after its issue, withdrawn or not (still a record). */
export function statementRetentionEnd(uitgegevenOp: Date): Date {
  return addMonths(uitgegevenOp, 12 * RETENTION.statementYears);
}

/**
 * A statement issued after this moment is never due at `now` (the job's prefilter; each one found is
 * checked with statementRetentionEnd). Three days of slack: a month's end makes calendar months uneven
 * (issued on 29 February, due on 28 February seven years on).
 */
export function statementsNeverDueAfter(now: Date): Date {
  return new Date(addMonths(now, -12 * RETENTION.statementYears).getTime() + 3 * DAY_MS);
}

/**
 * Which ended webhook deliveries are pruned at `now`: those delivered at or before `afgeleverdVoor`, and
 * those given up (MISLUKT) whose 24 hours of retries started at or before `misluktVensterVoor` — a
 * delivery is given up at the latest when its window ends, so both ended 30 days ago or longer.
 */
export function webhookDeliveryCutoff(now: Date): { afgeleverdVoor: Date; misluktVensterVoor: Date } {
  const ended = now.getTime() - RETENTION.webhookDeliveryDays * DAY_MS;
  return { afgeleverdVoor: new Date(ended), misluktVensterVoor: new Date(ended - WEBHOOK_RETRY_WINDOW_MS) };
}

/** Delivered or finally failed mails sent (or queued) at or before this moment lose their address and text. */
export function sentMailCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION.sentMailDays * DAY_MS);
}

/** Due: the period has ended at `now`. */
export function isDue(endsOn: Date | null, now: Date): boolean {
  return endsOn !== null && endsOn.getTime() <= now.getTime();
}
