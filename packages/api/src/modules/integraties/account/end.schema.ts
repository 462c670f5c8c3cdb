// integraties.account.end → DELETE /account/koppelingen/{id} (ONDERNEMER)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZKoppelingIdInput } from '../koppeling.schema.ts';

export const endKoppelingMeta = {
  openapi: {
    method: 'DELETE',
    path: '/account/koppelingen/{id}',
    tags: ['integraties'],
    summary: 'Een koppeling beëindigen: de organisatie ziet meteen niets meer',
    description:
      'Een actieve koppeling of open uitnodiging wordt BEEINDIGD; vanaf dat moment geeft elke vraag van de organisatie over mij 404. Nogmaals beëindigen is geen fout; een geweigerde uitnodiging blijft geweigerd (409).',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen ondernemers',
      404: 'Onbekende koppeling of niet van u',
      409: 'Geweigerd',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZEndKoppelingInput = ZKoppelingIdInput;
export const ZEndKoppelingOutput = z.void();
