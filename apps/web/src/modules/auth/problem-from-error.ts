// A TRPCError thrown by a server-side caller → status, detail and field errors (from its problem).
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { issueMessage, issuesToFieldErrors, type IssueLike, type ValidationMessages } from '~/lib/schema-form.ts';

/** With the dictionary, field errors are worded in the user's language (lib/schema-form.ts). */
export function toProblemLike(
  e: TRPCError,
  t?: ValidationMessages,
): { status: number; code: string; detail: string; fieldErrors: Record<string, string>; retryAfter?: number } {
  const fieldErrors: Record<string, string> = {};
  const cause = e.cause as { errors?: unknown[]; status?: number; code?: unknown; retryAfter?: number } | undefined;
  if (cause instanceof ZodError) {
    if (t) Object.assign(fieldErrors, issuesToFieldErrors(cause.issues as unknown as IssueLike[], t));
    else for (const issue of cause.issues) fieldErrors[issue.path.map(String).join('.')] ??= issue.message;
  } else if (cause && Array.isArray(cause.errors)) {
    for (const err of cause.errors as {
      path: string;
      message: string;
      code?: string;
      params?: Record<string, unknown>;
    }[]) {
      fieldErrors[err.path] ??=
        t && err.code ? issueMessage({ code: err.code, path: err.path, params: err.params }, t) : err.message;
    }
  }
  const status = typeof cause?.status === 'number' ? cause.status : getHTTPStatusCodeFromError(e);
  const code =
    typeof cause?.code === 'string' && !(cause instanceof ZodError)
      ? cause.code
      : cause instanceof ZodError
        ? 'VALIDATION_FAILED'
        : e.code;
  return {
    status,
    code,
    detail: e.message,
    fieldErrors,
    ...(typeof cause?.retryAfter === 'number' ? { retryAfter: cause.retryAfter } : {}),
  };
}
