// verificatie.get → GET /verificatie/{code} (public): what a lender sees after scanning the QR code.
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZVerificatie, ZVerificatieCode } from '../verklaring/verklaring.schema.ts';

export const getVerificatieMeta = {
  openapi: {
    method: 'GET',
    path: '/verificatie/{code}',
    tags: ['verificatie'],
    summary: 'Een uitgegeven verklaring controleren aan de hand van de code uit de QR-code (openbaar)',
    description:
      'Status GELDIG, VERLOPEN (na geldigTot) of INGETROKKEN, met de cijfers, de adviseur, de SHA-256 van de pdf en de JWS (te controleren met /.well-known/jwks.json). Gelimiteerd per IP; een onbekende code geeft 404 en verder niets. Een verklaring die na afloop van haar bewaartermijn (zeven jaar na uitgifte) is verwijderd geeft 410 met code VERKLARING_VERWIJDERD; errors[0].params noemt nummer, uitgegevenOp en verwijderdOp.',
    protect: false,
    errorResponses: {
      400: 'Ongeldige code',
      404: 'Onbekende code',
      410: 'Verwijderd na afloop van de bewaartermijn',
      429: 'Te veel verzoeken',
    },
  },
} satisfies ApiMeta;

export const ZGetVerificatieInput = z.object({ code: ZVerificatieCode });
export const ZGetVerificatieOutput = ZVerificatie;
export type TGetVerificatieInput = z.infer<typeof ZGetVerificatieInput>;
