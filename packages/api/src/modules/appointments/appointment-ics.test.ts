import { describe, expect, it } from 'vitest';
import { invitationIcs, renderIcs, toIcsEvent, type IcsAppointment } from './appointment-ics.ts';

const base: IcsAppointment = {
  id: 'afs1',
  start: new Date('2026-10-26T13:00:00Z'),
  eind: new Date('2026-10-26T13:30:00Z'),
  onderwerp: 'Hypotheekgesprek',
  locatie: null,
  reden: null,
  status: 'BEVESTIGD',
  volgnummer: 0,
  aangemaaktOp: new Date('2026-10-20T08:00:00Z'),
  bijgewerktOp: new Date('2026-10-21T08:00:00Z'),
  adviseur: { voornaam: 'Anne', achternaam: 'Adviseur', email: 'anne@test.nl' },
  ondernemer: { voornaam: 'Bram', achternaam: 'Boer', email: 'bram@test.nl' },
};

/** Unfolded content lines of the first VEVENT (RFC 5545 folds at 75 octets). */
function event(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const out: Record<string, string> = {};
  let inside = false;
  for (const l of lines) {
    if (l === 'BEGIN:VEVENT') inside = true;
    else if (l === 'END:VEVENT') inside = false;
    else if (inside) {
      const key = l.split(/[:;]/)[0]!;
      out[key] ??= l.slice(l.indexOf(':') + 1);
    }
  }
  return out;
}

describe('appointment iCalendar', () => {
  it('a confirmation is a REQUEST with the UTC times, SEQUENCE from volgnummer, CONFIRMED', () => {
    const ics = invitationIcs(base, 'ONDERNEMER', 'REQUEST', 'NL');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
    const e = event(ics);
    expect(e.UID).toBe('afs1@ikv-service');
    expect(e.SEQUENCE).toBe('0');
    expect(e.STATUS).toBe('CONFIRMED');
    expect(e.DTSTART).toBe('20261026T130000Z');
    expect(e.DTEND).toBe('20261026T133000Z');
    expect(e.DESCRIPTION).toBe('Afspraak met Anne Adviseur');
  });

  it('a move is a REQUEST with the new times, same UID, higher SEQUENCE, TENTATIVE until decided', () => {
    const moved = {
      ...base,
      status: 'VOORGESTELD' as const,
      volgnummer: 1,
      start: new Date('2026-10-27T09:00:00Z'),
      eind: new Date('2026-10-27T09:30:00Z'),
      reden: 'Ziek',
    };
    const e = event(invitationIcs(moved, 'ADVISEUR', 'REQUEST', 'EN'));
    expect(e.UID).toBe('afs1@ikv-service');
    expect(e.SEQUENCE).toBe('1');
    expect(e.STATUS).toBe('TENTATIVE');
    expect(e.DTSTART).toBe('20261027T090000Z');
    expect(e.DESCRIPTION).toBe('Appointment with Bram Boer\\nReason: Ziek');
  });

  it('a cancellation is METHOD:CANCEL with STATUS:CANCELLED and the raised SEQUENCE', () => {
    const cancelled = { ...base, status: 'GEANNULEERD' as const, volgnummer: 2, reden: 'Verhinderd' };
    const ics = invitationIcs(cancelled, 'ONDERNEMER', 'CANCEL', 'NL');
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    const e = event(ics);
    expect(e.STATUS).toBe('CANCELLED');
    expect(e.SEQUENCE).toBe('2');
    expect(e.UID).toBe('afs1@ikv-service');
  });

  it('the feed is PUBLISH; an empty feed is still a calendar', () => {
    const feed = renderIcs([toIcsEvent(base, 'ADVISEUR')], 'IKV-afspraken');
    expect(feed).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(renderIcs([], 'leeg')).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nPRODID:-//IKV-service//Afspraken//NL\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:leeg\r\nEND:VCALENDAR\r\n',
    );
  });
});
