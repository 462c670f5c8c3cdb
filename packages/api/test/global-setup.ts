// One PostgreSQL for the whole run (DATABASE_URL, else embedded) with a migrated template;
// each test file clones its own database from it.
import { setupTestDatabaseServer } from '@ikv/db/testing';

export default async function setup() {
  const server = await setupTestDatabaseServer();
  return async () => {
    await server.teardown();
  };
}
