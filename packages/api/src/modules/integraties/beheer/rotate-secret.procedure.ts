import { beheerProcedure } from './beheer.procedure-base.ts';
import { rotateSecretMeta, ZRotateSecretInput, ZRotateSecretOutput } from './rotate-secret.schema.ts';
import { rotateSecretAsBeheerder } from '../clients.service.ts';

export const rotateSecretProcedure = beheerProcedure
  .meta(rotateSecretMeta)
  .input(ZRotateSecretInput)
  .output(ZRotateSecretOutput)
  .mutation(({ ctx, input }) => rotateSecretAsBeheerder(ctx, input));
