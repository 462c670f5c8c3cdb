// appointments.cancel → POST /appointments/{id}/cancel
import { type z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAppointmentResponse, ZReasonInput } from './appointment.schema.ts';

export const cancelAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/appointments/{id}/cancel',
    tags: ['appointments'],
    summary: 'Bevestigde afspraak annuleren',
    description: 'Alleen een BEVESTIGDE afspraak; beide partijen krijgen een e-mail.',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Onbekend of niet van u', 409: 'Ongeldige overgang' },
  },
} satisfies ApiMeta;

export const ZCancelAppointmentInput = ZReasonInput;
export const ZCancelAppointmentOutput = ZAppointmentResponse;
export type TCancelAppointmentInput = z.infer<typeof ZCancelAppointmentInput>;
