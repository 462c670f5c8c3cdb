// problem+json as every door and route answers it (RFC 9457): its own file, so the REST door and the
// routes it serves import it without a cycle.
import type { Problem } from '../errors/to-problem.ts';

/** A transport-neutral reply (status, headers, text body or none), so either door can send it. */
export interface RestReply {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or null for no body */
  body: string | null;
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

export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  const reply = problemReply(problem, headers);
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}
