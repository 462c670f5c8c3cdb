// A TRPCError thrown by a server-side caller → status, detail and field errors (from its problem).
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

export function toProblemLike(e: TRPCError): { status: number; detail: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const cause = e.cause as { errors?: { path: string; message: string }[]; status?: number } | undefined;
  if (cause instanceof ZodError) {
    for (const issue of cause.issues) {
      const path = issue.path.map(String).join('.');
      fieldErrors[path] ??= issue.message;
    }
  } else if (cause && Array.isArray(cause.errors)) {
    for (const err of cause.errors) fieldErrors[err.path] ??= err.message;
  }
  const status = typeof cause?.status === 'number' ? cause.status : getHTTPStatusCodeFromError(e);
  return { status, detail: e.message, fieldErrors };
}
