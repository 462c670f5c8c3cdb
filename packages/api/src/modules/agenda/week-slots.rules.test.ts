import { describe, expect, it } from 'vitest';
import { zonedParts, zonedToUtc } from '../../shared/zoned-time.ts';
import { firstFreeDate, weekSlots, weekSpan } from './week-slots.rules.ts';

const AMS = 'Europe/Amsterdam';
const at = (iso: string) => new Date(iso);
const block = (start: string, end: string) => ({ start: at(start), end: at(end) });
const local = (d: Date, tz = AMS) => zonedParts(d, tz).time;
const PAST = at('2020-01-01T00:00:00Z');

describe('weekSlots', () => {
  it('spring forward (29 March 2026): Sunday has 23 hours and the local times stay on the half hour', () => {
    const days = weekSlots({
      weekStart: '2026-03-23',
      timeZone: AMS,
      // Sunday 00:00 CET (23:00Z Saturday) to 05:00 CEST (03:00Z): 4 local hours, not 5
      blocks: [
        block('2026-03-28T23:00:00Z', '2026-03-29T03:00:00Z'),
        block('2026-03-27T09:00:00Z', '2026-03-27T10:00:00Z'),
      ],
      busy: [],
      slotMinutes: 30,
      now: PAST,
    });
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    const sunday = days[6]!;
    expect(sunday.end.getTime() - sunday.start.getTime()).toBe(23 * 3_600_000);
    expect(sunday.slots.map((s) => local(s.start))).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
    // Friday (CET): 10:00 and 10:30 local, from 09:00Z
    expect(days[4]!.slots.map((s) => local(s.start))).toEqual(['10:00', '10:30']);
    expect(days[4]!.slots[0]!.start.toISOString()).toBe('2026-03-27T09:00:00.000Z');
  });

  it('fall back (25 October 2026): Sunday has 25 hours and 02:00 comes twice', () => {
    const days = weekSlots({
      weekStart: '2026-10-19',
      timeZone: AMS,
      blocks: [
        block('2026-10-24T22:00:00Z', '2026-10-25T03:00:00Z'),
        block('2026-10-26T09:00:00Z', '2026-10-26T10:00:00Z'),
      ],
      busy: [],
      slotMinutes: 30,
      now: PAST,
    });
    const sunday = days[6]!;
    expect(sunday.end.getTime() - sunday.start.getTime()).toBe(25 * 3_600_000);
    expect(sunday.slots.map((s) => local(s.start))).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
    // the Monday after is in the next week; this week's Saturday 24 October is still summer time
    expect(weekSpan('2026-10-19', AMS).start.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(weekSpan('2026-10-19', AMS).end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    const next = weekSlots({
      weekStart: '2026-10-26',
      timeZone: AMS,
      blocks: [block('2026-10-26T09:00:00Z', '2026-10-26T10:00:00Z')],
      busy: [],
      slotMinutes: 30,
      now: PAST,
    });
    expect(next[0]!.slots.map((s) => local(s.start))).toEqual(['10:00', '10:30']);
  });

  it('leaves out a slot that straddles the end of a block, and one that straddles a busy appointment', () => {
    const [day] = weekSlots({
      weekStart: '2026-11-24',
      days: 1,
      timeZone: AMS,
      // 10:15–12:15 local (CET)
      blocks: [block('2026-11-24T09:15:00Z', '2026-11-24T11:15:00Z')],
      busy: [block('2026-11-24T10:00:00Z', '2026-11-24T10:45:00Z')],
      slotMinutes: 30,
      now: PAST,
    });
    // 10:00 and 12:00 straddle the block's edges; 11:00 and 11:30 overlap the appointment
    expect(day!.slots.map((s) => local(s.start))).toEqual(['10:30']);
  });

  it('joins adjacent blocks and skips slots that have started', () => {
    const [day] = weekSlots({
      weekStart: '2026-11-24',
      days: 1,
      timeZone: AMS,
      blocks: [
        block('2026-11-24T09:00:00Z', '2026-11-24T09:45:00Z'),
        block('2026-11-24T09:45:00Z', '2026-11-24T11:00:00Z'),
      ],
      busy: [],
      slotMinutes: 30,
      now: at('2026-11-24T09:10:00Z'),
    });
    expect(day!.slots.map((s) => local(s.start))).toEqual(['10:30', '11:00', '11:30']);
  });

  it('shows the same instants in another zone, on that zone’s days', () => {
    const blocks = [block('2026-03-29T07:00:00Z', '2026-03-29T08:00:00Z')];
    const ny = weekSlots({
      weekStart: '2026-03-23',
      timeZone: 'America/New_York',
      blocks,
      busy: [],
      slotMinutes: 30,
      now: PAST,
    });
    const sunday = ny[6]!;
    expect(sunday.slots.map((s) => local(s.start, 'America/New_York'))).toEqual(['03:00', '03:30']);
    expect(zonedToUtc('2026-03-29', '03:00', 'America/New_York').toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('supports other slot lengths and refuses nonsense', () => {
    const [day] = weekSlots({
      weekStart: '2026-11-24',
      days: 1,
      timeZone: AMS,
      blocks: [block('2026-11-24T09:00:00Z', '2026-11-24T11:00:00Z')],
      busy: [],
      slotMinutes: 60,
      now: PAST,
    });
    expect(day!.slots.map((s) => local(s.start))).toEqual(['10:00', '11:00']);
    expect(() =>
      weekSlots({ weekStart: '2026-11-24', timeZone: AMS, blocks: [], busy: [], slotMinutes: 0, now: PAST }),
    ).toThrow(RangeError);
  });

  it('finds the first local date with a free slot, or none', () => {
    const blocks = [block('2026-12-09T23:30:00Z', '2026-12-10T00:30:00Z')];
    // 00:30 on 10 December in Amsterdam; 18:30 on 9 December in New York
    expect(
      firstFreeDate({ weekStart: '2026-11-30', days: 28, timeZone: AMS, blocks, busy: [], slotMinutes: 30, now: PAST }),
    ).toBe('2026-12-10');
    expect(
      firstFreeDate({
        weekStart: '2026-11-30',
        days: 28,
        timeZone: 'America/New_York',
        blocks,
        busy: [],
        slotMinutes: 30,
        now: PAST,
      }),
    ).toBe('2026-12-09');
    expect(
      firstFreeDate({
        weekStart: '2026-11-30',
        days: 28,
        timeZone: AMS,
        blocks,
        busy: blocks,
        slotMinutes: 30,
        now: PAST,
      }),
    ).toBeNull();
    expect(
      firstFreeDate({ weekStart: '2026-11-30', days: 7, timeZone: AMS, blocks, busy: [], slotMinutes: 30, now: PAST }),
    ).toBeNull();
  });
});
