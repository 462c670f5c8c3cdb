// appointments.cancel → POST /appointments/{id}/cancel
import { type z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAppointmentResponse, ZRequiredReasonInput } from '../agenda/appointment.schema.ts';

export const cancelAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/appointments/{id}/cancel',
    tags: ['appointments'],
    summary: 'Afspraak annuleren (met reden)',
    description:
      'Een open (VOORGESTELD) of bevestigde afspraak; de reden is verplicht. De andere partij krijgt een melding; beide partijen een e-mail, met een agenda-annulering (METHOD:CANCEL, STATUS:CANCELLED, hogere SEQUENCE) als de afspraak al in agenda’s stond. Een openstaande verplaatsing vervalt mee.',
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

export const ZCancelAppointmentInput = ZRequiredReasonInput;
export const ZCancelAppointmentOutput = ZAppointmentResponse;
export type TCancelAppointmentInput = z.infer<typeof ZCancelAppointmentInput>;
