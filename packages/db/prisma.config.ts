// Prisma 7 CLI config: used for `prisma generate` only (migrations: scripts/migrate.mjs, see README).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
