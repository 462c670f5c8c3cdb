import { ondernemerProcedure } from '../../../trpc/procedures.ts';
import { acceptKoppelingMeta, ZAcceptKoppelingInput, ZAcceptKoppelingOutput } from './accept.schema.ts';
import { answerKoppeling } from '../koppelingen.service.ts';

export const acceptKoppelingProcedure = ondernemerProcedure
  .meta(acceptKoppelingMeta)
  .input(ZAcceptKoppelingInput)
  .output(ZAcceptKoppelingOutput)
  .mutation(({ ctx, input }) => answerKoppeling(ctx, input.id, 'accepteren'));
