import { adviseurProcedure } from '../../trpc/procedures.ts';
import { updateAvailabilityMeta, ZUpdateAvailabilityInput, ZUpdateAvailabilityOutput } from './update.schema.ts';
import { updateAvailability } from './availability.service.ts';

export const updateAvailabilityProcedure = adviseurProcedure
  .meta(updateAvailabilityMeta)
  .input(ZUpdateAvailabilityInput)
  .output(ZUpdateAvailabilityOutput)
  .mutation(({ ctx, input }) => updateAvailability(ctx, input));
