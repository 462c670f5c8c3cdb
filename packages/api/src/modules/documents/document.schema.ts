// Document: an evidence file of a company, optionally of one financial year (API.md, Trust). Client-safe.
import { z } from 'zod';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { MAX_DOCUMENT_BYTES } from './documents.rules.ts';
import { DOCUMENT_MIMES, DOCUMENT_SOORTEN } from '../../shared/documenten.fields.ts';

export const ZDocumentSoort = z
  .enum(DOCUMENT_SOORTEN, { error: `soort is een van ${DOCUMENT_SOORTEN.join(', ')}` })
  .meta({ example: 'JAARREKENING' });

export const ZDocument = z.object({
  id: z.string(),
  companyId: z.string(),
  soort: ZDocumentSoort,
  jaar: z
    .number()
    .int()
    .nullable()
    .meta({ example: 2025, description: 'het boekjaar waar het document bij hoort; null voor het bedrijf als geheel' }),
  bestandsnaam: z.string().meta({ example: 'jaarrekening-2025.pdf' }),
  mimeType: z.enum(DOCUMENT_MIMES).meta({
    description:
      'vastgesteld aan de inhoud, niet aan de naam; application/xml is een SBR/XBRL-instantiedocument, application/xhtml+xml een inline-XBRL-document (iXBRL)',
  }),
  grootte: z
    .number()
    .int()
    .meta({ example: 183422, description: `bytes, hoogstens ${MAX_DOCUMENT_BYTES}` }),
  sha256: z.string().meta({ example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }),
  geuploadOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
  geuploadDoorNaam: z.string().nullable().meta({ description: 'naam van wie het uploadde' }),
  eigenUpload: z.boolean().meta({ description: 'door de aanroeper geüpload (alleen die mag het verwijderen)' }),
});
export type TDocument = z.infer<typeof ZDocument>;

/** The text fields of the multipart upload (the file itself is `bestand`). */
export const ZUploadFields = z.object({
  soort: ZDocumentSoort,
  jaar: z.coerce
    .number({ error: 'jaar moet een geheel getal zijn' })
    .int({ error: 'jaar moet een geheel getal zijn' })
    .min(1900, { error: 'jaar ligt tussen 1900 en het huidige jaar' })
    .max(2200, { error: 'jaar ligt tussen 1900 en het huidige jaar' })
    .nullable()
    .default(null),
});

export const ZDocumentIdInput = z.object({ id: ZId });
