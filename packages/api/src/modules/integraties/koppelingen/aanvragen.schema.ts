// integraties.koppelingen.aanvragen → GET /koppelingen/{id}/aanvragen (client, scope aanvragen:lezen)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZKoppelingAanvraag, ZKoppelingIdInput } from '../koppeling.schema.ts';

export const koppelingAanvragenMeta = {
  openapi: {
    method: 'GET',
    path: '/koppelingen/{id}/aanvragen',
    tags: ['integraties'],
    summary: 'De aanvragen van een gekoppelde ondernemer met hun status (API-client)',
    description:
      'Scope aanvragen:lezen. Alleen voor een ACTIEVE koppeling van de organisatie van de client; elke andere id (onbekend, van een andere organisatie, uitgenodigd, geweigerd of beëindigd) geeft 404. Nooit documenten.',
    protect: true,
    errorResponses: {
      401: 'Geen geldig access token',
      403: 'Geen API-client of scope ontbreekt',
      404: 'Geen actieve koppeling van uw organisatie',
    },
  },
} satisfies ApiMeta;

export const ZKoppelingAanvragenInput = ZKoppelingIdInput;
export const ZKoppelingAanvragenOutput = z.array(ZKoppelingAanvraag);
