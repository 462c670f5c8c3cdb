// Stable identities of the schemas' own rules (refinements with a domain meaning). A refinement
// carries its code as `params: { code }` (see `rule()` in schema-primitives.schema.ts); the REST API
// sends it as `errors[].code` and the web translates it (apps/web/src/lib/schema-form.ts). The Dutch
// `message` stays what REST clients read. Client-safe: no imports.
export const VALIDATION_CODES = [
  'END_BEFORE_START',
  'RANGE_BACKWARDS',
  'AMOUNT_NOT_FINITE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_DECIMALS',
  'PERCENTAGE_DECIMALS',
  'RATE_DECIMALS',
  'NOT_NEGATIVE',
  'INVALID_CHARACTER',
  'STATUS_OR_REMARK',
  'REQUEST_ITEM_REQUIRED',
  'REQUEST_ITEMS_ONLY_WITH_AANVULLING',
  'CONCLUSION_ONLY_WITH_AFGEROND',
  'CONCLUSION_REQUIRED',
  'YEAR_REQUIRED',
  'FIELD_ONLY_FOR_YEAR',
  'TIME_ZONE',
  'PASSWORD_COMMON',
  'PASSWORD_CONTAINS_EMAIL',
  'REASON_REQUIRED',
  'YEAR_DUPLICATE',
  'UPDATE_CHOICE',
  'UPDATE_EMPTY',
  'PASSWORD_UNCHANGED',
  'RATE_REQUIRED',
  'PARTNER_INCOME_SINGLE',
  'CHECK_DOCUMENT_REQUIRED',
  'CHECK_EXPLANATION_REQUIRED',
  'DOCUMENT_DUPLICATE',
  // raised by services on a field (DomainError errors[].code), not by a schema
  'CODE_INVALID',
  'PASSWORD_WRONG',
  'EMAIL_TAKEN',
  'EMAIL_UNCHANGED',
  'NOT_AN_ADVISER',
  'ANSWER_REQUIRED',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && (VALIDATION_CODES as readonly string[]).includes(value);
}
