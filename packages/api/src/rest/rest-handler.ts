// The REST adapter: trpc-to-openapi over the same router, then every error rewritten as
// application/problem+json from the same converter the tRPC formatter uses.
import { TRPCError } from '@trpc/server';
import { createOpenApiFetchHandler } from 'trpc-to-openapi';
import { appRouter } from '../root.ts';
import { toProblem, type Problem } from '../errors/to-problem.ts';
import { createTrpcContext, type CreateContextOptions } from '../trpc/context.ts';
import { procedureMetas } from './success-status.ts';
import { icalReply, matchIcalRoute } from '../modules/appointments/ical.route.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

const metas = procedureMetas(appRouter);

export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  const h = new Headers(headers);
  h.set('content-type', 'application/problem+json; charset=utf-8');
  h.set('cache-control', 'no-store');
  if (problem.retryAfter !== undefined) h.set('retry-after', String(problem.retryAfter));
  return new Response(JSON.stringify(problem), { status: problem.status, headers: h });
}

async function readBody(req: Request): Promise<{ ok: true; text: string } | { ok: false; problem: Problem }> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) {
    return { ok: false, problem: { ...toProblem(new TRPCError({ code: 'PAYLOAD_TOO_LARGE' })), detail: `De body is groter dan ${MAX_BODY_BYTES} bytes.` } };
  }
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    return { ok: false, problem: { ...toProblem(new TRPCError({ code: 'PAYLOAD_TOO_LARGE' })), detail: `De body is groter dan ${MAX_BODY_BYTES} bytes.` } };
  }
  return { ok: true, text };
}

export interface RestOptions {
  /** overrides for tests and benchmarks (db, clock, registry) */
  context?: Omit<CreateContextOptions, 'headers'>;
  /** the path prefix the API is mounted under */
  endpoint?: string;
}

export async function handleRest(req: Request, options: RestOptions = {}): Promise<Response> {
  const endpoint = options.endpoint ?? '/api';
  const ical = matchIcalRoute(req.method, new URL(req.url).pathname, endpoint);
  if (ical) {
    try {
      const reply = await icalReply(await createTrpcContext({ headers: req.headers, ...options.context }), ical);
      return new Response(reply.body, { status: reply.status, headers: reply.headers });
    } catch (e) {
      return problemResponse(toProblem(e));
    }
  }
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(req.method);
  let forwarded = req;
  if (hasBody) {
    const body = await readBody(req);
    if (!body.ok) return problemResponse(body.problem);
    // A JSON body that is not an object (array, string, number, null) can never be valid input.
    const type = req.headers.get('content-type') ?? '';
    if (type.includes('application/json') && body.text.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(body.text);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          return problemResponse({ ...toProblem(new TRPCError({ code: 'BAD_REQUEST' })), code: 'VALIDATION_FAILED', detail: 'De body moet een JSON-object zijn.', errors: [{ path: '(body)', message: 'verwacht een JSON-object' }] });
        }
      } catch {
        return problemResponse(toProblem(new TRPCError({ code: 'PARSE_ERROR' })));
      }
    }
    forwarded = new Request(req.url, { method: req.method, headers: req.headers, body: body.text });
  }

  let failure: unknown;
  let calledPath: string | undefined;
  const response = await createOpenApiFetchHandler({
    endpoint,
    router: appRouter,
    req: forwarded,
    createContext: ({ req: r }: { req: Request }) => createTrpcContext({ headers: r.headers, ...options.context }),
    responseMeta: ({ paths, errors }: { paths?: readonly string[]; errors: readonly unknown[] }) => {
      calledPath = paths?.[0];
      if (errors.length > 0 || !calledPath) return {};
      const status = metas.get(calledPath)?.successStatus;
      return status ? { status } : {};
    },
    onError: ({ error }: { error: unknown }) => {
      failure = error;
    },
  } as Parameters<typeof createOpenApiFetchHandler>[0]);

  if (response.status >= 400) {
    const problem = toProblem(failure ?? new TRPCError({ code: 'INTERNAL_SERVER_ERROR' }));
    if (problem.status >= 500) console.error('[rest] %s %s failed', req.method, new URL(req.url).pathname, failure);
    return problemResponse(problem);
  }
  if (response.status === 204) return new Response(null, { status: 204 });
  return response;
}
