import { protectedProcedure } from '../../trpc/procedures.ts';
import { lookupKvk } from './kvk.service.ts';
import { lookupKvkMeta, ZLookupKvkInput, ZLookupKvkOutput } from './lookup.schema.ts';

/** FIXED: POST /kvk */
export const lookupKvkProcedure = protectedProcedure
  .meta(lookupKvkMeta)
  .input(ZLookupKvkInput)
  .output(ZLookupKvkOutput)
  .mutation(({ ctx, input }) => lookupKvk(ctx, input));
