import { adviseurProcedure } from '../../trpc/procedures.ts';
import {
  availabilityOverlapCheckMeta,
  ZAvailabilityOverlapCheckInput,
  ZAvailabilityOverlapCheckOutput,
} from './overlap-check.schema.ts';
import { checkAvailabilityOverlap } from './availability.service.ts';

export const availabilityOverlapCheckProcedure = adviseurProcedure
  .meta(availabilityOverlapCheckMeta)
  .input(ZAvailabilityOverlapCheckInput)
  .output(ZAvailabilityOverlapCheckOutput)
  .mutation(({ ctx, input }) => checkAvailabilityOverlap(ctx, input));
