// kvk.*: registry look-ups through the PostgreSQL cache. Knows nothing of tRPC or HTTP.
// Fresh cache hit → served; else the registry is asked and the answer cached. When the registry
// is down or erroring, an expired cached answer is served instead (with a warning in the log).
// "Not found" is cached briefly under its own key, never as a record.
import type { Prisma } from '@ikv/db';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { log } from '../../infra/observability/logger.ts';
import { type TKvkDetail, type TLookupKvkInput, ZKvkDetail } from './lookup.schema.ts';
import { findCached, findStale, type RegistryCacheEntry, upsertCached } from './registry/registry-cache.repository.ts';
import { searchArgs } from './registry/registry-input.ts';
import type { RegistryContext, RegistryName } from './registry/registry-provider.ts';
import { registryOf } from './registry/default-registry.ts';
import { type TKvkSearchResult, ZKvkSearchResult } from './search.schema.ts';
import {
  type TKvkRegistration,
  type TKvkRegistrationIntern,
  type TRegistrationKvkInput,
  ZKvkRegistrationIntern,
} from './registration.schema.ts';
import { toPublicRegistration } from './registration.mapping.ts';
import type { TOwnerCheckKvkInput, TOwnerCheckKvkOutput } from './owner-check.schema.ts';
import { isFailedBirthDateGuess, matchOwner } from './owner-check.rules.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { reserveOwnerCheck } from './owner-check-limit.service.ts';

/** A kvk service's context: the service context and the registry it asks (the process's unless given). */
type KvkContext = ServiceContext & RegistryContext;

/** How long a registry detail record is served from the cache. */
export const REGISTRY_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** How long "this number does not exist" is remembered. */
export const REGISTRY_NOT_FOUND_TTL_MS = 10 * 60 * 1000;
/** How long a search page is served from the cache. */
export const SEARCH_CACHE_TTL_MS = 60 * 60 * 1000;

export const registryCacheKeys = {
  detail: (provider: RegistryName, kvkNummer: string) => `detail:${provider}:${kvkNummer}`,
  notFound: (provider: RegistryName, kvkNummer: string) => `not-found:${provider}:${kvkNummer}`,
  /** the name goes last, lower-cased, so a ':' in it cannot collide with the other parts */
  registration: (provider: RegistryName, kvkNummer: string) => `registration:${provider}:${kvkNummer}`,
  search: (provider: RegistryName, naam: string, pagina: number, resultatenPerPagina: number) =>
    `search:${provider}:${pagina}:${resultatenPerPagina}:${naam.toLowerCase()}`,
};

function isRegistryFailure(e: unknown): e is DomainError {
  return e instanceof DomainError && (e.code === 'REGISTRY_UNAVAILABLE' || e.code === 'REGISTRY_ERROR');
}

/** The cached value if it still has the expected shape (an old shape counts as a miss). */
function cachedValue<T>(entry: Pick<RegistryCacheEntry, 'data'> | null, schema: z.ZodType<T>): T | undefined {
  if (!entry) return undefined;
  const parsed = schema.safeParse(entry.data);
  return parsed.success ? parsed.data : undefined;
}

/** Cache writes are best effort: a failed write must not fail the request. */
async function store(
  ctx: KvkContext,
  sleutel: string,
  data: Prisma.InputJsonValue,
  now: Date,
  ttlMs: number,
): Promise<void> {
  try {
    await upsertCached(ctx.db, sleutel, data, now, ttlMs);
  } catch (e) {
    log().warn({ requestId: ctx.requestId, cacheKey: sleutel, err: e }, 'kvk: could not cache a registry answer');
  }
}

/** Fresh cache → load() → cache; a stale entry when load() fails with a registry error. */
async function throughCache<T extends Prisma.InputJsonValue>(
  ctx: KvkContext,
  sleutel: string,
  schema: z.ZodType<T>,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const fresh = cachedValue(await findCached(ctx.db, sleutel, now), schema);
  if (fresh !== undefined) return fresh;
  let value: T;
  try {
    value = await load();
  } catch (e) {
    if (!isRegistryFailure(e)) throw e;
    const staleEntry = await findStale(ctx.db, sleutel);
    const stale = cachedValue(staleEntry, schema);
    if (stale === undefined || !staleEntry) throw e;
    log().warn(
      {
        requestId: ctx.requestId,
        registry: registryOf(ctx).name,
        code: e.code,
        err: e,
        cacheKey: sleutel,
        cachedAt: staleEntry.opgehaaldOp.toISOString(),
      },
      'kvk: registry failed, serving the cached answer',
    );
    return stale;
  }
  await store(ctx, sleutel, value, now, ttlMs);
  return value;
}

/** kvk.lookup (FIXED POST /kvk): the registry detail record for a KvK number. */
export async function lookupKvk(ctx: KvkContext, input: TLookupKvkInput): Promise<TKvkDetail> {
  const { kvkNummer } = input;
  const provider = registryOf(ctx).name;
  const notFoundKey = registryCacheKeys.notFound(provider, kvkNummer);
  return throughCache(
    ctx,
    registryCacheKeys.detail(provider, kvkNummer),
    ZKvkDetail,
    REGISTRY_CACHE_TTL_MS,
    async () => {
      const now = ctx.clock.now();
      if (await findCached(ctx.db, notFoundKey, now))
        throw new DomainError('KVK_NOT_FOUND', `KvK-nummer ${kvkNummer} is niet gevonden in het handelsregister.`);
      try {
        return await registryOf(ctx).lookup(kvkNummer);
      } catch (e) {
        if (e instanceof DomainError && e.code === 'KVK_NOT_FOUND')
          await store(ctx, notFoundKey, { kvkNummer, nietGevonden: true }, now, REGISTRY_NOT_FOUND_TTL_MS);
        throw e;
      }
    },
  );
}

interface SearchKvkInput {
  naam: string;
  pagina?: number;
  resultatenPerPagina?: number;
}

/** kvk.search (GET /kvk/search): one page of Zoeken rows; no hits is an empty page. */
export async function searchKvk(ctx: KvkContext, input: SearchKvkInput): Promise<TKvkSearchResult> {
  const args = searchArgs(input.naam, input.pagina, input.resultatenPerPagina);
  const sleutel = registryCacheKeys.search(registryOf(ctx).name, args.naam, args.pagina, args.resultatenPerPagina);
  return throughCache(ctx, sleutel, ZKvkSearchResult, SEARCH_CACHE_TTL_MS, () =>
    registryOf(ctx).search(args.naam, args.pagina, args.resultatenPerPagina),
  );
}

/** The full registration record, officers with birth dates (internal: the owner check needs them). */
export async function loadRegistration(ctx: KvkContext, kvkNummer: string): Promise<TKvkRegistrationIntern> {
  const sleutel = registryCacheKeys.registration(registryOf(ctx).name, kvkNummer);
  return throughCache(ctx, sleutel, ZKvkRegistrationIntern, REGISTRY_CACHE_TTL_MS, () =>
    registryOf(ctx).registration(kvkNummer),
  );
}

/** kvk.registration (GET /kvk/{kvkNummer}/registration): without the officers' birth dates. */
export async function registrationKvk(ctx: KvkContext, input: TRegistrationKvkInput): Promise<TKvkRegistration> {
  return toPublicRegistration(await loadRegistration(ctx, input.kvkNummer));
}

/** The owner check against a loaded registration record (pure apart from the record). */
export function ownerCheckAgainst(
  registration: TKvkRegistrationIntern,
  input: Omit<TOwnerCheckKvkInput, 'kvkNummer'>,
): TOwnerCheckKvkOutput {
  const kvkNummer = registration.kvkNummer;
  if (!registration.functionarissenBeschikbaar)
    return {
      kvkNummer,
      isEigenaar: false,
      uitkomst: 'NIET_BESCHIKBAAR',
      toelichting:
        'Het register levert geen namen van eigenaren of functionarissen (de Functionarissen-API van KvK is niet geconfigureerd); de controle kan niet worden gedaan.',
    };
  const match = matchOwner(input, registration.functionarissen);
  switch (match.uitkomst) {
    case 'EIGENAAR':
      return {
        kvkNummer,
        isEigenaar: true,
        functie: match.functie,
        uitkomst: 'EIGENAAR',
        toelichting: `Staat in het register als ${match.functie.toLowerCase()}.`,
      };
    case 'FUNCTIONARIS':
      return {
        kvkNummer,
        isEigenaar: false,
        functie: match.functie,
        uitkomst: 'FUNCTIONARIS',
        toelichting: `Staat in het register als ${match.functie.toLowerCase()}, niet als eigenaar.`,
      };
    default:
      return {
        kvkNummer,
        isEigenaar: false,
        uitkomst: 'GEEN_MATCH',
        toelichting:
          registration.functionarissen.length === 0
            ? 'Het register noemt bij dit KvK-nummer geen eigenaren of functionarissen.'
            : 'Deze naam (en geboortedatum) komt niet voor bij de eigenaren of functionarissen in het register.',
      };
  }
}

/**
 * kvk.ownerCheck (POST /kvk/owner-check); rate limited per user (LIMITS.ownerCheck: 429 with
 * Retry-After), and its failures count in the owner-check limit it shares with companies.add
 * (per account and per KvK number, API.md Trust III): past that limit it answers 429 as well.
 */
export async function ownerCheckKvk(ctx: KvkContext, input: TOwnerCheckKvkInput): Promise<TOwnerCheckKvkOutput> {
  const { kvkNummer, ...person } = input;
  const subject = ctx.actor?.userId ?? `ip:${ctx.ip ?? 'onbekend'}`;
  await consume(ctx, [['ownerCheck', subject]]);
  const registration = await loadRegistration(ctx, kvkNummer);
  const reservation = await reserveOwnerCheck(ctx, subject, kvkNummer);
  if (!reservation.toegestaan) {
    throw new DomainError(
      'RATE_LIMITED',
      'Te veel mislukte eigenaarscontroles voor dit account of dit KvK-nummer. Een adviseur kan uw eigendom bevestigen.',
      { retryAfter: reservation.retryAfter },
    );
  }
  const result = ownerCheckAgainst(registration, person);
  // a match (with or without a birth date) is no failure; a birth date the registry contradicts is
  const gevonden = result.uitkomst === 'EIGENAAR' || result.uitkomst === 'FUNCTIONARIS';
  if (
    !registration.functionarissenBeschikbaar ||
    !isFailedBirthDateGuess(person, registration.functionarissen, gevonden)
  )
    await reservation.release();
  return result;
}
