// The app reads its environment in one module (src/infra/config.ts, tooling/eslint/base.js): a planted
// read of process.env in a service is refused, and so is the way round through globalThis or global;
// the configuration module and the tests may read it. Linted without types (the rule reads none).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { untypedLinter } from './lint-text.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const problems = untypedLinter(apiDir);

const planted = `export const a = process.env.SMTP_URL;
export const b = globalThis.process.env.SMTP_URL;
export const c = global.process.env.SMTP_URL;
const { env } = process;
export const d = env.SMTP_URL;
`;

describe('the environment through config() (lint)', () => {
  it('refuses process.env in a service, also reached through globalThis or global', async () => {
    expect(await problems('src/modules/probe/probe.service.ts', planted)).toEqual([
      { line: 1, ruleId: 'no-restricted-properties' },
      { line: 2, ruleId: 'no-restricted-properties' },
      { line: 3, ruleId: 'no-restricted-properties' },
      { line: 4, ruleId: 'no-restricted-properties' },
    ]);
  });

  it('lets the configuration module and a test read it', async () => {
    expect(await problems('src/infra/config.ts', planted)).toEqual([]);
    expect(await problems('src/modules/probe/probe.test.ts', planted)).toEqual([]);
  });
});
