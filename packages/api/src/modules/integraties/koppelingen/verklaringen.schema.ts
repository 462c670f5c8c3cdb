// integraties.koppelingen.verklaringen → GET /koppelingen/{id}/verklaringen (client, scope verklaringen:lezen)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZKoppelingIdInput, ZKoppelingVerklaring } from '../koppeling.schema.ts';

export const koppelingVerklaringenMeta = {
  openapi: {
    method: 'GET',
    path: '/koppelingen/{id}/verklaringen',
    tags: ['integraties'],
    summary: 'De uitgegeven verklaringen van een gekoppelde ondernemer (API-client)',
    description:
      'Scope verklaringen:lezen. Per verklaring het nummer, de code van de verificatiepagina, de status nu (GELDIG, VERLOPEN, INGETROKKEN), het toetsinkomen, de geldigheid en de JWS (te controleren met /.well-known/jwks.json). De verzegelde pdf: GET /koppelingen/{id}/verklaringen/{nummer}/pdf. Alleen voor een ACTIEVE koppeling van de organisatie van de client, anders 404.',
    protect: true,
    errorResponses: {
      401: 'Geen geldig access token',
      403: 'Geen API-client of scope ontbreekt',
      404: 'Geen actieve koppeling van uw organisatie',
    },
  },
} satisfies ApiMeta;

export const ZKoppelingVerklaringenInput = ZKoppelingIdInput;
export const ZKoppelingVerklaringenOutput = z.array(ZKoppelingVerklaring);
