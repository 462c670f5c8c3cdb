// live.events straight onto node:http (apps/web/server.ts's fast path, production only): the same
// subscription as the tRPC procedure (events.procedure.ts), in tRPC's own server-sent-events format,
// so the web client's httpSubscriptionLink cannot tell the difference — but each event is one
// `res.write` of one string. Through tRPC's fetch adapter (and Next.js's route handler) every event of
// every tab went through web streams (a ReadableStream, two TransformStreams, a TextEncoderStream,
// then Next's bridge to node:http) with async hooks on each promise: with 1 000 tabs that was about
// 3 ms per event per tab (`pnpm bench:live`, cpu profile: web streams, GC, async hooks).
// What is not a plain authorised stream (no or an invalid token or session, an unreadable input) goes
// to tRPC's node-http adapter, so errors (401, 400) keep tRPC's exact answer.
// Wire format (@trpc/server sse.ts, sseStreamProducer): `event: connected` with the client options
// first; each tracked event as `data: <json>\nid: <id>\n\n\n`; `event: ping` after intervalMs without
// an event; `event: serialized-error` with the formatted error when the stream fails; `event: return`
// when it ends by itself. live-sse-node.integration.test.ts holds it byte for byte to tRPC's output.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeHTTPRequestHandler } from '@trpc/server/adapters/node-http';
import { getErrorShape, getTRPCErrorFromUnknown } from '@trpc/server';
import { createApp } from '../app.ts';
import { isAbortError, routerConfig, SSE_HEADERS } from './trpc-zod-internals.ts';
import { createTrpcContext, nodeHeaderReader, type Context } from './context.ts';
import { ZLiveEventsInput, type TLiveEventsInput } from '../modules/live/events.schema.ts';
import { hubOf, type LiveHub } from '../modules/live/live-hub.ts';
import { liveEvents } from '../modules/live/live.service.ts';
import { judgeActor } from '../modules/live/actor-cache.ts';
import { findActorRow } from '../modules/auth/auth.repository.ts';
import { verifyAccessTokenWindow } from '../infra/jwt.ts';

export const LIVE_EVENTS_PATH = '/api/trpc/live.events';

/** Whether server.ts should answer this request here: GET of exactly the subscription, not batched. */
export function isLiveEventsRequest(method: string | undefined, url: string): boolean {
  if (method !== 'GET') return false;
  const q = url.indexOf('?');
  if ((q < 0 ? url : url.slice(0, q)) !== LIVE_EVENTS_PATH) return false;
  return q < 0 || !new URLSearchParams(url.slice(q + 1)).has('batch');
}

/** The web session a stream was opened with (Auth.js cookie): it ends with the session. */
export interface WebSessionCredential {
  userId: string;
  /** the cookie's session id: the stream ends when it is signed out */
  sid: string | null;
  /** the cookie's session version: the stream ends when the user's changes (password, sign out everywhere) */
  sessieVersie: number;
  /** when the cookie expires (ms): the stream ends there, the browser reconnects with its renewed cookie */
  expiresAtMs: number | null;
}

export interface LiveSseOptions {
  /** The web session's current user (Auth.js cookie), asked only when the request has no Bearer token. */
  sessionUserId?: (req: IncomingMessage) => Promise<string | WebSessionCredential | null>;
  /** tests: their own hub (and database through it) */
  live?: LiveHub;
  db?: Context['db'];
}

/** The input as tRPC reads it for a non-batched GET (`?input=<json>`, Last-Event-ID merged in), or null when tRPC should judge it. */
function readInput(req: IncomingMessage, url: URL): { value: TLiveEventsInput } | null {
  let raw: unknown;
  const param = url.searchParams.get('input');
  try {
    raw = param === null ? undefined : JSON.parse(param);
  } catch {
    return null;
  }
  // as tRPC's getLastEventId: the header, else the query parameters EventSource polyfills use
  const lastEventId =
    nodeHeaderReader(req).get('last-event-id') ??
    url.searchParams.get('lastEventId') ??
    url.searchParams.get('Last-Event-Id');
  if (lastEventId) {
    if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) raw = { ...raw, lastEventId };
    else raw ??= { lastEventId };
  }
  const parsed = ZLiveEventsInput.safeParse(raw);
  return parsed.success ? { value: parsed.data } : null;
}

/** The wired API's router (createApp(), app.ts): whichever server hosts this door serves a wired API. */
const router = () => createApp().router;
const sseConfig = () => routerConfig(router()).sse;

export async function handleLiveEventsNode(
  req: IncomingMessage,
  res: ServerResponse,
  options: LiveSseOptions = {},
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers = nodeHeaderReader(req);
  let web: WebSessionCredential | null = null;
  const contextOptions = async () => {
    const bearer = /^Bearer\s+\S+\s*$/i.test(headers.get('authorization') ?? '');
    const session = bearer ? null : ((await options.sessionUserId?.(req)) ?? null);
    if (session && typeof session === 'object') web = session;
    const sessionUserId = typeof session === 'string' ? session : (session?.userId ?? null);
    return {
      headers,
      sessionUserId,
      ...(options.live ? { live: options.live } : {}),
      ...(options.db ? { db: options.db } : {}),
    };
  };
  let ctx: Context | null = null;
  let failure: unknown = null;
  try {
    ctx = await createTrpcContext(await contextOptions());
  } catch (e) {
    failure = e;
  }
  const input = readInput(req, url);
  if (!ctx?.actor || !input) {
    // tRPC answers it as it always did (401 without a user, 400 for a bad input, 500 if the context failed)
    await nodeHTTPRequestHandler({
      router: router(),
      req,
      res,
      path: 'live.events',
      createContext: async () => {
        if (failure) throw failure;
        return ctx ?? createTrpcContext(await contextOptions());
      },
    });
    return;
  }
  await stream(req, res, { ...ctx, actor: ctx.actor }, input.value, credentialOf(ctx, headers, web));
}

/** What the stream's credential is and how to tell it is still alive. */
interface StreamCredential {
  sid: string | null;
  /** null: as long as the user exists with this role (a session user without a version, tests) */
  sessieVersie: number | null;
  expiresAtMs: number | null;
}

function credentialOf(
  ctx: (Context & { actor: NonNullable<Context['actor']> }) | Context,
  headers: ReturnType<typeof nodeHeaderReader>,
  web: WebSessionCredential | null,
): StreamCredential {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (token) {
    const verified = verifyAccessTokenWindow(token, ctx.clock.now());
    return {
      sid: verified?.claims.sid ?? null,
      sessieVersie: verified?.claims.sv ?? null,
      expiresAtMs: verified?.expiresAtMs ?? ctx.clock.now().getTime(),
    };
  }
  return web
    ? { sid: web.sid, sessieVersie: web.sessieVersie, expiresAtMs: web.expiresAtMs }
    : { sid: null, sessieVersie: null, expiresAtMs: null };
}

/** Longest wait of one timer (setTimeout's limit is 2^31-1 ms); a later expiry is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * What ends a stream with its credential: `end` (signed out, logged out, password or role changed: the
 * hub calls it), `recheck` (the actor's row changed: re-read, end when it no longer holds) and the
 * credential's expiry (a timer). `stop` clears the timer.
 */
function credentialWatch(
  ctx: Context & { actor: NonNullable<Context['actor']> },
  credential: StreamCredential,
  abort: AbortController,
) {
  // the stream ends without `return`, so the client's EventSource reconnects — with a fresh
  // credential, or to a 401 when there is none
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    abort.abort();
  };
  let expiry: NodeJS.Timeout | null = null;
  const armExpiry = () => {
    if (credential.expiresAtMs === null) return;
    const left = credential.expiresAtMs - ctx.clock.now().getTime();
    if (left <= 0) return end();
    expiry = setTimeout(armExpiry, Math.min(left, MAX_TIMER_MS));
  };
  armExpiry();
  const { userId, rol } = ctx.actor;
  let checking = false;
  const recheck = () => {
    if (checking || ended) return;
    checking = true;
    void findActorRow(ctx.db, userId)
      .then((row) => {
        if (!row || row.rol !== rol || judgeActor(row, credential.sessieVersie) === 'refuse') end();
      })
      .catch(() => end())
      .finally(() => {
        checking = false;
      });
  };
  return { end, recheck, stop: () => expiry && clearTimeout(expiry) };
}

/**
 * A ping after intervalMs without anything written (tRPC's withPing), so proxies keep the stream and
 * the client hears something within its reconnectAfterInactivityMs; `refresh()` after each write.
 */
function startPinger(res: ServerResponse, abort: AbortController, pingMs: number): NodeJS.Timeout | null {
  if (pingMs <= 0) return null;
  const pinger: NodeJS.Timeout = setTimeout(function ping() {
    if (abort.signal.aborted) return;
    res.write('event: ping\ndata: \n\n\n');
    pinger.refresh();
  }, pingMs);
  return pinger;
}

/** An error of the subscription as tRPC's client reads it (a serialized-error event). */
function writeStreamError(res: ServerResponse, ctx: Context, input: TLiveEventsInput, cause: unknown): void {
  const error = getTRPCErrorFromUnknown(cause);
  const shape = getErrorShape({
    config: routerConfig(router()),
    ctx,
    error,
    input,
    path: 'live.events',
    type: 'subscription',
  });
  res.write(`event: serialized-error\ndata: ${JSON.stringify(shape)}\n\n\n`);
}

async function stream(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: Context & { actor: NonNullable<Context['actor']> },
  input: TLiveEventsInput,
  credential: StreamCredential,
) {
  const abort = new AbortController();
  const watch = credentialWatch(ctx, credential, abort);
  const onClose = () => abort.abort();
  res.on('close', onClose);
  req.on('close', onClose);
  // a socket that breaks mid-write ends the stream through 'close'; its error must not go unhandled
  res.on('error', onClose);
  const config = sseConfig();
  res.writeHead(200, SSE_HEADERS);
  res.write(`event: connected\ndata: ${JSON.stringify(config?.client ?? {})}\n\n\n`);
  const pinger = startPinger(res, abort, config?.ping?.enabled ? (config.ping.intervalMs ?? 1000) : 0);
  const events = liveEvents(ctx, hubOf(ctx), input, abort.signal, {
    sid: credential.sid,
    recheck: watch.recheck,
    end: watch.end,
  });
  try {
    for await (const { id, event } of events) {
      if (abort.signal.aborted) break;
      const flowing = res.write(`data: ${JSON.stringify(event)}\nid: ${id}\n\n\n`);
      pinger?.refresh();
      // a tab that does not read: wait for it rather than buffer without end
      if (!flowing && !abort.signal.aborted) await drained(res, abort.signal);
    }
    if (!abort.signal.aborted) res.write('event: return\ndata: \n\n\n');
  } catch (cause) {
    if (!abort.signal.aborted && !isAbortError(cause)) writeStreamError(res, ctx, input, cause);
  } finally {
    if (pinger) clearTimeout(pinger);
    watch.stop();
    res.off('close', onClose);
    req.off('close', onClose);
    res.end();
  }
}

function drained(res: ServerResponse, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    res.on('drain', done);
    signal.addEventListener('abort', done);
  });
}
