// The length rules (tooling/eslint/function-length.js, docs/architecture.md "What CI keeps so"): a planted
// component over 150 lines in the API's .tsx (the PDF report's sections) is refused, and a planted
// function over 80 lines in each package's non-component code the rule covers; one within the budget
// passes. Linted without types (the rules read none).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { untypedLinter } from './lint-text.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
async function rules(cwd: string, file: string, code: string): Promise<(string | null)[]> {
  return (await untypedLinter(cwd)(file, code)).map((p) => p.ruleId);
}

/** A component of `lines` lines, each a line of its JSX. */
function component(lines: number): string {
  const rows = Array.from({ length: lines - 6 }, (_, i) => `      <Text>{'regel ${i}'}</Text>`).join('\n');
  return `/** @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';

export function Probe() {
  return (
    <View>
${rows}
    </View>
  );
}
`;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A function of `lines` lines. */
function longFunction(lines: number): string {
  const body = Array.from({ length: lines - 4 }, (_, i) => `  x += ${i};`).join('\n');
  return `export function long(): number {\n  let x = 0;\n${body}\n  return x;\n}\n`;
}

describe('the function length (lint)', () => {
  it.each([
    ['.', 'scripts/probe.ts'],
    ['.', 'scripts/bench-probe.ts'],
    ['packages/api', 'src/modules/probe/probe.service.ts'],
    ['packages/api', 'scripts/probe.ts'],
    ['packages/api', 'test/probe-support.ts'],
    ['packages/layout-fuzzer', 'src/probe.ts'],
    ['packages/layout-fuzzer', 'scripts/probe.ts'],
    ['packages/db', 'src/factories/probe.ts'],
    ['packages/db', 'scripts/probe.mjs'],
    ['packages/client', 'src/probe.ts'],
    ['e2e', 'support/probe.ts'],
    ['e2e', 'fixtures/probe.ts'],
  ])('refuses a function over 80 lines in %s %s, passes one of 80', async (pkg, file) => {
    const cwd = join(root, pkg);
    expect(await rules(cwd, file, longFunction(81))).toEqual(['max-lines-per-function']);
    expect(await rules(cwd, file, longFunction(80))).toEqual([]);
  });
});

describe('the component budget (lint)', () => {
  it("refuses a component over 150 lines in the API's .tsx, passes one of 150", async () => {
    expect(await rules(apiDir, 'src/modules/ikv/report/probe.document.tsx', component(151))).toEqual([
      'max-lines-per-function',
    ]);
    expect(await rules(apiDir, 'src/modules/ikv/report/probe.document.tsx', component(150))).toEqual([]);
  });
});
