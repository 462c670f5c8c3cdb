import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { listDubbeleClaimsMeta, ZListDubbeleClaimsInput, ZListDubbeleClaimsOutput } from './list.schema.ts';
import { listDubbeleClaims } from './dubbele-claims.service.ts';

export const listDubbeleClaimsProcedure = adviseurProcedure
  .meta(listDubbeleClaimsMeta)
  .input(ZListDubbeleClaimsInput)
  .output(ZListDubbeleClaimsOutput)
  .query(({ ctx, input }) => listDubbeleClaims(ctx, input));
