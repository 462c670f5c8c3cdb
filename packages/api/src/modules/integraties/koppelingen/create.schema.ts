// integraties.koppelingen.create → POST /koppelingen (client, scope koppelingen)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZEmail } from '../../../shared/schema-primitives.schema.ts';
import { ZKenmerk, ZKoppeling } from '../koppeling.schema.ts';

export const createKoppelingMeta = {
  openapi: {
    method: 'POST',
    path: '/koppelingen',
    tags: ['integraties'],
    summary: 'Een ondernemer uitnodigen om zijn aanvragen en verklaringen te delen (API-client)',
    description:
      'Scope koppelingen. Het adres krijgt een e-mail (Nederlands) met de naam van de organisatie en een link naar de app; de ondernemer met dat bevestigde adres accepteert of weigert daar. Eén open uitnodiging of actieve koppeling per adres en organisatie (anders 409). Beperkt per client (100 per uur) en per ontvanger (3 per dag): daarboven 429.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Geen geldig access token',
      403: 'Geen API-client of scope ontbreekt',
      409: 'Al uitgenodigd of gekoppeld',
      429: 'Te veel uitnodigingen',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZCreateKoppelingInput = z.object({ email: ZEmail, kenmerk: ZKenmerk.optional() });
export const ZCreateKoppelingOutput = ZKoppeling;
export type TCreateKoppelingInput = z.infer<typeof ZCreateKoppelingInput>;
