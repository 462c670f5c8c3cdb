import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { listAdviseurAanvragenMeta, ZListAdviseurAanvragenInput, ZListAdviseurAanvragenOutput } from './list.schema.ts';
import { listDashboard } from '../adviseur.service.ts';

export const listAdviseurAanvragenProcedure = adviseurProcedure
  .meta(listAdviseurAanvragenMeta)
  .input(ZListAdviseurAanvragenInput)
  .output(ZListAdviseurAanvragenOutput)
  .query(({ ctx, input }) => listDashboard(ctx, input));
