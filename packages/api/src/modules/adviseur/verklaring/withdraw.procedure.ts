import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { withdrawVerklaringMeta, ZWithdrawVerklaringInput, ZWithdrawVerklaringOutput } from './withdraw.schema.ts';
import { withdrawVerklaring } from '../../verklaring/withdraw.service.ts';

export const withdrawVerklaringProcedure = adviseurProcedure
  .meta(withdrawVerklaringMeta)
  .input(ZWithdrawVerklaringInput)
  .output(ZWithdrawVerklaringOutput)
  .mutation(({ ctx, input }) => withdrawVerklaring(ctx, input));
