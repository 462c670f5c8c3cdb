// integraties.beheer.rotateSecret → POST /beheer/clients/{id}/secret (ADVISEUR with beheer)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZNieuwSecret } from './beheer.schema.ts';

export const rotateSecretMeta = {
  openapi: {
    method: 'POST',
    path: '/beheer/clients/{id}/secret',
    tags: ['integraties'],
    summary: 'Een nieuw secret voor een API-client, met overlap',
    description:
      'Het nieuwe secret wordt één keer getoond. De secrets die nu werken, blijven nog overlapUren werken (standaard 24, 0 = meteen niet meer, hoogstens 720), zodat het systeem van de organisatie zonder onderbreking kan overstappen; daarna geven zij 401.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen adviseurs met beheerrecht',
      404: 'Onbekende client',
      409: 'Client ingetrokken',
    },
  },
} satisfies ApiMeta;

export const ZRotateSecretInput = z.object({
  id: ZId,
  overlapUren: z.number().int().min(0).max(720).optional().meta({ example: 24 }),
});
export const ZRotateSecretOutput = ZNieuwSecret.extend({
  oudeGeldigTot: z.string().meta({ description: 'tot wanneer de vorige secrets nog werken' }),
});
