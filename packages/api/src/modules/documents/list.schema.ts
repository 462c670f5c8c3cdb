// documents.list → GET /companies/{companyId}/documents
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { ZDocument } from './document.schema.ts';

export const listDocumentsMeta = {
  openapi: {
    method: 'GET',
    path: '/companies/{companyId}/documents',
    tags: ['documents'],
    summary: 'De bewijsstukken van een bedrijf',
    description:
      'Leden van het bedrijf, en adviseurs voor een bedrijf met een aanvraag. Nieuwste eerst; zonder de inhoud (die komt via GET /documents/{id}).',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 404: 'Bedrijf onbekend of niet toegankelijk' },
  },
} satisfies ApiMeta;

export const ZListDocumentsInput = z.object({ companyId: ZId });
export const ZListDocumentsOutput = z.array(ZDocument);
