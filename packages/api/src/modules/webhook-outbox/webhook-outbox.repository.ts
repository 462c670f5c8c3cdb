// Prisma access for the webhook outbox: which endpoints hear of an event, queueing, the delivery
// job's claims and outcomes, and who is told when an endpoint is switched off.
import type { Db, Tx } from '@ikv/db';
import type { WebhookEvent } from './webhook-event.rules.ts';

/** An endpoint that hears of an event through an entrepreneur's ACTIEF koppeling with its organisation. */
interface KoppelingTarget {
  endpointId: string;
  koppelingId: string;
  kenmerk: string | null;
}

/**
 * The endpoints (for `event`) of the live clients of every organisation the request's entrepreneur
 * has an ACTIEF koppeling with; one per endpoint and koppeling.
 */
export async function findKoppelingTargets(
  tx: Db | Tx,
  aanvraagId: string,
  event: WebhookEvent,
): Promise<KoppelingTarget[]> {
  const koppelingen = await tx.koppeling.findMany({
    where: { status: 'ACTIEF', ondernemer: { is: { aanvragen: { some: { id: aanvraagId } } } } },
    select: {
      id: true,
      kenmerk: true,
      organisatie: {
        select: {
          clients: {
            where: { ingetrokkenOp: null },
            select: { webhooks: { where: { events: { has: event } }, select: { id: true } } },
          },
        },
      },
    },
  });
  return koppelingen.flatMap((k) =>
    k.organisatie.clients.flatMap((c) =>
      c.webhooks.map((w) => ({ endpointId: w.id, koppelingId: k.id, kenmerk: k.kenmerk })),
    ),
  );
}

/** The endpoints (for `event`) of the live clients subscribed to a request's statement (POST /verificatie/abonnementen). */
export async function findSubscribedEndpoints(tx: Db | Tx, aanvraagId: string, event: WebhookEvent): Promise<string[]> {
  const rows = await tx.verificatieAbonnement.findMany({
    where: { verklaring: { aanvraagId }, apiClient: { ingetrokkenOp: null } },
    select: { apiClient: { select: { webhooks: { where: { events: { has: event } }, select: { id: true } } } } },
  });
  return rows.flatMap((r) => r.apiClient.webhooks.map((w) => w.id));
}

interface QueuedAflevering {
  endpointId: string;
  event: string;
  payload: string;
  webhookId: string;
}

export async function insertAfleveringen(tx: Db | Tx, rows: QueuedAflevering[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await tx.webhookAflevering.createMany({
    data: rows.map((r) => ({
      ...r,
      status: 'OPNIEUW' as const,
      volgendePoging: now,
      vensterStart: now,
      aangemaaktOp: now,
    })),
  });
}

export interface ClaimedAflevering {
  id: string;
  endpointId: string;
  webhookId: string;
  payload: string;
  pogingen: number;
  vensterStart: Date;
  url: string;
  geheim: string;
  geheimSleutelId: string | null;
}

/**
 * Claims up to `limit` due deliveries of switched-on endpoints: a claimed row's next attempt moves to
 * `leaseUntil`, so no one else takes it while it is being sent, and it comes back by itself if this
 * instance dies mid-way (at least once). One statement: the claim commits before anything is sent.
 * One round runs at a time (the job runtime's queue `webhooks`); should two claims meet, the second
 * waits for the first and then leaves out the rows whose lease it set.
 */
export function claimDueAfleveringen(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedAflevering[]> {
  return db.$queryRaw<ClaimedAflevering[]>`
    WITH due AS (
      SELECT a.id FROM webhook_afleveringen a
      JOIN webhook_endpoints e ON e.id = a."endpointId"
      WHERE a.status = 'OPNIEUW' AND a."volgendePoging" <= ${now} AND NOT e.uitgeschakeld
      ORDER BY a."volgendePoging"
      LIMIT ${limit}
      FOR UPDATE OF a
    )
    UPDATE webhook_afleveringen a SET "volgendePoging" = ${leaseUntil}
    FROM due, webhook_endpoints e
    WHERE a.id = due.id AND e.id = a."endpointId"
    RETURNING a.id, a."endpointId", a."webhookId", a.payload, a.pogingen, a."vensterStart", e.url, e.geheim,
      e."geheimSleutelId"`;
}

/** When the next delivery of a switched-on endpoint falls due (a retry or a lease that ends), or null. */
export async function findNextPoging(db: Db): Promise<Date | null> {
  const next = await db.webhookAflevering.findFirst({
    where: { status: 'OPNIEUW', volgendePoging: { not: null }, endpoint: { uitgeschakeld: false } },
    orderBy: { volgendePoging: 'asc' },
    select: { volgendePoging: true },
  });
  return next?.volgendePoging ?? null;
}

export async function markAfgeleverd(db: Db, id: string, laatsteStatus: number, now: Date): Promise<void> {
  await db.webhookAflevering.updateMany({
    where: { id, status: 'OPNIEUW' },
    data: {
      status: 'AFGELEVERD',
      pogingen: { increment: 1 },
      laatsteStatus,
      laatsteFout: null,
      volgendePoging: null,
      afgeleverdOp: now,
    },
  });
}

/** A failed attempt: tried again at `volgendePoging`, or (null) given up. */
export async function markPogingMislukt(
  db: Db | Tx,
  id: string,
  uitkomst: { laatsteStatus: number | null; fout: string; volgendePoging: Date | null },
): Promise<void> {
  await db.webhookAflevering.updateMany({
    where: { id, status: 'OPNIEUW' },
    data: {
      status: uitkomst.volgendePoging ? 'OPNIEUW' : 'MISLUKT',
      pogingen: { increment: 1 },
      laatsteStatus: uitkomst.laatsteStatus,
      laatsteFout: uitkomst.fout.slice(0, 500),
      volgendePoging: uitkomst.volgendePoging,
    },
  });
}

/**
 * Switches an endpoint off; returns its client's and organisation's names and the organisation's
 * technical contact when it was on (null otherwise).
 */
export async function disableEndpoint(
  tx: Tx,
  endpointId: string,
  now: Date,
): Promise<{ url: string; client: string; organisatie: string; technischContact: string | null } | null> {
  const switched = await tx.webhookEndpoint.updateMany({
    where: { id: endpointId, uitgeschakeld: false },
    data: { uitgeschakeld: true, uitgeschakeldOp: now },
  });
  if (switched.count === 0) return null;
  const e = await tx.webhookEndpoint.findUniqueOrThrow({
    where: { id: endpointId },
    select: {
      url: true,
      apiClient: { select: { naam: true, organisatie: { select: { naam: true, technischContact: true } } } },
    },
  });
  return {
    url: e.url,
    client: e.apiClient.naam,
    organisatie: e.apiClient.organisatie.naam,
    technischContact: e.apiClient.organisatie.technischContact,
  };
}

/** Who manages organisations and their clients (advisers with the beheer permission): told of a switched-off endpoint. */
export function findBeheerContacts(tx: Db | Tx) {
  return tx.user.findMany({
    where: { rol: 'ADVISEUR', beheer: true, verwijderdOp: null },
    select: { email: true, voornaam: true, taal: true },
  });
}

/**
 * The retention job's pruning (docs/privacy.md section 4a, docs/webhooks.md): deletes deliveries that
 * ended long enough ago — delivered at or before `afgeleverdVoor`, or given up (MISLUKT) after a window
 * that started at or before `misluktVensterVoor`. Waiting deliveries are never touched. The number deleted.
 */
export async function pruneEndedAfleveringen(
  db: Db | Tx,
  cutoff: { afgeleverdVoor: Date; misluktVensterVoor: Date },
): Promise<number> {
  const { count } = await db.webhookAflevering.deleteMany({
    where: {
      OR: [
        { status: 'AFGELEVERD', afgeleverdOp: { lte: cutoff.afgeleverdVoor } },
        { status: 'MISLUKT', vensterStart: { lte: cutoff.misluktVensterVoor } },
      ],
    },
  });
  return count;
}
