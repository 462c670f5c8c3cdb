// The calculator's form as typed text (Dutch notation) → the rules' input, with a message per field. Pure.
// No runtime import of the rules: this module is in the calculator's first download, the arithmetic
// (orientatie-bereken.ts) is loaded when the visitor first changes something.
import type { Orientatie, OrientatieInvoer, Energielabel } from '@ikv/api/rules/orientatie/orientatie';
import { parseMoney } from '~/lib/format.ts';
import type { Locale } from '~/i18n/locale.ts';

export interface OrientatieFormState {
  toetsinkomen: string;
  /** null until the visitor chooses: nothing worth money is chosen for him (the single-applicant amount is € 17 000, ORIENTATIE.md O7) */
  samen: boolean | null;
  alleenstaand: boolean;
  partnerToetsinkomen: string;
  aowBereikt: boolean;
  rentevastJaren: string;
  rentePct: string;
  energielabel: '' | Energielabel;
  woningwaarde: string;
  studieschuldMaandlast: string;
  kredietLimieten: string;
  overigeMaandlasten: string;
  maatregelenBedrag: string;
  maatregelenLabel: Energielabel;
}

export const START_STATE: OrientatieFormState = {
  toetsinkomen: '60.000',
  samen: null,
  alleenstaand: false,
  partnerToetsinkomen: '',
  aowBereikt: false,
  rentevastJaren: '10',
  rentePct: '4,1',
  energielabel: '',
  woningwaarde: '',
  studieschuldMaandlast: '',
  kredietLimieten: '',
  overigeMaandlasten: '',
  maatregelenBedrag: '',
  maatregelenLabel: 'E',
};

/** The calculator's start in English notation ("60,000"): the same figures as START_STATE. */
const START_STATE_EN: OrientatieFormState = { ...START_STATE, toetsinkomen: '60,000' };

/** The calculator's start values as the reader writes amounts (one object per language, compared by identity). */
export function startStateFor(locale: Locale): OrientatieFormState {
  return locale === 'en' ? START_STATE_EN : START_STATE;
}

/** An ORIENTATIE request starts empty: only what the entrepreneur fills in is stored (the same household defaults as the calculator). */
export const REQUEST_START_STATE: OrientatieFormState = {
  ...START_STATE,
  toetsinkomen: '',
  rentevastJaren: '',
  rentePct: '',
};

export type FieldErrorKey = 'amount' | 'rate' | 'rateRequired';
export type OrientatieFormErrors = Partial<Record<keyof OrientatieFormState, FieldErrorKey>>;

/** "4,1" / "4.1" / "4,125 %" → 4.1; null when empty or not a rate (0–20 %, at most 3 decimals). */
export function parseRate(input: string): number | null {
  const s = input.replace(/[\s%]/g, '').replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(s)) return null;
  const n = Number(s);
  return n <= 20 ? n : null;
}

/** The rules' input without the qualifying income (for an ORIENTATIE request), or with it (the calculator). */
export function toInvoer(
  s: OrientatieFormState,
  metInkomen: boolean,
  locale: Locale = 'nl',
): { invoer: Omit<OrientatieInvoer, 'toetsinkomen'> & { toetsinkomen?: number }; errors: OrientatieFormErrors } {
  const errors: OrientatieFormErrors = {};
  const amount = (key: keyof OrientatieFormState, required = false): number | null => {
    const raw = String(s[key]).trim();
    if (raw === '') {
      if (required) errors[key] = 'amount';
      return null;
    }
    const n = parseMoney(raw, locale);
    if (n === null || n < 0) {
      errors[key] = 'amount';
      return null;
    }
    return n;
  };
  const invoer: Omit<OrientatieInvoer, 'toetsinkomen'> & { toetsinkomen?: number } = {};
  if (metInkomen) invoer.toetsinkomen = amount('toetsinkomen', true) ?? undefined;
  if (s.samen === true) {
    const p = amount('partnerToetsinkomen');
    if (p !== null) invoer.partnerToetsinkomen = p;
  } else if (s.samen === false && s.alleenstaand) invoer.alleenstaand = true;
  if (s.aowBereikt) invoer.aowBereikt = true;
  const jaren = Number(s.rentevastJaren);
  if (Number.isInteger(jaren) && jaren > 0) invoer.rentevastJaren = jaren;
  if (s.rentePct.trim() !== '') {
    const r = parseRate(s.rentePct);
    if (r === null) errors.rentePct = 'rate';
    else invoer.rentePct = r;
  } else if (jaren >= 10) errors.rentePct = 'rateRequired';
  if (s.energielabel) invoer.energielabel = s.energielabel;
  const waarde = amount('woningwaarde');
  if (waarde !== null) invoer.woningwaarde = waarde;
  const studie = amount('studieschuldMaandlast');
  if (studie) invoer.studieschuldMaandlast = studie;
  const krediet = amount('kredietLimieten');
  if (krediet) invoer.kredietLimieten = krediet;
  const overig = amount('overigeMaandlasten');
  if (overig) invoer.overigeMaandlasten = overig;
  const maatregelen = amount('maatregelenBedrag');
  if (maatregelen)
    invoer.energiebesparendeMaatregelen = { bedrag: maatregelen, labelBestaandeWoning: s.maatregelenLabel };
  return { invoer, errors };
}

/** The test rates of the chart. */
export const CHART_RENTES = Array.from({ length: 29 }, (_, i) => 1 + i * 0.25);

export interface OrientatieUitkomst {
  errors: Record<string, string>;
  result: Orientatie | null;
  curve: { rentePct: number; maximaleHypotheek: number }[];
}
