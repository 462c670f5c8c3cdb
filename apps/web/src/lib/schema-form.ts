// Forms from the schemas: a form validates its values with the procedure's own zod input schema
// (`@ikv/api/schemas/...`, the one the server parses with) and shows zod's issues as messages next
// to the fields, in the user's language. An issue is worded by its code and parameters
// (too_small + minimum, invalid_format + format, …); a schema rule with a domain meaning by its
// stable code (`params.code`, see `rule()` in @ikv/api/shared/schema-primitives.schema.ts). The
// same translator words the API's field errors (`errors[].code` / `params`, lib/problem.ts), and
// server actions use it on the server. Pure and client-safe.
import type { z } from 'zod';
import type { Dictionary } from '~/i18n/nl.ts';
import { fill } from '~/i18n/locale.ts';

export type ValidationMessages = Pick<Dictionary, 'validation'>;

/** Field path ("adres.postcode", "boekjaren.1.jaar") → message. */
export type FieldErrors = Record<string, string>;

/** A zod issue, or a field error of the API's problem ({ path, code, params }). */
export interface IssueLike {
  code?: string;
  path?: readonly PropertyKey[] | string;
  /** only when parsed with reportInput (validate() does) */
  input?: unknown;
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function pathOf(issue: IssueLike): string {
  if (typeof issue.path === 'string') return issue.path;
  return (issue.path ?? []).map(String).join('.');
}

function param(issue: IssueLike, key: string): unknown {
  return key in issue ? issue[key] : issue.params?.[key];
}

function num(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function own<T extends object>(table: T, key: unknown): T[keyof T] | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
}

/** The message for one issue in the user's language (`field`: the field's own name, for patterns). */
export function issueMessage(
  issue: IssueLike,
  t: ValidationMessages,
  field = pathOf(issue).split('.').pop() ?? '',
): string {
  const v = t.validation;
  // a rule of the schema, by its code: on a zod issue as params.code, from the API as the code itself
  const rule = own(v.rules, issue.code === 'custom' ? issue.params?.code : issue.code);
  if (rule) return rule;
  if ('input' in issue && isBlank(issue.input)) return v.required;
  const origin = param(issue, 'origin');
  const minimum = num(param(issue, 'minimum'));
  const maximum = num(param(issue, 'maximum'));
  const inclusive = param(issue, 'inclusive') !== false;
  const exact = param(issue, 'exact') === true;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = param(issue, 'expected');
      if (!('input' in issue)) return v.required; // from the API: a missing field, by far the likeliest
      if (expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input)) return v.notAnInteger;
      if (expected === 'number' || expected === 'int' || expected === 'bigint') return v.notANumber;
      return v.invalid;
    }
    case 'too_small':
      if (origin === 'string') {
        if (exact) return fill(v.exactLength, { exact: minimum });
        return minimum === '1' || minimum === '' ? v.required : fill(v.tooShort, { minimum });
      }
      if (origin === 'array' || origin === 'set')
        return minimum === '1' ? v.required : fill(v.tooFewItems, { minimum });
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return fill(inclusive ? v.numberMin : v.numberMinExclusive, { minimum });
      return v.invalid;
    case 'too_big':
      if (origin === 'string') return exact ? fill(v.exactLength, { exact: maximum }) : fill(v.tooLong, { maximum });
      if (origin === 'array' || origin === 'set') return fill(v.tooManyItems, { maximum });
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return fill(inclusive ? v.numberMax : v.numberMaxExclusive, { maximum });
      return v.invalid;
    case 'invalid_format': {
      const format = param(issue, 'format');
      if (format === 'regex') return own(v.patterns, field) ?? v.formats.regex;
      return own(v.formats, format) ?? v.invalid;
    }
    case 'invalid_value':
      return v.invalidOption;
    case 'not_multiple_of':
      return fill(v.notMultipleOf, { divisor: num(param(issue, 'divisor')) });
    default:
      return v.invalid;
  }
}

export interface FieldMapOptions {
  /** schema path → the form's field name (e.g. { start: 'from', end: 'to' }); others stay as they are */
  fields?: Record<string, string>;
}

/** Issues → { field: message }; the first issue of a field wins. */
export function issuesToFieldErrors(
  issues: readonly IssueLike[],
  t: ValidationMessages,
  options: FieldMapOptions = {},
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = pathOf(issue);
    const field = options.fields?.[path] ?? path;
    out[field] ??= issueMessage(issue, t);
  }
  return out;
}

export type Validation<T> =
  { success: true; data: T; fieldErrors?: undefined } | { success: false; data?: undefined; fieldErrors: FieldErrors };

/** Parses `input` with the procedure's own schema; on failure the field errors in the user's language. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  t: ValidationMessages,
  options: FieldMapOptions = {},
): Validation<z.output<S>> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    fieldErrors: issuesToFieldErrors(result.error.issues as unknown as IssueLike[], t, options),
  };
}

/** A text field's value for an optional schema field: blank → undefined (so "" is not "too short"). */
export const optionalText = (value: string | null | undefined): string | undefined =>
  value == null || value.trim() === '' ? undefined : value;

/** A typed number for a numeric schema field: blank → undefined (required), text that is no number → NaN (not a number). */
export const numberInput = (value: string | null | undefined): number | undefined =>
  value == null || value.trim() === '' ? undefined : Number(value.replace(',', '.'));
