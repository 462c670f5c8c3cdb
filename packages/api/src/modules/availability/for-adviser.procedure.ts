import { protectedProcedure } from '../../trpc/procedures.ts';
import { forAdviserMeta, ZForAdviserInput, ZForAdviserOutput } from './for-adviser.schema.ts';
import { freeSlots } from './availability.service.ts';

export const forAdviserProcedure = protectedProcedure
  .meta(forAdviserMeta)
  .input(ZForAdviserInput)
  .output(ZForAdviserOutput)
  .query(({ ctx, input }) => freeSlots(ctx, input));
