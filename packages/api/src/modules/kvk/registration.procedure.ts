import { protectedProcedure } from '../../trpc/procedures.ts';
import { registrationKvk } from './kvk.service.ts';
import { registrationKvkMeta, ZRegistrationKvkInput, ZRegistrationKvkOutput } from './registration.schema.ts';

export const registrationKvkProcedure = protectedProcedure
  .meta(registrationKvkMeta)
  .input(ZRegistrationKvkInput)
  .output(ZRegistrationKvkOutput)
  .query(({ ctx, input }) => registrationKvk(ctx, input));
