import { ondernemerProcedure } from '../../../trpc/procedures.ts';
import { endKoppelingMeta, ZEndKoppelingInput, ZEndKoppelingOutput } from './end.schema.ts';
import { answerKoppeling } from '../koppelingen.service.ts';

export const endKoppelingProcedure = ondernemerProcedure
  .meta(endKoppelingMeta)
  .input(ZEndKoppelingInput)
  .output(ZEndKoppelingOutput)
  .mutation(async ({ ctx, input }) => {
    await answerKoppeling(ctx, input.id, 'beeindigen');
  });
