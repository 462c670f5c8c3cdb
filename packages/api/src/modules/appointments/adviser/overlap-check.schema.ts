// appointments.adviser.overlapCheck → POST /adviseur/appointments/overlap-check
import { type z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';

import { ZOverlapCheckInput, ZOverlapCheckOutput } from '../../availability/availability.schema.ts';

export const appointmentOverlapCheckMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/appointments/overlap-check',
    tags: ['appointments'],
    summary: 'Overlapt dit met mijn voorgestelde of bevestigde afspraken?',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZAppointmentOverlapCheckInput = ZOverlapCheckInput;
export const ZAppointmentOverlapCheckOutput = ZOverlapCheckOutput;
export type TAppointmentOverlapCheckInput = z.infer<typeof ZAppointmentOverlapCheckInput>;
