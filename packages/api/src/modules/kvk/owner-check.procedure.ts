import { protectedProcedure } from '../../trpc/procedures.ts';
import { ownerCheckKvk } from './kvk.service.ts';
import { ownerCheckKvkMeta, ZOwnerCheckKvkInput, ZOwnerCheckKvkOutput } from './owner-check.schema.ts';

export const ownerCheckKvkProcedure = protectedProcedure
  .meta(ownerCheckKvkMeta)
  .input(ZOwnerCheckKvkInput)
  .output(ZOwnerCheckKvkOutput)
  .mutation(({ ctx, input }) => ownerCheckKvk(ctx, input));
