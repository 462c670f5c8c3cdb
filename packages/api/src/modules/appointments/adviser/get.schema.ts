// appointments.adviser.get → GET /adviseur/appointments/{id}
import { type z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAppointmentDetailResponse, ZAppointmentIdInput } from '../../agenda/appointment.schema.ts';

export const getAdviserAppointmentMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/appointments/{id}',
    tags: ['appointments'],
    summary: 'Eén afspraak met beide partijen, de aanvraag en de historie',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs', 404: 'Onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZGetAdviserAppointmentInput = ZAppointmentIdInput;
export const ZGetAdviserAppointmentOutput = ZAppointmentDetailResponse;
export type TGetAdviserAppointmentInput = z.infer<typeof ZGetAdviserAppointmentInput>;
