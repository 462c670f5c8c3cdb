import { beheerProcedure } from './beheer.procedure-base.ts';
import { createClientMeta, ZCreateClientInput, ZCreateClientOutput } from './create-client.schema.ts';
import { createClientAsBeheerder } from '../clients.service.ts';

export const createClientProcedure = beheerProcedure
  .meta(createClientMeta)
  .input(ZCreateClientInput)
  .output(ZCreateClientOutput)
  .mutation(({ ctx, input }) => createClientAsBeheerder(ctx, input));
