// webhooks.*: an API client's webhook endpoints, their delivery log and replay, and a lender's
// subscription to a statement (API.md, Integrations; docs/webhooks.md). Sending is the outbox's
// (modules/webhook-outbox).
import { createRouter } from '../../trpc/init.ts';
import { createWebhookProcedure } from './create.procedure.ts';
import { listWebhooksProcedure } from './list.procedure.ts';
import { deleteWebhookProcedure } from './delete.procedure.ts';
import { afleveringenRouter } from './afleveringen/afleveringen.router.ts';
import { abonnementenRouter } from './abonnementen/abonnementen.router.ts';

export const webhooksRouter = createRouter({
  create: createWebhookProcedure,
  list: listWebhooksProcedure,
  delete: deleteWebhookProcedure,
  afleveringen: afleveringenRouter,
  abonnementen: abonnementenRouter,
});
