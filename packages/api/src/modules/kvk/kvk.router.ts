import { createRouter } from '../../trpc/init.ts';
import { lookupKvkProcedure } from './lookup.procedure.ts';

export const kvkRouter = createRouter({
  lookup: lookupKvkProcedure,
});
