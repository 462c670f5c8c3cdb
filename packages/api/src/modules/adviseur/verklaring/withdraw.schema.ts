// adviseur.verklaring.withdraw → POST /adviseur/aanvragen/{id}/verklaring/intrekken
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAanvraagVolledig } from '../../aanvragen/aanvraag.schema.ts';
import { ZIntrekkenInvoer } from '../../verklaring/verklaring-input.schema.ts';

export const withdrawVerklaringMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/aanvragen/{id}/verklaring/intrekken',
    tags: ['adviseur'],
    summary: 'De uitgegeven verklaring intrekken (met reden): de verificatie toont direct INGETROKKEN',
    description:
      'De ondernemer krijgt een notificatie en een e-mail. 409 als de aanvraag geen geldige verklaring heeft.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekende aanvraag',
      409: 'Geen geldige verklaring',
    },
  },
} satisfies ApiMeta;

/** @alias the input, defined beside its service (modules/verklaring/verklaring-input.schema.ts) */
export const ZWithdrawVerklaringInput = ZIntrekkenInvoer;
export const ZWithdrawVerklaringOutput = ZAanvraagVolledig;
