// Prisma access for a client's webhook endpoints, their delivery log and replay, and statement
// subscriptions. Every lookup is by the client's own id, so another client's ids are simply not found.
import type { Db, Tx } from '@ikv/db';

const endpointSelect = { id: true, url: true, events: true, uitgeschakeld: true, aangemaaktOp: true } as const;

export function insertEndpoint(
  db: Db,
  data: { apiClientId: string; url: string; events: string[]; geheim: string; geheimSleutelId: string },
) {
  return db.webhookEndpoint.create({ data, select: endpointSelect });
}

export function findEndpointsOfClient(db: Db, apiClientId: string) {
  return db.webhookEndpoint.findMany({
    where: { apiClientId },
    orderBy: { aangemaaktOp: 'asc' },
    select: endpointSelect,
  });
}

export function findEndpointOfClient(db: Db | Tx, apiClientId: string, id: string) {
  return db.webhookEndpoint.findFirst({ where: { id, apiClientId }, select: { id: true } });
}

/** Deletes the endpoint with its deliveries; false when it is not the client's. */
export async function deleteEndpointOfClient(db: Db, apiClientId: string, id: string): Promise<boolean> {
  return (await db.webhookEndpoint.deleteMany({ where: { id, apiClientId } })).count === 1;
}

const afleveringSelect = {
  id: true,
  event: true,
  status: true,
  pogingen: true,
  laatsteStatus: true,
  webhookId: true,
  aangemaaktOp: true,
  volgendePoging: true,
  afgeleverdOp: true,
} as const;

export function findAfleveringen(db: Db, endpointId: string, take: number) {
  return db.webhookAflevering.findMany({
    where: { endpointId },
    orderBy: [{ aangemaaktOp: 'desc' }, { id: 'desc' }],
    take,
    select: afleveringSelect,
  });
}

/**
 * Replays a delivery of the endpoint: due now, 24 hours of retries from now, and the endpoint
 * switched on again. Null when the delivery is not the endpoint's.
 */
export async function replayAfleveringRow(tx: Tx, endpointId: string, afleveringId: string, now: Date) {
  const moved = await tx.webhookAflevering.updateMany({
    where: { id: afleveringId, endpointId },
    data: { status: 'OPNIEUW', volgendePoging: now, vensterStart: now, afgeleverdOp: null },
  });
  if (moved.count === 0) return null;
  await tx.webhookEndpoint.update({ where: { id: endpointId }, data: { uitgeschakeld: false, uitgeschakeldOp: null } });
  return tx.webhookAflevering.findUniqueOrThrow({ where: { id: afleveringId }, select: afleveringSelect });
}

/** Subscribes the client to the statement (again: nothing changes). */
export function upsertAbonnement(db: Db, apiClientId: string, verklaringId: string) {
  return db.verificatieAbonnement.upsert({
    where: { apiClientId_verklaringId: { apiClientId, verklaringId } },
    create: { apiClientId, verklaringId },
    update: {},
    select: { id: true },
  });
}
