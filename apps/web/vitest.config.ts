import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const resolve = { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } };
/** The tests that replace a module (vi.mock): they load the modules afresh. */
const OWN_MODULES = ['src/auth/session-cookie.test.ts', 'src/auth/session-renewal.test.ts'];

export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...OWN_MODULES],
          environment: 'node',
          // the files share their workers' modules: a third of the time (docs/quality.md, "CI time")
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'unit-own-modules',
          include: OWN_MODULES,
          environment: 'node',
          // next-auth imports `next/server` without an extension, which Node's own resolver refuses
          server: { deps: { inline: ['next-auth'] } },
        },
      },
    ],
  },
});
