// Server-action bodies bounded where they arrive (Trust IV, finding 4): Next.js reads an action's
// whole body (up to its one global `serverActions.bodySizeLimit`) before it even knows the action,
// and that limit has to fit the pre-check's document drop (four files of 10 MB). The app server
// (apps/web/server.ts) therefore decides first, from the headers alone: every server action gets
// 1 MB; only the document drop's own action, named by its id (the `Next-Action` header), gets the
// drop's limit, on whatever page it is posted; any other id, unknown ones included, gets 1 MB, on
// /ikv-check too. Next also takes a form post to a page without that header (a form without
// JavaScript) for an action and reads its body to find the action: such posts get 1 MB, except a
// multipart one to /ikv-check (the drop without JavaScript, whose id only its body names). A body
// over its limit is answered 413 problem+json at once and the connection closed — nothing of it is
// read. An action post without Content-Length (chunked) is refused with
// 411: its size cannot be judged before it is read (browsers always send the length of a form post).
//
// Next.js hashes an action's id at build time, so the ids are looked up by the action's module and
// exported name in the build's `server/server-reference-manifest.json` (which Next itself reads to
// find an action): once at start for a production build; under `next dev`, whose manifest grows as
// pages compile, again when a large body arrives. Where the drop's id cannot be found, no action
// gets more than 1 MB.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { DomainError } from '../errors/domain-error.ts';
import { toProblem } from '../errors/to-problem.ts';
import { problemReply } from './rest-handler.ts';

/** Every server action: 1 MB (Next.js's own default). */
export const ACTION_BODY_LIMIT = 1024 * 1024;
/** The document drop: four files of 10 MB and the multipart framing around them. */
export const DOCUMENT_DROP_BODY_LIMIT = 4 * 10 * 1024 * 1024 + 1024 * 1024;

/** A server action by where it is written: its module (the path's end) and its exported name. */
interface ActionRef {
  /** the module's path, or its end from a directory on (`src/modules/voorcheck/actions.ts`) */
  module: string;
  exportedName: string;
}

/**
 * The ids Next.js gave `action` in a build's server-reference manifest (`{ node: { [id]: {
 * filename, exportedName } } }`); empty when the manifest does not name it.
 */
function actionIdsIn(manifest: unknown, action: ActionRef): Set<string> {
  const ids = new Set<string>();
  const node = (manifest as { node?: unknown } | null)?.node;
  if (typeof node !== 'object' || node === null) return ids;
  const module = action.module.replace(/\\/g, '/').replace(/^\/+/, '');
  for (const [id, entry] of Object.entries(node as Record<string, { filename?: unknown; exportedName?: unknown }>)) {
    const filename = typeof entry?.filename === 'string' ? entry.filename.replace(/\\/g, '/') : '';
    if (entry?.exportedName === action.exportedName && (filename === module || filename.endsWith(`/${module}`)))
      ids.add(id);
  }
  return ids;
}

/**
 * The ids of `action` in the Next.js build under `distDir` (`.next`): the production build's
 * manifest, or under `next dev` the development server's; empty when neither is there or readable.
 */
export function readActionIds(distDir: string, action: ActionRef, { dev = false } = {}): Set<string> {
  const file = join(distDir, ...(dev ? ['dev', 'server'] : ['server']), 'server-reference-manifest.json');
  try {
    return actionIdsIn(JSON.parse(readFileSync(file, 'utf8')), action);
  } catch {
    return new Set();
  }
}

/** Which action ids may carry the document drop's body: a fixed set, or a look-up (development). */
type DocumentDropIds = ReadonlySet<string> | (() => ReadonlySet<string>);

/** The page of the document drop: its form, posted without JavaScript, names its action only in the body. */
const DOCUMENT_DROP_PAGE = '/ikv-check';

/**
 * The body limit of a request Next.js takes for a server action, else null: a POST with a Next-Action
 * header (the page's JavaScript), and a form post to a page without it (multipart or urlencoded, the
 * form without JavaScript), whose action Next finds only by reading the body.
 */
function actionBodyLimit(req: IncomingMessage, dropIds: DocumentDropIds): number | null {
  if (req.method !== 'POST') return null;
  const id = req.headers['next-action'];
  if (id === undefined) return formPostLimit(req);
  if (typeof id !== 'string' || id === '') return ACTION_BODY_LIMIT;
  // within 1 MB the id does not matter; only a larger body makes the (development) look-up
  const length = Number(req.headers['content-length']);
  if (Number.isSafeInteger(length) && length >= 0 && length <= ACTION_BODY_LIMIT) return ACTION_BODY_LIMIT;
  const ids = typeof dropIds === 'function' ? dropIds() : dropIds;
  return ids.has(id) ? DOCUMENT_DROP_BODY_LIMIT : ACTION_BODY_LIMIT;
}

/**
 * A form post to a page (not the REST door or a route under /api): 1 MB, except a multipart post to
 * the drop's page, the drop without JavaScript. Its action id is in the body, so here the page is all
 * the headers tell: on /ikv-check such a post may carry the drop's size whatever action it names.
 */
function formPostLimit(req: IncomingMessage): number | null {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  const multipart = type.startsWith('multipart/form-data');
  if (!multipart && !type.startsWith('application/x-www-form-urlencoded')) return null;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(/\/+$/, '') || '/';
  if (path === '/api' || path.startsWith('/api/')) return null;
  return multipart && path === DOCUMENT_DROP_PAGE ? DOCUMENT_DROP_BODY_LIMIT : ACTION_BODY_LIMIT;
}

/**
 * Answers a server action whose body is over its limit (413) or of unknown length (411) without
 * reading it, and closes the connection; true when it answered. Anything else goes on to Next.js.
 * `dropIds`: the ids of the document drop's action (readActionIds), the only ones allowed its limit.
 */
export function refuseOversizedAction(req: IncomingMessage, res: ServerResponse, dropIds: DocumentDropIds): boolean {
  const limit = actionBodyLimit(req, dropIds);
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
