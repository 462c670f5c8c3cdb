// Exact money arithmetic for the IKV rules: integer cents as bigint, never binary floating point.
// round(x, q) = round half away from zero to a multiple of q (IKV.md §6.4).

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
  const q = abs / den;
  const r = abs % den;
  const rounded = 2n * r >= den ? q + 1n : q;
  return negative ? -rounded : rounded;
}

export const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
export const maxBig = (a: bigint, b: bigint) => (a > b ? a : b);

export type Taal = 'nl' | 'en';

function groupDigits(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Cents → "€ 27.666,67" (nl) or "€27,666.67" (en); `whole` drops the cents (for whole euros). */
export function formatEuro(cents: bigint, taal: Taal, whole = false): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const units = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, '0');
  const sign = negative ? '-' : '';
  if (taal === 'nl') {
    const n = groupDigits(units.toString(), '.') + (whole ? '' : `,${rest}`);
    return `€ ${sign}${n}`;
  }
  const n = groupDigits(units.toString(), ',') + (whole ? '' : `.${rest}`);
  return `${sign}€${n}`;
}

/** A scaled integer (value × 10^decimals) → "23,1" (nl) / "23.1" (en). */
export function formatScaled(scaled: bigint, decimals: number, taal: Taal): string {
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const factor = 10n ** BigInt(decimals);
  const units = (abs / factor).toString();
  const frac = (abs % factor).toString().padStart(decimals, '0');
  const sep = taal === 'nl' ? ',' : '.';
  return `${negative ? '-' : ''}${units}${decimals > 0 ? sep + frac : ''}`;
}
