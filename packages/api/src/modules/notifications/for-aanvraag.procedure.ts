import { protectedProcedure } from '../../trpc/procedures.ts';
import { notificationsForAanvraag } from './notifications.service.ts';
import { forAanvraagMeta, ZForAanvraagInput, ZForAanvraagOutput } from './for-aanvraag.schema.ts';

export const forAanvraagProcedure = protectedProcedure
  .meta(forAanvraagMeta)
  .input(ZForAanvraagInput)
  .output(ZForAanvraagOutput)
  .query(({ ctx, input }) => notificationsForAanvraag(ctx, input));
