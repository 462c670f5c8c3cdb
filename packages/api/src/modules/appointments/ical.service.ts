// iCalendar output (RFC 5545) of appointments: the caller's feed of confirmed appointments (cancelled
// ones stay in it as STATUS:CANCELLED so calendar clients remove them) and single-appointment files.
// UIDs are stable (`<id>@ikv-service`); SEQUENCE counts the appointment's history, so a change wins.
import { createEvents, type EventAttributes } from 'ics';
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { type CalendarRow, findCalendarAppointment, findCalendarAppointments } from './appointments.repository.ts';
import { partyFilterOf } from './appointments.service.ts';
import { icsParam, icsText, refoldIcs } from './ical-text.rules.ts';

const PRODUCT_ID = '-//IKV-service//Afspraken//NL';
const FEED_HISTORY_MS = 92 * 86_400_000;

export const appointmentUid = (id: string) => `${id}@ikv-service`;

const statusOf = (row: CalendarRow): EventAttributes['status'] =>
  row.status === 'BEVESTIGD' ? 'CONFIRMED' : row.status === 'VOORGESTELD' ? 'TENTATIVE' : 'CANCELLED';

function toEvent(row: CalendarRow, viewer: 'ADVISEUR' | 'ONDERNEMER'): EventAttributes {
  const other = viewer === 'ADVISEUR' ? row.ondernemer : row.adviseur;
  return {
    uid: appointmentUid(row.id),
    sequence: Math.max(0, row.gebeurtenissen.length - 1),
    start: row.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: row.eind.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: icsText(row.onderwerp),
    description: icsText(`Afspraak met ${other.voornaam} ${other.achternaam}${row.reden ? `\nReden: ${row.reden}` : ''}`),
    ...(row.locatie ? { location: icsText(row.locatie) } : {}),
    status: statusOf(row),
    busyStatus: row.status === 'BEVESTIGD' ? 'BUSY' : 'FREE',
    created: row.aangemaaktOp.getTime(),
    lastModified: row.bijgewerktOp.getTime(),
    organizer: { name: icsParam(`${row.adviseur.voornaam} ${row.adviseur.achternaam}`), email: row.adviseur.email },
    attendees: [{ name: icsParam(`${row.ondernemer.voornaam} ${row.ondernemer.achternaam}`), email: row.ondernemer.email, rsvp: false, role: 'REQ-PARTICIPANT' }],
  };
}

function render(events: EventAttributes[], calName: string): string {
  // ics refuses an empty list; an empty VCALENDAR is still a valid feed
  if (events.length === 0) {
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', `PRODID:${PRODUCT_ID}`, 'METHOD:PUBLISH', `X-WR-CALNAME:${calName}`, 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, method: 'PUBLISH', calName });
  if (error || !value) throw new DomainError('INTERNAL', `iCalendar kon niet worden gemaakt: ${error?.message ?? 'leeg'}`);
  return refoldIcs(value);
}

/** The caller's confirmed (and cancelled) appointments from 3 months ago on. */
export async function calendarFeed(ctx: AuthedContext): Promise<string> {
  const since = new Date(ctx.clock.now().getTime() - FEED_HISTORY_MS);
  const rows = await findCalendarAppointments(ctx.db, partyFilterOf(ctx), since);
  return render(rows.map((r) => toEvent(r, ctx.actor.rol)), 'IKV-afspraken');
}

/** One appointment of the caller as an .ics file. */
export async function appointmentIcs(ctx: AuthedContext, id: string): Promise<{ bestandsnaam: string; inhoud: string }> {
  const row = await findCalendarAppointment(ctx.db, id, partyFilterOf(ctx));
  if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND', 'Deze afspraak bestaat niet of is niet van u.');
  return { bestandsnaam: `afspraak-${row.start.toISOString().slice(0, 10)}-${row.id}.ics`, inhoud: render([toEvent(row, ctx.actor.rol)], 'IKV-afspraak') };
}
