import { describe, expect, it } from 'vitest';
import { appointmentMail, appointmentMessage, formatWhen } from './appointment-messages.ts';

const start = new Date('2026-03-31T07:00:00Z');
const eind = new Date('2026-03-31T08:00:00Z');

describe('appointment messages', () => {
  it('shows Amsterdam time in Dutch and English', () => {
    expect(formatWhen(start, eind, 'NL')).toBe('dinsdag 31 maart 2026, 09:00–10:00');
    expect(formatWhen(start, eind, 'EN')).toBe('Tuesday, 31 March 2026, 09:00–10:00');
  });
  it('names the other party, place and reason', () => {
    const m = appointmentMessage(
      'GEANNULEERD',
      { onderwerp: 'IKV bespreken', start, eind, locatie: 'Kantoor', ander: 'Ada Adviseur', reden: 'ziek' },
      'NL',
    );
    expect(m.titel).toBe('Afspraak geannuleerd');
    expect(m.bericht).toContain('Ada Adviseur');
    expect(m.bericht).toContain('Locatie: Kantoor.');
    expect(m.bericht).toContain('Reden: ziek');
    const mail = appointmentMail(
      'BEVESTIGD',
      { onderwerp: 'IKV', start, eind, locatie: null, ander: 'Jan' },
      'EN',
      'Ada',
    );
    expect(mail.onderwerp).toBe('Appointment confirmed: IKV');
    expect(mail.tekst).toMatch(/^Dear Ada,/);
  });
  it('gives the proposed and the current time of a move of a confirmed appointment, and the outcome of the decision', () => {
    const nieuw = { start: new Date('2026-04-01T07:00:00Z'), eind: new Date('2026-04-01T08:00:00Z') };
    const nl = appointmentMessage(
      'VERPLAATST',
      { onderwerp: 'IKV', ...nieuw, locatie: null, ander: 'Jan', huidig: { start, eind } },
      'NL',
    );
    expect(nl.bericht).toContain(
      'voorgesteld nieuw tijdstip: woensdag 1 april 2026, 09:00–10:00; huidig tijdstip (blijft staan tot u accepteert): dinsdag 31 maart 2026, 09:00–10:00.',
    );
    expect(
      appointmentMessage('VERPLAATSING_GEACCEPTEERD', { onderwerp: 'IKV', ...nieuw, locatie: null, ander: 'Ada' }, 'EN')
        .titel,
    ).toBe('New time confirmed');
    const declined = appointmentMessage(
      'VERPLAATSING_AFGEWEZEN',
      { onderwerp: 'IKV', start, eind, locatie: null, ander: 'Ada' },
      'NL',
    );
    expect(declined.titel).toBe('Nieuw tijdstip afgewezen');
    expect(declined.bericht).toContain('De afspraak blijft op het bevestigde tijdstip.');
  });
});
