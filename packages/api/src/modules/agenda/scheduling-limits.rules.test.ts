import { describe, expect, it } from 'vitest';
import { checkAppointmentWindow, checkAvailabilityWindow, checkPeriod } from './scheduling-limits.rules.ts';

const now = new Date('2026-03-01T12:00:00Z');
const d = (s: string) => new Date(s);

describe('scheduling limits', () => {
  it('needs start before end', () => {
    expect(
      checkAppointmentWindow({ start: d('2026-03-02T10:00:00Z'), end: d('2026-03-02T10:00:00Z') }, now)[0]?.path,
    ).toBe('end');
    expect(
      checkAvailabilityWindow({ start: d('2026-03-02T11:00:00Z'), end: d('2026-03-02T10:00:00Z') }, now)[0]?.path,
    ).toBe('end');
    expect(checkPeriod({ start: d('2026-03-02T11:00:00Z'), end: d('2026-03-02T10:00:00Z') })[0]?.path).toBe('to');
  });
  it('allows 8 hours per appointment, not more', () => {
    expect(checkAppointmentWindow({ start: d('2026-03-02T08:00:00Z'), end: d('2026-03-02T16:00:00Z') }, now)).toEqual(
      [],
    );
    expect(
      checkAppointmentWindow({ start: d('2026-03-02T08:00:00Z'), end: d('2026-03-02T16:01:00Z') }, now)[0]?.message,
    ).toMatch(/8 uur/);
  });
  it('refuses appointments in the past', () => {
    expect(
      checkAppointmentWindow({ start: d('2026-03-01T11:00:00Z'), end: d('2026-03-01T13:00:00Z') }, now)[0]?.path,
    ).toBe('start');
  });
  it('allows periods of at most 3 months', () => {
    expect(checkPeriod({ start: d('2026-03-01T00:00:00Z'), end: d('2026-06-01T00:00:00Z') })).toEqual([]);
    expect(checkPeriod({ start: d('2026-03-01T00:00:00Z'), end: d('2026-06-02T00:00:01Z') })[0]?.path).toBe('to');
  });
  it('limits availability blocks to 24 hours', () => {
    expect(checkAvailabilityWindow({ start: d('2026-03-02T08:00:00Z'), end: d('2026-03-03T08:00:00Z') }, now)).toEqual(
      [],
    );
    expect(
      checkAvailabilityWindow({ start: d('2026-03-02T08:00:00Z'), end: d('2026-03-03T08:30:00Z') }, now),
    ).toHaveLength(1);
  });
});
