// kvk.service cache logic against the real registry_cache table (a PostgreSQL database of its own):
// what the service reads and writes goes through the real repository and its SQL.
import { createDb, type Db } from '@ikv/db';
import { createTestDatabase } from '@ikv/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../errors/domain-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import type { RegistryContext } from './registry/registry-provider.ts';
import { captureLogs } from '../../infra/observability/logger.ts';
import {
  lookupKvk,
  REGISTRY_CACHE_TTL_MS,
  REGISTRY_NOT_FOUND_TTL_MS,
  registryCacheKeys,
  SEARCH_CACHE_TTL_MS,
  searchKvk,
} from './kvk.service.ts';
import { createEmbeddedTestRegistry } from './registry/embedded-test-registry.ts';
import type { RegistryProvider } from './registry/registry-provider.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  db = createDb(database.url, { max: 2 });
  drop = database.drop;
});
afterAll(async () => {
  await db?.$disconnect();
  await drop?.();
});

/** The stored cache row under a key (or null), read straight from the table. */
const row = (sleutel: string) => db.registryCache.findUnique({ where: { sleutel } });

const embedded = createEmbeddedTestRegistry();

/** The embedded registry with call counting and a switchable failure. */
function countingRegistry() {
  const calls = { lookup: 0, search: 0 };
  let failWith: DomainError | undefined;
  const registry: RegistryProvider = {
    name: 'embedded-test-registry',
    lookup: async (nr) => {
      calls.lookup += 1;
      if (failWith) throw failWith;
      return embedded.lookup(nr);
    },
    search: async (naam, pagina, per) => {
      calls.search += 1;
      if (failWith) throw failWith;
      return embedded.search(naam, pagina, per);
    },
    registration: (nr) => embedded.registration(nr),
  };
  return { registry, calls, fail: (e: DomainError | undefined) => void (failWith = e) };
}

let now = new Date('2026-03-02T09:00:00Z');
const clock: Clock = { now: () => now };
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

function setup() {
  const reg = countingRegistry();
  const ctx: ServiceContext & RegistryContext = {
    db,
    clock,
    registry: reg.registry,
    actor: null,
    ip: null,
    requestId: 'req-1',
  };
  return { ...reg, ctx };
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
  throw new Error('expected a DomainError');
}

beforeEach(async () => {
  await db.registryCache.deleteMany();
  now = new Date('2026-03-02T09:00:00Z');
  logs = captureLogs();
});
afterEach(() => {
  logs.restore();
  vi.restoreAllMocks();
});
let logs: ReturnType<typeof captureLogs>;
const warnings = () => logs.lines.filter((l) => l.level === 'warn').length;

describe('lookupKvk', () => {
  it('asks the registry once, then serves from the cache for 24 h', async () => {
    const { ctx, calls } = setup();
    const first = await lookupKvk(ctx, { kvkNummer: '69599084' });
    expect(first.juridischeNaam).toBe('Test EMZ Dagobert');
    expect(await lookupKvk(ctx, { kvkNummer: '69599084' })).toEqual(first);
    expect(calls.lookup).toBe(1);
    const cached = await row(registryCacheKeys.detail('embedded-test-registry', '69599084'));
    expect(cached?.verlooptOp).toEqual(new Date(now.getTime() + REGISTRY_CACHE_TTL_MS));
    expect(cached?.opgehaaldOp).toEqual(now);

    now = hours(25);
    await lookupKvk(ctx, { kvkNummer: '69599084' });
    expect(calls.lookup).toBe(2);
  });

  it('serves an expired record when the registry is unavailable or erroring, and warns', async () => {
    const { ctx, calls, fail } = setup();
    const first = await lookupKvk(ctx, { kvkNummer: '68750110' });
    now = hours(48);
    for (const code of ['REGISTRY_UNAVAILABLE', 'REGISTRY_ERROR'] as const) {
      fail(new DomainError(code));
      expect(await lookupKvk(ctx, { kvkNummer: '68750110' })).toEqual(first);
    }
    expect(calls.lookup).toBe(3);
    expect(warnings()).toBe(2);
  });

  it('without a cached record the registry failure goes through', async () => {
    const { ctx, fail } = setup();
    fail(new DomainError('REGISTRY_UNAVAILABLE'));
    expect(await codeOf(lookupKvk(ctx, { kvkNummer: '68750110' }))).toBe('REGISTRY_UNAVAILABLE');
  });

  it('other errors are not masked by a stale record', async () => {
    const { ctx, fail } = setup();
    await lookupKvk(ctx, { kvkNummer: '68750110' });
    now = hours(48);
    fail(new DomainError('VALIDATION_FAILED'));
    expect(await codeOf(lookupKvk(ctx, { kvkNummer: '68750110' }))).toBe('VALIDATION_FAILED');
  });

  it('KVK_NOT_FOUND is remembered briefly under its own key, never as a record', async () => {
    const { ctx, calls } = setup();
    expect(await codeOf(lookupKvk(ctx, { kvkNummer: '12345678' }))).toBe('KVK_NOT_FOUND');
    expect(await codeOf(lookupKvk(ctx, { kvkNummer: '12345678' }))).toBe('KVK_NOT_FOUND');
    expect(calls.lookup).toBe(1);
    expect(await row(registryCacheKeys.detail('embedded-test-registry', '12345678'))).toBeNull();
    const negative = await row(registryCacheKeys.notFound('embedded-test-registry', '12345678'));
    expect(negative?.verlooptOp).toEqual(new Date(now.getTime() + REGISTRY_NOT_FOUND_TTL_MS));

    now = new Date(now.getTime() + REGISTRY_NOT_FOUND_TTL_MS + 1);
    expect(await codeOf(lookupKvk(ctx, { kvkNummer: '12345678' }))).toBe('KVK_NOT_FOUND');
    expect(calls.lookup).toBe(2);
  });

  it('a cached entry of an unexpected shape counts as a miss', async () => {
    const { ctx, calls } = setup();
    const sleutel = registryCacheKeys.detail('embedded-test-registry', '69599084');
    await db.registryCache.create({ data: { sleutel, data: { oud: true }, opgehaaldOp: now, verlooptOp: hours(1) } });
    expect((await lookupKvk(ctx, { kvkNummer: '69599084' })).kvkNummer).toBe('69599084');
    expect(calls.lookup).toBe(1);
  });

  it('a failing cache write does not fail the lookup', async () => {
    const { ctx } = setup();
    // the table refuses every new row (existing rows stay valid): the write fails in PostgreSQL itself
    await db.$executeRawUnsafe('ALTER TABLE registry_cache ADD CONSTRAINT test_refuse_writes CHECK (false) NOT VALID');
    try {
      expect((await lookupKvk(ctx, { kvkNummer: '69599084' })).kvkNummer).toBe('69599084');
      expect(warnings()).toBe(1);
      expect(await db.registryCache.count()).toBe(0);
    } finally {
      await db.$executeRawUnsafe('ALTER TABLE registry_cache DROP CONSTRAINT test_refuse_writes');
    }
  });

  it('keys are per provider (test data never leaks into kvk-api answers)', () => {
    expect(registryCacheKeys.detail('kvk-api', '68750110')).not.toBe(
      registryCacheKeys.detail('embedded-test-registry', '68750110'),
    );
  });
});

describe('searchKvk', () => {
  it('caches a page for an hour, keyed on the normalised name and paging', async () => {
    const { ctx, calls } = setup();
    const page = await searchKvk(ctx, { naam: 'Donald' });
    expect(page.totaal).toBe(3);
    expect(await searchKvk(ctx, { naam: '  donald ', pagina: 1, resultatenPerPagina: 10 })).toEqual(page);
    expect(calls.search).toBe(1);
    const cached = await row(registryCacheKeys.search('embedded-test-registry', 'donald', 1, 10));
    expect(cached?.verlooptOp).toEqual(new Date(now.getTime() + SEARCH_CACHE_TTL_MS));
    await searchKvk(ctx, { naam: 'donald', pagina: 2 });
    expect(calls.search).toBe(2);
  });

  it('serves a stale page when the registry is down', async () => {
    const { ctx, fail } = setup();
    const page = await searchKvk(ctx, { naam: 'stichting' });
    now = hours(5);
    fail(new DomainError('REGISTRY_UNAVAILABLE'));
    expect(await searchKvk(ctx, { naam: 'stichting' })).toEqual(page);
  });

  it('validates before touching the cache or the registry', async () => {
    const { ctx, calls } = setup();
    expect(await codeOf(searchKvk(ctx, { naam: ' ' }))).toBe('VALIDATION_FAILED');
    expect(await codeOf(searchKvk(ctx, { naam: 'x', resultatenPerPagina: 500 }))).toBe('VALIDATION_FAILED');
    expect(calls.search).toBe(0);
  });
});
