// appointments.propose → POST /appointments
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAppointmentResponse, ZOnderwerp } from '../agenda/appointment.schema.ts';
import { ZId, ZInstant } from '../../shared/schema-primitives.schema.ts';

export const proposeAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/appointments',
    tags: ['appointments'],
    summary: 'Afspraak voorstellen in de vrije tijd van een adviseur',
    description:
      'Status VOORGESTELD; de adviseur keurt goed of wijst af. Moet binnen de beschikbaarheid van de adviseur liggen en overlapt geen voorgestelde of bevestigde afspraak (anders 409). Hoogstens 8 uur.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'Onbekende adviseur of aanvraag',
      409: 'Tijdstip niet vrij',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZProposeAppointmentInput = z.object({
  adviserId: ZId,
  start: ZInstant,
  end: ZInstant,
  onderwerp: ZOnderwerp,
  aanvraagId: ZId.optional(),
});
export const ZProposeAppointmentOutput = ZAppointmentResponse;
export type TProposeAppointmentInput = z.infer<typeof ZProposeAppointmentInput>;
