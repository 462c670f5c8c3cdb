// One PostgreSQL for the run (DATABASE_URL, else embedded) with a migrated template database.
import { setupTestDatabaseServer } from '../src/testing/test-database.ts';

export default async function setup() {
  const server = await setupTestDatabaseServer();
  return () => server.teardown();
}
