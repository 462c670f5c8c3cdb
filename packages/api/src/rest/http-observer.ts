// One hook around the app server's request handler (apps/web/server.ts): the request id
// (X-Request-Id kept when sane, else generated; on the answer and on the request for the code
// below), the request's store (request-context.ts) and server span, and when the answer is done a
// log line (operation, status, durationMs, userId) and the request-duration histogram.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appRouter } from '../root.ts';
import { listProcedures } from './trpc-zod-internals.ts';
import { log } from '../infra/observability/logger.ts';
import { metrics, statusClass } from '../infra/observability/metrics.ts';
import {
  newRequestId,
  runWithRequest,
  saneRequestId,
  type RequestStore,
} from '../infra/observability/request-context.ts';
import { startRequestSpan } from '../infra/observability/tracing.ts';

const procedures = new Set(listProcedures(appRouter).map((p) => p.path));

/**
 * The operation a request was for, when the handlers did not name it (the REST fast path names its
 * procedure itself): a bounded set of labels, never a raw path (metrics cardinality, privacy).
 */
export function operationOf(method: string, url: string, headers: IncomingMessage['headers']): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path === '/api/metrics') return 'metrics';
  if (path.startsWith('/api/trpc/')) {
    let names: string[];
    try {
      names = decodeURIComponent(path.slice('/api/trpc/'.length)).split(',');
    } catch {
      return 'trpc'; // a malformed escape: tRPC answers it, the label stays bounded
    }
    return names.length <= 10 && names.every((n) => procedures.has(n)) ? names.join(',') : 'trpc';
  }
  if (path.startsWith('/api/auth/')) return 'authjs';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/_next/')) return 'static';
  if (method === 'POST' && headers['next-action']) return 'server-action';
  return 'page';
}

/** The path for the log: no query (it may hold a token), long opaque segments (ids, codes) masked. */
export function loggedPath(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).slice(0, 200);
  return path.replace(/\/[A-Za-z0-9_-]{16,}(?=\/|$)/g, '/:id');
}

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Wraps the server's handler: every request runs inside its store (and span), and is measured and logged once answered. */
export function observeHttp(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    const start = performance.now();
    const requestId = saneRequestId(req.headers['x-request-id']) ?? newRequestId();
    // the code below (createTrpcContext, Next's routes) reads the id from the request
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const path = loggedPath(url);
    const store: RequestStore = { requestId };
    const span = startRequestSpan(method, path, req.headers, requestId);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const durationMs = performance.now() - start;
      const operation = store.operation ?? operationOf(method, url, req.headers);
      // a client that left before the answer was complete: 499, as the common proxies count it
      const status = res.writableFinished ? res.statusCode : 499;
      metrics()?.requestDuration.observe(
        { operation, http_request_method: method, status_class: statusClass(status) },
        durationMs / 1000,
      );
      span?.end(status, operation);
      const ms = Math.round(durationMs * 10) / 10;
      // the keys in the order of every other line (the request's id, operation and user first), built once
      const line = store.userId
        ? { requestId, operation, userId: store.userId, method, path, status, durationMs: ms }
        : { requestId, operation, method, path, status, durationMs: ms };
      if (status >= 500) log().error(line, 'request');
      else if (operation === 'static') log().debug(line, 'request');
      else log().info(line, 'request');
    };
    // 'close' follows 'finish' on every response (and comes alone when the client left early)
    res.once('close', finish);
    runWithRequest(store, () => (span ? span.run(() => handler(req, res)) : handler(req, res)));
  };
}
