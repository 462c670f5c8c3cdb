// integraties.koppelingen.list → GET /koppelingen (client, any scope)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZKoppeling } from '../koppeling.schema.ts';

export const listKoppelingenMeta = {
  openapi: {
    method: 'GET',
    path: '/koppelingen',
    tags: ['integraties'],
    summary: 'De koppelingen van de organisatie van de client (API-client)',
    description:
      'Elke uitnodiging en koppeling van de organisatie, nieuwste eerst; de naam van de ondernemer alleen zolang de koppeling ACTIEF is.',
    protect: true,
    errorResponses: { 401: 'Geen geldig access token', 403: 'Geen API-client' },
  },
} satisfies ApiMeta;

export const ZListKoppelingenInput = z.void();
export const ZListKoppelingenOutput = z.array(ZKoppeling);
