import { type ErrorCode, errorTable } from './error-table.ts';

export interface FieldError {
  path: string;
  /** for people reading the raw API: Dutch */
  message: string;
  /**
   * Machine-readable: a schema rule's code (VALIDATION_CODES, e.g. END_BEFORE_START) or zod's
   * issue code (too_small, invalid_format, …), by which clients show the message in their language.
   */
  code?: string;
  /** the parameters that a translation needs (minimum, maximum, format, …) */
  params?: Record<string, string | number | boolean>;
}

/** The one error type services throw. Never TRPCError: the transports translate it. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  readonly retryAfter?: number;

  constructor(
    code: ErrorCode,
    detail?: string,
    options: { errors?: FieldError[]; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(detail ?? errorTable[code].title, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.status = errorTable[code].status;
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
  }
}

export const invalid = (errors: FieldError[], detail = 'De invoer is niet geldig.') =>
  new DomainError('VALIDATION_FAILED', detail, { errors });
