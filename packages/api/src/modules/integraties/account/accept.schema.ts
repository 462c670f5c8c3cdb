// integraties.account.accept → POST /account/koppelingen/{id}/accepteren (ONDERNEMER)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZKoppelingIdInput, ZMijnKoppeling } from '../koppeling.schema.ts';

export const acceptKoppelingMeta = {
  openapi: {
    method: 'POST',
    path: '/account/koppelingen/{id}/accepteren',
    tags: ['integraties'],
    summary: 'Een uitnodiging accepteren: de organisatie ziet vanaf nu mijn aanvragen en verklaringen',
    description:
      'Alleen een uitnodiging aan mijn eigen, bevestigde e-mailadres (een andere id: 404; adres nog niet bevestigd: 403). Alleen vanuit UITGENODIGD (anders 409).',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen ondernemers, met een bevestigd e-mailadres',
      404: 'Onbekende uitnodiging of niet aan u',
      409: 'Al beantwoord',
    },
  },
} satisfies ApiMeta;

export const ZAcceptKoppelingInput = ZKoppelingIdInput;
export const ZAcceptKoppelingOutput = ZMijnKoppeling;
