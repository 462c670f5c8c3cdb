import { clientProcedure } from '../../integraties/client.procedure-base.ts';
import { listAfleveringenMeta, ZListAfleveringenInput, ZListAfleveringenOutput } from './list.schema.ts';
import { listAfleveringen } from '../webhooks.service.ts';

export const listAfleveringenProcedure = clientProcedure(null)
  .meta(listAfleveringenMeta)
  .input(ZListAfleveringenInput)
  .output(ZListAfleveringenOutput)
  .query(({ ctx, input }) => listAfleveringen(ctx, input.id));
