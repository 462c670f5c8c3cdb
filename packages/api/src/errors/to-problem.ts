// unknown → RFC 9457 problem+json. Used by the tRPC error formatter and by the REST adapter alike.
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import {
  isCheckViolation,
  isDatabaseUnavailable,
  isExclusionViolation,
  isNotFound,
  isUniqueViolation,
  isUnstorableText,
} from '@ikv/db';
import { DomainError, type FieldError } from './domain-error.ts';
import { type ErrorCode, codeForTrpcCode, errorTable } from './error-table.ts';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  errors?: FieldError[];
  retryAfter?: number;
}

const PROBLEM_TYPE_BASE = 'https://ikv.example/problems/';

/** The problem of an error code, with the title and status of the error table. */
export function problem(code: ErrorCode, detail: string, errors?: FieldError[], retryAfter?: number): Problem {
  const row = errorTable[code];
  return {
    type: PROBLEM_TYPE_BASE + code.toLowerCase().replace(/_/g, '-'),
    title: row.title,
    status: row.status,
    detail,
    code,
    ...(errors && errors.length > 0 ? { errors } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  };
}

// the issue fields a client needs to word the message itself (never the input: it may be a secret)
const TRANSLATABLE_PARAMS = [
  'origin',
  'minimum',
  'maximum',
  'inclusive',
  'exact',
  'format',
  'expected',
  'divisor',
] as const;

function paramsOf(issue: ZodError['issues'][number]): FieldError['params'] {
  const out: NonNullable<FieldError['params']> = {};
  const source = issue as unknown as Record<string, unknown>;
  for (const key of TRANSLATABLE_PARAMS) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    else if (typeof value === 'bigint') out[key] = Number(value);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function zodIssuesToFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const ruleCode = issue.code === 'custom' ? issue.params?.code : undefined;
    const params = paramsOf(issue);
    return {
      path: issue.path.map(String).join('.') || '(body)',
      message: issue.message,
      code: typeof ruleCode === 'string' ? ruleCode : issue.code,
      ...(params ? { params } : {}),
    };
  });
}

function isZodError(e: unknown): e is ZodError {
  return (
    e instanceof ZodError || (e instanceof Error && e.name === 'ZodError' && Array.isArray((e as ZodError).issues))
  );
}

/** Translate any thrown value to a problem. Unknown errors become 500 (and are a bug). */
export function toProblem(e: unknown): Problem {
  // unwrap TRPCError → its cause, where the cause carries the meaning
  if (e instanceof TRPCError) {
    if (e.cause instanceof DomainError || isZodError(e.cause)) return toProblem(e.cause);
    if (e.code === 'PARSE_ERROR') return problem('MALFORMED_REQUEST', 'De body is geen geldige JSON.');
    if (e.code === 'UNSUPPORTED_MEDIA_TYPE')
      return problem('UNSUPPORTED_MEDIA_TYPE', 'Stuur de body als application/json.');
    if (e.code === 'INTERNAL_SERVER_ERROR') {
      if (e.cause) return toProblem(e.cause);
      return problem('INTERNAL', 'Er ging iets mis aan onze kant.');
    }
    // a procedure's error mapping rethrows database errors with their meaning in the cause
    if (e.cause && !(e.cause instanceof TRPCError)) {
      const inner = toProblem(e.cause);
      if (inner.status !== 500) return inner;
    }
    const code = codeForTrpcCode(e.code);
    if (code === 'NOT_FOUND' && e.message === 'Not found') return problem('NOT_FOUND', 'Deze operatie bestaat niet.');
    return problem(code, e.message || errorTable[code].title);
  }
  if (e instanceof DomainError) return problem(e.code, e.message, e.errors, e.retryAfter);
  if (isZodError(e)) return problem('VALIDATION_FAILED', 'De invoer is niet geldig.', zodIssuesToFieldErrors(e));
  if (isUniqueViolation(e)) return problem('CONFLICT', 'Dit bestaat al.');
  if (isExclusionViolation(e)) return problem('OVERLAP', 'Dit overlapt met iets dat al bestaat.');
  if (isCheckViolation(e)) return problem('CONFLICT', 'Dit is in strijd met een regel van de gegevens.');
  if (isNotFound(e)) return problem('NOT_FOUND', 'Niet gevonden.');
  if (isDatabaseUnavailable(e))
    return problem(
      'DATABASE_UNAVAILABLE',
      'De database is even niet bereikbaar; probeer het over enkele seconden opnieuw.',
      undefined,
      5,
    );
  if (isUnstorableText(e))
    return problem(
      'VALIDATION_FAILED',
      'De invoer bevat een teken dat niet kan worden opgeslagen (bijvoorbeeld een NUL-teken) of is te lang.',
    );
  return problem('INTERNAL', 'Er ging iets mis aan onze kant.');
}
