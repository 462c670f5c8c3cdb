import { clientProcedure } from '../integraties/client.procedure-base.ts';
import { listWebhooksMeta, ZListWebhooksInput, ZListWebhooksOutput } from './list.schema.ts';
import { listWebhooks } from './webhooks.service.ts';

export const listWebhooksProcedure = clientProcedure(null)
  .meta(listWebhooksMeta)
  .input(ZListWebhooksInput)
  .output(ZListWebhooksOutput)
  .query(({ ctx }) => listWebhooks(ctx));
