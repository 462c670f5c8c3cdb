import { adviseurProcedure } from '../../trpc/procedures.ts';
import { createAvailabilityMeta, ZCreateAvailabilityInput, ZCreateAvailabilityOutput } from './create.schema.ts';
import { createAvailability } from './availability.service.ts';

export const createAvailabilityProcedure = adviseurProcedure
  .meta(createAvailabilityMeta)
  .input(ZCreateAvailabilityInput)
  .output(ZCreateAvailabilityOutput)
  .mutation(({ ctx, input }) => createAvailability(ctx, input));
