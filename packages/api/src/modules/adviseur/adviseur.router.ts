// adviseur.*: the adviser's request operations (API.md "Adviser").
import { createRouter } from '../../trpc/init.ts';
import { adviseurAanvragenRouter } from './aanvragen/aanvragen.router.ts';
import { listOndernemersProcedure } from './ondernemers.procedure.ts';
import { searchUsersProcedure } from './search-users.procedure.ts';
import { emailVoorkeurenRouter } from './email-voorkeuren/email-voorkeuren.router.ts';
import { adviseurVerklaringRouter } from './verklaring/verklaring.router.ts';
import { adviseurIdentiteitRouter } from './identiteit/identiteit.router.ts';
import { dubbeleClaimsRouter } from './dubbele-claims/dubbele-claims.router.ts';

export const adviseurRouter = createRouter({
  aanvragen: adviseurAanvragenRouter,
  ondernemers: listOndernemersProcedure,
  searchUsers: searchUsersProcedure,
  emailVoorkeuren: emailVoorkeurenRouter,
  verklaring: adviseurVerklaringRouter,
  identiteit: adviseurIdentiteitRouter,
  dubbeleClaims: dubbeleClaimsRouter,
});
