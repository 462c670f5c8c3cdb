// Whether `pnpm start` may create the demo accounts (API.md: no default credentials). Pure.
// The demo seed runs on the embedded database (a developer's own machine) or when asked for
// explicitly (`--demo` or IKV_DEMO=1); against a DATABASE_URL without that, the demo logins must
// not exist: any left from an earlier run are disabled.

export type DemoMode = { seed: true; reason: 'embedded' | 'flag' | 'env' } | { seed: false; reason: 'database-url' };

export function demoMode(input: {
  embedded: boolean;
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
}): DemoMode {
  if (input.argv.includes('--demo')) return { seed: true, reason: 'flag' };
  const env = (input.env.IKV_DEMO ?? '').trim().toLowerCase();
  if (env === '1' || env === 'true' || env === 'yes') return { seed: true, reason: 'env' };
  if (input.embedded) return { seed: true, reason: 'embedded' };
  return { seed: false, reason: 'database-url' };
}
