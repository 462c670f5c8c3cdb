import { adviseurProcedure } from '../../trpc/procedures.ts';
import { periodMeta, ZPeriodViewInput, ZPeriodViewOutput } from './period.schema.ts';
import { periodView } from './availability.service.ts';

export const periodProcedure = adviseurProcedure
  .meta(periodMeta)
  .input(ZPeriodViewInput)
  .output(ZPeriodViewOutput)
  .query(({ ctx, input }) => periodView(ctx, input));
