// availability.weekSlots → GET /advisers/{adviserId}/slots?week=&tz=
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { rule, ZDate, ZId } from '../../shared/schema-primitives.schema.ts';
import { isTimeZone } from '../../shared/zoned-time.ts';
import { ZSlot } from './availability.schema.ts';

export const weekSlotsMeta = {
  openapi: {
    method: 'GET',
    path: '/advisers/{adviserId}/slots',
    tags: ['availability'],
    summary: 'Vrije tijdvakken van een adviseur in een week (boekingsraster)',
    description:
      'Beide rollen. De week (maandag t/m zondag) die de datum `week` bevat, in tijdzone `tz` (IANA, standaard Europe/Amsterdam). Per dag de vrije tijdvakken van 30 minuten: geheel binnen de beschikbaarheid, zonder overlap met voorgestelde of bevestigde afspraken, en nog niet begonnen. Is de week leeg, dan noemt `volgendeVrij` de eerste dag met vrije tijd daarna. Dagen lopen van lokale middernacht tot lokale middernacht, dus ook over de zomertijdwissel kloppen de lokale tijden.',
    protect: true,
    errorResponses: { 400: 'Ongeldige week of tijdzone', 401: 'Niet ingelogd', 404: 'Onbekende adviseur' },
  },
} satisfies ApiMeta;

export const ZTimeZone = z
  .string()
  .refine(isTimeZone, rule('TIME_ZONE', 'tijdzone: een IANA-naam zoals Europe/Amsterdam'))
  .meta({ description: 'IANA-tijdzone', example: 'Europe/Amsterdam' });

export const ZWeekSlotsInput = z.object({
  adviserId: ZId,
  week: ZDate.meta({ description: 'een datum in de gewenste week (JJJJ-MM-DD); de week begint op maandag' }),
  tz: ZTimeZone.default('Europe/Amsterdam'),
});
export const ZWeekSlotsOutput = z
  .object({
    week: ZDate.meta({ description: 'de maandag van de week' }),
    tijdzone: z.string(),
    slotMinuten: z.number().int(),
    dagen: z.array(z.object({ datum: ZDate, slots: z.array(ZSlot) })),
    volgendeVrij: ZDate.nullable().meta({
      description:
        'als deze week geen vrije tijd heeft: de eerste dag (in `tz`) met vrije tijd in de 12 weken erna; anders, of als er dan ook niets vrij is, null',
    }),
  })
  .meta({ id: 'WeekSlots' });
export type TWeekSlotsInput = z.infer<typeof ZWeekSlotsInput>;
export type TWeekSlotsOutput = z.infer<typeof ZWeekSlotsOutput>;
