// appointments.adviser.cancel → POST /adviseur/appointments/{id}/cancel
import { type z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAppointmentResponse, ZRequiredReasonInput } from '../../agenda/appointment.schema.ts';

export const cancelAdviserAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/appointments/{id}/cancel',
    tags: ['appointments'],
    summary: 'Afspraak annuleren (met reden)',
    description:
      'Een open (VOORGESTELD) of bevestigde afspraak; de reden is verplicht. De andere partij krijgt een melding; beide partijen een e-mail, met een agenda-annulering (METHOD:CANCEL, STATUS:CANCELLED, hogere SEQUENCE) als de afspraak al in agenda’s stond. Een openstaande verplaatsing vervalt mee.',
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

export const ZCancelAdviserAppointmentInput = ZRequiredReasonInput;
export const ZCancelAdviserAppointmentOutput = ZAppointmentResponse;
export type TCancelAdviserAppointmentInput = z.infer<typeof ZCancelAdviserAppointmentInput>;
