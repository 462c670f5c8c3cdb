// The process-wide registry, chosen from the environment once.
import { createRegistry } from './index.ts';
import type { RegistryProvider } from './registry-provider.ts';

let registry: RegistryProvider | undefined;

export function getRegistry(): RegistryProvider {
  registry ??= createRegistry({
    KVK_API_KEY: process.env.KVK_API_KEY, KVK_BASE_URL: process.env.KVK_BASE_URL,
    KVK_FUNCTIONARISSEN_BASE_URL: process.env.KVK_FUNCTIONARISSEN_BASE_URL,
  });
  return registry;
}
