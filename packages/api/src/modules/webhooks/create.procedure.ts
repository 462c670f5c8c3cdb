import { clientProcedure } from '../integraties/client.procedure-base.ts';
import { createWebhookMeta, ZCreateWebhookInput, ZCreateWebhookOutput } from './create.schema.ts';
import { createWebhook } from './webhooks.service.ts';

export const createWebhookProcedure = clientProcedure('webhooks')
  .meta(createWebhookMeta)
  .input(ZCreateWebhookInput)
  .output(ZCreateWebhookOutput)
  .mutation(({ ctx, input }) => createWebhook(ctx, input));
