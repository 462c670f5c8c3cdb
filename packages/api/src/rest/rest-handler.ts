// The REST door: every operation of the API served by one dispatcher (dispatchRest) with two doors,
// Fetch (Next's app/api/[...rest] route, tests) and node:http (the app server, apps/web/server.ts).
// Two kinds of operation: those generated from the procedures' OpenAPI meta (rest-routes.ts), called
// with the same context and input parsing as over tRPC, and the declared routes of routes.ts (binary,
// multipart, form and text bodies), whose caller is checked here before their handler runs. Every
// error is answered as application/problem+json from the same converter the tRPC formatter uses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { TRPCError } from '@trpc/server';
import { createApp } from '../app.ts';
import { toProblem, type Problem } from '../errors/to-problem.ts';
import { createTrpcContext, nodeHeaderReader, type CreateContextOptions, type HeaderReader } from './context.ts';
import { buildRouteTable, queryToInput } from './rest-routes.ts';
import { invokeProcedure } from './trpc-zod-internals.ts';
import type { AnswerSlot } from '../trpc/init.ts';
import { findRoute } from './routes.ts';
import type { Route } from './route.ts';
import { problemReply, problemResponse, type RestReply } from './problem-response.ts';
import { drainUnread } from './drain-body.ts';
import { csrfRejection, hasBearer, isSameOriginMutation } from '../infra/web-security.ts';
import { appOrigins } from '../infra/app-url.ts';
import { log } from '../infra/observability/logger.ts';
import { noteOperation } from '../infra/observability/request-context.ts';

export { problemReply, problemResponse };

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
  /**
   * The user id of the request's current web session, or null. Asked only for a declared route that
   * accepts the session (a person's route with `session`, routes.ts) and a request without a Bearer
   * token: the generated operations never use the cookie.
   */
  webSession?: (headers: HeaderReader) => Promise<string | null>;
}

/** A request as the core needs it; the body is read only when the operation takes one. */
interface RestCall {
  method: string;
  pathname: string;
  search: URLSearchParams;
  headers: HeaderReader;
  /** the body as text, or null when it exceeds `limit` bytes */
  readBody(limit: number): Promise<string | null>;
  /** the request as a Fetch Request, for a declared route (it reads its own body, and may answer with a stream) */
  request(): Request;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

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

/** Whether an operation answers this method and path (a 405 counts: the path is ours). */
export function isRestRoute(method: string, url: string, endpoint = '/api'): boolean {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const declared = findRoute(method, pathname, endpoint);
  if (declared.route || declared.allowed.length > 0) return true;
  if (!pathname.startsWith(endpoint)) return false;
  const found = routes().find(method === 'HEAD' ? 'GET' : method, pathname.slice(endpoint.length) || '/');
  return found.route !== null || found.allowed.length > 0;
}

/**
 * The request's answer: a declared route's Response (its body may stream), or the reply of a
 * generated operation, a 404 or a 405 (with every method of the path, declared or generated).
 */
export async function dispatchRest(call: RestCall, options: RestOptions = {}): Promise<RestReply | Response> {
  const endpoint = options.endpoint ?? '/api';
  // the declared routes first: GET /appointments/calendar.ics before GET /appointments/{id} could claim it
  const declared = findRoute(call.method, call.pathname, endpoint);
  if (declared.route) return serveRoute(call.request(), declared.route, declared.params, options);
  const pathname = call.pathname.startsWith(endpoint) ? call.pathname.slice(endpoint.length) || '/' : call.pathname;
  // HEAD is GET without the body (the doors drop it)
  const found = routes().find(call.method === 'HEAD' ? 'GET' : call.method, pathname);
  if (!found.route) {
    const allowed = [...new Set([...declared.allowed, ...found.allowed])];
    if (allowed.length > 0) {
      const problem = {
        ...toProblem(new TRPCError({ code: 'METHOD_NOT_SUPPORTED' })),
        detail: `Gebruik ${allowed.join(', ')}.`,
      };
      return problemReply(problem, { allow: allowed.join(', ') });
    }
    return problemReply(toProblem(new TRPCError({ code: 'NOT_FOUND', message: 'Not found' })));
  }
  const { route, params } = found;
  // the request's operation for its log line, metrics and span
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

/** The app's own origins: where it is served (APP_URL / AUTH_URL) and the request's own host. */
const ownOrigins = (req: Request): string[] => [...appOrigins(), new URL(req.url).origin];

/**
 * A declared route: its caller's context (with the web session where the route accepts it), the
 * caller checked by the declaration (route.ts), then its handler; every error is problem+json.
 */
async function serveRoute(
  req: Request,
  route: Route,
  params: Record<string, string>,
  options: RestOptions,
): Promise<Response> {
  // the request's operation for its log line, metrics and span
  noteOperation(route.operation);
  try {
    let session: { sessionUserId: string | null } | null = null;
    const webSession = options.webSession;
    if (webSession && route.caller.kind === 'person' && route.caller.session && !hasBearer(req.headers)) {
      // a mutation that would ride on the session cookie is accepted from the app's own pages only (CSRF)
      if (req.method !== 'GET' && req.method !== 'HEAD' && !isSameOriginMutation(req.headers, ownOrigins(req)))
        return problemResponse(csrfRejection(), { connection: 'close' });
      session = { sessionUserId: await webSession(req.headers) };
    }
    // the context when the route asks for it (the keys under /.well-known need none)
    const context = () => createTrpcContext({ headers: req.headers, ...options.context, ...session });
    return await route.serve({ req, params, context });
  } catch (e) {
    const problem = toProblem(e);
    if (problem.status >= 500)
      log().error(
        {
          err: route.quietErrors ? (e instanceof Error ? { name: e.name, message: e.message } : 'error') : e,
          operation: route.operation,
        },
        'rest: route failed',
      );
    return problemResponse(problem);
  } finally {
    // a body refused before it was read (401, 403, 404, 413, 415, 429): the answer goes out now, the
    // body is drained behind it, so the client can read the answer (drain-body.ts)
    drainUnread(req);
  }
}

// ——— the Fetch door ———

export async function handleRest(req: Request, options: RestOptions = {}): Promise<Response> {
  const url = new URL(req.url);
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
      request: () => req,
    },
    options,
  );
  if (reply instanceof Response) {
    if (req.method !== 'HEAD' || reply.body === null) return reply;
    await reply.body.cancel();
    return new Response(null, { status: reply.status, headers: reply.headers });
  }
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

/** The node:http request as a Fetch Request; its body streams (read only as far as the route reads it). */
function fetchRequest(req: IncomingMessage, res: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    url = new URL(req.url ?? '/', 'http://localhost');
  }
  // the client went away: a route still reading the body stops
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    signal: abort.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

/** A route's Response onto the socket: streamed, with backpressure; HEAD without the body. */
async function sendResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body || head) {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), res);
  } catch {
    // the client went away mid-stream, or the body failed after its headers went out (logged by the route)
  }
}

export async function handleRestNode(
  req: IncomingMessage,
  res: ServerResponse,
  options: RestOptions = {},
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let reply: RestReply | Response;
  try {
    reply = await dispatchRest(
      {
        method: req.method ?? 'GET',
        pathname: url.pathname,
        search: url.searchParams,
        headers: nodeHeaderReader(req),
        readBody: (limit) => readNodeBody(req, limit),
        request: () => fetchRequest(req, res),
      },
      options,
    );
  } catch (error) {
    log().error({ err: error }, 'rest: request failed');
    reply = problemReply(toProblem(error));
  }
  if (reply instanceof Response) return sendResponse(res, reply, req.method === 'HEAD');
  res.writeHead(reply.status, reply.headers);
  res.end(req.method === 'HEAD' ? undefined : (reply.body ?? undefined));
}
