// Exact money arithmetic, the one toolkit of the calculations (IKV.md §6.4, ORIENTATIE.md): amounts are
// integer cents as bigint, never binary floating point; where a calculation must stay exact until the
// end (the annuity of the orientation), a non-negative fraction of cents. Rounding: roundDiv rounds half
// away from zero, fractionToWholeEurosDown rounds down, fractionToCents rounds half up. Pure.
import type { Taal, TaalVoorkeur } from './taal.ts';

/** Euros (a JSON number with at most 2 decimals) → integer cents. */
export function toCents(euros: number): bigint {
  return BigInt(Math.round(euros * 100));
}

/** Integer cents → euros as a JSON number (exact for |x| < 2^53 cents). */
export function fromCents(cents: bigint): number {
  return Number(cents) / 100;
}

/** num / den rounded half away from zero to an integer; den ≠ 0. */
export function roundDiv(num: bigint, den: bigint): bigint {
  if (den < 0n) return roundDiv(-num, -den);
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const quotient = abs / den;
  const remainder = abs % den;
  const rounded = 2n * remainder >= den ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

export const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
export const maxBig = (a: bigint, b: bigint) => (a > b ? a : b);

// ---- exact fractions of cents ----------------------------------------------------------------

/** A fraction numerator/denominator of cents (denominator > 0). */
export interface Fraction {
  n: bigint;
  d: bigint;
}
export const fraction = (numerator: bigint, denominator = 1n): Fraction => ({ n: numerator, d: denominator });
export const addFractions = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const subtractFractions = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
export const multiplyFractions = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
export const fractionLessThan = (a: Fraction, b: Fraction) => a.n * b.d < b.n * a.d;
export const smallerFraction = (a: Fraction, b: Fraction) => (fractionLessThan(a, b) ? a : b);
/** The fraction, or 0 when it is negative. */
export const atLeastZero = (a: Fraction): Fraction => (a.n < 0n ? fraction(0n) : a);
/** A fraction of cents → whole euros, rounded down. */
export function fractionToWholeEurosDown(a: Fraction): bigint {
  const euros = a.n / (a.d * 100n);
  return a.n < 0n && a.n % (a.d * 100n) !== 0n ? euros - 1n : euros;
}
/** A fraction of cents → cents, rounded half up (for showing intermediate amounts; a calculation keeps the fraction). */
export const fractionToCents = (a: Fraction): bigint => (2n * a.n + a.d) / (2n * a.d);

// ---- formatting ------------------------------------------------------------------------------

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Cents → "€ 27.666,67" (nl, with a non-breaking space: "€" never ends a line on its own) or
 * "€27,666.67" (en); `whole` drops the cents (for whole euros).
 */
export function formatEuro(cents: bigint, taal: Taal, whole = false): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const units = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, '0');
  const sign = negative ? '-' : '';
  if (taal === 'nl') {
    const grouped = groupDigits(units.toString(), '.') + (whole ? '' : `,${rest}`);
    return `€\u00a0${sign}${grouped}`;
  }
  const grouped = groupDigits(units.toString(), ',') + (whole ? '' : `.${rest}`);
  return `${sign}€${grouped}`;
}

/** A scaled integer (value × 10^decimals) → "23,1" (nl) / "23.1" (en). */
export function formatScaled(scaled: bigint, decimals: number, taal: Taal): string {
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const factor = 10n ** BigInt(decimals);
  const units = (abs / factor).toString();
  const decimalsText = (abs % factor).toString().padStart(decimals, '0');
  const separator = taal === 'nl' ? ',' : '.';
  return `${negative ? '-' : ''}${units}${decimals > 0 ? separator + decimalsText : ''}`;
}

/** A percentage in a sentence: "12,5 %" / "12.5%" (English writes no space). */
export const formatPct = (n: number, taal: TaalVoorkeur) =>
  taal === 'EN' ? `${n}%` : `${String(n).replace('.', ',')} %`;
