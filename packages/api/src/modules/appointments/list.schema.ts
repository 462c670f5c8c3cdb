// appointments.list → GET /appointments
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAppointmentListInput, ZAppointmentResponse } from '../agenda/appointment.schema.ts';

export const listAppointmentsMeta = {
  openapi: {
    method: 'GET',
    path: '/appointments',
    tags: ['appointments'],
    summary: 'Mijn afspraken',
    description: 'Alle afspraken van de ondernemer, op begintijd; optioneel gefilterd op status.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers' },
  },
} satisfies ApiMeta;

export const ZListAppointmentsInput = ZAppointmentListInput;
export const ZListAppointmentsOutput = z.array(ZAppointmentResponse);
export type TListAppointmentsInput = z.infer<typeof ZListAppointmentsInput>;
