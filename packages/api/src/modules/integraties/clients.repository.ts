// Organisations, API clients and their secrets: the only file of the clients that touches Prisma.
import { Prisma, type Db, type Tx } from '@ikv/db';

const clientSelect = {
  id: true,
  clientId: true,
  naam: true,
  scopes: true,
  ingetrokkenOp: true,
  aangemaaktOp: true,
  organisatie: { select: { id: true, naam: true, soort: true } },
} as const;

/** A client by its row id (a token's `sub`), with its organisation. */
export function findClientById(db: Db | Tx, id: string) {
  return db.apiClient.findUnique({ where: { id }, select: clientSelect });
}

/** A client by its public client_id, with its secrets' hashes (the token endpoint). */
export function findClientWithSecrets(db: Db | Tx, clientId: string) {
  return db.apiClient.findUnique({
    where: { clientId },
    select: { ...clientSelect, jwks: true, secrets: { select: { id: true, hash: true, geldigTot: true } } },
  });
}

/**
 * Records a client assertion's jti until it expires; false when it was recorded before (a replay).
 * Expired ones of the client are forgotten first.
 */
export async function recordAssertion(db: Db | Tx, apiClientId: string, jti: string, expires: Date, now: Date) {
  await db.apiClientAssertion.deleteMany({ where: { apiClientId, verlooptOp: { lt: now } } });
  const inserted = await db.apiClientAssertion.createMany({
    data: [{ apiClientId, jti, verlooptOp: expires }],
    skipDuplicates: true,
  });
  return inserted.count === 1;
}

/** Sets (or with null removes) the client's public keys for private_key_jwt. */
export function setClientJwks(db: Db | Tx, id: string, jwks: { keys: Record<string, unknown>[] } | null) {
  return db.apiClient.update({
    where: { id },
    data: { jwks: jwks === null ? Prisma.DbNull : (jwks as Prisma.InputJsonValue) },
    select: { id: true },
  });
}

const organisatieSelect = { id: true, naam: true, soort: true, technischContact: true } as const;

export function findOrganisatieByNaam(db: Db | Tx, naam: string) {
  return db.organisatie.findUnique({ where: { naam }, select: organisatieSelect });
}

export function insertOrganisatie(
  db: Db | Tx,
  data: { naam: string; soort: 'INTERMEDIAIR' | 'GELDVERSTREKKER'; technischContact: string | null },
) {
  return db.organisatie.create({ data, select: organisatieSelect });
}

/** Sets (or replaces) the organisation's technical contact. */
export function setTechnischContact(db: Db | Tx, id: string, technischContact: string) {
  return db.organisatie.update({ where: { id }, data: { technischContact }, select: organisatieSelect });
}

export function insertClient(
  tx: Tx,
  data: { clientId: string; naam: string; organisatieId: string; scopes: string[] },
) {
  return tx.apiClient.create({ data, select: clientSelect });
}

export function insertSecret(tx: Tx, data: { apiClientId: string; hash: string; prefix: string }) {
  return tx.apiClientSecret.create({ data, select: { id: true, aangemaaktOp: true } });
}

/** Every secret of the client valid past `until` (or forever) now ends at `until` (a rotation's overlap). */
export function endSecretsAt(tx: Tx, apiClientId: string, until: Date) {
  return tx.apiClientSecret.updateMany({
    where: { apiClientId, OR: [{ geldigTot: null }, { geldigTot: { gt: until } }] },
    data: { geldigTot: until },
  });
}

export function lockClient(tx: Tx, id: string) {
  return tx.$queryRaw<{ id: string }[]>`SELECT id FROM api_clients WHERE id = ${id} FOR UPDATE`;
}

export function setClientRevoked(tx: Tx, id: string, at: Date) {
  return tx.apiClient.update({ where: { id }, data: { ingetrokkenOp: at }, select: { id: true } });
}

/** The management page: every organisation with its clients and their secrets (no hashes). */
export function findOrganisatiesWithClients(db: Db | Tx) {
  return db.organisatie.findMany({
    orderBy: { naam: 'asc' },
    select: {
      id: true,
      naam: true,
      soort: true,
      technischContact: true,
      aangemaaktOp: true,
      clients: {
        orderBy: { aangemaaktOp: 'asc' },
        select: {
          ...clientSelect,
          secrets: {
            orderBy: { aangemaaktOp: 'asc' },
            select: { id: true, prefix: true, geldigTot: true, aangemaaktOp: true },
          },
        },
      },
    },
  });
}

/** Whether the user is an adviser with the beheer permission. */
export async function hasBeheer(db: Db | Tx, userId: string): Promise<boolean> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { rol: true, beheer: true } });
  return row?.rol === 'ADVISEUR' && row.beheer;
}
