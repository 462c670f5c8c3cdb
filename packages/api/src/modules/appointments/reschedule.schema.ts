// appointments.reschedule → POST /appointments/{id}/reschedule (and the adviser's twin)
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { endAfterStart, ZEndInstant, ZId, ZInstant } from '../../shared/schema-primitives.schema.ts';
import { ZAppointmentResponse, ZReden } from '../agenda/appointment.schema.ts';

export const rescheduleAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/appointments/{id}/reschedule',
    tags: ['appointments'],
    summary: 'Afspraak verplaatsen (nieuw tijdstip voorstellen)',
    description:
      'Een open afspraak (VOORGESTELD) krijgt het nieuwe tijdstip meteen, als voorstel van de ondernemer; de adviseur keurt goed of wijst af. Een bevestigde afspraak blijft BEVESTIGD op haar tijdstip: het nieuwe tijdstip staat als `verplaatsing` klaar tot de adviseur het goedkeurt (approve: de afspraak verschuift, agenda-uitnodiging met het nieuwe tijdstip, hogere SEQUENCE) of afwijst (reject: het oude tijdstip blijft); een nieuwe verplaatsing vervangt een openstaande. Het nieuwe tijdstip moet binnen de vrije tijd van de adviseur liggen (anders 409). De adviseur krijgt een melding en e-mail in zijn taal.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'Onbekend of niet van u',
      409: 'Tijdstip niet vrij of ongeldige overgang',
    },
  },
} satisfies ApiMeta;

export const ZRescheduleAppointmentInput = z
  .object({ id: ZId, start: ZInstant, end: ZEndInstant, reden: ZReden.optional() })
  .refine(...endAfterStart);
export const ZRescheduleAppointmentOutput = ZAppointmentResponse;
export type TRescheduleAppointmentInput = z.infer<typeof ZRescheduleAppointmentInput>;
