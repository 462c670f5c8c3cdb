import { clientProcedure } from '../client.procedure-base.ts';
import { createKoppelingMeta, ZCreateKoppelingInput, ZCreateKoppelingOutput } from './create.schema.ts';
import { createKoppeling } from '../koppelingen.service.ts';

export const createKoppelingProcedure = clientProcedure('koppelingen')
  .meta(createKoppelingMeta)
  .input(ZCreateKoppelingInput)
  .output(ZCreateKoppelingOutput)
  .mutation(({ ctx, input }) => createKoppeling(ctx, input));
