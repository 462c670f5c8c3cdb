import { initTRPC } from '@trpc/server';
import { toProblem } from '../errors/to-problem.ts';
import type { ServiceContext } from '../infra/service-context.ts';
import type { ApiMeta } from './meta.ts';

/**
 * The request's Idempotency-Key (raw header, checked by the idempotency middleware), and whether
 * the answer was a replay of the first one (REST then says `Idempotent-Replayed: true`). Mutable on
 * purpose: middlewares copy the context, this holder stays the same object.
 */
export interface IdempotencySlot {
  header: string | null;
  replayed: boolean;
}

/**
 * The REST status a procedure chose for this answer, where it depends on what happened (a PUT that
 * created what did not exist answers 201). Set by the REST door before the call; mutable like the above.
 */
export interface AnswerSlot {
  status?: 201;
}

export type Context = ServiceContext & { idempotency?: IdempotencySlot; answer?: AnswerSlot };

/** No transformer: outputs are JSON-native so tRPC and REST return the same shapes. */
export const t = initTRPC
  .context<Context>()
  .meta<ApiMeta>()
  .create({
    // live.events over server-sent events: a comment every 15 s keeps proxies from closing an idle
    // stream; the client reconnects (with Last-Event-ID) when it hears nothing for 30 s
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 30_000 } },
    errorFormatter({ shape, error }) {
      const problem = toProblem(error);
      return { ...shape, message: problem.detail, data: { ...shape.data, httpStatus: problem.status, problem } };
    },
  });

export const createRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
