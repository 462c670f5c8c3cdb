// Pure rules for financial years. Time comes in as an argument.
import type { FieldError } from '../../../errors/domain-error.ts';
import { amsterdamYear } from '../../../shared/amsterdam-time.ts';

export const JAAR_MIN = 1900;
/** The schema's structural ceiling; the real one is the current year (see validateYearsAgainstClock). */
export const JAAR_MAX_STRUCTURAL = 2200;

/** Indexes of entries whose year occurred earlier in the list. */
export function findDuplicateYears(jaren: readonly number[]): number[] {
  const seen = new Set<number>();
  const duplicates: number[] = [];
  jaren.forEach((jaar, index) => {
    if (seen.has(jaar)) duplicates.push(index);
    seen.add(jaar);
  });
  return duplicates;
}

/** A financial year cannot lie in the future (Europe/Amsterdam calendar year). */
export function currentYear(now: Date): number {
  return amsterdamYear(now);
}

export function validateYearsAgainstClock(
  jaren: readonly number[],
  now: Date,
  pathOf: (index: number) => string,
): FieldError[] {
  const max = currentYear(now);
  return jaren.flatMap((jaar, index) =>
    jaar > max ? [{ path: pathOf(index), message: `jaar ligt tussen ${JAAR_MIN} en ${max}` }] : [],
  );
}

/** Euros as a Decimal(14,2) string, rounding away binary noise (0.1 + 0.2 → "0.30"). */
export function toDecimalString(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}
