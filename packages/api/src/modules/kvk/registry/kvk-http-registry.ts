// The real KvK APIs: Basisprofiel v1 for lookup, Zoeken v2 for search (KVK.md §1, §2).
// Each attempt has its own time-out; 429/502/503/504, IPD1002/IPD1003, network errors and
// time-outs are retried with exponential back-off + jitter (Retry-After honoured, capped).
// Other 4xx are answered at once. Exhausted retries → REGISTRY_UNAVAILABLE.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleepMs } from 'node:timers/promises';
import { DomainError, invalid } from '../../../errors/domain-error.ts';
import type { TKvkDetail } from '../lookup.schema.ts';
import { emptySearchPage, mapBasisprofiel, mapZoekenResponse } from '../kvk.mapping.ts';
import type { TKvkSearchResult } from '../search.schema.ts';
import type { TFunctionarisIntern, TKvkRegistrationIntern } from '../registration.schema.ts';
import { mapFunctionarissen, mapRegistration } from '../registration.mapping.ts';
import { assertKvkNummer, searchArgs } from './registry-input.ts';
import type { RegistryProvider } from './registry-provider.ts';

/** Retry-After (seconds) of a 503 when the registry gave none (time-outs, network errors). */
const UNAVAILABLE_RETRY_AFTER_S = 30;

export interface KvkHttpRegistryOptions {
  /** e.g. https://api.kvk.nl/api (production) or https://api.kvk.nl/test/api */
  baseUrl: string;
  apiKey: string;
  /** time-out of one attempt (headers and body) */
  timeoutMs?: number;
  /** attempts after the first one */
  retries?: number;
  /** budget for one lookup/search, attempts and waits together */
  totalTimeoutMs?: number;
  /** first back-off step; doubles per retry, jittered */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** longest Retry-After we wait for */
  retryAfterMaxMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /**
   * Base URL of KvK's separately subscribed Functionarissen API (e.g. https://api.kvk.nl/api, or
   * https://api.preprod.kvk.nl/api for its test data). Without it the registration record says
   * plainly that no officers are available and the owner check answers NIET_BESCHIKBAAR.
   */
  functionarissenBaseUrl?: string;
}

/** IPD codes that mean "temporarily unavailable, try again". */
const RETRY_CODES = new Set(['IPD1002', 'IPD1003']);
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const NOT_FOUND_CODES = new Set(['IPD0001', 'IPD0005', 'IPD0007']);
const INVALID_CODES = new Set(['IPD0004', 'IPD0006', 'IPD0010', 'IPD1998', 'IPD1999', 'IPD5203']);
const NO_RESULTS_CODE = 'IPD5200';

interface KvkFout {
  code: string;
  omschrijving: string;
}

/** A response that arrived (any status). `body` is undefined when it was not JSON. */
interface Reply {
  status: number;
  body: unknown;
  fouten: KvkFout[];
  retryAfterMs: number | undefined;
}

type Attempt = { kind: 'reply'; reply: Reply } | { kind: 'failed'; timedOut: boolean; cause: unknown };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `{"fout":[{"code":"IPD0005","omschrijving":"…"}]}` → the entries; [] for anything else. */
function foutenOf(body: unknown): KvkFout[] {
  if (typeof body !== 'object' || body === null) return [];
  const fout = (body as { fout?: unknown }).fout;
  if (!Array.isArray(fout)) return [];
  return fout.flatMap((f: unknown) => {
    if (typeof f !== 'object' || f === null) return [];
    const { code, omschrijving } = f as { code?: unknown; omschrijving?: unknown };
    return typeof code === 'string'
      ? [{ code, omschrijving: typeof omschrijving === 'string' ? omschrijving : '' }]
      : [];
  });
}

/** Retry-After as delta-seconds or HTTP-date → ms (undefined when absent/unreadable). */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

function isRetryable(reply: Reply): boolean {
  return RETRY_STATUSES.has(reply.status) || reply.fouten.some((f) => RETRY_CODES.has(f.code));
}

function isTimeout(e: unknown): boolean {
  return (
    e instanceof Error &&
    (e.name === 'TimeoutError' || (e.name === 'AbortError' && String(e.message).includes('timeout')))
  );
}

function summary(reply: Reply): string {
  const codes = reply.fouten.map((f) => f.code).join(', ');
  return `HTTP ${reply.status}${codes ? ` (${codes})` : ''}`;
}

function registryError(detail: string, cause?: unknown): DomainError {
  return new DomainError('REGISTRY_ERROR', detail, { cause });
}

/** Error replies that are not retried → our DomainError. */
function errorFor(reply: Reply, field: string, subject: string): DomainError {
  const codes = new Set(reply.fouten.map((f) => f.code));
  const omschrijving = reply.fouten
    .map((f) => f.omschrijving)
    .filter(Boolean)
    .join(' ');
  if ([...codes].some((c) => NOT_FOUND_CODES.has(c)) || reply.status === 404)
    return new DomainError('KVK_NOT_FOUND', `${subject} is niet gevonden in het handelsregister.`);
  if ([...codes].some((c) => INVALID_CODES.has(c)))
    return invalid(
      [{ path: field, message: omschrijving || 'Het KvK-register weigert deze invoer.' }],
      omschrijving || undefined,
    );
  if (reply.status === 401 || reply.status === 403)
    return registryError(`Het KvK-register weigert de API-sleutel (${summary(reply)}).`);
  if (reply.body === undefined) return registryError(`Onleesbaar antwoord van het KvK-register (${summary(reply)}).`);
  return registryError(`Fout van het KvK-register (${summary(reply)}).`);
}

function unavailable(last: Attempt | undefined): DomainError {
  const retryAfterMs = last?.kind === 'reply' ? last.reply.retryAfterMs : undefined;
  const why =
    last === undefined
      ? 'geen tijd meer'
      : last.kind === 'reply'
        ? summary(last.reply)
        : last.timedOut
          ? 'time-out'
          : 'netwerkfout';
  return new DomainError(
    'REGISTRY_UNAVAILABLE',
    `Het KvK-register is tijdelijk niet bereikbaar (${why}); probeer het later opnieuw.`,
    {
      // without the registry's own Retry-After, suggest a short wait rather than none
      retryAfter: retryAfterMs === undefined ? UNAVAILABLE_RETRY_AFTER_S : Math.ceil(retryAfterMs / 1000),
      cause: last?.kind === 'failed' ? last.cause : undefined,
    },
  );
}

/**
 * The registry's HTTP transport: GET with a per-attempt timeout, retries with jittered exponential
 * back-off (or the registry's Retry-After, capped) within a total budget; the first reply that is not
 * worth retrying comes back, else KVK_REGISTRY_UNAVAILABLE.
 */
function createKvkTransport(options: KvkHttpRegistryOptions, baseUrl: string) {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const retries = Math.max(0, options.retries ?? 3);
  const totalTimeoutMs = options.totalTimeoutMs ?? 15_000;
  const backoffBaseMs = options.backoffBaseMs ?? 250;
  const backoffMaxMs = options.backoffMaxMs ?? 4_000;
  const retryAfterMaxMs = options.retryAfterMaxMs ?? 10_000;
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => sleepMs(ms));
  const random = options.random ?? Math.random;

  /** Wait before retry n (1-based): Retry-After (capped) if given, else jittered exponential back-off. */
  function delayBefore(retry: number, last: Attempt | undefined): number {
    const retryAfterMs = last?.kind === 'reply' ? last.reply.retryAfterMs : undefined;
    if (retryAfterMs !== undefined) return Math.min(retryAfterMs, retryAfterMaxMs);
    const step = Math.min(backoffMaxMs, backoffBaseMs * 2 ** (retry - 1));
    return step / 2 + random() * (step / 2);
  }

  async function attempt(url: string, ms: number): Promise<Attempt> {
    try {
      const res = await fetchImpl(url, {
        headers: { apikey: options.apiKey, accept: 'application/hal+json, application/json' },
        signal: AbortSignal.timeout(ms),
      });
      const body = parseJson(await res.text());
      const reply: Reply = {
        status: res.status,
        body,
        fouten: foutenOf(body),
        retryAfterMs: parseRetryAfter(res.headers.get('retry-after'), Date.now()),
      };
      return { kind: 'reply', reply };
    } catch (cause) {
      return { kind: 'failed', timedOut: isTimeout(cause), cause };
    }
  }

  /** GET with retries; returns the first non-retryable reply. */
  async function get(path: string, base: string = baseUrl): Promise<Reply> {
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    let last: Attempt | undefined;
    for (let n = 0; n <= retries; n++) {
      if (n > 0) {
        const wait = delayBefore(n, last);
        if (elapsed() + wait >= totalTimeoutMs) break;
        await sleep(wait);
      }
      const remaining = totalTimeoutMs - elapsed();
      if (remaining <= 0) break;
      last = await attempt(`${base}${path}`, Math.min(timeoutMs, remaining));
      if (last.kind === 'reply' && !isRetryable(last.reply)) return last.reply;
    }
    throw unavailable(last);
  }

  return get;
}

export function createKvkHttpRegistry(options: KvkHttpRegistryOptions): RegistryProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const get = createKvkTransport(options, baseUrl);

  async function lookup(kvkNummer: string): Promise<TKvkDetail> {
    assertKvkNummer(kvkNummer);
    const reply = await get(`/v1/basisprofielen/${kvkNummer}`);
    if (reply.status < 200 || reply.status > 299) throw errorFor(reply, 'kvkNummer', `KvK-nummer ${kvkNummer}`);
    let detail: TKvkDetail;
    try {
      detail = mapBasisprofiel(reply.body);
    } catch (cause) {
      throw registryError('Onverwacht antwoord van het KvK-register (Basisprofiel).', cause);
    }
    if (detail.kvkNummer !== kvkNummer)
      throw registryError(`Het KvK-register gaf ${detail.kvkNummer} terug voor ${kvkNummer}.`);
    return detail;
  }

  async function search(naam: string, pagina?: number, resultatenPerPagina?: number): Promise<TKvkSearchResult> {
    const args = searchArgs(naam, pagina, resultatenPerPagina);
    const query = new URLSearchParams({
      naam: args.naam,
      pagina: String(args.pagina),
      resultatenPerPagina: String(args.resultatenPerPagina),
    });
    const reply = await get(`/v2/zoeken?${query.toString()}`);
    // An empty search is 404 IPD5200, not 200 {totaal: 0} (KVK.md §1.6).
    if (reply.status === 404 || reply.fouten.some((f) => f.code === NO_RESULTS_CODE))
      return emptySearchPage(args.pagina, args.resultatenPerPagina);
    if (reply.status < 200 || reply.status > 299) throw errorFor(reply, 'naam', `Zoekopdracht "${args.naam}"`);
    try {
      return mapZoekenResponse(reply.body, args);
    } catch (cause) {
      throw registryError('Onverwacht antwoord van het KvK-register (Zoeken).', cause);
    }
  }

  const functionarissenBase = options.functionarissenBaseUrl?.trim().replace(/\/+$/, '') || null;

  async function functionarissen(kvkNummer: string): Promise<TFunctionarisIntern[] | null> {
    if (!functionarissenBase) return null;
    const reply = await get(`/v1/functionarissen/kvknummer/${kvkNummer}`, functionarissenBase);
    if (reply.status === 404) return [];
    if (reply.status < 200 || reply.status > 299)
      throw errorFor(reply, 'kvkNummer', `Functionarissen van ${kvkNummer}`);
    try {
      return mapFunctionarissen(reply.body);
    } catch (cause) {
      throw registryError('Onverwacht antwoord van het KvK-register (Functionarissen).', cause);
    }
  }

  async function registration(kvkNummer: string): Promise<TKvkRegistrationIntern> {
    assertKvkNummer(kvkNummer);
    const profiel = await get(`/v1/basisprofielen/${kvkNummer}`);
    if (profiel.status < 200 || profiel.status > 299) throw errorFor(profiel, 'kvkNummer', `KvK-nummer ${kvkNummer}`);
    const vestigingen = await get(`/v1/basisprofielen/${kvkNummer}/vestigingen`);
    const vestigingenBody = vestigingen.status >= 200 && vestigingen.status <= 299 ? vestigingen.body : null;
    const officers = await functionarissen(kvkNummer);
    try {
      return mapRegistration(profiel.body, vestigingenBody, officers);
    } catch (cause) {
      throw registryError('Onverwacht antwoord van het KvK-register (Basisprofiel).', cause);
    }
  }

  return { name: 'kvk-api', lookup, search, registration };
}
