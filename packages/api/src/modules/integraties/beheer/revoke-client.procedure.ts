import { beheerProcedure } from './beheer.procedure-base.ts';
import { revokeClientMeta, ZRevokeClientInput, ZRevokeClientOutput } from './revoke-client.schema.ts';
import { revokeClientAsBeheerder } from '../clients.service.ts';

export const revokeClientProcedure = beheerProcedure
  .meta(revokeClientMeta)
  .input(ZRevokeClientInput)
  .output(ZRevokeClientOutput)
  .mutation(({ ctx, input }) => revokeClientAsBeheerder(ctx, input.id));
