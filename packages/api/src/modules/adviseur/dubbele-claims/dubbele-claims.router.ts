// adviseur.dubbeleClaims.*: KvK numbers claimed by two or more accounts (API.md, Trust III).
import { createRouter } from '../../../trpc/init.ts';
import { listDubbeleClaimsProcedure } from './list.procedure.ts';

export const dubbeleClaimsRouter = createRouter({
  list: listDubbeleClaimsProcedure,
});
