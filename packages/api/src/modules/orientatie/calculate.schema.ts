// orientatie.calculate → POST /orientatie (public, rate limited per IP)
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZOrientatie, ZOrientatieInvoer } from './orientatie.schema.ts';

export const calculateOrientatieMeta = {
  openapi: {
    method: 'POST',
    path: '/orientatie',
    tags: ['orientatie'],
    summary: 'Indicatieve maximale hypotheek (openbaar)',
    description:
      'Rekent met de financieringslasttabellen van de Tijdelijke regeling hypothecair krediet (Bijlage 1, tabel van het jaar van de berekening) de indicatieve maximale hypotheek uit (regels ORIENTATIE-2026.1): toetsrente, tabel, rij en renteband, financieringslast, verplichtingen, bedragen buiten de financieringslast, grens op de woningwaarde en NHG, met elke stap in het Nederlands en Engels. Zonder account; beperkt per IP-adres (429 met Retry-After).',
    protect: false,
    errorResponses: { 400: 'Ongeldige invoer', 429: 'Te veel verzoeken' },
  },
} satisfies ApiMeta;

export const ZCalculateOrientatieInput = ZOrientatieInvoer;
export const ZCalculateOrientatieOutput = ZOrientatie;
