import { adviseurProcedure } from '../../trpc/procedures.ts';
import { listOndernemersMeta, ZListOndernemersInput, ZListOndernemersOutput } from './ondernemers.schema.ts';
import { listOndernemers } from './adviseur.service.ts';

export const listOndernemersProcedure = adviseurProcedure
  .meta(listOndernemersMeta)
  .input(ZListOndernemersInput)
  .output(ZListOndernemersOutput)
  .query(({ ctx, input }) => listOndernemers(ctx, input));
