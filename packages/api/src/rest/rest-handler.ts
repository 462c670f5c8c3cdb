// The REST adapter: trpc-to-openapi over the same router, then every error rewritten as
// application/problem+json from the same converter the tRPC formatter uses.
import { TRPCError } from '@trpc/server';
import { createOpenApiFetchHandler } from 'trpc-to-openapi';
import { appRouter } from '../root.ts';
import { toProblem, type Problem } from '../errors/to-problem.ts';
import { createTrpcContext, type CreateContextOptions } from '../trpc/context.ts';
import { procedureMetas } from './success-status.ts';

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

async function foldDeleteBody(req: Request): Promise<{ ok: true; request: Request } | { ok: false; problem: Problem }> {
  const body = await readBody(req);
  if (!body.ok) return body;
  if (body.text.trim() === '') return { ok: true, request: new Request(req.url, { method: req.method, headers: req.headers }) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return { ok: false, problem: toProblem(new TRPCError({ code: 'PARSE_ERROR' })) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, problem: { ...toProblem(new TRPCError({ code: 'BAD_REQUEST' })), code: 'VALIDATION_FAILED', detail: 'De body moet een JSON-object zijn.', errors: [{ path: '(body)', message: 'verwacht een JSON-object' }] } };
  }
  const url = new URL(req.url);
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') url.searchParams.set(key, String(value));
  }
  const headers = new Headers(req.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return { ok: true, request: new Request(url, { method: 'DELETE', headers }) };
}

export interface RestOptions {
  /** overrides for tests and benchmarks (db, clock, registry) */
  context?: Omit<CreateContextOptions, 'headers'>;
  /** the path prefix the API is mounted under */
  endpoint?: string;
}

export async function handleRest(req: Request, options: RestOptions = {}): Promise<Response> {
  const endpoint = options.endpoint ?? '/api';
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(req.method);
  let forwarded = req;
  if (req.method === 'DELETE' && (req.headers.get('content-type') ?? '').includes('application/json')) {
    // trpc-to-openapi reads DELETE input from the query only; API.md gives some DELETEs a JSON body
    // (DELETE /ondernemer {wachtwoord}). Fold a flat JSON object into the internal request's query.
    const folded = await foldDeleteBody(req);
    if (!folded.ok) return problemResponse(folded.problem);
    forwarded = folded.request;
  }
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
    // A POST without any body (e.g. POST /auth/2fa/setup) counts as the empty JSON object.
    if (!type && body.text.trim() === '') {
      const headers = new Headers(req.headers);
      headers.set('content-type', 'application/json');
      forwarded = new Request(req.url, { method: req.method, headers, body: '{}' });
    } else {
      forwarded = new Request(req.url, { method: req.method, headers: req.headers, body: body.text });
    }
  }

  let failure: unknown;
  let calledPath: string | undefined;
  const response = await createOpenApiFetchHandler({
    endpoint,
    router: appRouter,
    req: forwarded,
    createContext: ({ req: r }: { req: Request }) => createTrpcContext({ headers: r.headers, ...options.context }),
    responseMeta: ({ paths, errors, data }: { paths?: readonly string[]; errors: readonly unknown[]; data?: readonly unknown[] }) => {
      calledPath = paths?.[0];
      if (errors.length > 0 || !calledPath) return {};
      const meta = metas.get(calledPath);
      const status = meta?.successStatusFor?.(data?.[0]) ?? meta?.successStatus;
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
