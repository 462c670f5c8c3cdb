// availability.period → GET /adviseur/availability/period?from=&to=
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId, ZInstant } from '../../shared/schema-primitives.schema.ts';
import { ZPeriodInput } from './availability.schema.ts';

export const periodMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/availability/period',
    tags: ['availability'],
    summary: 'Agenda: beschikbaarheid en afspraken in een periode',
    description: 'Periode hoogstens 3 maanden (92 dagen).',
    protect: true,
    errorResponses: { 400: 'Ongeldige periode', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZCalendarEvent = z
  .object({
    id: ZId,
    soort: z.enum(['BESCHIKBAARHEID', 'AFSPRAAK']),
    start: ZInstant,
    end: ZInstant,
    titel: z.string(),
    status: z.enum(['VOORGESTELD', 'BEVESTIGD', 'AFGEWEZEN', 'GEANNULEERD']).nullable(),
    voorgesteldDoor: z.enum(['ONDERNEMER', 'ADVISEUR']).nullable(),
    reeksId: ZId.nullable(),
  })
  .meta({ id: 'CalendarEventDTO' });
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

export const ZPeriodViewInput = ZPeriodInput;
export const ZPeriodViewOutput = z.array(ZCalendarEvent);
