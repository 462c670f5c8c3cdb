import { adviseurProcedure } from '../../trpc/procedures.ts';
import { getAvailabilityMeta, ZGetAvailabilityInput, ZGetAvailabilityOutput } from './get.schema.ts';
import { getAvailability } from './availability.service.ts';

export const getAvailabilityProcedure = adviseurProcedure
  .meta(getAvailabilityMeta)
  .input(ZGetAvailabilityInput)
  .output(ZGetAvailabilityOutput)
  .query(({ ctx, input }) => getAvailability(ctx, input.id));
