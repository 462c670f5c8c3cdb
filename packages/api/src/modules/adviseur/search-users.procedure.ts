import { adviseurProcedure } from '../../trpc/procedures.ts';
import { searchUsersMeta, ZSearchUsersInput, ZSearchUsersOutput } from './search-users.schema.ts';
import { searchUsers } from './adviseur.service.ts';

export const searchUsersProcedure = adviseurProcedure
  .meta(searchUsersMeta)
  .input(ZSearchUsersInput)
  .output(ZSearchUsersOutput)
  .query(({ ctx, input }) => searchUsers(ctx, input));
