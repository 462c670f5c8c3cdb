// The peildatum of a calculation: the calendar date in Europe/Amsterdam at the given instant (pure).
import { toLocalParts } from './amsterdam-time.ts';

export function peildatumOf(now: Date): string {
  return toLocalParts(now).date;
}
