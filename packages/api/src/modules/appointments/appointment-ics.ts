// iCalendar text (RFC 5545 / iTIP RFC 5546) of appointments. Pure: no database, no clock. One UID per
// appointment (`<id>@ikv-service`) for its whole life; SEQUENCE is the appointment's `volgnummer`,
// raised on every move and ending, so calendar clients replace the old version. An e-mailed
// invitation is METHOD:REQUEST (new or moved times; STATUS CONFIRMED or TENTATIVE) or METHOD:CANCEL
// (STATUS:CANCELLED); the feed and downloads are METHOD:PUBLISH.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { createEvents, type EventAttributes } from 'ics';
import { icsParam, icsText, refoldIcs } from './ical-text.rules.ts';

const PRODUCT_ID = '-//IKV-service//Afspraken//NL';

type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface IcsAppointment {
  id: string;
  start: Date;
  eind: Date;
  onderwerp: string;
  locatie: string | null;
  reden: string | null;
  status: 'VOORGESTELD' | 'BEVESTIGD' | 'AFGEWEZEN' | 'GEANNULEERD';
  volgnummer: number;
  aangemaaktOp: Date;
  bijgewerktOp: Date;
  adviseur: { voornaam: string; achternaam: string; email: string };
  ondernemer: { voornaam: string; achternaam: string; email: string };
}

const appointmentUid = (id: string) => `${id}@ikv-service`;

const statusOf = (a: IcsAppointment, method: IcsMethod): EventAttributes['status'] =>
  method === 'CANCEL' || a.status === 'GEANNULEERD' || a.status === 'AFGEWEZEN'
    ? 'CANCELLED'
    : a.status === 'BEVESTIGD'
      ? 'CONFIRMED'
      : 'TENTATIVE';

export function toIcsEvent(
  a: IcsAppointment,
  viewer: 'ADVISEUR' | 'ONDERNEMER',
  method: IcsMethod = 'PUBLISH',
  taal: TaalVoorkeur = 'NL',
): EventAttributes {
  const other = viewer === 'ADVISEUR' ? a.ondernemer : a.adviseur;
  const status = statusOf(a, method);
  const met = taal === 'EN' ? 'Appointment with' : 'Afspraak met';
  const reason = taal === 'EN' ? 'Reason' : 'Reden';
  return {
    uid: appointmentUid(a.id),
    sequence: a.volgnummer,
    start: a.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: a.eind.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    // free text is made safe for iCalendar here (ical-text.rules): no line or quote breaks out of its property
    title: icsText(a.onderwerp),
    description: icsText(`${met} ${other.voornaam} ${other.achternaam}${a.reden ? `\n${reason}: ${a.reden}` : ''}`),
    ...(a.locatie ? { location: icsText(a.locatie) } : {}),
    status,
    busyStatus: status === 'CONFIRMED' ? 'BUSY' : status === 'TENTATIVE' ? 'TENTATIVE' : 'FREE',
    created: a.aangemaaktOp.getTime(),
    lastModified: a.bijgewerktOp.getTime(),
    organizer: { name: icsParam(`${a.adviseur.voornaam} ${a.adviseur.achternaam}`), email: a.adviseur.email },
    attendees: [
      {
        name: icsParam(`${a.ondernemer.voornaam} ${a.ondernemer.achternaam}`),
        email: a.ondernemer.email,
        rsvp: false,
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
}

/** A VCALENDAR of the events with the given method; an empty list is still a valid (empty) calendar. */
export function renderIcs(events: EventAttributes[], calName: string, method: IcsMethod = 'PUBLISH'): string {
  if (events.length === 0) {
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      `PRODID:${PRODUCT_ID}`,
      `METHOD:${method}`,
      `X-WR-CALNAME:${calName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, method, calName });
  if (error || !value) throw new Error(`iCalendar could not be built: ${error?.message ?? 'empty'}`);
  return refoldIcs(value);
}

/** The invitation for one party's mail: REQUEST with the current times, or CANCEL. */
export function invitationIcs(
  a: IcsAppointment,
  viewer: 'ADVISEUR' | 'ONDERNEMER',
  method: 'REQUEST' | 'CANCEL',
  taal: TaalVoorkeur,
): string {
  return renderIcs([toIcsEvent(a, viewer, method, taal)], 'IKV-afspraak', method);
}
