import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { Prisma, PrismaClient } from './generated/prisma/client.ts';

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
  pool.on('error', (e) => (queryHooks().log ?? console.warn)('[db] idle connection lost: ' + e.message));
  // every query of every connection (Prisma's and queryPrepared's) passes the observer, when one is set
  pool.on('connect', (client) => observeQueries(client));
  // $disconnect ends the pool, as it ends the pool Prisma makes itself
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

/**
 * A hot statement (one a repository runs on every request of an operation): a named prepared
 * statement on the client's own pg pool, planned once per connection and past Prisma's query
 * interpreter; through Prisma (`$queryRaw`) for a transaction client or a client createDb did not
 * make. The same `name` must always come with the same statement text. pg reads numeric columns as
 * text where Prisma gives Decimals: `numeric` names those columns, so both paths answer alike. A Date
 * parameter goes as its ISO text (UTC, as Prisma writes it): pg's own conversion builds a local-time
 * string field by field, which cost the fixed POST /kvk 1.1 % of its CPU.
 */
export async function queryPrepared<T>(
  db: Db | Tx,
  name: string,
  statement: Prisma.Sql,
  numeric: readonly (keyof T & string)[] = [],
): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) return db.$queryRaw<T[]>(statement);
  const values = statement.values.map((v) => (v instanceof Date ? v.toISOString() : v));
  const { rows } = await pool.query<Record<string, unknown>>({ name, text: statement.text, values });
  for (const row of rows)
    for (const column of numeric) if (typeof row[column] === 'string') row[column] = new Prisma.Decimal(row[column]);
  return rows as T[];
}

// ——— observing queries (metrics and trace spans; packages/api/src/infra/observability) ———

/** Called as a query starts; the function it returns is called once as the query ends (with its error, if any). */
export type QueryObserver = (statement: string) => (error?: unknown) => void;

/** On globalThis: the app server's copy of this module and Next's bundle share the pools, so they share the hooks too. */
const globalForHooks = globalThis as unknown as {
  __ikvQueryHooks?: { observer: QueryObserver | null; log: ((msg: string) => void) | null };
};
const queryHooks = () => (globalForHooks.__ikvQueryHooks ??= { observer: null, log: null });

/** Sets (or with null removes) the observer of every query of the pools createDb makes, and where the pools' warnings go. */
export function setQueryObserver(observer: QueryObserver | null, log?: (msg: string) => void): void {
  queryHooks().observer = observer;
  if (log) queryHooks().log = log;
}

type Queryable = { query: (...args: unknown[]) => unknown };

function statementOf(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Wraps a pg client's query: promise and callback forms; a submittable (cursor) passes through unobserved. */
function observeQueries(client: Queryable): void {
  const original = client.query;
  client.query = function observedQuery(this: unknown, ...args: unknown[]) {
    const observer = queryHooks().observer;
    const first = args[0] as { submit?: unknown } | null;
    if (!observer || (first && typeof first.submit === 'function')) return original.apply(this, args);
    const done = observer(statementOf(first));
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        done(error ?? undefined);
        (callback as (e: unknown, r: unknown) => void)(error, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown>;
    return result.then(
      (value) => {
        done();
        return value;
      },
      (error: unknown) => {
        done(error);
        throw error;
      },
    );
  };
}

/** Connections of the process-wide client's pool: total, idle, waiting requests and the maximum (metrics). */
export function poolUse(
  db: Db | undefined = globalForDb.__ikvDb,
): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = db && pools.get(db);
  if (!pool) return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

const globalForDb = globalThis as unknown as { __ikvDb?: Db; __ikvDbUrl?: string };

/**
 * The process-wide client for a database URL (one per process, also across Next.js module reloads).
 * The app gets its URL and pool size from its configuration (packages/api/src/infra/database.ts).
 */
export function sharedDb(url: string, poolSize = 10): Db {
  if (!globalForDb.__ikvDb || globalForDb.__ikvDbUrl !== url) {
    globalForDb.__ikvDb = createDb(url, { max: poolSize });
    globalForDb.__ikvDbUrl = url;
  }
  return globalForDb.__ikvDb;
}
