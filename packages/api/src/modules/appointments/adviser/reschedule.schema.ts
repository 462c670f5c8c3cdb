// appointments.adviser.reschedule → POST /adviseur/appointments/{id}/reschedule
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZRescheduleAppointmentInput, ZRescheduleAppointmentOutput } from '../reschedule.schema.ts';

export const rescheduleAdviserAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/appointments/{id}/reschedule',
    tags: ['appointments'],
    summary: 'Afspraak verplaatsen (nieuw tijdstip voorstellen)',
    description:
      'Een open of bevestigde afspraak krijgt een nieuw tijdstip als voorstel van de adviseur (status VOORGESTELD, dezelfde afspraak); de ondernemer accepteert of wijst af. Mag geen andere bevestigde afspraak van de adviseur overlappen (409). De ondernemer krijgt een melding in zijn taal; was de afspraak al in agenda’s, dan krijgen beide partijen een agenda-uitnodiging met de nieuwe tijden (zelfde UID, hogere SEQUENCE).',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs', 404: 'Onbekend of niet van u', 409: 'Overlap of ongeldige overgang' },
  },
} satisfies ApiMeta;

export const ZRescheduleAdviserAppointmentInput = ZRescheduleAppointmentInput;
export const ZRescheduleAdviserAppointmentOutput = ZRescheduleAppointmentOutput;
