// Procedure builders: authentication (401), role (403) and the error mapping every procedure shares.
import { TRPCError } from '@trpc/server';
import { DomainError } from '../errors/domain-error.ts';
import { errorTable } from '../errors/error-table.ts';
import { toProblem } from '../errors/to-problem.ts';
import type { Rol } from '../infra/service-context.ts';
import { t } from './init.ts';
import { parseIdempotencyKey } from '../infra/idempotency/idempotency.rules.ts';
import { withIdempotencyKey } from '../infra/idempotency/idempotency.ts';
import type { ApiMeta } from './meta.ts';
import { log } from '../infra/observability/logger.ts';

/** Any error a service throws becomes a TRPCError with the code of the error table (cal.com's errorMappingMiddleware). */
const errorMapping = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR' && result.error.cause) {
    const cause = result.error.cause;
    const problem = toProblem(cause);
    if (problem.status !== 500) {
      throw new TRPCError({ code: errorTable[problem.code].trpcCode, message: problem.detail, cause });
    }
    log().error({ err: cause, procedure: path }, 'api: unexpected error');
  }
  return result;
});

/** A create: a mutation that REST answers with 201 on POST (API.md). These honour an Idempotency-Key. */
const isCreate = (meta: ApiMeta | undefined, type: string): boolean =>
  type === 'mutation' && meta?.openapi?.method === 'POST' && meta.successStatus === 201;

/**
 * Idempotency-Key on creates, for tRPC and REST alike (REST calls the same procedures with the
 * same context): a signed-in caller's retry with the same key and input answers the first result
 * instead of creating again; the same key with another input is a 422 (infra/idempotency).
 */
const idempotencyMiddleware = t.middleware(async ({ ctx, meta, type, getRawInput, next }) => {
  const slot = ctx.idempotency;
  if (!slot || slot.header === null || !isCreate(meta, type)) return next();
  const parsed = parseIdempotencyKey(slot.header);
  if (!parsed.ok)
    throw new DomainError(
      'IDEMPOTENCY_KEY_INVALID',
      'Een Idempotency-Key is 1 tot 255 zichtbare ASCII-tekens lang (bijvoorbeeld een UUID).',
    );
  if (!parsed.key || !ctx.actor) return next();
  let first: Awaited<ReturnType<typeof next>> | null = null;
  const outcome = await withIdempotencyKey(
    ctx.db,
    () => ctx.clock.now(),
    { userId: ctx.actor.userId, sleutel: parsed.key },
    { operatie: `POST ${meta?.openapi?.path ?? ''}`, input: await getRawInput() },
    async () => {
      const result = await next();
      if (!result.ok) throw result.error;
      first = result;
      return { status: 201, data: result.data };
    },
  );
  if (!outcome.replayed && first) return first;
  slot.replayed = true;
  // the stored answer of the first call, as the procedure's result (tRPC reads `ok` and `data` only)
  return { ok: true as const, data: outcome.data, marker: undefined as never, ctx };
});

export const publicProcedure = t.procedure.use(errorMapping).use(idempotencyMiddleware);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new DomainError('UNAUTHENTICATED', 'Log in of stuur een geldig Bearer-token mee.');
  return next({ ctx: { actor: ctx.actor } }); // tRPC merges it into the context
});

function roleProcedure(...roles: Rol[]) {
  // the roles also go into the meta, so tooling (the authorisation matrix) knows who may call what
  return protectedProcedure.meta({ roles }).use(({ ctx, next }) => {
    if (!roles.includes(ctx.actor.rol)) throw new DomainError('FORBIDDEN', 'Deze operatie is niet voor uw rol.');
    return next();
  });
}

export const ondernemerProcedure = roleProcedure('ONDERNEMER');
export const adviseurProcedure = roleProcedure('ADVISEUR');
