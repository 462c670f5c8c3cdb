import { describe, expect, it } from 'vitest';
import type { AvailabilityRow, CalendarAppointmentRow } from './availability.repository.ts';
import { toCalendarEvents } from './calendar-events.mapping.ts';

const at = (iso: string) => new Date(iso);
// the week of Monday 22 March 2027 in Amsterdam (winter time until Sunday 28 March 02:00)
const WEEK = { start: at('2027-03-21T23:00:00Z'), end: at('2027-03-28T22:00:00Z') };

const block: AvailabilityRow = {
  id: 'blok1',
  adviseurId: 'adv',
  start: at('2027-03-27T08:00:00Z'),
  eind: at('2027-03-27T10:00:00Z'),
  notitie: null,
  reeksId: null,
  aangemaaktOp: at('2027-01-01T00:00:00Z'),
};
const appointment = (over: Partial<CalendarAppointmentRow> & { id: string }): CalendarAppointmentRow => ({
  start: at('2027-03-27T08:00:00Z'),
  eind: at('2027-03-27T08:30:00Z'),
  status: 'BEVESTIGD',
  onderwerp: 'Gesprek',
  voorgesteldDoor: 'ONDERNEMER',
  verplaatsingStart: null,
  verplaatsingEind: null,
  verplaatsingDoor: null,
  verplaatsingReden: null,
  ...over,
});
const move = (start: string, end: string, door: 'ONDERNEMER' | 'ADVISEUR' = 'ONDERNEMER') => ({
  verplaatsingStart: at(start),
  verplaatsingEind: at(end),
  verplaatsingDoor: door,
  verplaatsingReden: 'Zaterdag lukt niet',
});

describe('toCalendarEvents', () => {
  it('gives blocks and appointments as before, with afspraakId and no move', () => {
    const events = toCalendarEvents(WEEK, [block], [appointment({ id: 'a1', status: 'VOORGESTELD' })]);
    expect(events).toEqual([
      {
        id: 'blok1',
        soort: 'BESCHIKBAARHEID',
        start: '2027-03-27T09:00:00+01:00',
        end: '2027-03-27T11:00:00+01:00',
        titel: 'Beschikbaar',
        status: null,
        voorgesteldDoor: null,
        reeksId: null,
        afspraakId: null,
        verplaatsing: null,
      },
      {
        id: 'a1',
        soort: 'AFSPRAAK',
        start: '2027-03-27T09:00:00+01:00',
        end: '2027-03-27T09:30:00+01:00',
        titel: 'Gesprek',
        status: 'VOORGESTELD',
        voorgesteldDoor: 'ONDERNEMER',
        reeksId: null,
        afspraakId: 'a1',
        verplaatsing: null,
      },
    ]);
  });

  it('a pending move inside the period: the appointment at its confirmed time carries the move, and the new time is a VERPLAATSING event', () => {
    // Saturday 09:00 CET → proposed Sunday 10:00 CEST (after the change to summer time)
    const a = appointment({ id: 'a1', ...move('2027-03-28T08:00:00Z', '2027-03-28T08:30:00Z', 'ADVISEUR') });
    const events = toCalendarEvents(WEEK, [], [a]);
    expect(events.map((e) => [e.soort, e.id, e.afspraakId, e.start, e.status, e.voorgesteldDoor])).toEqual([
      ['AFSPRAAK', 'a1', 'a1', '2027-03-27T09:00:00+01:00', 'BEVESTIGD', 'ONDERNEMER'],
      ['VERPLAATSING', 'a1', 'a1', '2027-03-28T10:00:00+02:00', null, 'ADVISEUR'],
    ]);
    expect(events[0]!.verplaatsing).toEqual({
      start: '2027-03-28T10:00:00+02:00',
      end: '2027-03-28T10:30:00+02:00',
      voorgesteldDoor: 'ADVISEUR',
      reden: 'Zaterdag lukt niet',
    });
    expect(events[1]).toMatchObject({
      titel: 'Gesprek',
      end: '2027-03-28T10:30:00+02:00',
      verplaatsing: null,
      reeksId: null,
    });
  });

  it('only the half in the period shows: a move into next week marks the appointment; a move into this week from elsewhere is a VERPLAATSING alone', () => {
    const out = appointment({ id: 'out', ...move('2027-03-29T07:00:00Z', '2027-03-29T07:30:00Z') });
    const inbound = appointment({
      id: 'in',
      start: at('2027-03-15T08:00:00Z'),
      eind: at('2027-03-15T08:30:00Z'),
      ...move('2027-03-26T08:00:00Z', '2027-03-26T08:30:00Z'),
    });
    const events = toCalendarEvents(WEEK, [], [inbound, out]);
    expect(events.map((e) => [e.soort, e.id, e.start])).toEqual([
      ['VERPLAATSING', 'in', '2027-03-26T09:00:00+01:00'],
      ['AFSPRAAK', 'out', '2027-03-27T09:00:00+01:00'],
    ]);
    expect(events[1]!.verplaatsing?.start).toBe('2027-03-29T09:00:00+02:00');
  });

  it('half-open: a move that ends where the period starts is not in it', () => {
    const a = appointment({ id: 'a1', ...move('2027-03-21T22:30:00Z', '2027-03-21T23:00:00Z') });
    expect(toCalendarEvents(WEEK, [], [a]).map((e) => e.soort)).toEqual(['AFSPRAAK']);
  });

  it('at one start: the block, then the appointment, then the proposed time', () => {
    const moved = appointment({
      id: 'moved',
      start: at('2027-03-26T08:00:00Z'),
      eind: at('2027-03-26T08:30:00Z'),
      ...move('2027-03-27T08:00:00Z', '2027-03-27T08:30:00Z'),
    });
    const cancelled = appointment({ id: 'weg', status: 'GEANNULEERD' });
    const events = toCalendarEvents(WEEK, [block], [moved, cancelled]);
    expect(events.map((e) => [e.soort, e.id])).toEqual([
      ['AFSPRAAK', 'moved'],
      ['BESCHIKBAARHEID', 'blok1'],
      ['AFSPRAAK', 'weg'],
      ['VERPLAATSING', 'moved'],
    ]);
  });
});
