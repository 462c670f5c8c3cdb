// The lint rules that keep one way to the database (eslint.config.js, databaseDoor): code outside
// the repositories that queries is refused; the same code in a repository, type-only imports, the
// error predicates and inTransaction pass. The imports and the `$` methods are linted without type
// information; the calls on a model or a pool (tooling/eslint/database-door.js) by their type, so a
// renamed handle (`database.user`, `const d = ctx.db`, `pool.query`) is found too.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { untypedLinter } from './lint-text.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const problems = untypedLinter(apiDir);

const queries = `import { createDb, Prisma, type Tx } from '@ikv/db';
import pg from 'pg';
import type { ServiceContext } from '../../infra/service-context.ts';

export async function probe(ctx: ServiceContext, tx: Tx): Promise<unknown> {
  await ctx.db.$transaction(async () => 1);
  await tx.auditLog.create({ data: { actie: 'X', userId: null, ip: null, details: {} } });
  await ctx.db.user.findMany();
  await tx.$executeRaw\`SELECT 1\`;
  return [createDb, Prisma.sql\`SELECT 1\`, pg.Client];
}
`;

describe('one way to the database (lint)', () => {
  it('refuses a service that imports the client, Prisma or pg, or runs a query or a transaction', async () => {
    expect(await problems('src/modules/probe/probe.service.ts', queries)).toEqual([
      { line: 1, ruleId: '@typescript-eslint/no-restricted-imports' },
      { line: 1, ruleId: '@typescript-eslint/no-restricted-imports' },
      { line: 2, ruleId: '@typescript-eslint/no-restricted-imports' },
      { line: 6, ruleId: 'no-restricted-syntax' },
      { line: 9, ruleId: 'no-restricted-syntax' },
    ]);
  });

  it('refuses it in any non-repository file (a job, a transport, infra)', async () => {
    for (const file of [
      'src/jobs.ts',
      'src/rest/probe-route.ts',
      'src/infra/observability/probe.ts',
      'src/modules/mail/queue-mail.ts',
    ]) {
      expect((await problems(file, queries)).length).toBe(5);
    }
  });

  it('refuses a raw query or a transaction reached by a string or taken out of the client', async () => {
    const dodges = `import type { Db } from '@ikv/db';

export async function dodge(db: Db): Promise<unknown> {
  await db['$queryRaw']\`SELECT 1\`;
  const { $executeRawUnsafe } = db;
  await $executeRawUnsafe('DELETE FROM users');
  const { '$transaction': run } = db;
  return [run, db[\`$disconnect\`]];
}
`;
    expect(await problems('src/modules/probe/probe.service.ts', dodges)).toEqual([
      { line: 4, ruleId: 'no-restricted-syntax' },
      { line: 5, ruleId: 'no-restricted-syntax' },
      { line: 7, ruleId: 'no-restricted-syntax' },
      { line: 8, ruleId: 'no-restricted-syntax' },
    ]);
    expect(await problems('src/modules/probe/probe.repository.ts', dodges)).toEqual([]);
  });

  it('refuses a `declare module` that merges into another module from above', async () => {
    const merge = `declare module '../../app.ts' {
  interface AppContext {
    probe: true;
  }
}
export {};
`;
    expect(await problems('src/modules/probe/probe.ts', merge)).toEqual([{ line: 1, ruleId: 'no-restricted-syntax' }]);
  });

  it('lets a repository, infra/database.ts and the tests query', async () => {
    for (const file of [
      'src/modules/probe/probe.repository.ts',
      'src/infra/audit/audit.repository.ts',
      'src/infra/database.ts',
      'src/modules/probe/probe.integration.test.ts',
    ]) {
      expect(await problems(file, queries)).toEqual([]);
    }
  });

  it('lets a service hold handles, test errors and draw a transaction boundary', async () => {
    const service = `import { isUniqueViolation, type Db, type Prisma, type Tx } from '@ikv/db';
import type pg from 'pg';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

export async function probe(db: Db, t: Tx, c: pg.Client, d: Prisma.InputJsonValue): Promise<unknown> {
  try {
    return await inTransaction(db, async (tx) => writeAudit(tx, { userId: null, actie: 'X', ip: null, details: d }));
  } catch (e) {
    return isUniqueViolation(e) ? [t, c] : null;
  }
}
`;
    expect(await problems('src/modules/probe/probe.service.ts', service)).toEqual([]);
  });
});

// With type information, from a program of the package's compiler options that holds only the planted
// file and what it imports: the package's whole program took most of a minute to build alone, several
// beside CI's other suites, for one file of a dozen lines.
describe('one way to the database, by type (lint)', () => {
  const typedProblems = async (file: string, code: string) => {
    const path = join(apiDir, file);
    const options = ts.getParsedCommandLineOfConfigFile(
      join(apiDir, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    )!.options;
    const host = ts.createCompilerHost(options, true);
    const [fileExists, readFile] = [host.fileExists.bind(host), host.readFile.bind(host)];
    host.fileExists = (f) => f === path || fileExists(f);
    host.readFile = (f) => (f === path ? code : readFile(f));
    const program = ts.createProgram({ rootNames: [path], options, host });
    const typed = new ESLint({
      cwd: apiDir,
      overrideConfig: [{ languageOptions: { parserOptions: { projectService: false, programs: [program] } } }],
    });
    const [result] = await typed.lintText(code, { filePath: path });
    return (result?.messages ?? []).map((m) => ({ line: m.line, ruleId: m.ruleId }));
  };
  const dodges = `import type { Db, Tx } from '@ikv/db';
import type pg from 'pg';

interface Handles { db: Db; tx: Tx }
export async function dodge(database: Db, pool: pg.Pool, ctx: Handles): Promise<unknown> {
  await database.user.findMany();
  await pool.query('SELECT 1');
  const d = ctx.db;
  const { company } = ctx.tx;
  await company.count();
  await d['auditLog'].deleteMany();
  pool.on('error', () => undefined);
  return d.user?.count();
}
`;

  it('finds a query on a renamed handle, a destructured model and a pool; an event listener is no query', async () => {
    expect(await typedProblems('src/modules/probe/probe.service.ts', dodges)).toEqual([
      { line: 6, ruleId: 'ikv/database-door' },
      { line: 7, ruleId: 'ikv/database-door' },
      { line: 10, ruleId: 'ikv/database-door' },
      { line: 11, ruleId: 'ikv/database-door' },
      { line: 13, ruleId: 'ikv/database-door' },
    ]);
  });

  it('lets the repository run them', async () => {
    expect(await typedProblems('src/modules/probe/probe.repository.ts', dodges)).toEqual([]);
  });
});
