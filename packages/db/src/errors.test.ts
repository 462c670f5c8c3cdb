import { describe, expect, it } from 'vitest';
import {
  constraintOf,
  isCheckViolation,
  isDatabaseUnavailable,
  isExclusionViolation,
  isNotFound,
  isUniqueViolation,
  isWriteConflict,
  sqlStateOf,
} from './errors.ts';

// Shapes as thrown by Prisma 7.10 with adapter-pg 7.10 (captured from real errors).
function prismaError(code: string, cause: Record<string, unknown>) {
  return Object.assign(new Error('Invalid invocation'), {
    name: 'PrismaClientKnownRequestError',
    code,
    clientVersion: '7.10.1',
    meta: { modelName: 'X', driverAdapterError: Object.assign(new Error(String(cause.kind)), { cause }) },
  });
}
const unique = prismaError('P2002', {
  originalCode: '23505',
  originalMessage: 'duplicate key value violates unique constraint "users_email_key"',
  kind: 'UniqueConstraintViolation',
  constraint: { index: 'users_email_key' },
  table: 'users',
});
const exclusion = prismaError('P2039', {
  originalCode: '23P01',
  originalMessage: 'conflicting key value violates exclusion constraint "availability_no_overlap"',
  kind: 'postgres',
  code: '23P01',
});
const check = prismaError('P2039', {
  originalCode: '23514',
  originalMessage: 'new row for relation "companies" violates check constraint "companies_shares_max_100"',
  kind: 'postgres',
  code: '23514',
});
const deadlock = prismaError('P2034', {
  originalCode: '40P01',
  originalMessage: 'deadlock detected',
  kind: 'TransactionWriteConflict',
});
const notFound = Object.assign(new Error('No record was found for an update.'), {
  code: 'P2025',
  clientVersion: '7.10.1',
  meta: { modelName: 'User' },
});
// node-postgres directly (e.g. the migrator), and a PL/pgSQL RAISE whose SQLSTATE looks like a Prisma code
const pgUnique = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_email_key' });
const plpgsqlRaise = Object.assign(new Error('raised'), { code: 'P0001' });

describe('errors', () => {
  it('recognises each kind, and nothing else', () => {
    const all = [unique, exclusion, check, deadlock, notFound, pgUnique, new Error('x'), null, 'P2002'];
    expect(all.map(isUniqueViolation)).toEqual([true, false, false, false, false, true, false, false, false]);
    expect(all.map(isExclusionViolation)).toEqual([false, true, false, false, false, false, false, false, false]);
    expect(all.map(isCheckViolation)).toEqual([false, false, true, false, false, false, false, false, false]);
    expect(all.map(isWriteConflict)).toEqual([false, false, false, true, false, false, false, false, false]);
    expect(all.map(isNotFound)).toEqual([false, false, false, false, true, false, false, false, false]);
  });

  it('finds the SQLSTATE through wrappers, and never mistakes a Prisma code for one', () => {
    expect(sqlStateOf(new Error('wrapped', { cause: exclusion }))).toBe('23P01');
    expect(sqlStateOf(plpgsqlRaise)).toBe('P0001');
    expect(sqlStateOf(notFound)).toBeUndefined();
  });

  it('names the constraint for unique, exclusion and check violations', () => {
    expect([unique, exclusion, check, pgUnique].map(constraintOf)).toEqual([
      'users_email_key',
      'availability_no_overlap',
      'companies_shares_max_100',
      'users_email_key',
    ]);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises refused, dropped and shutting-down connections, not ordinary errors', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        prismaError('P2010', {
          originalCode: '57P01',
          originalMessage: 'terminating connection due to administrator command',
          kind: 'postgres',
          code: '57P01',
        }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        prismaError('P2010', {
          originalCode: '08006',
          originalMessage: 'connection failure',
          kind: 'postgres',
          code: '08006',
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // an interactive transaction that outlived its time limit waiting on others: try again later
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('Transaction already closed'), {
          name: 'PrismaClientKnownRequestError',
          code: 'P2028',
          clientVersion: '7.10.1',
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(deadlock)).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
