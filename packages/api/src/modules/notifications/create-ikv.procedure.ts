import { adviseurProcedure } from '../../trpc/procedures.ts';
import { createIkvNotification } from './notifications.service.ts';
import {
  createIkvNotificationMeta,
  ZCreateIkvNotificationInput,
  ZCreateIkvNotificationOutput,
} from './create-ikv.schema.ts';

export const createIkvNotificationProcedure = adviseurProcedure
  .meta(createIkvNotificationMeta)
  .input(ZCreateIkvNotificationInput)
  .output(ZCreateIkvNotificationOutput)
  .mutation(({ ctx, input }) => createIkvNotification(ctx, input));
