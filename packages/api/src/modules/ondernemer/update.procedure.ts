import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { updateProfile } from './ondernemer.service.ts';
import { updateMeta, ZUpdateInput, ZUpdateOutput } from './update.schema.ts';

export const updateProcedure = ondernemerProcedure
  .meta(updateMeta)
  .input(ZUpdateInput)
  .output(ZUpdateOutput)
  .mutation(({ ctx, input }) => updateProfile(ctx, input));
