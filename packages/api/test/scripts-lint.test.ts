// The repository root's lint (eslint.config.js) holds the command-line scripts to the packages' exports
// and to scripts/config.ts for the environment: a planted reach into a package's sources (imported, or
// by a dynamic import()), a read of process.env (also as globalThis.process.env) in an operator command,
// and the same code where it is allowed (the config module, a benchmark harness). These rules read no
// types: the text is linted without building the root's program (the one type-aware rule, on floating
// promises, is off here), which took most of the file's time.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { untypedLinter } from './lint-text.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const problems = untypedLinter(root);

const planted = `import { systemClock } from '../packages/api/src/infra/clock.ts';
import { readDocument } from '../packages/reader/src/read-document.ts';

export const probe = [systemClock, readDocument, process.env.DATABASE_URL];
export const database = () => import('../packages/api/src/infra/database.ts');
export const testApp = () => import(\`../packages/api/test/test-app.ts\`);
export const url = globalThis.process.env.DATABASE_URL;
`;

describe('the scripts lint (repository root)', () => {
  it('refuses a path into a package (static or dynamic) and process.env in an operator command', async () => {
    expect(await problems('scripts/create-client.ts', planted)).toEqual([
      { line: 1, ruleId: 'no-restricted-imports' },
      { line: 2, ruleId: 'no-restricted-imports' },
      { line: 4, ruleId: 'no-restricted-properties' },
      { line: 5, ruleId: 'no-restricted-syntax' },
      { line: 6, ruleId: 'no-restricted-syntax' },
      { line: 7, ruleId: 'no-restricted-properties' },
    ]);
  });

  it('lets the scripts config read the environment and a benchmark harness set up its servers', async () => {
    const env = `export const probe = process.env.DATABASE_URL;\n`;
    expect(await problems('scripts/config.ts', env)).toEqual([]);
    expect(await problems('scripts/bench-live.ts', env)).toEqual([]);
  });

  it('passes the package exports', async () => {
    const exportsOnly = `import { systemClock } from '@ikv/api/operator';
import { readDocument } from '@ikv/reader';

export const probe = [systemClock, readDocument];
export const database = () => import('@ikv/api/database');
`;
    expect(await problems('scripts/create-client.ts', exportsOnly)).toEqual([]);
  });
});
