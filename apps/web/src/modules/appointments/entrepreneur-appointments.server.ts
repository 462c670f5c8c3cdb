// What the entrepreneur's appointments page shows first, read on the server in one go: his
// appointments, the advisers, and, when there is one adviser to choose, the first week with free
// time in the zone the browser reported (viewer-time-zone.server.ts), laid out (slot-grid.view.ts).
// The page is then complete in its first HTML; the client's queries start from this data.
import { getI18n } from '~/i18n/server.ts';
import { serverApi } from '~/trpc/server.ts';
import type { EntrepreneurAppointmentsInitial } from './components/entrepreneur-appointments.tsx';
import { gridView } from './slot-grid.view.ts';
import { reportedTimeZone } from './viewer-time-zone.server.ts';
import { todayIn } from './zoned-format.ts';

export async function entrepreneurAppointmentsData(): Promise<EntrepreneurAppointmentsInitial> {
  const [api, { timeZone, offsets }, { t, locale }] = await Promise.all([serverApi(), reportedTimeZone(), getI18n()]);
  const [appointments, advisers] = await Promise.all([api.appointments.list(), api.availability.advisers()]);
  const adviserId = advisers.length === 1 ? advisers[0]!.id : '';
  let grid: EntrepreneurAppointmentsInitial['grid'] = null;
  if (adviserId) {
    const today = todayIn(timeZone);
    let week = await api.availability.weekSlots({ adviserId, week: today, tz: timeZone });
    if (week.volgendeVrij)
      week = await api.availability.weekSlots({ adviserId, week: week.volgendeVrij, tz: timeZone });
    grid = { week, view: gridView(week, { adviserId, timeZone, locale, durationMinutes: 30, today, t }) };
  }
  return { appointments, advisers, timeZone, offsets, adviserId, grid };
}
