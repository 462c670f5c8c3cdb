// documents.list → GET /companies/{companyId}/documents
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { ZDocument } from './document.schema.ts';
import { ZLeesBron, ZMelding } from './figures.schema.ts';
import { LEES_STATUSSEN } from '@ikv/reader/types';

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
/** What the reading of a document found, in short (API.md, Flow III: every reading explained). */
export const ZDocumentLezing = z
  .object({
    status: z.enum(LEES_STATUSSEN).meta({ example: 'GELEZEN' }),
    bron: ZLeesBron.nullable(),
    jaren: z
      .array(z.number().int())
      .meta({ example: [2025, 2024], description: 'de jaren waarvan cijfers zijn gelezen' }),
    meldingen: z.array(ZMelding).meta({
      description: 'wat niet of deels gelezen kon worden en waarom, in het Nederlands en het Engels',
    }),
  })
  .meta({ id: 'DocumentLezing' });

export const ZListDocumentsOutput = z.array(
  ZDocument.extend({
    lezing: ZDocumentLezing.nullable().meta({
      description:
        'het leesresultaat (details via GET /documents/{id}/cijfers); null als het bestand niet gelezen wordt',
    }),
  }),
);
export type TListedDocument = z.infer<typeof ZListDocumentsOutput>[number];
