import { publicProcedure } from '../../trpc/procedures.ts';
import { getVerificatieMeta, ZGetVerificatieInput, ZGetVerificatieOutput } from './get.schema.ts';
import { getVerificatie } from './verificatie.service.ts';

export const getVerificatieProcedure = publicProcedure
  .meta(getVerificatieMeta)
  .input(ZGetVerificatieInput)
  .output(ZGetVerificatieOutput)
  .query(({ ctx, input }) => getVerificatie(ctx, input.code));
