// The booking grid's times in the viewer's own time zone (the browser's), not Amsterdam's: instants
// from the API, shown as "di 24 nov 2026, 14:00 – 14:30". Pure (no I/O); the zone is passed in.
import { addDays, mondayOf, zonedParts } from '@ikv/api/shared/zoned-time';
import type { Locale } from '~/i18n/locale.ts';
import { dateTimeFormat } from '~/lib/intl-cache.ts';

export { addDays, mondayOf };

const intl = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'nl-NL');

/** The browser's IANA time zone (Europe/Amsterdam when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Amsterdam';
  } catch {
    return 'Europe/Amsterdam';
  }
}

/** Today's calendar date in the zone. */
export const todayIn = (timeZone: string, now = new Date()) => zonedParts(now, timeZone).date;

/** 14:00 */
function timeIn(iso: string, timeZone: string, locale: Locale, withZone = false): string {
  return dateTimeFormat(intl(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD) as "di 24 nov 2026" (or without the year: "di 24 nov"). */
export function dateLabel(date: string, locale: Locale, withYear = true): string {
  return dateTimeFormat(intl(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "di 24 nov 2026, 14:00 – 14:30" in the zone (the zone's short name added when asked, for the doubled autumn hour). */
export function slotLabel(
  slot: { start: string; end: string },
  timeZone: string,
  locale: Locale,
  withZone = false,
): string {
  const date = zonedParts(new Date(slot.start), timeZone).date;
  return `${dateLabel(date, locale)}, ${timeIn(slot.start, timeZone, locale, withZone)} – ${timeIn(slot.end, timeZone, locale, withZone)}`;
}

export interface GridRow {
  /** the local clock time, e.g. "14:00", plus which occurrence of it on a day (1 only in the doubled autumn hour) */
  key: string;
  label: string;
}

interface GridCell {
  slot: { start: string; end: string };
  label: string;
  /** the clock time occurs twice that day (the autumn change): show the zone name */
  ambiguous: boolean;
}

/**
 * The rows and cells of the grid: one row per local clock time that is free on any day of the
 * week; per day a map row key → cell. A clock time that comes twice on one day (the autumn
 * change) gets two rows.
 */
export function gridOf(
  days: readonly { datum: string; slots: readonly { start: string; end: string }[] }[],
  timeZone: string,
  locale: Locale,
) {
  const rowKeys = new Map<string, GridRow>();
  const cells = days.map((day) => {
    const seen = new Map<string, number>();
    const labels = day.slots.map((s) => timeIn(s.start, timeZone, locale));
    const counts = new Map<string, number>();
    for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
    const byRow = new Map<string, GridCell>();
    day.slots.forEach((slot, i) => {
      const label = labels[i]!;
      const n = seen.get(label) ?? 0;
      seen.set(label, n + 1);
      const key = `${label}#${n}`;
      rowKeys.set(key, { key, label });
      byRow.set(key, { slot, label, ambiguous: (counts.get(label) ?? 0) > 1 });
    });
    return byRow;
  });
  const rows = [...rowKeys.values()].sort((a, b) =>
    a.label === b.label ? a.key.localeCompare(b.key) : a.label.localeCompare(b.label),
  );
  return { rows, cells };
}
