// appointments.accept → POST /appointments/{id}/accept
import { type z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAppointmentIdInput, ZAppointmentResponse } from '../agenda/appointment.schema.ts';

export const acceptAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/appointments/{id}/accept',
    tags: ['appointments'],
    summary: 'Voorstel van de adviseur accepteren',
    description:
      'Een voorstel van de adviseur: VOORGESTELD → BEVESTIGD. Een bevestigde afspraak met een verplaatsing van de adviseur (veld `verplaatsing`): de afspraak verschuift naar het nieuwe tijdstip en blijft BEVESTIGD; beide partijen krijgen een agenda-uitnodiging met het nieuwe tijdstip (zelfde UID, hogere SEQUENCE). 409 als er niets van de adviseur te accepteren is, het tijdstip voorbij is, of de adviseur dan al een bevestigde afspraak heeft.',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'Onbekend of niet van u',
      409: 'Ongeldige overgang of overlap',
    },
  },
} satisfies ApiMeta;

export const ZAcceptAppointmentInput = ZAppointmentIdInput;
export const ZAcceptAppointmentOutput = ZAppointmentResponse;
export type TAcceptAppointmentInput = z.infer<typeof ZAcceptAppointmentInput>;
