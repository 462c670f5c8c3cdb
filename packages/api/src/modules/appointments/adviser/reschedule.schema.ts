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
      'Een open afspraak (VOORGESTELD) krijgt het nieuwe tijdstip meteen, als voorstel van de adviseur; de ondernemer accepteert of wijst af. Een bevestigde afspraak blijft BEVESTIGD op haar tijdstip: het nieuwe tijdstip staat als `verplaatsing` klaar tot de ondernemer het accepteert (accept: de afspraak verschuift, agenda-uitnodiging met het nieuwe tijdstip, hogere SEQUENCE) of afwijst (decline: het oude tijdstip blijft); een nieuwe verplaatsing vervangt een openstaande. Mag geen andere bevestigde afspraak van de adviseur overlappen (409, ook bij het accepteren). De ondernemer krijgt een melding en e-mail in zijn taal.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekend of niet van u',
      409: 'Overlap of ongeldige overgang',
    },
  },
} satisfies ApiMeta;

export const ZRescheduleAdviserAppointmentInput = ZRescheduleAppointmentInput;
export const ZRescheduleAdviserAppointmentOutput = ZRescheduleAppointmentOutput;
