// The advisory locks held in the current database. pg_locks lists the whole server's locks, and other
// test files (each with a database of its own on the same server) run job runtimes of their own.
import type { Db } from '@ikv/db';

export const advisoryLocksOfThisDatabase = (db: Db) =>
  db.$queryRaw<unknown[]>`
    SELECT 1 FROM pg_locks
    WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
