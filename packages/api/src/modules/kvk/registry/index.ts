// Registry selection: the real KvK APIs when an API key is configured, else the embedded test
// registry (offline, CI, demo). Note: KvK's test numbers collide with real companies, so the
// test API key belongs with KVK_BASE_URL=https://api.kvk.nl/test/api.
import { createEmbeddedTestRegistry } from './embedded-test-registry.ts';
import { createKvkHttpRegistry } from './kvk-http-registry.ts';
import type { RegistryProvider } from './registry-provider.ts';

const DEFAULT_KVK_BASE_URL = 'https://api.kvk.nl/api';

interface RegistryEnv {
  KVK_API_KEY?: string;
  KVK_BASE_URL?: string;
  /** set when the Functionarissen API is subscribed (officers and the owner check) */
  KVK_FUNCTIONARISSEN_BASE_URL?: string;
}

export function createRegistry(env: RegistryEnv): RegistryProvider {
  const apiKey = env.KVK_API_KEY?.trim();
  if (!apiKey) return createEmbeddedTestRegistry();
  return createKvkHttpRegistry({
    apiKey,
    baseUrl: env.KVK_BASE_URL?.trim() || DEFAULT_KVK_BASE_URL,
    functionarissenBaseUrl: env.KVK_FUNCTIONARISSEN_BASE_URL?.trim() || undefined,
  });
}
