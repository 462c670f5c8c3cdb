// Prisma access for the registry cache (table registry_cache). Keys are "<soort>:<provider>:<key>",
// e.g. "detail:kvk-api:69599084". Expired rows stay until overwritten: they are the fallback
// when the registry is down.
import { type Db, Prisma, queryPrepared, type Tx } from '@ikv/db';

const cacheEntry = {
  sleutel: true,
  data: true,
  opgehaaldOp: true,
  verlooptOp: true,
} as const satisfies Prisma.RegistryCacheSelect;

export type RegistryCacheEntry = Prisma.RegistryCacheGetPayload<{ select: typeof cacheEntry }>;

/** The cached value when it has not expired at `now`, else null. */
export async function findCached(
  db: Db | Tx,
  sleutel: string,
  now: Date,
): Promise<Pick<RegistryCacheEntry, 'data'> | null> {
  // the hot read of POST /kvk: one primary-key row, as a prepared statement on the pool; only the
  // value (the two timestamps and the key are not needed here and cost parsing on every look-up)
  const [entry] = await queryPrepared<Pick<RegistryCacheEntry, 'data'>>(
    db,
    'registry-cache-find-data',
    Prisma.sql`SELECT data FROM registry_cache WHERE sleutel = ${sleutel} AND "verlooptOp" > ${now}`,
  );
  return entry ?? null;
}

/** The entry whether or not it has expired (for serving a stale record when the registry fails). */
export function findStale(db: Db | Tx, sleutel: string): Promise<RegistryCacheEntry | null> {
  return db.registryCache.findUnique({ where: { sleutel }, select: cacheEntry });
}

export function upsertCached(
  db: Db | Tx,
  sleutel: string,
  data: Prisma.InputJsonValue,
  now: Date,
  ttlMs: number,
): Promise<RegistryCacheEntry> {
  const verlooptOp = new Date(now.getTime() + ttlMs);
  return db.registryCache.upsert({
    where: { sleutel },
    create: { sleutel, data, opgehaaldOp: now, verlooptOp },
    update: { data, opgehaaldOp: now, verlooptOp },
    select: cacheEntry,
  });
}
