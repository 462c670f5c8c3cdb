import { clientProcedure } from '../../integraties/client.procedure-base.ts';
import { createAbonnementMeta, ZCreateAbonnementInput, ZCreateAbonnementOutput } from './create.schema.ts';
import { createAbonnement } from '../webhooks.service.ts';

export const createAbonnementProcedure = clientProcedure('verificatie')
  .meta(createAbonnementMeta)
  .input(ZCreateAbonnementInput)
  .output(ZCreateAbonnementOutput)
  .mutation(({ ctx, input }) => createAbonnement(ctx, input));
