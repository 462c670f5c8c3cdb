// appointments.get → GET /appointments/{id}
import { type z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAppointmentDetailResponse, ZAppointmentIdInput } from '../agenda/appointment.schema.ts';

export const getAppointmentMeta = {
  openapi: {
    method: 'GET',
    path: '/appointments/{id}',
    tags: ['appointments'],
    summary: 'Eén afspraak met beide partijen, de aanvraag en de historie',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZGetAppointmentInput = ZAppointmentIdInput;
export const ZGetAppointmentOutput = ZAppointmentDetailResponse;
export type TGetAppointmentInput = z.infer<typeof ZGetAppointmentInput>;
