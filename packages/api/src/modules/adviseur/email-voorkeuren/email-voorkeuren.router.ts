import { createRouter } from '../../../trpc/init.ts';
import { getEmailVoorkeurenProcedure } from './get.procedure.ts';
import { updateEmailVoorkeurenProcedure } from './update.procedure.ts';

export const emailVoorkeurenRouter = createRouter({
  get: getEmailVoorkeurenProcedure,
  update: updateEmailVoorkeurenProcedure,
});
