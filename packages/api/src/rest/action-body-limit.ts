// Server-action bodies bounded where they arrive (Trust IV, finding 4): Next.js reads an action's
// whole body (up to its one global `serverActions.bodySizeLimit`) before it even knows the action,
// and that limit has to fit the pre-check's document drop (four files of 10 MB). The app server
// (apps/web/server.ts) therefore decides first, from the headers alone: every server action gets
// 1 MB, only the document drop on /ikv-check (its own path) gets the drop's limit, and a body over
// its limit is answered 413 problem+json at once and the connection closed — nothing of it is read.
// An action post without Content-Length (chunked) is refused with 411: its size cannot be judged
// before it is read (browsers always send the length of a form post).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '../errors/domain-error.ts';
import { toProblem } from '../errors/to-problem.ts';
import { problemReply } from './rest-handler.ts';

/** Every server action: 1 MB (Next.js's own default). */
export const ACTION_BODY_LIMIT = 1024 * 1024;
/** The document drop: four files of 10 MB and the multipart framing around them. */
export const DOCUMENT_DROP_BODY_LIMIT = 4 * 10 * 1024 * 1024 + 1024 * 1024;
/** The pages whose action takes the document drop (the pre-check). */
const DOCUMENT_DROP_PATHS = new Set(['/ikv-check']);

/** The body limit of a request that is a server action (POST with a Next-Action header), else null. */
function actionBodyLimit(method: string | undefined, url: string, headers: IncomingMessage['headers']): number | null {
  if (method !== 'POST' || headers['next-action'] === undefined) return null;
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(/\/+$/, '') || '/';
  return DOCUMENT_DROP_PATHS.has(path) ? DOCUMENT_DROP_BODY_LIMIT : ACTION_BODY_LIMIT;
}

/**
 * Answers a server action whose body is over its limit (413) or of unknown length (411) without
 * reading it, and closes the connection; true when it answered. Anything else goes on to Next.js.
 */
export function refuseOversizedAction(req: IncomingMessage, res: ServerResponse): boolean {
  const limit = actionBodyLimit(req.method, req.url ?? '/', req.headers);
  if (limit === null) return false;
  const length = req.headers['content-length'];
  const bytes = length === undefined ? null : Number(length);
  let error: DomainError | null = null;
  if (bytes === null || !Number.isSafeInteger(bytes) || bytes < 0) {
    if (req.headers['transfer-encoding'] !== undefined || bytes !== null)
      error = new DomainError('LENGTH_REQUIRED', 'Dit verzoek moet zijn lengte noemen (Content-Length).');
  } else if (bytes > limit) {
    error = new DomainError(
      'PAYLOAD_TOO_LARGE',
      `Dit verzoek is te groot: hoogstens ${Math.floor(limit / (1024 * 1024))} MB.`,
    );
  }
  if (!error) return false;
  const reply = problemReply(toProblem(error));
  // the body stays unread: the connection ends with the answer
  res.shouldKeepAlive = false;
  res.writeHead(reply.status, { ...reply.headers, connection: 'close' });
  res.end(reply.body);
  return true;
}
