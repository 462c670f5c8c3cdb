// Reads the RFC 9457 problem the API's errorFormatter puts on tRPC errors (data.problem). Client-safe.
import { issueMessage, type FieldMapOptions, type ValidationMessages } from './schema-form.ts';

export interface FieldError {
  path: string;
  /** Dutch, for REST clients */
  message: string;
  /** a schema rule's code or zod's issue code: what the web words in the user's language */
  code?: string;
  params?: Record<string, unknown>;
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

/**
 * Field errors keyed by path ("boekjaren.1.fiscaleWinst" → message). First message wins. With the
 * dictionary, an error that carries a code is worded in the user's language (schema-form.ts); one
 * without a code keeps the API's message. `fields` renames schema paths to the form's field names.
 */
export function fieldErrorsOf(
  problem: Problem | null,
  t?: ValidationMessages,
  options: FieldMapOptions = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of problem?.errors ?? []) {
    const field = options.fields?.[e.path] ?? e.path;
    if (field in out) continue;
    out[field] = t && e.code ? issueMessage({ code: e.code, path: e.path, params: e.params }, t) : e.message;
  }
  return out;
}
