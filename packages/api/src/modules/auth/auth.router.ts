import { createRouter } from '../../trpc/init.ts';
import { loginProcedure } from './login.procedure.ts';
import { registerProcedure } from './register.procedure.ts';

export const authRouter = createRouter({
  register: registerProcedure,
  login: loginProcedure,
});
