// A TRPCError thrown by a server-side caller → status, detail and field errors (from its problem).
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

export function toProblemLike(e: TRPCError): { status: number; code: string; detail: string; fieldErrors: Record<string, string>; retryAfter?: number } {
  const fieldErrors: Record<string, string> = {};
  const cause = e.cause as { errors?: { path: string; message: string }[]; status?: number; code?: unknown; retryAfter?: number } | undefined;
  if (cause instanceof ZodError) {
    for (const issue of cause.issues) {
      const path = issue.path.map(String).join('.');
      fieldErrors[path] ??= issue.message;
    }
  } else if (cause && Array.isArray(cause.errors)) {
    for (const err of cause.errors) fieldErrors[err.path] ??= err.message;
  }
  const status = typeof cause?.status === 'number' ? cause.status : getHTTPStatusCodeFromError(e);
  const code = typeof cause?.code === 'string' && !(cause instanceof ZodError) ? cause.code : cause instanceof ZodError ? 'VALIDATION_FAILED' : e.code;
  return { status, code, detail: e.message, fieldErrors, ...(typeof cause?.retryAfter === 'number' ? { retryAfter: cause.retryAfter } : {}) };
}
