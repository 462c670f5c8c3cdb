// appointments.adviser.approve → POST /adviseur/appointments/{id}/approve
import { type z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAppointmentIdInput, ZAppointmentResponse } from '../../agenda/appointment.schema.ts';

export const approveAppointmentMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/appointments/{id}/approve',
    tags: ['appointments'],
    summary: 'Voorstel van de ondernemer goedkeuren',
    description:
      'Een voorstel van de ondernemer: VOORGESTELD → BEVESTIGD. Een bevestigde afspraak met een verplaatsing van de ondernemer (veld `verplaatsing`): de afspraak verschuift naar het nieuwe tijdstip en blijft BEVESTIGD; beide partijen krijgen een agenda-uitnodiging met het nieuwe tijdstip (zelfde UID, hogere SEQUENCE). 409 als er niets van de ondernemer goed te keuren is, of bij overlap met een bevestigde afspraak.',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekend of niet van u',
      409: 'Ongeldige overgang of overlap',
    },
  },
} satisfies ApiMeta;

export const ZApproveAppointmentInput = ZAppointmentIdInput;
export const ZApproveAppointmentOutput = ZAppointmentResponse;
export type TApproveAppointmentInput = z.infer<typeof ZApproveAppointmentInput>;
