import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { getEmailVoorkeurenMeta, ZGetEmailVoorkeurenInput, ZGetEmailVoorkeurenOutput } from './get.schema.ts';
import { getEmailVoorkeuren } from './email-voorkeuren.service.ts';

export const getEmailVoorkeurenProcedure = adviseurProcedure
  .meta(getEmailVoorkeurenMeta)
  .input(ZGetEmailVoorkeurenInput)
  .output(ZGetEmailVoorkeurenOutput)
  .query(({ ctx }) => getEmailVoorkeuren(ctx));
