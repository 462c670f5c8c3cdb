import base from '@ikv/eslint-config';
import { databaseDoorPlugin } from '@ikv/eslint-config/database-door';
import { componentLength, functionLength } from '@ikv/eslint-config/function-length';

// Client components (files that start with 'use client' live under these globs) may use the API
// package only for its client-safe schemas and for types.
const clientFiles = [
  'src/**/components/**/*.{ts,tsx}',
  'src/trpc/react.tsx',
  'src/app/providers.tsx',
  'src/i18n/i18n-provider.tsx',
];

export default [
  ...base,
  { ignores: ['next-env.d.ts'] },
  {
    // The web has no database door of its own: every query goes through @ikv/api's operations
    // (docs/architecture.md); a call on a Prisma model or a pg pool here is found by its type.
    plugins: { ikv: databaseDoorPlugin },
    files: ['src/**/*.{ts,tsx}', 'server.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'ikv/database-door': 'error' },
  },
  // Code outside the components (.tsx) reads as named steps; the components keep to their own budget.
  functionLength(['src/**/*.ts', 'server.ts']),
  componentLength(['src/**/*.tsx']),
  {
    files: clientFiles,
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ikv/api',
              message: 'client components: import type only, or @ikv/api/schemas/*',
              allowTypeImports: true,
            },
            { name: '@ikv/api/rest', message: 'server only', allowTypeImports: true },
            { name: '@ikv/api/auth', message: 'server only', allowTypeImports: true },
            { name: '@ikv/api/context', message: 'server only', allowTypeImports: true },
            { name: '@ikv/db', message: 'server only', allowTypeImports: true },
            { name: 'next-auth', message: 'use the server actions in ~/auth', allowTypeImports: true },
          ],
          patterns: [
            // shared's pure *.rules files (money, reference date) are client-safe like the modules' rules,
            // and so are its *.fields definitions (the financial year's fields, documents and file types)
            {
              group: [
                '@ikv/api/testing',
                '@ikv/api/shared/*',
                '!@ikv/api/shared/*.rules',
                '!@ikv/api/shared/*.fields',
                '@ikv/db/*',
                '~/auth/*',
                '~/trpc/server',
              ],
              message: 'server only',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
];
