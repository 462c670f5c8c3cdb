// appointments.accept → POST /appointments/{id}/accept
import { type z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAppointmentIdInput, ZAppointmentResponse } from './appointment.schema.ts';

export const acceptAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/appointments/{id}/accept',
    tags: ['appointments'],
    summary: 'Voorstel van de adviseur accepteren',
    description: '409 als de afspraak niet (meer) VOORGESTELD is door de adviseur, of de adviseur dan al een bevestigde afspraak heeft.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Onbekend of niet van u', 409: 'Ongeldige overgang of overlap' },
  },
} satisfies ApiMeta;

export const ZAcceptAppointmentInput = ZAppointmentIdInput;
export const ZAcceptAppointmentOutput = ZAppointmentResponse;
export type TAcceptAppointmentInput = z.infer<typeof ZAcceptAppointmentInput>;
