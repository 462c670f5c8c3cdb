import { protectedProcedure } from '../../trpc/procedures.ts';
import { advisersMeta, ZAdvisersInput, ZAdvisersOutput } from './advisers.schema.ts';
import { listAdvisers } from './availability.service.ts';

export const advisersProcedure = protectedProcedure
  .meta(advisersMeta)
  .input(ZAdvisersInput)
  .output(ZAdvisersOutput)
  .query(({ ctx }) => listAdvisers(ctx));
