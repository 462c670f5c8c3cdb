// appointments.adviser.list → GET /adviseur/appointments
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAppointmentListInput, ZAppointmentResponse } from '../../agenda/appointment.schema.ts';

export const listAdviserAppointmentsMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/appointments',
    tags: ['appointments'],
    summary: 'Mijn afspraken (adviseur)',
    description:
      'Alle afspraken van de adviseur, op begintijd; optioneel gefilterd op status (bijv. VOORGESTELD voor openstaande voorstellen).',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZListAdviserAppointmentsInput = ZAppointmentListInput;
export const ZListAdviserAppointmentsOutput = z.array(ZAppointmentResponse);
export type TListAdviserAppointmentsInput = z.infer<typeof ZListAdviserAppointmentsInput>;
