// Building blocks imported by every *.schema.ts. Client-safe: zod only.
import { z } from 'zod';
import { cleanLine, cleanText, hasNul } from './free-text.rules.ts';
import type { ValidationCode } from './validation-codes.ts';

export { VALIDATION_CODES, isValidationCode, type ValidationCode } from './validation-codes.ts';

/**
 * The params of a refinement with a domain meaning: the Dutch message REST clients read, plus a
 * stable code (`params.code`, sent as `errors[].code`) by which the web shows it in the user's
 * language. Use for every `.refine` a person can run into.
 */
export function rule<P extends { path?: PropertyKey[] }>(code: ValidationCode, message: string, extra?: P) {
  return { error: message, params: { code }, ...(extra ?? ({} as P)) };
}

export const ZKvkNummer = z
  .string({ error: 'kvkNummer is verplicht' })
  .regex(/^\d{8}$/, { error: 'kvkNummer bestaat uit precies 8 cijfers' })
  .meta({ example: '69599084', description: 'KvK-nummer: precies 8 cijfers' });

/** An id in a path or body: letters, digits, '-' and '_' (our ids are cuids); anything else is a 400, not a lookup. */
export const ZId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'ongeldige id' })
  .meta({ example: 'cmabc123def456ghi789jkl0' });

/** Euros with at most 2 decimals, finite, within Decimal(14,2). */
export const ZMoney = z
  .number({ error: 'bedrag moet een getal zijn' })
  .refine((n) => Number.isFinite(n), rule('AMOUNT_NOT_FINITE', 'bedrag moet eindig zijn'))
  .refine((n) => Math.abs(n) < 1e12, rule('AMOUNT_TOO_LARGE', 'bedrag is te groot (max. 999.999.999.999,99)'))
  .refine(
    (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    rule('AMOUNT_DECIMALS', 'bedrag heeft hoogstens 2 decimalen'),
  )
  .meta({ example: 48250.5 });

/** A calendar date YYYY-MM-DD. */
export const ZDate = z.iso.date({ error: 'datum als JJJJ-MM-DD' }).meta({ example: '2026-03-02' });

/** An instant with offset, ISO 8601. */
export const ZInstant = z.iso
  .datetime({ offset: true, error: 'tijdstip als ISO 8601 met offset' })
  .meta({ example: '2026-03-02T09:00:00+01:00' });

/** The end of an interval: an instant, with an example an hour after ZInstant's (its start). */
export const ZEndInstant = ZInstant.meta({ example: '2026-03-02T10:00:00+01:00' });

/** A Dutch or international phone number as people type it (spaces, dashes and brackets allowed). */
export const ZTelefoonnummer = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{8,20}$/, { error: 'geen geldig telefoonnummer' })
  .meta({ example: '+31 6 12345678' });

export const ZEmail = z
  .email({ error: 'geen geldig e-mailadres' })
  .max(254)
  .transform((s) => s.trim().toLowerCase())
  .meta({ example: 'jan@voorbeeld.nl' });

/**
 * `.refine(...endAfterStart)` on an object with `start` and `end` instants: the end lies after the
 * start (else an issue on `end`, code END_BEFORE_START). Only runs when both are valid instants.
 */
export const endAfterStart = [
  (v: { start: string; end: string }) => Date.parse(v.end) > Date.parse(v.start),
  rule('END_BEFORE_START', 'end moet na start liggen', { path: ['end'] }),
] as const;

export const ZEmpty = z.object({}).strict();

type StringParams = Parameters<typeof z.string>[0];
const NUL_ERROR = rule('INVALID_CHARACTER', 'bevat een ongeldig teken');

/**
 * One-line free text a person types (a name, a subject, a title): line breaks and tabs become a
 * space, invisible control characters and direction overrides are removed, trimmed; a NUL byte is a
 * 400. Chain .min/.max for the field's limits (they count the cleaned text).
 */
export const zLine = (params?: StringParams) =>
  z
    .string(params)
    .overwrite(cleanLine)
    .refine((s) => !hasNul(s), NUL_ERROR);

/** Multi-line free text (a remark, a message): line breaks kept as \n, otherwise as zLine. */
export const zText = (params?: StringParams) =>
  z
    .string(params)
    .overwrite(cleanText)
    .refine((s) => !hasNul(s), NUL_ERROR);
