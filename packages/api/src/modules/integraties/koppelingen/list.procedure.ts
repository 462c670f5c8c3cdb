import { clientProcedure } from '../client.procedure-base.ts';
import { listKoppelingenMeta, ZListKoppelingenInput, ZListKoppelingenOutput } from './list.schema.ts';
import { listKoppelingen } from '../koppelingen.service.ts';

export const listKoppelingenProcedure = clientProcedure(null)
  .meta(listKoppelingenMeta)
  .input(ZListKoppelingenInput)
  .output(ZListKoppelingenOutput)
  .query(({ ctx }) => listKoppelingen(ctx));
