// Procedure builders: authentication (401), role (403) and the error mapping every procedure shares.
import { TRPCError } from '@trpc/server';
import { DomainError } from '../errors/domain-error.ts';
import { errorTable } from '../errors/error-table.ts';
import { toProblem } from '../errors/to-problem.ts';
import type { Rol } from '../infra/service-context.ts';
import { t } from './init.ts';
import { requireVerifiedEmail } from '../modules/auth/verified-email.ts';

/** Any error a service throws becomes a TRPCError with the code of the error table (cal.com's errorMappingMiddleware). */
const errorMapping = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR' && result.error.cause) {
    const cause = result.error.cause;
    const problem = toProblem(cause);
    if (problem.status !== 500) {
      throw new TRPCError({ code: errorTable[problem.code].trpcCode, message: problem.detail, cause });
    }
    console.error('[api] unexpected error', cause);
  }
  return result;
});

export const publicProcedure = t.procedure.use(errorMapping);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new DomainError('UNAUTHENTICATED', 'Log in of stuur een geldig Bearer-token mee.');
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

export function roleProcedure(...roles: Rol[]) {
  // the roles also go into the meta, so tooling (the authorisation matrix) knows who may call what
  return protectedProcedure.meta({ roles }).use(({ ctx, next }) => {
    if (!roles.includes(ctx.actor.rol)) throw new DomainError('FORBIDDEN', 'Deze operatie is niet voor uw rol.');
    return next();
  });
}

export const ondernemerProcedure = roleProcedure('ONDERNEMER');
export const adviseurProcedure = roleProcedure('ADVISEUR');

/** An entrepreneur whose e-mail address is confirmed (403 EMAIL_NOT_VERIFIED otherwise); e.g. for aanvragen.create. */
export const verifiedOndernemerProcedure = ondernemerProcedure.use(async ({ ctx, next }) => {
  await requireVerifiedEmail(ctx);
  return next();
});
