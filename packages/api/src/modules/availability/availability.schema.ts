// Shapes shared by the availability operations. Client-safe: zod only.
import { z } from 'zod';
import { ZDate, ZEndInstant, ZId, ZInstant, zText } from '../../shared/schema-primitives.schema.ts';

export const ZNotitie = zText().max(500, { error: 'notitie: hoogstens 500 tekens' });

export const ZAvailabilityResponse = z
  .object({
    id: ZId,
    adviserId: ZId,
    start: ZInstant,
    end: ZInstant,
    notitie: z.string().nullable(),
    reeksId: ZId.nullable().meta({ description: 'de wekelijkse reeks waar dit blok bij hoort' }),
    aangemaaktOp: ZInstant,
  })
  .meta({ id: 'AvailabilityResponse' });
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;

export const ZAvailabilityRequest = z.object({
  start: ZInstant,
  end: ZEndInstant,
  notitie: ZNotitie.optional(),
});

export const ZHerhaling = z
  .object({
    wekelijksTot: ZDate.meta({
      description: 'laatste datum (Europe/Amsterdam, inclusief) waarop het blok wekelijks terugkomt',
    }),
  })
  .meta({
    description:
      'Wekelijkse herhaling op dezelfde Amsterdamse kloktijd (ook over de zomertijdwissel), hoogstens 3 maanden',
  });

export const ZOverlapCheckInput = z.object({ start: ZInstant, end: ZInstant, excludeId: ZId.optional() });
export const ZOverlapCheckOutput = z
  .object({
    overlap: z.boolean(),
    conflicten: z.array(
      z.object({ id: ZId, start: ZInstant, end: ZInstant, soort: z.enum(['BESCHIKBAARHEID', 'AFSPRAAK']) }),
    ),
  })
  .meta({ id: 'OverlapCheckResponse' });
export type TOverlapCheckInput = z.infer<typeof ZOverlapCheckInput>;
export type TOverlapCheckOutput = z.infer<typeof ZOverlapCheckOutput>;

export const ZPeriodInput = z.object({ from: ZInstant, to: ZInstant });
export type TPeriodInput = z.infer<typeof ZPeriodInput>;

export const ZSlot = z.object({ start: ZInstant, end: ZInstant }).meta({ id: 'FreeSlot' });

export const ZAvailabilityIdInput = z.object({ id: ZId });
