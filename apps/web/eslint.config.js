import base from '@ikv/eslint-config';

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
