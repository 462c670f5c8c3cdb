import { adviseurProcedure } from '../../trpc/procedures.ts';
import { deleteAvailabilityMeta, ZDeleteAvailabilityInput, ZDeleteAvailabilityOutput } from './delete.schema.ts';
import { deleteAvailability } from './availability.service.ts';

export const deleteAvailabilityProcedure = adviseurProcedure
  .meta(deleteAvailabilityMeta)
  .input(ZDeleteAvailabilityInput)
  .output(ZDeleteAvailabilityOutput)
  .mutation(({ ctx, input }) => deleteAvailability(ctx, input.id));
