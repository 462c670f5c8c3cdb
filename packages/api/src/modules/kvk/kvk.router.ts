import { createRouter } from '../../trpc/init.ts';
import { lookupKvkProcedure } from './lookup.procedure.ts';
import { ownerCheckKvkProcedure } from './owner-check.procedure.ts';
import { registrationKvkProcedure } from './registration.procedure.ts';
import { searchKvkProcedure } from './search.procedure.ts';

export const kvkRouter = createRouter({
  lookup: lookupKvkProcedure,
  search: searchKvkProcedure,
  registration: registrationKvkProcedure,
  ownerCheck: ownerCheckKvkProcedure,
});
