import { protectedProcedure } from '../../trpc/procedures.ts';
import { weekSlotsMeta, ZWeekSlotsInput, ZWeekSlotsOutput } from './week-slots.schema.ts';
import { weekFreeSlots } from './availability.service.ts';

export const weekSlotsProcedure = protectedProcedure
  .meta(weekSlotsMeta)
  .input(ZWeekSlotsInput)
  .output(ZWeekSlotsOutput)
  .query(({ ctx, input }) => weekFreeSlots(ctx, input));
