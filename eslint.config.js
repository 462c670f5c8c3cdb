// ESLint for what lives at the repository's root: the command-line scripts (scripts/). The workspace
// packages, the web app and the e2e suite lint themselves with their own configs. The scripts reach the
// packages through their exports (`@ikv/api/operator`, `@ikv/api/config`, `@ikv/reader`, …), never by a
// path into their sources (nor by a dynamic `import()` of one), and read the environment in
// scripts/config.ts only; the benchmark and Lighthouse harnesses start servers with an environment of
// their own making, as tests do.
import base from '@ikv/eslint-config';
import { functionLength } from '@ikv/eslint-config/function-length';
import tseslint from 'typescript-eslint';

const intoSources = "import a package by its name and exports (e.g. '@ikv/api/operator'), not a path into its sources";
// `import('../packages/api/src/…')`, `import(`../apps/…`)`: the same reaches as the static patterns below
const sourcePath = '/^\\.\\.\\/(packages|apps|e2e)\\/|packages\\/[^/]+\\/(src|test)\\//';

export default [
  { ignores: ['apps/**', 'packages/**', 'e2e/**', 'tooling/**', '.data/**', '.ci/**'] },
  ...base,
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly' },
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../packages/**', '../apps/**', '../e2e/**', '**/packages/*/src/**', '**/packages/*/test/**'],
              message: intoSources,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${sourcePath}]`, message: intoSources },
        { selector: `ImportExpression[source.quasis.0.value.cooked=${sourcePath}]`, message: intoSources },
      ],
    },
  },
  {
    files: ['scripts/bench*.ts', 'scripts/lighthouse*.ts', 'scripts/profile-top.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // The code reads as named steps (docs/architecture.md), the operator's commands and the benchmarks too.
  functionLength(['scripts/**/*.{ts,mjs}']),
];
