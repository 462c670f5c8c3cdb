// appointments.adviser.create → POST /adviseur/appointments
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAppointmentResponse, ZLocatie, ZOnderwerp } from '../../agenda/appointment.schema.ts';

import { endAfterStart, ZEndInstant, ZId, ZInstant } from '../../../shared/schema-primitives.schema.ts';

export const createAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/appointments',
    tags: ['appointments'],
    summary: 'Afspraak voorstellen aan een ondernemer',
    description:
      'Status VOORGESTELD; de ondernemer accepteert of wijst af. 409 als de adviseur dan al een bevestigde afspraak heeft.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekende ondernemer of aanvraag',
      409: 'Overlap',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZCreateAppointmentInput = z
  .object({
    ondernemerId: ZId,
    aanvraagId: ZId.optional(),
    start: ZInstant,
    end: ZEndInstant,
    onderwerp: ZOnderwerp,
    locatie: ZLocatie.optional(),
  })
  .refine(...endAfterStart);
export const ZCreateAppointmentOutput = ZAppointmentResponse;
export type TCreateAppointmentInput = z.infer<typeof ZCreateAppointmentInput>;
