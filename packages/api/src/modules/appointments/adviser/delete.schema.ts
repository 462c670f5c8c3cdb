// appointments.adviser.delete → DELETE /adviseur/appointments/{id}
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAppointmentIdInput } from '../../agenda/appointment.schema.ts';

export const deleteAppointmentMeta = {
  openapi: {
    method: 'DELETE',
    path: '/adviseur/appointments/{id}',
    tags: ['appointments'],
    summary: 'Afspraak verwijderen',
    description: 'Niet voor een bevestigde afspraak: annuleer die eerst (409).',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekend of niet van u',
      409: 'Ongeldige overgang',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZDeleteAppointmentInput = ZAppointmentIdInput;
export const ZDeleteAppointmentOutput = z.void();
export type TDeleteAppointmentInput = z.infer<typeof ZDeleteAppointmentInput>;
