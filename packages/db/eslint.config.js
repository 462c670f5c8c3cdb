// Shared config; the plain-JS migration scripts are linted without type information.
import base from '@ikv/eslint-config';
import { functionLength } from '@ikv/eslint-config/function-length';

const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'global', 'require', 'module'].map((name) => [name, 'readonly']),
);

export default [
  ...base,
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { parserOptions: { projectService: false }, globals: nodeGlobals },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  // The code reads as named steps (docs/architecture.md): the client, factories, seeds, test support, scripts.
  functionLength(['src/**/*.ts', 'scripts/**/*.{mjs,cjs}']),
];
