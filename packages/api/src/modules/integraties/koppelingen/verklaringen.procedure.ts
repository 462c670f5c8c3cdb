import { clientProcedure } from '../client.procedure-base.ts';
import {
  koppelingVerklaringenMeta,
  ZKoppelingVerklaringenInput,
  ZKoppelingVerklaringenOutput,
} from './verklaringen.schema.ts';
import { koppelingVerklaringen } from '../koppelingen.service.ts';

export const koppelingVerklaringenProcedure = clientProcedure('verklaringen:lezen')
  .meta(koppelingVerklaringenMeta)
  .input(ZKoppelingVerklaringenInput)
  .output(ZKoppelingVerklaringenOutput)
  .query(({ ctx, input }) => koppelingVerklaringen(ctx, input.id));
