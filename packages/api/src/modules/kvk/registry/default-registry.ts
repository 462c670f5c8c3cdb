// The process-wide registry, chosen from the configuration once.
import { createRegistry } from './index.ts';
import type { RegistryContext, RegistryProvider } from './registry-provider.ts';
import { config } from '../../../infra/config.ts';

let registry: RegistryProvider | undefined;

export function getRegistry(): RegistryProvider {
  const { kvk } = config();
  registry ??= createRegistry({
    KVK_API_KEY: kvk.apiKey,
    KVK_BASE_URL: kvk.baseUrl,
    KVK_FUNCTIONARISSEN_BASE_URL: kvk.functionarissenBaseUrl,
  });
  return registry;
}

/** The registry a service asks: the context's own (tests, benchmarks), else the process's. */
export function registryOf(ctx: RegistryContext): RegistryProvider {
  return ctx.registry ?? getRegistry();
}
