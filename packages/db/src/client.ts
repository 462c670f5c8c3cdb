import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type Db = PrismaClient;
/** A transaction client: what `db.$transaction(async (tx) => …)` hands over. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

export function createDb(connectionString: string, options: { max?: number } = {}): Db {
  const adapter = new PrismaPg({ connectionString, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
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
