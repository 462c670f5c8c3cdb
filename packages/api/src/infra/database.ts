// The process's database client, for the configured DATABASE_URL and DATABASE_POOL_SIZE.
import { sharedDb, type Db } from '@ikv/db';
import { config } from './config.ts';

export function getDb(): Db {
  const { databaseUrl, databasePoolSize } = config();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  return sharedDb(databaseUrl, databasePoolSize);
}
