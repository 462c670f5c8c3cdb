// adviseur.verklaring.withdraw → POST /adviseur/aanvragen/{id}/verklaring/intrekken
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId, zText } from '../../../shared/schema-primitives.schema.ts';
import { ZAanvraagVolledig } from '../../aanvragen/aanvraag.schema.ts';

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

export const ZWithdrawVerklaringInput = z.object({
  id: ZId,
  reden: zText().min(3, { error: 'geef een reden (minstens 3 tekens)' }).max(2000),
});

export const ZWithdrawVerklaringOutput = ZAanvraagVolledig;
export type TWithdrawVerklaringInput = z.infer<typeof ZWithdrawVerklaringInput>;
