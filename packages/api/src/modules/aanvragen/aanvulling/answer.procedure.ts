import { ondernemerAanvraagProcedure } from '../aanvraag-access.procedure-base.ts';
import { answerAanvullingMeta, ZAnswerAanvullingInput, ZAnswerAanvullingOutput } from './answer.schema.ts';
import { answerAanvulling } from '../aanvragen.service.ts';

export const answerAanvullingProcedure = ondernemerAanvraagProcedure
  .meta(answerAanvullingMeta)
  .input(ZAnswerAanvullingInput)
  .output(ZAnswerAanvullingOutput)
  .mutation(({ ctx, input }) => answerAanvulling(ctx, input));
