import { createRouter } from '../../../trpc/init.ts';
import { disableProcedure } from './disable.procedure.ts';
import { enableProcedure } from './enable.procedure.ts';
import { regenerateRecoveryCodesProcedure } from './regenerate-recovery-codes.procedure.ts';
import { setupProcedure } from './setup.procedure.ts';
import { statusProcedure } from './status.procedure.ts';
import { verifyProcedure } from './verify.procedure.ts';

export const twoFactorRouter = createRouter({
  setup: setupProcedure,
  verify: verifyProcedure,
  enable: enableProcedure,
  disable: disableProcedure,
  regenerateRecoveryCodes: regenerateRecoveryCodesProcedure,
  status: statusProcedure,
});
