// Procedure builders: authentication (401), role (403), the Idempotency-Key and the error mapping
// every procedure shares, as ONE middleware per procedure (`guarded`). tRPC copies its call options
// at every middleware level: with four levels (mapping, idempotency, sign-in, role) the copying took
// 7.4 % of the fixed POST /kvk's CPU, with one 6.4 % (the input, output and procedure levels remain;
// docs/quality.md).
import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { DomainError } from '../errors/domain-error.ts';
import { errorTable } from '../errors/error-table.ts';
import { toProblem } from '../errors/to-problem.ts';
import type { Actor, AuthedContext, ClientCaller, ClientScope, Rol, ServiceContext } from '../infra/service-context.ts';
import { type Context, t } from './init.ts';
import { parseIdempotencyKey } from '../infra/idempotency/idempotency.rules.ts';
import { withIdempotencyKey } from '../infra/idempotency/idempotency.ts';
import type { ApiMeta } from './meta.ts';
import { log } from '../infra/observability/logger.ts';

/**
 * Any error a service (or the guard) throws becomes a TRPCError with the code of the error table
 * (cal.com's errorMappingMiddleware); an unexpected one is logged and stays a 500. tRPC's own
 * errors (input validation, …) pass as they are.
 */
function mapped(cause: unknown, path: string): TRPCError {
  const error = getTRPCErrorFromUnknown(cause);
  if (error.code !== 'INTERNAL_SERVER_ERROR' || !error.cause) return error;
  const problem = toProblem(error.cause);
  if (problem.status !== 500)
    return new TRPCError({ code: errorTable[problem.code].trpcCode, message: problem.detail, cause: error.cause });
  log().error({ err: error.cause, procedure: path }, 'api: unexpected error');
  return error;
}

/** A create: a mutation that REST answers with 201 on POST (API.md). These honour an Idempotency-Key. */
const isCreate = (meta: ApiMeta | undefined, type: string): boolean =>
  type === 'mutation' && meta?.openapi?.method === 'POST' && meta.successStatus === 201;

/** What a middleware's `next()` resolves to, as far as the guard reads it. */
type Result = { ok: true; data: unknown } | { ok: false; error: TRPCError };

interface GuardCall {
  ctx: Context;
  meta: ApiMeta | undefined;
  type: string;
  path: string;
  getRawInput: () => Promise<unknown>;
}

/**
 * Idempotency-Key on creates, for tRPC and REST alike (REST calls the same procedures with the
 * same context): a signed-in caller's retry with the same key and input answers the first result
 * instead of creating again; the same key with another input is a 422 (infra/idempotency).
 */
async function withIdempotency<R extends Result>(call: GuardCall, next: () => Promise<R>): Promise<R> {
  const { ctx, meta } = call;
  const slot = ctx.idempotency;
  if (!slot || slot.header === null || !isCreate(meta, call.type)) return next();
  const parsed = parseIdempotencyKey(slot.header);
  if (!parsed.ok)
    throw new DomainError(
      'IDEMPOTENCY_KEY_INVALID',
      'Een Idempotency-Key is 1 tot 255 zichtbare ASCII-tekens lang (bijvoorbeeld een UUID).',
    );
  if (!parsed.key || !ctx.actor) return next();
  let first: R | null = null;
  const outcome = await withIdempotencyKey(
    ctx.db,
    () => ctx.clock.now(),
    { userId: ctx.actor.userId, sleutel: parsed.key },
    { operatie: `POST ${meta?.openapi?.path ?? ''}`, input: await call.getRawInput() },
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
  return { ok: true, data: outcome.data, marker: undefined, ctx } as unknown as R;
}

/** An API client's operation, with the scope it needs (null: any scope of the client). */
interface ClientOnly {
  client: ClientScope | null;
}

/** Who may call: anyone, any signed-in user, these roles, or an API client (with a scope). */
type Who = 'public' | 'signed-in' | readonly Rol[] | ClientOnly;

const isClientOnly = (who: Who): who is ClientOnly => typeof who === 'object' && 'client' in who;

/** 401 without a valid client token, 403 for a person or a client without the scope. */
function assertClient(who: ClientOnly, ctx: Context): void {
  assertClientScope(ctx, who.client);
}

/**
 * The guard of an API client's operation, for the hand-written routes too: 401 without a valid client
 * token, 403 for a person's token, 403 SCOPE_MISSING without `scope` (null: any scope).
 */
export function assertClientScope(
  ctx: ServiceContext,
  scope: ClientScope | null,
): asserts ctx is ServiceContext & { client: ClientCaller } {
  const client = ctx.client;
  if (!client) {
    if (ctx.actor)
      throw new DomainError('FORBIDDEN', 'Deze operatie is alleen voor API-clients (OAuth 2.0 client credentials).');
    throw new DomainError('UNAUTHENTICATED', 'Stuur een geldig access token van POST /oauth/token mee (Bearer).');
  }
  if (scope && !client.scopes.includes(scope))
    throw new DomainError('SCOPE_MISSING', `Het access token heeft niet de scope ${scope}.`);
}

/** The mapping around everything, then 401/403, then the Idempotency-Key; the procedure runs in `next`. */
async function guarded<R extends Result>(who: Who, call: GuardCall, next: () => Promise<R>): Promise<R> {
  try {
    if (isClientOnly(who)) assertClient(who, call.ctx);
    else if (who !== 'public') {
      const actor = call.ctx.actor;
      // an API client's token works only on the integration operations (API.md, Integrations)
      if (!actor && call.ctx.client)
        throw new DomainError('FORBIDDEN', 'Een API-client mag alleen de integratie-operaties gebruiken.');
      if (!actor) throw new DomainError('UNAUTHENTICATED', 'Log in of stuur een geldig Bearer-token mee.');
      if (who !== 'signed-in' && !who.includes(actor.rol))
        throw new DomainError('FORBIDDEN', 'Deze operatie is niet voor uw rol.');
    }
    const result = await withIdempotency(call, next);
    if (!result.ok) throw result.error;
    return result;
  } catch (cause) {
    // tRPC turns a thrown TRPCError into the procedure's error result as it is
    throw mapped(cause, call.path);
  }
}

/**
 * The context as it is, typed with the actor the guard has checked: tRPC copies the context when a
 * middleware hands it a new one, and only needs the type here.
 */
const signedIn = undefined as unknown as { actor: Actor };

export const publicProcedure = t.procedure.use((opts) => guarded('public', opts, () => opts.next()));

export const protectedProcedure = t.procedure.use((opts) =>
  guarded('signed-in', opts, () => opts.next({ ctx: signedIn })),
);

function roleProcedure(...roles: Rol[]) {
  // the roles also go into the meta, so tooling (the authorisation matrix) knows who may call what
  return t.procedure.meta({ roles }).use((opts) => guarded(roles, opts, () => opts.next({ ctx: signedIn })));
}

export const ondernemerProcedure = roleProcedure('ONDERNEMER');

/**
 * A hand-written route's signed-in caller (they do not go through `guarded`): 401 without one, 403
 * for an API client's token (it works only on the integration operations).
 */
export function assertSignedIn(ctx: ServiceContext): asserts ctx is AuthedContext {
  if (!ctx.actor && ctx.client)
    throw new DomainError('FORBIDDEN', 'Een API-client mag alleen de integratie-operaties gebruiken.');
  if (!ctx.actor) throw new DomainError('UNAUTHENTICATED', 'Log in of stuur een geldig Bearer-token mee.');
}

const clientCalling = undefined as unknown as { client: ClientCaller; actor: null };

/**
 * An API client's operation: only a client's access token (401 without, 403 for a person's token),
 * and only with `scope` (403 SCOPE_MISSING). The scope goes into the meta for the OpenAPI document
 * and the authorisation matrix. Per-client rate limit and audit: modules/integraties' clientProcedure.
 */
export function clientOnlyProcedure(scope: ClientScope | null) {
  return t.procedure
    .meta({ client: { scope } })
    .use((opts) => guarded({ client: scope }, opts, () => opts.next({ ctx: clientCalling })));
}
export const adviseurProcedure = roleProcedure('ADVISEUR');
