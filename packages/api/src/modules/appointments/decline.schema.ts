// appointments.decline → POST /appointments/{id}/decline
import { type z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAppointmentResponse, ZReasonInput } from '../agenda/appointment.schema.ts';

export const declineAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/appointments/{id}/decline',
    tags: ['appointments'],
    summary: 'Voorstel van de adviseur afwijzen',
    description:
      'Een voorstel van de adviseur: VOORGESTELD → AFGEWEZEN. Een bevestigde afspraak met een verplaatsing van de adviseur: alleen de verplaatsing vervalt; de afspraak blijft BEVESTIGD op het oude tijdstip en de adviseur krijgt bericht.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'Onbekend of niet van u',
      409: 'Ongeldige overgang',
    },
  },
} satisfies ApiMeta;

export const ZDeclineAppointmentInput = ZReasonInput;
export const ZDeclineAppointmentOutput = ZAppointmentResponse;
export type TDeclineAppointmentInput = z.infer<typeof ZDeclineAppointmentInput>;
