// appointments.adviser.update → PUT /adviseur/appointments/{id}
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAppointmentIdInput, ZAppointmentResponse, ZLocatie, ZOnderwerp } from '../../agenda/appointment.schema.ts';

import { endAfterStart, ZEndInstant, ZId, ZInstant } from '../../../shared/schema-primitives.schema.ts';

export const updateAppointmentMeta = {
  openapi: {
    method: 'PUT',
    path: '/adviseur/appointments/{id}',
    tags: ['appointments'],
    summary: 'Afspraak wijzigen (stelt opnieuw voor)',
    description: 'Een wijziging zet de afspraak terug op VOORGESTELD; de ondernemer accepteert opnieuw.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekend of niet van u',
      409: 'Ongeldige overgang of overlap',
    },
  },
} satisfies ApiMeta;

export const ZUpdateAppointmentInput = ZAppointmentIdInput.extend(
  z.object({
    ondernemerId: ZId,
    aanvraagId: ZId.optional(),
    start: ZInstant,
    end: ZEndInstant,
    onderwerp: ZOnderwerp,
    locatie: ZLocatie.optional(),
  }).shape,
).refine(...endAfterStart);
export const ZUpdateAppointmentOutput = ZAppointmentResponse;
export type TUpdateAppointmentInput = z.infer<typeof ZUpdateAppointmentInput>;
