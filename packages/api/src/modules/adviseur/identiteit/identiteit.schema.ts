// The adviser's identity check of an applicant (API.md, Trust III). Client-safe.
// The shape lives with the aanvraag that shows it (aanvragen/aanvraag-trust.schema.ts).

export {
  ZIdentiteit,
  ZIdentiteitMethode,
  type TIdentiteit,
  type TIdentiteitMethode,
} from '../../aanvragen/aanvraag-trust.schema.ts';
