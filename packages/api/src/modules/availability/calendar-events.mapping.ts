// Availability blocks and appointments → the adviser's calendar events (pure). An appointment with a
// pending move shows at its confirmed time (AFSPRAAK, carrying the move) and, when the new time lies
// in the period, once more at that new time (VERPLAATSING): the time is claimed until the other
// party accepts or declines.
import { formatInstant } from '../../shared/amsterdam-time.ts';
import { type Interval, overlaps } from '../agenda/intervals.rules.ts';
import type { AvailabilityRow, CalendarAppointmentRow } from './availability.repository.ts';
import type { TCalendarEvent } from './period.schema.ts';

/** The title of an availability block without a note (the web app shows its own word for it). */
const AVAILABLE_TITLE = 'Beschikbaar';

/** Blocks first, then appointments, then proposed new times, at the same start. */
const ORDER: Record<TCalendarEvent['soort'], number> = { BESCHIKBAARHEID: 0, AFSPRAAK: 1, VERPLAATSING: 2 };

type PendingMove = { start: Date; eind: Date; door: 'ONDERNEMER' | 'ADVISEUR'; reden: string | null };

function pendingMoveOf(a: CalendarAppointmentRow): PendingMove | null {
  return a.verplaatsingStart && a.verplaatsingEind && a.verplaatsingDoor
    ? { start: a.verplaatsingStart, eind: a.verplaatsingEind, door: a.verplaatsingDoor, reden: a.verplaatsingReden }
    : null;
}

export function toCalendarEvents(
  window: Interval,
  blocks: readonly AvailabilityRow[],
  appointments: readonly CalendarAppointmentRow[],
): TCalendarEvent[] {
  const events: TCalendarEvent[] = blocks.map((b) => ({
    id: b.id,
    soort: 'BESCHIKBAARHEID',
    start: formatInstant(b.start),
    end: formatInstant(b.eind),
    titel: b.notitie ?? AVAILABLE_TITLE,
    status: null,
    voorgesteldDoor: null,
    reeksId: b.reeksId,
    afspraakId: null,
    verplaatsing: null,
  }));
  for (const a of appointments) {
    const move = pendingMoveOf(a);
    if (overlaps({ start: a.start, end: a.eind }, window))
      events.push({
        id: a.id,
        soort: 'AFSPRAAK',
        start: formatInstant(a.start),
        end: formatInstant(a.eind),
        titel: a.onderwerp,
        status: a.status,
        voorgesteldDoor: a.voorgesteldDoor,
        reeksId: null,
        afspraakId: a.id,
        verplaatsing: move
          ? {
              start: formatInstant(move.start),
              end: formatInstant(move.eind),
              voorgesteldDoor: move.door,
              reden: move.reden,
            }
          : null,
      });
    if (move && overlaps({ start: move.start, end: move.eind }, window))
      events.push({
        id: a.id,
        soort: 'VERPLAATSING',
        start: formatInstant(move.start),
        end: formatInstant(move.eind),
        titel: a.onderwerp,
        status: null,
        voorgesteldDoor: move.door,
        reeksId: null,
        afspraakId: a.id,
        verplaatsing: null,
      });
  }
  // stable: equal starts of one kind keep the order they came in (appointments by start)
  return events.sort((x, y) => Date.parse(x.start) - Date.parse(y.start) || ORDER[x.soort] - ORDER[y.soort]);
}
