// health.check → GET /health
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';

export const healthCheckMeta = {
  openapi: {
    method: 'GET',
    path: '/health',
    tags: ['health'],
    summary: 'Gezondheid van deze app-instantie (voor de load balancer)',
    description:
      '200 als deze instantie de database binnen 2 seconden bereikt, anders 503 met Retry-After. Geen login nodig; geeft niets prijs.',
    protect: false,
    errorResponses: { 503: 'De database is niet bereikbaar' },
  },
} satisfies ApiMeta;

export const ZHealthCheckInput = z.object({}).optional();
export const ZHealthCheckOutput = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  liveListener: z.enum(['listening', 'idle']),
});
