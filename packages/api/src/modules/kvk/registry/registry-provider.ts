// The registry behind kvk.*: the real KvK APIs or the embedded test registry. Both return our
// records (never KvK's raw JSON) and throw DomainError (KVK_NOT_FOUND, VALIDATION_FAILED,
// REGISTRY_UNAVAILABLE, REGISTRY_ERROR).
import type { TKvkDetail } from '../lookup.schema.ts';
import type { TKvkSearchResult } from '../search.schema.ts';
import type { TKvkRegistrationIntern } from '../registration.schema.ts';

export type RegistryName = 'kvk-api' | 'embedded-test-registry';

export interface RegistryProvider {
  readonly name: RegistryName;
  /** The FIXED registry detail record for an 8-digit KvK number. */
  lookup(kvkNummer: string): Promise<TKvkDetail>;
  /**
   * Zoeken by name (whole words, all words must match), one page of rows (a company can appear
   * as rechtspersoon, hoofdvestiging and nevenvestiging). No hits is an empty page, not an error.
   * Callers need not use it; both providers implement it.
   */
  search(naam: string, pagina?: number, resultatenPerPagina?: number): Promise<TKvkSearchResult>;
  /**
   * The full registration record. Officers (with birth dates, for the owner check) come from a
   * person source: the test registry's own owners and officers, or KvK's separately subscribed
   * Functionarissen API when configured; without one `functionarissenBeschikbaar` is false.
   */
  registration(kvkNummer: string): Promise<TKvkRegistrationIntern>;
}

/**
 * What a service that asks the registry takes beside the ServiceContext (infra knows nothing of the
 * registry): a registry of its own (tests, benchmarks), else the process's one (`registryOf`,
 * default-registry.ts). The request context carries it (`AppContext`, app.ts).
 */
export interface RegistryContext {
  /** the KvK registry: the real APIs or the embedded test registry */
  registry?: RegistryProvider;
}

/** Zoeken v2 limits: pagina 1..1000, resultatenPerPagina 1..100 (default 10). */
export const SEARCH_DEFAULTS = {
  pagina: 1,
  resultatenPerPagina: 10,
  maxPagina: 1000,
  maxResultatenPerPagina: 100,
} as const;
