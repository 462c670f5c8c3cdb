// integraties.beheer.revokeClient → DELETE /beheer/clients/{id} (ADVISEUR with beheer)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';

export const revokeClientMeta = {
  openapi: {
    method: 'DELETE',
    path: '/beheer/clients/{id}',
    tags: ['integraties'],
    summary: 'Een API-client intrekken: geen nieuwe tokens, en de huidige werken meteen niet meer',
    description: 'Nogmaals intrekken is geen fout.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen adviseurs met beheerrecht', 404: 'Onbekende client' },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZRevokeClientInput = z.object({ id: ZId });
export const ZRevokeClientOutput = z.void();
