// Playwright against the production build: `api` (plain HTTP, no browser) and `ui` (Chromium).
// Debian's Chromium is used (no browser download here); CHROMIUM_PATH overrides the path. Its headless
// shell first: the same Blink without the rest of the browser, and what Playwright itself runs headless
// tests in; on two cores the two heaviest specs took a quarter less time than in the full browser, which
// stays the fallback (docs/quality.md, "CI time").
import { availableParallelism } from 'node:os';
import { defineConfig, type PlaywrightTestOptions, type PlaywrightWorkerOptions } from '@playwright/test';
import { systemChromium } from './support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The spec files that start app server processes of their own (a start takes a core for seconds) or
 * stop and start a PostgreSQL, and that measure time (a revoked token refused within a second, live
 * delivery across instances, SIGKILL after a given delay): they run after the parallel ones, one at
 * a time, so neither they nor the spec files beside them share the machine with that work.
 */
const ALONE = [
  'api/database-restart.spec.ts',
  'api/faults.spec.ts',
  'api/logout-instances.spec.ts',
  'api/two-instances.spec.ts',
  'ui/session-end.spec.ts',
];

/** Debian's Chromium (no browser download here). */
const browser: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  browserName: 'chromium',
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: systemChromium(),
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  },
};
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // spec files run in parallel (each makes its own people: fixtures/people.ts), the tests of a file in order.
  // Half the cores, and two at least: on two cores one worker left a quarter of the CPU idle and two took the
  // 102 tests from 8.3 to 6.1 min in CI (docs/quality.md, "CI time"). E2E_WORKERS sets another number.
  workers: process.env.E2E_WORKERS
    ? Number(process.env.E2E_WORKERS)
    : Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // two workers share the machine's cores with the app server: a step waits longer than alone
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'api', testMatch: 'api/**/*.spec.ts', testIgnore: ALONE },
    { name: 'ui', testMatch: 'ui/**/*.spec.ts', testIgnore: ALONE, use: browser },
    // after the parallel ones, one file at a time: see ALONE
    { name: 'alone', testMatch: ALONE, dependencies: ['api', 'ui'], workers: 1, use: browser },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // a real SMTP server on loopback: the app sends its mail there, the tests read it back
          command: 'pnpm exec tsx support/smtp-sink.ts',
          url: `http://127.0.0.1:${port + 2}/`,
          timeout: 20_000,
          reuseExistingServer: false,
          env: { SMTP_SINK_PORT: String(port + 1), SMTP_SINK_HTTP_PORT: String(port + 2) },
        },
        {
          command: `pnpm exec tsx ../scripts/start.ts --fresh`,
          url: `${baseURL}/api/openapi.json`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          // LOG_LEVEL: the JSON line of every request would drown the test output (warnings and errors stay)
          env: {
            PORT: String(port),
            // one data dir per port (support/app-instance.ts: E2E_DATA_DIR): runs on other ports keep theirs
            IKV_DATA_DIR: `.data/e2e-${port}`,
            HOST: '127.0.0.1',
            SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
            APP_URL: baseURL,
            LOG_LEVEL: 'warn',
          },
        },
      ],
});
