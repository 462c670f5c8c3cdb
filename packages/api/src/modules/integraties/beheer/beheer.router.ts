// integraties.beheer.*: organisations and their API clients, for advisers with the beheer permission.
import { createRouter } from '../../../trpc/init.ts';
import { listBeheerProcedure } from './list.procedure.ts';
import { createClientProcedure } from './create-client.procedure.ts';
import { rotateSecretProcedure } from './rotate-secret.procedure.ts';
import { revokeClientProcedure } from './revoke-client.procedure.ts';

export const beheerRouter = createRouter({
  list: listBeheerProcedure,
  createClient: createClientProcedure,
  rotateSecret: rotateSecretProcedure,
  revokeClient: revokeClientProcedure,
});
