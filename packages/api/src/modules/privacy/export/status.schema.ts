// privacy.export.status → GET /account/export/{id} (API.md, Privacy)
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZRequestOutput } from './request.schema.ts';

export const statusMeta = {
  openapi: {
    method: 'GET',
    path: '/account/export/{id}',
    tags: ['account'],
    protect: true,
    summary: 'Staat mijn export klaar?',
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 404: 'Geen export van u' },
  },
} satisfies ApiMeta;

export const ZStatusInput = z.object({ id: ZId }).strict();
export const ZStatusOutput = ZRequestOutput;
