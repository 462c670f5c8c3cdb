import { initTRPC } from '@trpc/server';
import { toProblem } from '../errors/to-problem.ts';
import type { Context } from './context.ts';
import type { ApiMeta } from './meta.ts';

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
