// The REST adapter: the route table generated from the procedures' OpenAPI meta, the procedure
// called with the same context and input parsing as over tRPC, every error answered as
// application/problem+json from the same converter the tRPC formatter uses. One core
// (dispatchRest) with two doors: Fetch (tests, any Fetch-style host) and node:http (the app server).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import { createApp } from '../app.ts';
import { toProblem, type Problem } from '../errors/to-problem.ts';
import { createTrpcContext, nodeHeaderReader, type CreateContextOptions, type HeaderReader } from './context.ts';
import { buildRouteTable, queryToInput } from './rest-routes.ts';
import { invokeProcedure } from './trpc-zod-internals.ts';
import type { AnswerSlot } from '../trpc/init.ts';
import { icalReply, matchIcalRoute } from '../modules/appointments/ical.route.ts';
import { handleDocumentRoute, matchDocumentRoute } from './documents-route.ts';
import { handleVoorcheckDocumenten, matchVoorcheckDocumentenRoute } from './voorcheck-documenten-route.ts';
import { matchOauthTokenRoute, oauthTokenReply } from './oauth-token-route.ts';
import { log } from '../infra/observability/logger.ts';
import { noteOperation } from '../infra/observability/request-context.ts';

const MAX_BODY_BYTES = 1024 * 1024;

type RouteTable = ReturnType<typeof buildRouteTable>;
let table: RouteTable | null = null;

/** The route table of the wired API (createApp(), app.ts), built at the first request: whichever server hosts this door serves a wired API. */
function routes(): RouteTable {
  return (table ??= buildRouteTable(createApp().router));
}

export interface RestOptions {
  /** overrides for tests and benchmarks (db, clock, registry) */
  context?: Omit<CreateContextOptions, 'headers'>;
  /** the path prefix the API is mounted under */
  endpoint?: string;
}

/** A request as the core needs it; the body is read only when the operation takes one. */
interface RestCall {
  method: string;
  pathname: string;
  search: URLSearchParams;
  headers: HeaderReader;
  /** the body as text, or null when it exceeds `limit` bytes */
  readBody(limit: number): Promise<string | null>;
}

interface RestReply {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or null for no body */
  body: string | null;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  const reply = problemReply(problem, headers);
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

export function problemReply(problem: Problem, headers: Record<string, string> = {}): RestReply {
  return {
    status: problem.status,
    headers: {
      ...headers,
      'content-type': 'application/problem+json; charset=utf-8',
      'cache-control': 'no-store',
      ...(problem.retryAfter !== undefined ? { 'retry-after': String(problem.retryAfter) } : {}),
    },
    body: JSON.stringify(problem),
  };
}

const failure = (code: TRPCError['code'], detail?: string): Problem => {
  const p = toProblem(new TRPCError({ code }));
  return detail ? { ...p, detail } : p;
};

const bodyTooLarge = () => failure('PAYLOAD_TOO_LARGE', `De body is groter dan ${MAX_BODY_BYTES} bytes.`);

/** The request's input: query (GET, DELETE) or JSON object body, with the path parameters on top. */
async function readInput(
  call: RestCall,
  route: NonNullable<ReturnType<RouteTable['find']>['route']>,
  params: Record<string, string>,
) {
  if (route.voidInput) return { ok: true as const, input: undefined };
  if (route.method === 'GET') return { ok: true as const, input: { ...queryToInput(route, call.search), ...params } };

  if (Number(call.headers.get('content-length') ?? '0') > MAX_BODY_BYTES)
    return { ok: false as const, problem: bodyTooLarge() };
  const text = await call.readBody(MAX_BODY_BYTES);
  if (text === null) return { ok: false as const, problem: bodyTooLarge() };
  // DELETE takes its input from the query, and from a JSON body where API.md gives it one (DELETE /ondernemer {wachtwoord})
  const query = route.method === 'DELETE' ? queryToInput(route, call.search) : {};
  // no body at all (e.g. POST /auth/2fa/setup) counts as the empty object
  if (text.trim() === '') return { ok: true as const, input: { ...query, ...params } };
  if (!(call.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { ok: false as const, problem: failure('UNSUPPORTED_MEDIA_TYPE') };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false as const, problem: failure('PARSE_ERROR') };
  }
  // A JSON body that is not an object (array, string, number, null) can never be valid input.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false as const,
      problem: {
        ...failure('BAD_REQUEST'),
        code: 'VALIDATION_FAILED' as const,
        detail: 'De body moet een JSON-object zijn.',
        errors: [{ path: '(body)', message: 'verwacht een JSON-object' }],
      },
    };
  }
  return { ok: true as const, input: { ...query, ...(body as Record<string, unknown>), ...params } };
}

/** Whether a route of the table answers this method and path (a 405 counts: the path is ours). */
export function isRestRoute(method: string, url: string, endpoint = '/api'): boolean {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (!pathname.startsWith(endpoint)) return false;
  if (matchIcalRoute(method, pathname, endpoint)) return true;
  if (matchOauthTokenRoute(pathname, endpoint)) return true;
  // the CSV export is hand-written (streamed): the web app's own route serves it, with the session too
  if (/^\/adviseur\/aanvragen\/export\.csv$/.test(pathname.slice(endpoint.length))) return false;
  // the document upload/download stream binary bodies: served by the web app's own routes
  if (matchDocumentRoute(method, pathname, endpoint)) return false;
  if (matchVoorcheckDocumentenRoute(method, pathname, endpoint)) return false;
  const found = routes().find(method === 'HEAD' ? 'GET' : method, pathname.slice(endpoint.length) || '/');
  return found.route !== null || found.allowed.length > 0;
}

export async function dispatchRest(call: RestCall, options: RestOptions = {}): Promise<RestReply> {
  const endpoint = options.endpoint ?? '/api';
  // the calendar downloads (text/calendar, hand-written), before GET /appointments/{id} could claim them
  const ical = matchIcalRoute(call.method, call.pathname, endpoint);
  if (ical) {
    noteOperation('appointments.ical');
    try {
      return await icalReply(await createTrpcContext({ headers: call.headers, ...options.context }), ical);
    } catch (e) {
      return problemReply(toProblem(e));
    }
  }
  // the OAuth token endpoint (a form body, RFC 6749 answers; oauth-token-route.ts)
  if (matchOauthTokenRoute(call.pathname, endpoint)) {
    noteOperation('oauth.token');
    try {
      return await oauthTokenReply(await createTrpcContext({ headers: call.headers, ...options.context }), call);
    } catch (e) {
      return problemReply(toProblem(e), call.method === 'POST' ? {} : { allow: 'POST' });
    }
  }
  const pathname = call.pathname.startsWith(endpoint) ? call.pathname.slice(endpoint.length) || '/' : call.pathname;
  // HEAD is GET without the body (the doors drop it)
  const found = routes().find(call.method === 'HEAD' ? 'GET' : call.method, pathname);
  if (!found.route) {
    if (found.allowed.length > 0) {
      const problem = {
        ...toProblem(new TRPCError({ code: 'METHOD_NOT_SUPPORTED' })),
        detail: `Gebruik ${found.allowed.join(', ')}.`,
      };
      return problemReply(problem, { allow: found.allowed.join(', ') });
    }
    return problemReply(toProblem(new TRPCError({ code: 'NOT_FOUND', message: 'Not found' })));
  }
  const { route, params } = found;
  // the request's operation for its log line, metrics and span (http-observer.ts)
  noteOperation(route.procedurePath);
  try {
    const read = await readInput(call, route, params);
    if (!read.ok) return problemReply(read.problem);
    // creates honour an Idempotency-Key: the procedures' own middleware (trpc/procedures.ts) applies it
    // one place for every operation: texts rendered when read follow the client's Accept-Language
    const ctx = await createTrpcContext({ headers: call.headers, ...options.context, acceptLanguage: true });
    const answer: AnswerSlot = {};
    const data: unknown = await invokeProcedure(route.call, { ...ctx, answer }, read.input);
    const status = answer.status ?? route.successStatusFor?.(data) ?? route.successStatus;
    const replayed: Record<string, string> = ctx.idempotency?.replayed ? { 'idempotent-replayed': 'true' } : {};
    if (status === 204) return { status: 204, headers: replayed, body: null };
    return { status, headers: { ...JSON_HEADERS, ...replayed }, body: JSON.stringify(data ?? null) };
  } catch (error) {
    const problem = toProblem(error);
    if (problem.status >= 500) log().error({ err: error, operation: route.procedurePath }, 'rest: operation failed');
    return problemReply(problem);
  }
}

// ——— the Fetch door ———

export async function handleRest(req: Request, options: RestOptions = {}): Promise<Response> {
  const url = new URL(req.url);
  const document = matchDocumentRoute(req.method, url.pathname, options.endpoint ?? '/api');
  if (document) return handleDocumentRoute(req, document, { context: options.context });
  if (matchVoorcheckDocumentenRoute(req.method, url.pathname, options.endpoint ?? '/api'))
    return handleVoorcheckDocumenten(req, { context: options.context });
  const reply = await dispatchRest(
    {
      method: req.method,
      pathname: url.pathname,
      search: url.searchParams,
      headers: req.headers,
      readBody: async (limit) => {
        const text = await req.text();
        return Buffer.byteLength(text) > limit ? null : text;
      },
    },
    options,
  );
  return new Response(req.method === 'HEAD' ? null : reply.body, { status: reply.status, headers: reply.headers });
}

// ——— the node:http door ———

function readNodeBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function handleRestNode(
  req: IncomingMessage,
  res: ServerResponse,
  options: RestOptions = {},
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let reply: RestReply;
  try {
    reply = await dispatchRest(
      {
        method: req.method ?? 'GET',
        pathname: url.pathname,
        search: url.searchParams,
        headers: nodeHeaderReader(req),
        readBody: (limit) => readNodeBody(req, limit),
      },
      options,
    );
  } catch (error) {
    log().error({ err: error }, 'rest: request failed');
    reply = problemReply(toProblem(error));
  }
  res.writeHead(reply.status, reply.headers);
  res.end(req.method === 'HEAD' ? undefined : (reply.body ?? undefined));
}
