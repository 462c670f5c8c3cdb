import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts', 'test/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['./test/global-setup.ts'],
          // these tests create clusters and databases and apply every migration: seconds alone, but beside every
          // other suite of the CI run a cluster's initdb, start and restart took over 30 s. The limit guards
          // against a hang; it does not measure speed
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
