// iCalendar output (RFC 5545) of appointments: the caller's feed of confirmed appointments (cancelled
// ones stay in it as STATUS:CANCELLED so calendar clients remove them) and single-appointment files.
// UIDs are stable (`<id>@ikv-service`); SEQUENCE is the appointment's volgnummer, so a change wins.
// A moved appointment that was confirmed stays in the feed as TENTATIVE until the other party decides.
import { DomainError } from '../../errors/domain-error.ts';
import type { TIcalInput } from './ical.schema.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { type CalendarRow, findCalendarAppointment, findCalendarAppointments } from './appointments.repository.ts';
import { partyFilterOf } from './appointments.service.ts';
import { renderIcs as renderCalendar, toIcsEvent } from './appointment-ics.ts';

const FEED_HISTORY_MS = 92 * 86_400_000;

const toEvent = (row: CalendarRow, viewer: 'ADVISEUR' | 'ONDERNEMER') => toIcsEvent(row, viewer, 'PUBLISH');

function render(events: ReturnType<typeof toEvent>[], calName: string): string {
  try {
    return renderCalendar(events, calName, 'PUBLISH');
  } catch (e) {
    throw new DomainError('INTERNAL', e instanceof Error ? e.message : 'iCalendar kon niet worden gemaakt');
  }
}

/** The caller's confirmed (and cancelled) appointments from 3 months ago on. */
export async function calendarFeed(ctx: AuthedContext): Promise<string> {
  const since = new Date(ctx.clock.now().getTime() - FEED_HISTORY_MS);
  const rows = await findCalendarAppointments(ctx.db, partyFilterOf(ctx), since);
  return render(
    rows.map((r) => toEvent(r, ctx.actor.rol)),
    'IKV-afspraken',
  );
}

/** One appointment of the caller as an .ics file. */
export async function appointmentIcs(
  ctx: AuthedContext,
  id: string,
): Promise<{ bestandsnaam: string; inhoud: string }> {
  const row = await findCalendarAppointment(ctx.db, id, partyFilterOf(ctx));
  if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND', 'Deze afspraak bestaat niet of is niet van u.');
  return {
    bestandsnaam: `afspraak-${row.start.toISOString().slice(0, 10)}-${row.id}.ics`,
    inhoud: render([toEvent(row, ctx.actor.rol)], 'IKV-afspraak'),
  };
}

/** appointments.ical (the web app): the one appointment's .ics with `id`, else the feed. */
export async function icalForWeb(ctx: AuthedContext, input: TIcalInput) {
  if (input?.id) return appointmentIcs(ctx, input.id);
  return { bestandsnaam: 'afspraken.ics', inhoud: await calendarFeed(ctx) };
}
