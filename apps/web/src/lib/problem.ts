// Reads the RFC 9457 problem the API's errorFormatter puts on tRPC errors (data.problem). Client-safe.
export interface FieldError {
  path: string;
  message: string;
}

export interface Problem {
  status: number;
  code: string;
  title: string;
  detail: string;
  errors?: FieldError[];
  retryAfter?: number;
}

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'code' in value && 'status' in value;
}

/** The problem of a TRPCClientError (client) or TRPCError-shaped value, if any. */
export function problemOf(error: unknown): Problem | null {
  if (typeof error !== 'object' || error === null) return null;
  const data = (error as { data?: { problem?: unknown } | null }).data;
  if (data && isProblem(data.problem)) return data.problem;
  return null;
}

/** Field errors keyed by path ("boekjaren.1.fiscaleWinst" → message). First message wins. */
export function fieldErrorsOf(problem: Problem | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of problem?.errors ?? []) if (!(e.path in out)) out[e.path] = e.message;
  return out;
}
