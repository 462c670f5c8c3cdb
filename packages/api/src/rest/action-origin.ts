// Cross-origin server actions (Trust IV, finding 8): Next.js refuses a server action whose Origin is
// not the host it was sent to, but answers that with a 500 and an error in the log, so anyone could
// inflate the error metrics from another site. The app server (apps/web/server.ts) judges it first,
// by Next's own rule, from the headers alone: the Origin's host must be the request's host
// (X-Forwarded-Host when a proxy sets it, else Host). Otherwise 403 problem+json (CSRF_REJECTED) at
// once, the body unread and the connection closed. An action without an Origin goes on to Next.js,
// as before (browsers always send one on a POST; Next.js lets such a request through with a warning).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { csrfRejection } from '../infra/web-security.ts';
import { problemReply } from './rest-handler.ts';

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** Whether a server action (POST with Next-Action) comes from another origin than the host it was sent to. */
function isCrossOriginAction(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.headers['next-action'] === undefined) return false;
  const origin = first(req.headers.origin);
  if (origin === undefined) return false;
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host);
  let originHost: string;
  try {
    originHost = new URL(origin).host; // "null" (a sandboxed frame) and other non-URLs throw: refused
  } catch {
    return true;
  }
  return !host || originHost.toLowerCase() !== host.toLowerCase();
}

/** Answers a cross-origin server action with 403 problem+json without reading it; true when it answered. */
export function refuseCrossOriginAction(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isCrossOriginAction(req)) return false;
  const reply = problemReply(csrfRejection());
  res.shouldKeepAlive = false;
  res.writeHead(reply.status, { ...reply.headers, connection: 'close' });
  res.end(reply.body);
  return true;
}
