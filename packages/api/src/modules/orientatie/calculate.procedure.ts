import { publicProcedure } from '../../trpc/procedures.ts';
import { calculateOrientatieMeta, ZCalculateOrientatieInput, ZCalculateOrientatieOutput } from './calculate.schema.ts';
import { calculateOrientatie } from './orientatie.service.ts';

export const calculateOrientatieProcedure = publicProcedure
  .meta(calculateOrientatieMeta)
  .input(ZCalculateOrientatieInput)
  .output(ZCalculateOrientatieOutput)
  .mutation(({ ctx, input }) => calculateOrientatie(ctx, input));
