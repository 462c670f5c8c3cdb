// The process-wide registry, chosen from the configuration once (again only after a test re-reads it).
import { createRegistry } from './index.ts';
import type { RegistryContext, RegistryProvider } from './registry-provider.ts';
import { config } from '../../../infra/config.ts';

let registry: { from: ReturnType<typeof config>; provider: RegistryProvider } | undefined;

export function getRegistry(): RegistryProvider {
  const from = config();
  if (registry?.from !== from)
    registry = {
      from,
      provider: createRegistry({
        KVK_API_KEY: from.kvk.apiKey,
        KVK_BASE_URL: from.kvk.baseUrl,
        KVK_FUNCTIONARISSEN_BASE_URL: from.kvk.functionarissenBaseUrl,
      }),
    };
  return registry.provider;
}

/** The registry a service asks: the context's own (tests, benchmarks), else the process's. */
export function registryOf(ctx: RegistryContext): RegistryProvider {
  return ctx.registry ?? getRegistry();
}
