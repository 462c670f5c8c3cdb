import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const env = {
  JWT_SECRET: 'test-jwt-secret-at-least-32-characters-long',
  AUTH_SECRET: 'test-auth-secret-at-least-32-characters-long',
  TOTP_ENCRYPTION_KEY: 'test-totp-encryption-key-at-least-32-chars',
  TZ: 'UTC',
  // the structured log (infra/observability): warnings and errors only; tests that read it capture every level
  LOG_LEVEL: 'warn',
  // uploads do not start the document reader in tests; the intake suites run it themselves
  IKV_DISABLE_INTAKE: '1',
  // a test-only statement-signing key (Ed25519) and one retired public key
  VERKLARING_SIGNING_KEY:
    '{"crv":"Ed25519","d":"3aSp84iz0OlhVYHNlVHMUaDWKquxwICXvNL5lvpFuS4","x":"az-_eWIFVX21zqr4lkuwp2zPyNT5Pi9fs-WV8Af170g","kty":"OKP","kid":"test-2026"}',
  // a test-only seal (PKCS#12: seal key, seal certificate and its CA, valid 2020–2060), made with generateSealIdentity
  VERKLARING_SEAL_P12: fileURLToPath(new URL('./test/fixtures/seal-test.p12', import.meta.url)),
  VERKLARING_SEAL_P12_PASSWORD: '6YHgU6MT8xi9_SNAuOKpAYcrSRXnPHA2',
  VERKLARING_RETIRED_KEYS:
    '[{"crv":"Ed25519","x":"LYNuQeGwjkr_1KLg2KdXoBCTEkTLqR-l7nXHBGtltQ0","kty":"OKP","kid":"test-2025"}]',
};

/**
 * The unit tests that must load the modules afresh: they check what importing wires (nothing) and what
 * registering does, or change the environment the configuration is read from.
 */
const OWN_MODULES = [
  'src/app.test.ts',
  'src/modules/aanvragen/aanvraag-hooks.test.ts',
  'src/infra/config.test.ts',
  'src/infra/document-crypto.test.ts',
  'src/infra/jwt.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**', ...OWN_MODULES],
          // the pure tests share their workers' modules: importing the API's module graph once per worker
          // instead of once per file takes a third of the time (docs/quality.md, "CI time")
          isolate: false,
          // the suites run beside the integration tests on two cores: a first call that compiles every
          // schema (the OpenAPI examples) can take longer than vitest's 5 s there, without being slow
          testTimeout: 30_000,
          env,
        },
      },
      {
        test: {
          name: 'unit-own-modules',
          include: OWN_MODULES,
          testTimeout: 30_000,
          env,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts', 'test/**/*.integration.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/file-setup.ts'],
          // two files at a time, whatever the core count: each file clones its own database, and much of a
          // file's time is spent waiting on PostgreSQL, so on two cores a second worker keeps both busy
          // once the other suites of the run are done (vitest's default is one worker less than the cores)
          maxWorkers: 2,
          // the files share their worker's modules too: each file imported the whole app afresh, a third of
          // the suite's time; file-setup.ts gives each file the run's environment and configuration back
          isolate: false,
          // a group of its own: its worker count differs from the unit projects' (vitest runs groups in order)
          sequence: { groupOrder: 1 },
          // a guard against a hang, not a measure of speed: the same run took twice as long on one day's CI
          // machine as on another's, and the sealing tests take 13 s on a fast one
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env,
        },
      },
    ],
  },
});
