import { clientProcedure } from '../integraties/client.procedure-base.ts';
import { deleteWebhookMeta, ZDeleteWebhookInput, ZDeleteWebhookOutput } from './delete.schema.ts';
import { deleteWebhook } from './webhooks.service.ts';

export const deleteWebhookProcedure = clientProcedure(null)
  .meta(deleteWebhookMeta)
  .input(ZDeleteWebhookInput)
  .output(ZDeleteWebhookOutput)
  .mutation(({ ctx, input }) => deleteWebhook(ctx, input.id));
