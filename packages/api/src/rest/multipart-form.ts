// The multipart/form-data read shared by the hand-written upload routes (documents-route.ts,
// voorcheck-documenten-route.ts): never more than the cap in memory. A Content-Length above it is
// refused before a byte of the body is read, and a body without one (chunked) is counted while it
// streams and refused the moment it passes the cap (what the client still sends is drained, never kept).
import { DomainError } from '../errors/domain-error.ts';
import { drainInBackground } from './drain-body.ts';

const MULTIPART = /^multipart\/form-data\s*;.*boundary=/i;

/**
 * The checks before anything is read or looked up: 'too-large' when the declared Content-Length is
 * above `maxBytes` (answer 413), else null. Another content type than multipart/form-data with a
 * boundary is UNSUPPORTED_MEDIA_TYPE with `hint` as the detail.
 */
export function multipartPreflight(req: Request, maxBytes: number, hint: string): 'too-large' | null {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) return 'too-large';
  if (!MULTIPART.test(req.headers.get('content-type') ?? '')) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', hint);
  return null;
}

/**
 * The request's multipart form, or null when the body is larger than `maxBytes` (answer 413).
 * Another content type is UNSUPPORTED_MEDIA_TYPE, a body that is no readable multipart MALFORMED_REQUEST.
 */
export async function readMultipartForm(req: Request, maxBytes: number): Promise<FormData | null> {
  if (multipartPreflight(req, maxBytes, 'Stuur de body als multipart/form-data.') === 'too-large') return null;
  const body = await readCapped(req.body, maxBytes);
  if (body === null) return null;
  try {
    return await new Response(body, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new DomainError('MALFORMED_REQUEST', 'De multipart-body is niet te lezen.');
  }
}

/** Reads the body while counting; null as soon as it passes `limit` (the rest is drained, never kept). */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      drainInBackground(reader);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
