import { createRouter } from '../../trpc/init.ts';
import { changePasswordProcedure } from './change-password.procedure.ts';
import { deleteProcedure } from './delete.procedure.ts';
import { exportProcedure } from './export.procedure.ts';
import { getProcedure } from './get.procedure.ts';
import { requestEmailVerificationProcedure } from './request-email-verification.procedure.ts';
import { updateProcedure } from './update.procedure.ts';
import { verifyEmailChangeProcedure } from './verify-email-change.procedure.ts';

export const ondernemerRouter = createRouter({
  get: getProcedure,
  update: updateProcedure,
  delete: deleteProcedure,
  export: exportProcedure,
  changePassword: changePasswordProcedure,
  requestEmailVerification: requestEmailVerificationProcedure,
  verifyEmailChange: verifyEmailChangeProcedure,
});
