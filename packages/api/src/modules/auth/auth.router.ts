import { createRouter } from '../../trpc/init.ts';
import { loginRecoveryCodeProcedure } from './login-recovery-code.procedure.ts';
import { loginTwoFactorProcedure } from './login-two-factor.procedure.ts';
import { loginProcedure } from './login.procedure.ts';
import { logoutAllProcedure } from './logout-all.procedure.ts';
import { logoutProcedure } from './logout.procedure.ts';
import { refreshProcedure } from './refresh.procedure.ts';
import { registerProcedure } from './register.procedure.ts';
import { resetPasswordProcedure } from './reset-password.procedure.ts';
import { twoFactorRouter } from './two-factor/two-factor.router.ts';
import { verificationProcedure } from './verification.procedure.ts';
import { verifyEmailProcedure } from './verify-email.procedure.ts';

export const authRouter = createRouter({
  register: registerProcedure,
  login: loginProcedure,
  verifyEmail: verifyEmailProcedure,
  verification: verificationProcedure,
  resetPassword: resetPasswordProcedure,
  loginTwoFactor: loginTwoFactorProcedure,
  loginRecoveryCode: loginRecoveryCodeProcedure,
  twoFactor: twoFactorRouter,
  refresh: refreshProcedure,
  logout: logoutProcedure,
  logoutAll: logoutAllProcedure,
});
