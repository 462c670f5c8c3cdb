import { ondernemerProcedure } from '../../../trpc/procedures.ts';
import { refuseKoppelingMeta, ZRefuseKoppelingInput, ZRefuseKoppelingOutput } from './refuse.schema.ts';
import { answerKoppeling } from '../koppelingen.service.ts';

export const refuseKoppelingProcedure = ondernemerProcedure
  .meta(refuseKoppelingMeta)
  .input(ZRefuseKoppelingInput)
  .output(ZRefuseKoppelingOutput)
  .mutation(({ ctx, input }) => answerKoppeling(ctx, input.id, 'weigeren'));
