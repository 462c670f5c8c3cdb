import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import { bookableStarts, gridView, gridViewKey } from './slot-grid.view.ts';

const slot = (start: string, end: string) => ({ start, end });
const week = {
  week: '2026-11-30',
  slotMinuten: 30,
  dagen: [
    { datum: '2026-11-30', slots: [] },
    // 09:00–10:00 and 11:00 Amsterdam on Tuesday
    {
      datum: '2026-12-01',
      slots: [
        slot('2026-12-01T08:00:00Z', '2026-12-01T08:30:00Z'),
        slot('2026-12-01T08:30:00Z', '2026-12-01T09:00:00Z'),
        slot('2026-12-01T10:00:00Z', '2026-12-01T10:30:00Z'),
      ],
    },
    ...['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((datum) => ({ datum, slots: [] })),
  ],
};
const options = {
  adviserId: 'a1',
  timeZone: 'Europe/Amsterdam',
  locale: 'nl' as const,
  durationMinutes: 30,
  today: '2026-11-26',
  t: nl,
};

describe('the booking grid view', () => {
  it('words the week, the rows and each free start for the viewer', () => {
    const view = gridView(week, options);
    expect(view.key).toBe(gridViewKey(options, '2026-11-30'));
    expect(view.thisWeek).toBe('2026-11-23');
    expect(view.heading).toBe('Week van ma 30 nov t/m zo 6 dec 2026');
    expect(view.rows.map((r) => r.label)).toEqual(['09:00', '09:30', '11:00']);
    expect(view.firstFree).toBe(1);
    expect(view.days[1]!.label).toBe('di 1 dec 2026');
    expect(view.days[1]!.cells['09:30#0']).toEqual({
      slot: week.dagen[1]!.slots[1],
      label: '09:30',
      name: 'di 1 dec 2026, 09:30 – 10:00 vrij',
    });
    expect(Object.keys(view.days[0]!.cells)).toEqual([]);
    // the same instants in New York, in English
    const ny = gridView(week, { ...options, timeZone: 'America/New_York', locale: 'en', t: en });
    expect(ny.rows.map((r) => r.label)).toEqual(['03:00', '03:30', '05:00']);
    expect(ny.key).not.toBe(view.key);
  });

  it('offers only starts with the whole duration free', () => {
    const hour = bookableStarts(week, 60);
    expect(hour[1]!.slots).toEqual([slot('2026-12-01T08:00:00Z', '2026-12-01T09:00:00.000Z')]);
    expect(gridView(week, { ...options, durationMinutes: 60 }).rows.map((r) => r.label)).toEqual(['09:00']);
  });
});
