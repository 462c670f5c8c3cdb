// The statement domain's DTOs (API.md, Trust): the adviser's check per year, a document's metadata
// as shown with a request, the issued statement, and the public verification answers. Client-safe.
import { z } from 'zod';
import { ZKvkNummer } from '../../shared/schema-primitives.schema.ts';
import {
  ZAanvraagDocument,
  ZControle,
  ZVerificatieStatus,
  ZVerklaringInfo,
} from '../aanvragen/aanvraag-trust.schema.ts';

export { ZAanvraagDocument, ZControle, ZVerificatieStatus, ZVerklaringInfo };

export const ZVerificatieCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'een verificatiecode bestaat uit 16 tot 64 letters, cijfers, - of _' })
  .meta({ example: 'pV3k0W6oQ2yS8bX1nC4dZg' });

export const ZVerificatie = z.object({
  code: z.string(),
  status: ZVerificatieStatus,
  nummer: z.string(),
  bedrijfsnaam: z.string(),
  kvkNummer: ZKvkNummer,
  ondernemer: z.object({ voornaam: z.string(), achternaam: z.string() }),
  toetsinkomen: z.number().nullable(),
  regelsVersie: z.string(),
  uitgegevenOp: z.string(),
  geldigTot: z.string(),
  adviseur: z.object({ naam: z.string() }),
  jaren: z
    .array(
      z.object({
        jaar: z.number().int(),
        fiscaleWinst: z.number(),
        winstaandeel: z.number().nullable(),
        solvabiliteitPct: z.number().nullable(),
        liquiditeit: z.number().nullable(),
      }),
    )
    .meta({
      description:
        'per jaar de fiscale winst en het winstaandeel van de aanvrager waarop het toetsinkomen rust (zoals in de verklaring; leeg bij verklaringen van vóór deze velden)',
    }),
  pdfSha256: z.string(),
  jws: z.string().meta({
    description: 'compacte JWS (EdDSA, kid in de header) over de verklaring; publieke sleutels: /.well-known/jwks.json',
  }),
  ingetrokkenOp: z.string().nullable(),
});

export const ZVerificatieCheck = z.object({
  echt: z
    .boolean()
    .meta({ description: 'true alleen als de SHA-256 van de bytes die van een uitgegeven verklaring is' }),
  code: z.string().optional(),
  /** VERWIJDERD: the bytes were an issued statement, removed after its retention period (no code any more) */
  status: z.enum([...ZVerificatieStatus.options, 'VERWIJDERD']).optional(),
});

export type TAanvraagDocument = z.infer<typeof ZAanvraagDocument>;
export type TControle = z.infer<typeof ZControle>;
export type TVerklaringInfo = z.infer<typeof ZVerklaringInfo>;
export type TVerificatie = z.infer<typeof ZVerificatie>;
export type TVerificatieCheck = z.infer<typeof ZVerificatieCheck>;
export type TVerificatieStatus = z.infer<typeof ZVerificatieStatus>;
