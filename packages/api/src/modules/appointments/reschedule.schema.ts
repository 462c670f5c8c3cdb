// appointments.reschedule → POST /appointments/{id}/reschedule (and the adviser's twin)
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { endAfterStart, ZEndInstant, ZId, ZInstant } from '../../shared/schema-primitives.schema.ts';
import { ZAppointmentResponse, ZReden } from './appointment.schema.ts';

export const rescheduleAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/appointments/{id}/reschedule',
    tags: ['appointments'],
    summary: 'Afspraak verplaatsen (nieuw tijdstip voorstellen)',
    description:
      'Een open of bevestigde afspraak krijgt een nieuw tijdstip als voorstel van de ondernemer (status VOORGESTELD, dezelfde afspraak); de adviseur keurt goed of wijst af. Het nieuwe tijdstip moet binnen de vrije tijd van de adviseur liggen (anders 409). De adviseur krijgt een melding; was de afspraak al in agenda’s, dan krijgen beide partijen een agenda-uitnodiging met de nieuwe tijden (zelfde UID, hogere SEQUENCE).',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Onbekend of niet van u', 409: 'Tijdstip niet vrij of ongeldige overgang' },
  },
} satisfies ApiMeta;

export const ZRescheduleAppointmentInput = z.object({ id: ZId, start: ZInstant, end: ZEndInstant, reden: ZReden.optional() }).refine(...endAfterStart);
export const ZRescheduleAppointmentOutput = ZAppointmentResponse;
export type TRescheduleAppointmentInput = z.infer<typeof ZRescheduleAppointmentInput>;
