import { defineConfig } from 'vitest/config';

const env = {
  JWT_SECRET: 'test-jwt-secret-at-least-32-characters-long',
  AUTH_SECRET: 'test-auth-secret-at-least-32-characters-long',
  TOTP_ENCRYPTION_KEY: 'test-totp-encryption-key-at-least-32-chars',
  TZ: 'UTC',
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          env,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts', 'test/**/*.integration.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env,
        },
      },
    ],
  },
});
