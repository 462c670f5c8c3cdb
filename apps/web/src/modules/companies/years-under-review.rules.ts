// Which financial years of a company an adviser is reviewing now: the years an open request rests on
// (requestYears). Changing a figure of such a year voids the adviser's check of it (API.md, Trust), so
// the financial-years page says so beside the year before anything is changed. Pure, client-safe.
import { fill, type Dictionary } from '~/i18n/locale.ts';

/** Statuses in which an adviser is (or is about to be) reviewing a request. */
const OPEN = new Set(['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG']);

export type YearUnderReview = { jaar: number; nummer: number; aanvraagId: string };

/** Per year, the open request that rests on it (the lowest number when several do). */
export function yearsUnderReview(
  requests: readonly { id: string; nummer: number; status: string; jaren: readonly number[] }[],
): YearUnderReview[] {
  const byYear = new Map<number, YearUnderReview>();
  for (const r of [...requests].sort((a, b) => a.nummer - b.nummer)) {
    if (!OPEN.has(r.status)) continue;
    for (const jaar of r.jaren) if (!byYear.has(jaar)) byYear.set(jaar, { jaar, nummer: r.nummer, aanvraagId: r.id });
  }
  return [...byYear.values()].sort((a, b) => a.jaar - b.jaar);
}

/** The warning beside a year under review; `emailUnconfirmed` adds what an unconfirmed account must know. */
export function reviewWarning(t: Dictionary, y: YearUnderReview, emailUnconfirmed: boolean): string[] {
  const lines = [fill(t.years.review.year, { jaar: y.jaar, nummer: y.nummer })];
  if (emailUnconfirmed) lines.push(t.years.review.unconfirmed);
  return lines;
}

/**
 * The years under review whose figures a save would change: a row for such a year whose values
 * (`valuesOf`, the amounts as the save sends them) differ from the ones last loaded or saved, or a new
 * row for it. Saving the same figures again voids nothing (API.md, Trust) and asks nothing.
 */
export function reviewedYearsChanged<R extends { jaar: string }>(
  rows: readonly R[],
  baseline: readonly R[],
  review: readonly YearUnderReview[],
  valuesOf: (row: R) => unknown,
): YearUnderReview[] {
  const before = new Map(baseline.map((r) => [r.jaar, JSON.stringify(valuesOf(r))]));
  return review.filter((y) =>
    rows.some((r) => r.jaar === String(y.jaar) && before.get(r.jaar) !== JSON.stringify(valuesOf(r))),
  );
}
