// The delivery of the webhook outbox (webhook-outbox.ts), a job of the job runtime (`webhook-delivery`,
// queue `webhooks`: one round at a time across all instances; asked for after a transaction that
// queued events commits, at the next due retry, and every minute by the cron). A round claims due
// deliveries with a lease in one committed statement (nothing is locked while a receiver answers; a
// delivery whose instance died is taken up again when its lease ends: at least once), signs and
// sends each with a 10 s limit, and records the outcome: AFGELEVERD on a 2xx, else OPNIEUW at the
// next moment of the backoff (webhook-retry.rules.ts), and after 24 hours MISLUKT, the endpoint
// switched off and the managers (and the organisation's technical contact) told by e-mail, in one transaction.
import type { Db } from '@ikv/db';
import { config } from '../../infra/config.ts';
import { inTransaction } from '../../infra/database.ts';
import { insertJob } from '../../infra/jobs/job-runtime.repository.ts';
import type { JobHandler } from '../../infra/jobs/runtime.ts';
import { log } from '../../infra/observability/logger.ts';
import { openSecretAtRest } from '../../infra/document-crypto.ts';
import { queueMails } from '../mail/queue-mail.ts';
import { postWebhook, type PostResult, type Resolver } from './webhook-http.ts';
import { endpointUitgeschakeldContactMail, endpointUitgeschakeldMail } from './webhook-mail.rules.ts';
import {
  claimDueAfleveringen,
  findNextPoging,
  disableEndpoint,
  findBeheerContacts,
  markAfgeleverd,
  markPogingMislukt,
  type ClaimedAflevering,
} from './webhook-outbox.repository.ts';
import { isAfgeleverd, volgendePoging, WEBHOOK_TIMEOUT_MS } from './webhook-retry.rules.ts';
import { webhookHeaders } from './webhook-signature.rules.ts';

const BATCH = 10;
/** longer than an attempt may take: a claimed delivery is nobody else's until then */
const LEASE_MS = 60_000;

interface WebhookDeliveryOptions {
  /** the clock of the attempts and the backoff (tests move it) */
  now?: () => Date;
  resolver?: Resolver;
  timeoutMs?: number;
}

interface DeliveryResult {
  afgeleverd: number;
  opnieuw: number;
  mislukt: number;
}

/** One round: send what is due now. Safe to run concurrently (a claim waits for another and skips what it took). */
export async function deliverDueWebhooks(db: Db, options: WebhookDeliveryOptions = {}): Promise<DeliveryResult> {
  const now = options.now ?? (() => new Date());
  const result: DeliveryResult = { afgeleverd: 0, opnieuw: 0, mislukt: 0 };
  for (;;) {
    const t = now();
    const rows = await claimDueAfleveringen(db, t, new Date(t.getTime() + LEASE_MS), BATCH);
    await Promise.all(rows.map(async (row) => result[await deliverOne(db, row, now, options)]++));
    if (rows.length < BATCH) return result;
  }
}

async function attempt(row: ClaimedAflevering, at: Date, options: WebhookDeliveryOptions): Promise<PostResult> {
  let secret: string;
  try {
    secret = openSecretAtRest({ geheim: row.geheim, sleutelId: row.geheimSleutelId });
  } catch {
    return { status: null, fout: 'het geheim van dit webhookadres is niet te lezen' };
  }
  const headers = await webhookHeaders(secret, row.webhookId, at, row.payload);
  return postWebhook(row.url, headers, row.payload, {
    allowLoopback: config().webhookAllowLoopback,
    resolver: options.resolver,
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
  });
}

async function deliverOne(
  db: Db,
  row: ClaimedAflevering,
  now: () => Date,
  options: WebhookDeliveryOptions,
): Promise<keyof DeliveryResult> {
  const r = await attempt(row, now(), options);
  if (r.status !== null && isAfgeleverd(r.status)) {
    await markAfgeleverd(db, row.id, r.status, now());
    return 'afgeleverd';
  }
  const fout = r.status === null ? r.fout : `HTTP ${r.status}`;
  const next = volgendePoging(row.vensterStart, row.pogingen + 1, now());
  if (next) {
    await markPogingMislukt(db, row.id, { laatsteStatus: r.status, fout, volgendePoging: next });
    return 'opnieuw';
  }
  await inTransaction(db, async (tx) => {
    await markPogingMislukt(tx, row.id, { laatsteStatus: r.status, fout, volgendePoging: null });
    const off = await disableEndpoint(tx, row.endpointId, now());
    if (!off) return;
    const contacts = await findBeheerContacts(tx);
    const technisch =
      off.technischContact && !contacts.some((c) => c.email.toLowerCase() === off.technischContact)
        ? [{ aan: off.technischContact, ...endpointUitgeschakeldContactMail(off) }]
        : [];
    await queueMails(tx, [
      ...contacts.map((c) => ({ aan: c.email, ...endpointUitgeschakeldMail(c.taal, c.voornaam, off) })),
      ...technisch,
    ]);
  });
  return 'mislukt';
}

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
const QUEUE = 'webhooks';

/** The job: a round, then a run at the next due retry (its own key, so a request for now is not postponed). */
export const webhookDeliveryJob =
  (db: Db): JobHandler =>
  async () => {
    await deliverDueWebhooks(db);
    const next = await findNextPoging(db);
    if (next)
      await insertJob(
        db,
        WEBHOOK_DELIVERY_JOB,
        {},
        { queueName: QUEUE, jobKey: `${WEBHOOK_DELIVERY_JOB}:volgende`, runAt: next },
      );
  };

/** Asks for a round soon (after a transaction that queued events commits). Never throws. */
export function requestWebhookDelivery(db: Db): void {
  insertJob(db, WEBHOOK_DELIVERY_JOB, {}, { queueName: QUEUE, jobKey: WEBHOOK_DELIVERY_JOB }).catch((e: unknown) =>
    log().warn({ err: e }, 'webhooks: could not queue a delivery; the cron sends within a minute'),
  );
}
