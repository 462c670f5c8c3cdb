import { adviseurProcedure } from '../../../trpc/procedures.ts';
import {
  updateEmailVoorkeurenMeta,
  ZUpdateEmailVoorkeurenInput,
  ZUpdateEmailVoorkeurenOutput,
} from './update.schema.ts';
import { updateEmailVoorkeuren } from './email-voorkeuren.service.ts';

export const updateEmailVoorkeurenProcedure = adviseurProcedure
  .meta(updateEmailVoorkeurenMeta)
  .input(ZUpdateEmailVoorkeurenInput)
  .output(ZUpdateEmailVoorkeurenOutput)
  .mutation(({ ctx, input }) => updateEmailVoorkeuren(ctx, input));
