import { adviseurProcedure } from '../../trpc/procedures.ts';
import { listAvailabilityMeta, ZListAvailabilityInput, ZListAvailabilityOutput } from './list.schema.ts';
import { listAvailability } from './availability.service.ts';

export const listAvailabilityProcedure = adviseurProcedure
  .meta(listAvailabilityMeta)
  .input(ZListAvailabilityInput)
  .output(ZListAvailabilityOutput)
  .query(({ ctx }) => listAvailability(ctx));
