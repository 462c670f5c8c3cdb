import base from '@ikv/eslint-config';
import { databaseDoorPlugin } from '@ikv/eslint-config/database-door';
import { componentLength, functionLength } from '@ikv/eslint-config/function-length';

// One way to the database (docs/architecture.md): only the repositories (`*.repository.ts`) run
// queries: Prisma's model API, $queryRaw/$executeRaw, the prepared hot statements, a pg client —
// found by the called object's type (tooling/eslint/database-door.js), not by its name.
// Everything else holds a client or a transaction handle and hands it to them; a service draws a
// transaction's boundary with `inTransaction` and a composition root takes the process-wide client
// with `processDb`, both from src/infra/database.ts. Tests, test helpers and scripts may use the
// database directly.
const message =
  "Only *.repository.ts talks to the database: move this query into the module's repository (transactions: inTransaction from infra/database.ts).";
// $queryRaw, $executeRaw (and their Unsafe forms), $transaction, $connect, $disconnect on any client
const clientMethod =
  '/^\\$(queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe|transaction|connect|disconnect|runCommandRaw)$/';

export const databaseDoor = {
  plugins: { ikv: databaseDoorPlugin },
  files: ['src/**/*.ts', 'src/**/*.tsx'],
  ignores: ['**/*.repository.ts', 'src/infra/database.ts', '**/*.test.ts', '**/*.test.tsx'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@ikv/db',
            importNames: ['createDb', 'queryPrepared', 'Prisma', 'PrismaClient'],
            allowTypeImports: true,
            message,
          },
          { name: 'pg', allowTypeImports: true, message },
          { name: '@prisma/client', allowTypeImports: true, message },
          { name: '@prisma/adapter-pg', message },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      // by name (`db.$queryRaw`), as a string (`db['$queryRaw']`, `` db[`$queryRaw`] ``) or taken out of the
      // client (`const { $executeRawUnsafe } = db`, a parameter `{ $transaction }`)
      { selector: `MemberExpression[property.name=${clientMethod}]`, message },
      { selector: `MemberExpression[property.value=${clientMethod}]`, message },
      { selector: `MemberExpression[property.quasis.0.value.cooked=${clientMethod}]`, message },
      { selector: `ObjectPattern > Property[key.name=${clientMethod}]`, message },
      { selector: `ObjectPattern > Property[key.value=${clientMethod}]`, message },
      // a module adds to another's type through its own parameter types, not by merging into it from
      // above, which the module graph's lint cannot see (docs/architecture.md, "The composition root")
      {
        selector: 'TSModuleDeclaration[kind="module"]',
        message:
          "No `declare module`: declare the part in its own module (as RegistryContext, LiveContext) and name it where it is used; the request's whole context is AppContext (src/app.ts).",
      },
    ],
    // db.user.findMany(…), ctx.db.x.create(…), `const d = ctx.db; d.user.count()`, pool.query(…): by type
    'ikv/database-door': 'error',
  },
};

export default [
  ...base,
  databaseDoor,
  // The code reads as named steps (sources, scripts, test support); the components (the PDF report's, in
  // .tsx) keep to the web's budget.
  functionLength(['src/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts']),
  componentLength(['src/**/*.tsx']),
  // A test's own pg pool comes from createTestPool (@ikv/db/testing): an idle connection the server
  // ends (every one, when a backend crashes) is dropped there; a bare pool throws it as an uncaught
  // exception, which fails a run whose tests all passed.
  {
    files: ['src/**/*.test.ts', 'test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.property.name='Pool'], NewExpression[callee.name='Pool']",
          message: "A test's pool: createTestPool from @ikv/db/testing (it drops a lost idle connection).",
        },
      ],
    },
  },
];
