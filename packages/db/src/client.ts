import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type Db = PrismaClient;
/** A transaction client: what `db.$transaction(async (tx) => …)` hands over. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/**
 * The pg pool under each client createDb made (one pool: Prisma's queries and the hot reads share its
 * connections). On globalThis, like the client itself: the app server's copy of this module and the
 * copy in Next.js's bundle share one client (getDb), so they must share its pool too.
 */
const globalForPools = globalThis as unknown as { __ikvPools?: WeakMap<object, pg.Pool> };
const pools = (globalForPools.__ikvPools ??= new WeakMap<object, pg.Pool>());

export function createDb(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // an idle connection the server ends (a restart) is dropped by the pool; without a listener it would throw
  pool.on('error', (e) => console.warn('[db] idle connection lost:', e.message));
  // $disconnect ends the pool, as it ends the pool Prisma makes itself
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/**
 * The pg pool of a client made by createDb, for a repository's hot read that is worth more than the
 * ORM's query pipeline (a named prepared statement, no query interpreter); null for a transaction
 * client or any other client, which then reads through Prisma.
 */
export function poolOf(db: object): pg.Pool | null {
  return pools.get(db) ?? null;
}

const globalForDb = globalThis as unknown as { __ikvDb?: Db; __ikvDbUrl?: string };

/** The process-wide client for DATABASE_URL (one per process, also across Next.js module reloads). */
export function getDb(): Db {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  if (!globalForDb.__ikvDb || globalForDb.__ikvDbUrl !== url) {
    globalForDb.__ikvDb = createDb(url, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    globalForDb.__ikvDbUrl = url;
  }
  return globalForDb.__ikvDb;
}
