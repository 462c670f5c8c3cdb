// The one door to the database outside the repositories. Repositories (`*.repository.ts`) are the
// only code that runs queries (Prisma's model API, $queryRaw/$executeRaw, the prepared hot
// statements); services hold a client or a transaction handle and hand it to them. What a service
// may do itself is draw a transaction's boundary, here, and the composition roots (the tRPC context,
// the jobs, the web sign-in) take the process-wide client from here. The lint rule in
// packages/api/eslint.config.js keeps it so.
import { sharedDb, type Db, type Prisma, type Tx } from '@ikv/db';
import { config } from './config.ts';

export type { Db, Tx };

/** The options of an interactive transaction, as Prisma takes them (unchanged). */
export type TransactionOptions = {
  maxWait?: number;
  timeout?: number;
  isolationLevel?: Prisma.TransactionIsolationLevel;
};

/**
 * Runs `work` in one interactive transaction on `db`: committed when it resolves, rolled back when
 * it throws. Exactly `db.$transaction(work, options)`: same isolation, time limits and ordering.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T> {
  return db.$transaction(work, options);
}

/** The process-wide client for the configured DATABASE_URL and DATABASE_POOL_SIZE (composition roots only: the context, the jobs, the web sign-in). */
export function processDb(): Db {
  const { databaseUrl, databasePoolSize } = config();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  return sharedDb(databaseUrl, databasePoolSize);
}
