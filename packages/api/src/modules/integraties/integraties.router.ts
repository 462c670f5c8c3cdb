// integraties.*: organisations' API clients and the entrepreneur's consent (API.md, Integrations;
// docs/integrations.md). POST /oauth/token is the hand-written route rest/oauth-token-route.ts.
import { createRouter } from '../../trpc/init.ts';
import { koppelingenRouter } from './koppelingen/koppelingen.router.ts';
import { koppelingenAccountRouter } from './account/account.router.ts';
import { beheerRouter } from './beheer/beheer.router.ts';

export const integratiesRouter = createRouter({
  koppelingen: koppelingenRouter,
  account: koppelingenAccountRouter,
  beheer: beheerRouter,
});
