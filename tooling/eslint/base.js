// Shared ESLint flat config: type-aware TypeScript rules plus the layer boundaries of STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.cache/**',
      '**/src/generated/**',
      '**/*.config.*',
      '**/.dependency-cruiser.cjs',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The environment is read in one configuration module per deployable (docs/deployment.md,
    // Environment): the app's packages/api/src/infra/config.ts, the scripts' scripts/config.ts, the
    // migrator's settings block in packages/db/scripts/migrate.mjs. Tests and their support set it.
    // `process` is reached by its name only, so `globalThis.process.env` is no way round.
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'read configuration through config() (packages/api/src/infra/config.ts; scripts: scripts/config.ts), not process.env',
        },
        ...['globalThis', 'global'].map((object) => ({
          object,
          property: 'process',
          message: `use process by its name, not ${object}.process (and configuration through config(), not process.env)`,
        })),
      ],
    },
  },
  {
    files: [
      '**/src/infra/config.ts',
      'scripts/config.ts',
      '**/scripts/migrate.mjs',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.spec.ts',
      '**/test/**',
      '**/testing/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Pure rules and client-safe schemas: no database, no tRPC, no Node, no services.
    files: ['**/*.rules.ts', '**/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@ikv/db',
                '@ikv/db/*',
                '@prisma/*',
                '@trpc/server',
                '@trpc/server/*',
                'next',
                'next/*',
                'node:*',
              ],
              message: 'rules and schemas stay pure',
            },
            {
              group: ['**/*.service', '**/*.repository', '**/*.service.ts', '**/*.repository.ts'],
              message: 'rules and schemas stay pure',
            },
          ],
        },
      ],
    },
  },
);
