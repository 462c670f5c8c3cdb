import { createRouter } from '../../../trpc/init.ts';
import { answerAanvullingProcedure } from './answer.procedure.ts';

export const aanvullingRouter = createRouter({
  answer: answerAanvullingProcedure,
});
