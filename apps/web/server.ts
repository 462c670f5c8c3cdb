// The app's HTTP server: the public REST API straight from its door (the operations generated from the
// tRPC procedures and the declared binary, multipart and text routes, see packages/api/src/rest) and
// the live.events subscription straight onto the socket (packages/api/src/rest/live-sse-node.ts: one
// write per event per tab instead of Next's and tRPC's web streams); the web session from its Auth.js
// cookie (src/auth/session-cookie.ts) for both where they take it; everything else (pages, /api/trpc,
// Auth.js, the API docs) through Next.js. The REST fast path skips Next's router, which costs more per
// request than the whole operation (see `pnpm bench`); Next's own app/api/[...rest] route serves the
// same door under `next dev` and for paths the table lacks.
// Started by scripts/start.ts: `node --import tsx server.ts [--dev]` with PORT and HOST. The
// configuration (packages/api/src/infra/config.ts) is checked first: an invalid or missing variable
// stops the start with a message naming each one. On SIGTERM/SIGINT the background jobs stop before
// the database pool closes.
// Every request passes observeHttp (X-Request-Id, its log line, metrics and span; GET /api/metrics
// behind METRICS_TOKEN): packages/api/src/infra/observability, docs/operations.md.
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import {
  answerClientError,
  handleRestNode,
  isRestRoute,
  observeHttp,
  publicUrlWarning,
  readActionIds,
  refuseCrossOriginAction,
  refuseOversizedAction,
  type RestOptions,
} from '@ikv/api/rest';
import { securityHeaders, securityTargetFor } from '@ikv/api/web-security';
import { applyClientAddress } from '@ikv/api/client-address';
import { ConfigError, requireServerConfig } from '@ikv/api/config';
import { processDb } from '@ikv/api/database';
import { stopBackgroundJobs } from '@ikv/api/jobs';
import { handleLiveEventsNode, isLiveEventsRequest } from '@ikv/api/live-sse';
import { webSessionFromCookie } from './src/auth/session-cookie.ts';
import { flushTracing, log, metricsReply, startObservability } from '@ikv/api/observability';
import { createApp } from '@ikv/api';

const dev = process.argv.includes('--dev');

// every variable checked before anything starts; TRUSTED_PROXIES too (an unreadable entry must not
// silently trust no one)
let settings: ReturnType<typeof requireServerConfig>;
try {
  settings = requireServerConfig();
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}
const { port, host: hostname, trustedProxies } = settings;

// e-mails carry absolute links: in production they must point at the public address
const urlWarning = publicUrlWarning(settings);
if (urlWarning) log().warn(urlWarning);
// the tracing SDK (only with OTEL_EXPORTER_OTLP_ENDPOINT) before Next loads, the metrics with METRICS_TOKEN
await startObservability();
// the API's modules wired once, before the first request (packages/api/src/app.ts): the hooks between
// modules, the metrics' database sources, the live feed's catch-up; Next's own bundle wires its copy
// where it takes the router (src/app/api/trpc, src/trpc/server.ts)
createApp();

// the REST door; the web session (its Auth.js cookie) only for the declared routes that accept it
const restOptions: RestOptions = {
  endpoint: '/api',
  webSession: async (headers) => (await webSessionFromCookie(headers.get('cookie') ?? undefined))?.user.id ?? null,
};

const webDir = dirname(fileURLToPath(import.meta.url));
const app = next({ dev, dir: webDir, hostname, port });
const handleNext = app.getRequestHandler();
await app.prepare();

// the one server action that may carry more than 1 MB: the pre-check's document drop (four files of
// 10 MB), known by the id Next.js gave it in this build (packages/api/src/rest/action-body-limit.ts);
// every other action, on any page and unknown ids too, is refused over 1 MB before its body is read.
// Under `next dev` the ids change as pages compile, so they are looked up when a large body arrives.
const documentDrop = { module: 'src/modules/voorcheck/actions.ts', exportedName: 'voorcheckAction' };
const distDir = join(webDir, '.next');
const documentDropIds = dev
  ? () => readActionIds(distDir, documentDrop, { dev: true })
  : readActionIds(distDir, documentDrop);
if (!dev && documentDropIds instanceof Set && documentDropIds.size === 0)
  log().error('server actions: the document drop is not in this build; no action may carry more than 1 MB');

const server = createServer(
  observeHttp((req, res) => {
    const url = req.url ?? '/';
    // the client address once per request: X-Forwarded-For only from TRUSTED_PROXIES, else the socket's
    applyClientAddress(req, trustedProxies);
    // every answer (pages, REST, tRPC, downloads) carries the security headers; a page gets a fresh
    // nonce, which Next.js reads from the request's Content-Security-Policy header and puts on its own
    // script tags (a client's own CSP or x-nonce request header is always replaced or removed); an
    // uploaded document gets its sandbox here, where no route can replace it
    const forwardedProto = req.headers['x-forwarded-proto'];
    const target = securityTargetFor(url, { dev });
    const headers = securityHeaders({
      host: req.headers.host,
      forwardedProto: Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto,
      for: target,
    });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    delete req.headers['content-security-policy-report-only'];
    if (target.kind === 'document') {
      req.headers['content-security-policy'] = headers['Content-Security-Policy'];
      req.headers['x-nonce'] = target.nonce;
    } else {
      delete req.headers['content-security-policy'];
      delete req.headers['x-nonce'];
    }
    // the page's own path, for the way back after a login (src/auth/session.ts); never the client's
    delete req.headers['x-ikv-pad'];
    if (target.kind === 'document') req.headers['x-ikv-pad'] = url;
    if (url === '/api/metrics' || url.startsWith('/api/metrics?')) {
      void metricsReply(req.headers.authorization).then((reply) =>
        res.writeHead(reply.status, reply.headers).end(reply.body),
      );
      return;
    }
    // a server action from another site is refused with 403 (Next.js would answer 500 and log an error),
    // and its body is judged by its length before anyone reads it: 1 MB, the pre-check's document drop
    // (by its action id, not its page) its own limit (packages/api/src/rest/action-origin.ts,
    // action-body-limit.ts)
    if (refuseCrossOriginAction(req, res) || refuseOversizedAction(req, res, documentDropIds)) return;
    // every REST operation, generated or declared (binary downloads, uploads, the keys under
    // /.well-known); in development Next serves REST too, so edits to the API reload without a restart
    if (!dev && isRestRoute(req.method ?? 'GET', url)) {
      void handleRestNode(req, res, restOptions);
      return;
    }
    // the live feed (server-sent events): under `next dev` through Next's tRPC route like the rest
    if (!dev && isLiveEventsRequest(req.method, url)) {
      void handleLiveEventsNode(req, res, {
        // the cookie's session, so the stream ends when it is signed out, superseded or expires
        sessionUserId: async (r) => {
          const session = await webSessionFromCookie(r.headers.cookie);
          return session
            ? {
                userId: session.user.id,
                sid: session.sid,
                sessieVersie: session.sessieVersie,
                expiresAtMs: session.expiresAtMs,
              }
            : null;
        },
      }).catch((e: unknown) => {
        log().error({ err: e }, 'live: live.events failed');
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    void handleNext(req, res);
  }),
);
server.keepAliveTimeout = 65_000;
// oversized or malformed requests that Node refuses itself still get a problem+json answer
server.on('clientError', answerClientError);
server.listen(port, hostname, () => {
  log().info(`${dev ? 'development' : 'production'} server on http://${hostname}:${port}`);
});

// stop taking connections, end the idle keep-alive ones now and stop the background jobs (a run in
// flight ends first); open streams (the live feed, whose clients reconnect elsewhere with
// Last-Event-ID) get two seconds; then the database pool closes, the traces are flushed and the
// process ends
let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  log().info('shutting down: no new connections, background jobs stopping');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const streams = setTimeout(() => server.closeAllConnections(), 2000);
  streams.unref();
  void (async () => {
    try {
      await stopBackgroundJobs();
      log().info('background jobs stopped');
      await closed;
      clearTimeout(streams);
      await processDb().$disconnect();
      await flushTracing();
    } catch (e) {
      log().error({ err: e }, 'shutdown: not clean');
      process.exitCode = 1;
    } finally {
      process.exit();
    }
  })();
  // a hung job or connection must not keep a stopping instance alive
  setTimeout(() => {
    log().error('shutdown: still busy after 10 s, exiting');
    process.exit(1);
  }, 10_000).unref();
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
