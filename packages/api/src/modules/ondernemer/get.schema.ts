// ondernemer.get → GET /ondernemer
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZOndernemer } from './ondernemer.schema.ts';

export const getMeta = {
  openapi: {
    method: 'GET',
    path: '/ondernemer',
    tags: ['ondernemer'],
    protect: true,
    summary: 'Eigen profiel',
    errorResponses: { 401: 'Niet ingelogd', 403: 'Geen ondernemer' },
  },
} satisfies ApiMeta;
export const ZGetInput = z.void();
export const ZGetOutput = ZOndernemer;
