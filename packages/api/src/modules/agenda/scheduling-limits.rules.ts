// Input limits for appointments, availability blocks and calendar periods. Pure: each check returns
// field errors (empty when fine), the service turns them into a 400.
import type { FieldError } from '../../errors/domain-error.ts';
import type { Interval } from './intervals.rules.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** An appointment lasts at most 8 hours. */
export const MAX_APPOINTMENT_MS = 8 * HOUR_MS;
/** An availability block lasts at most 24 hours. */
export const MAX_AVAILABILITY_MS = 24 * HOUR_MS;
/** A period (from/to, a recurring series) spans at most 3 months, counted as 92 days. */
export const MAX_PERIOD_MS = 92 * DAY_MS;
/** Nothing is planned more than two years ahead. */
export const MAX_AHEAD_MS = 2 * 366 * DAY_MS;

function startBeforeEnd(i: Interval, names: [string, string]): FieldError[] {
  if (i.start.getTime() >= i.end.getTime())
    return [{ path: names[1], message: `${names[1]} moet na ${names[0]} liggen`, code: 'END_BEFORE_START' }];
  return [];
}

export function checkAppointmentWindow(i: Interval, now: Date, { allowPast = false } = {}): FieldError[] {
  const errors = startBeforeEnd(i, ['start', 'end']);
  if (errors.length) return errors;
  if (i.end.getTime() - i.start.getTime() > MAX_APPOINTMENT_MS)
    errors.push({ path: 'end', message: 'een afspraak duurt hoogstens 8 uur' });
  if (!allowPast && i.start.getTime() < now.getTime())
    errors.push({ path: 'start', message: 'een afspraak kan niet in het verleden beginnen' });
  if (i.start.getTime() - now.getTime() > MAX_AHEAD_MS)
    errors.push({ path: 'start', message: 'hoogstens twee jaar vooruit' });
  return errors;
}

export function checkAvailabilityWindow(i: Interval, now: Date): FieldError[] {
  const errors = startBeforeEnd(i, ['start', 'end']);
  if (errors.length) return errors;
  if (i.end.getTime() - i.start.getTime() > MAX_AVAILABILITY_MS)
    errors.push({ path: 'end', message: 'een beschikbaarheidsblok duurt hoogstens 24 uur' });
  if (i.end.getTime() <= now.getTime())
    errors.push({ path: 'end', message: 'beschikbaarheid in het verleden heeft geen zin' });
  if (i.start.getTime() - now.getTime() > MAX_AHEAD_MS)
    errors.push({ path: 'start', message: 'hoogstens twee jaar vooruit' });
  return errors;
}

export function checkPeriod(p: Interval): FieldError[] {
  const errors = startBeforeEnd(p, ['from', 'to']);
  if (errors.length) return errors;
  if (p.end.getTime() - p.start.getTime() > MAX_PERIOD_MS)
    errors.push({ path: 'to', message: 'een periode beslaat hoogstens 3 maanden (92 dagen)' });
  return errors;
}
