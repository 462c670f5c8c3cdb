// appointments.adviser.reject → POST /adviseur/appointments/{id}/reject
import { type z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAppointmentResponse, ZReasonInput } from '../../agenda/appointment.schema.ts';

export const rejectAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/appointments/{id}/reject',
    tags: ['appointments'],
    summary: 'Voorstel van de ondernemer afwijzen',
    description:
      'Een voorstel van de ondernemer: VOORGESTELD → AFGEWEZEN. Een bevestigde afspraak met een verplaatsing van de ondernemer: alleen de verplaatsing vervalt; de afspraak blijft BEVESTIGD op het oude tijdstip en de ondernemer krijgt bericht.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekend of niet van u',
      409: 'Ongeldige overgang',
    },
  },
} satisfies ApiMeta;

export const ZRejectAppointmentInput = ZReasonInput;
export const ZRejectAppointmentOutput = ZAppointmentResponse;
export type TRejectAppointmentInput = z.infer<typeof ZRejectAppointmentInput>;
