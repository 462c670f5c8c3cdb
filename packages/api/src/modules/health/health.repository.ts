// The one query of the health check.
import type { Db } from '@ikv/db';

export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
