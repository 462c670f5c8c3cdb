// availability.period → GET /adviseur/availability/period?from=&to=
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId, ZInstant } from '../../shared/schema-primitives.schema.ts';
import { ZVerplaatsing } from '../agenda/appointment.schema.ts';
import { ZPeriodInput } from './availability.schema.ts';

export const periodMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/availability/period',
    tags: ['availability'],
    summary: 'Agenda: beschikbaarheid en afspraken in een periode',
    description:
      'Periode hoogstens 3 maanden (92 dagen). Een bevestigde afspraak met een openstaande verplaatsing staat er op haar huidige tijdstip in (soort AFSPRAAK, met `verplaatsing`) en, als het voorgestelde nieuwe tijdstip in de periode valt, nog eens op dat nieuwe tijdstip (soort VERPLAATSING, met `afspraakId`): die tijd is bezet tot de ander het voorstel accepteert of afwijst.',
    protect: true,
    errorResponses: { 400: 'Ongeldige periode', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZCalendarEventSoort = z
  .enum(['BESCHIKBAARHEID', 'AFSPRAAK', 'VERPLAATSING'])
  .describe(
    'BESCHIKBAARHEID: een blok vrije tijd; AFSPRAAK: een afspraak op haar (huidige) tijdstip; VERPLAATSING: het voorgestelde nieuwe tijdstip van een bevestigde afspraak, dat nog niet geaccepteerd is',
  );

export const ZCalendarEvent = z
  .object({
    id: ZId.describe('het blok of de afspraak; bij VERPLAATSING het id van de afspraak die verplaatst wordt'),
    soort: ZCalendarEventSoort,
    start: ZInstant,
    end: ZInstant,
    titel: z.string(),
    status: z.enum(['VOORGESTELD', 'BEVESTIGD', 'AFGEWEZEN', 'GEANNULEERD']).nullable(),
    voorgesteldDoor: z.enum(['ONDERNEMER', 'ADVISEUR']).nullable(),
    reeksId: ZId.nullable(),
    afspraakId: ZId.nullable().describe(
      'bij AFSPRAAK en VERPLAATSING: de afspraak waar dit tijdstip bij hoort (haar pagina is /afspraken/{afspraakId}); bij BESCHIKBAARHEID null',
    ),
    verplaatsing: ZVerplaatsing.nullable().describe(
      'bij AFSPRAAK: het voorgestelde nieuwe tijdstip als er een verplaatsing openstaat (de afspraak blijft tot dan op start/end staan), ook als dat tijdstip buiten de periode valt; anders null',
    ),
  })
  .meta({
    id: 'CalendarEventDTO',
    description:
      'Eén item in de agenda van de adviseur. Bij VERPLAATSING zijn start/end het voorgestelde nieuwe tijdstip, titel het onderwerp van de afspraak, voorgesteldDoor wie de verplaatsing voorstelde en status null.',
  });
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

export const ZPeriodViewInput = ZPeriodInput;
export const ZPeriodViewOutput = z.array(ZCalendarEvent);
