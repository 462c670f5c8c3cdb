// integraties.account.refuse → POST /account/koppelingen/{id}/weigeren (ONDERNEMER)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZKoppelingIdInput, ZMijnKoppeling } from '../koppeling.schema.ts';

export const refuseKoppelingMeta = {
  openapi: {
    method: 'POST',
    path: '/account/koppelingen/{id}/weigeren',
    tags: ['integraties'],
    summary: 'Een uitnodiging weigeren',
    description: 'Alleen een uitnodiging aan mijn e-mailadres (anders 404), alleen vanuit UITGENODIGD (anders 409).',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen ondernemers',
      404: 'Onbekende uitnodiging of niet aan u',
      409: 'Al beantwoord',
    },
  },
} satisfies ApiMeta;

export const ZRefuseKoppelingInput = ZKoppelingIdInput;
export const ZRefuseKoppelingOutput = ZMijnKoppeling;
