import { describe, expect, it } from 'vitest';
import { dateLabel, gridOf, slotLabel, todayIn } from './zoned-format.ts';

describe('booking grid formatting', () => {
  it('shows a slot like "di 24 nov 2026, 14:00 – 14:30" in the viewer’s zone', () => {
    const slot = { start: '2026-11-24T13:00:00Z', end: '2026-11-24T13:30:00Z' };
    expect(slotLabel(slot, 'Europe/Amsterdam', 'nl')).toBe('di 24 nov 2026, 14:00 – 14:30');
    expect(slotLabel(slot, 'America/New_York', 'nl')).toBe('di 24 nov 2026, 08:00 – 08:30');
    expect(slotLabel(slot, 'Europe/Amsterdam', 'en')).toBe('Tue, 24 Nov 2026, 14:00 – 14:30');
    expect(dateLabel('2027-03-28', 'nl', false)).toBe('zo 28 mrt');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-25');
  });

  it('puts the same clock time of different days in one row, and the doubled autumn hour in two', () => {
    const days = [
      { datum: '2026-10-24', slots: [{ start: '2026-10-24T00:00:00Z', end: '2026-10-24T00:30:00Z' }] }, // 02:00 CEST
      {
        datum: '2026-10-25',
        slots: [
          { start: '2026-10-25T00:00:00Z', end: '2026-10-25T00:30:00Z' }, // 02:00 CEST
          { start: '2026-10-25T01:00:00Z', end: '2026-10-25T01:30:00Z' }, // 02:00 CET
          { start: '2026-10-25T08:00:00Z', end: '2026-10-25T08:30:00Z' }, // 09:00 CET
        ],
      },
    ];
    const { rows, cells } = gridOf(days, 'Europe/Amsterdam', 'nl');
    expect(rows.map((r) => r.key)).toEqual(['02:00#0', '02:00#1', '09:00#0']);
    expect(cells[0]!.get('02:00#0')!.ambiguous).toBe(false);
    expect(cells[1]!.get('02:00#1')!.slot.start).toBe('2026-10-25T01:00:00Z');
    expect(cells[1]!.get('02:00#1')!.ambiguous).toBe(true);
    expect(slotLabel(cells[1]!.get('02:00#1')!.slot, 'Europe/Amsterdam', 'nl', true)).toMatch(
      /^zo 25 okt 2026, 02:00 (CET|GMT\+1) – 02:30 (CET|GMT\+1)$/,
    );
  });
});
