// A test file's own database and Prisma client.
import { createDb, type Db } from '../src/client.ts';
import { createTestDatabase } from '../src/testing/test-database.ts';

export interface TestDb {
  db: Db;
  url: string;
  close(): Promise<void>;
}

export async function openTestDb(poolSize = 25): Promise<TestDb> {
  const database = await createTestDatabase();
  const db = createDb(database.url, { max: poolSize });
  return {
    db,
    url: database.url,
    async close() {
      await db.$disconnect();
      await database.drop();
    },
  };
}
