import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { decideEigendomMeta, ZDecideEigendomInput, ZDecideEigendomOutput } from './decide.schema.ts';
import { decideEigendom } from './eigendom.service.ts';

export const decideEigendomProcedure = adviseurProcedure
  .meta(decideEigendomMeta)
  .input(ZDecideEigendomInput)
  .output(ZDecideEigendomOutput)
  .mutation(({ ctx, input }) => decideEigendom(ctx, input));
