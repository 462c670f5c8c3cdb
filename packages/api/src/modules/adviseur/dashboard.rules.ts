// Pure helpers of the adviser's dashboard: keyset cursors, search terms, Amsterdam day bounds.
import { localToUtc } from '../../shared/amsterdam-time.ts';

export type DashboardSort = 'nieuwste' | 'oudste' | 'bijgewerkt';
export interface Cursor {
  /** the sort key of the last row (ISO instant) */
  t: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return btoa(JSON.stringify([c.t, c.id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** null when the cursor is not one we issued */
export function decodeCursor(s: string): Cursor | null {
  try {
    const parsed: unknown = JSON.parse(atob(s.replace(/-/g, '+').replace(/_/g, '/')));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [t, id] = parsed as unknown[];
    if (
      typeof t !== 'string' ||
      typeof id !== 'string' ||
      Number.isNaN(Date.parse(t)) ||
      id.length === 0 ||
      id.length > 64
    )
      return null;
    return { t, id };
  } catch {
    return null;
  }
}

/** Words of a search query: each must match some field. */
export function searchTerms(q: string | undefined): string[] {
  return (q ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 5);
}

/** The instant a calendar day starts in Europe/Amsterdam. */
export const amsterdamDayStart = (date: string): Date => localToUtc(date, '00:00');
