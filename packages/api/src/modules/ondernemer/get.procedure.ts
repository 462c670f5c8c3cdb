import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { getMeta, ZGetInput, ZGetOutput } from './get.schema.ts';
import { getProfile } from './ondernemer.service.ts';

export const getProcedure = ondernemerProcedure
  .meta(getMeta)
  .input(ZGetInput)
  .output(ZGetOutput)
  .query(({ ctx }) => getProfile(ctx));
