import { describe, expect, it } from 'vitest';
import { transition, type AfspraakStatus, type AppointmentAction, type Rol } from './appointment-state.rules.ts';

const S = (status: AfspraakStatus, voorgesteldDoor: Rol = 'ADVISEUR', verplaatsingDoor: Rol | null = null) => ({
  status,
  voorgesteldDoor,
  verplaatsingDoor,
});
const to = (r: ReturnType<typeof transition>) => (r.ok ? r.naar : 'X');
const done = (over: Record<string, unknown>) => ({
  ok: true,
  tijd: 'blijft',
  verplaatsingDoor: null,
  volgnummerOmhoog: false,
  overVerplaatsing: false,
  ...over,
});

describe('appointment state machine', () => {
  it('lets the entrepreneur accept or decline an adviser proposal', () => {
    expect(to(transition(S('VOORGESTELD', 'ADVISEUR'), 'ACCEPTEREN', 'ONDERNEMER'))).toBe('BEVESTIGD');
    expect(to(transition(S('VOORGESTELD', 'ADVISEUR'), 'AFWIJZEN', 'ONDERNEMER'))).toBe('AFGEWEZEN');
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'ACCEPTEREN', 'ONDERNEMER'))).toBe('X');
    expect(to(transition(S('VOORGESTELD', 'ADVISEUR'), 'ACCEPTEREN', 'ADVISEUR'))).toBe('X');
  });

  it('lets the adviser approve or reject an entrepreneur proposal', () => {
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'GOEDKEUREN', 'ADVISEUR'))).toBe('BEVESTIGD');
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'WEIGEREN', 'ADVISEUR'))).toBe('AFGEWEZEN');
    expect(to(transition(S('VOORGESTELD', 'ADVISEUR'), 'GOEDKEUREN', 'ADVISEUR'))).toBe('X');
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'GOEDKEUREN', 'ONDERNEMER'))).toBe('X');
  });

  it('cancels open and confirmed appointments, by either party', () => {
    expect(to(transition(S('BEVESTIGD'), 'ANNULEREN', 'ADVISEUR'))).toBe('GEANNULEERD');
    expect(to(transition(S('BEVESTIGD'), 'ANNULEREN', 'ONDERNEMER'))).toBe('GEANNULEERD');
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'ANNULEREN', 'ONDERNEMER'))).toBe('GEANNULEERD');
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'ANNULEREN', 'ADVISEUR'))).toBe('GEANNULEERD');
    for (const s of ['AFGEWEZEN', 'GEANNULEERD'] as const)
      expect(to(transition(S(s), 'ANNULEREN', 'ADVISEUR'))).toBe('X');
  });

  it('moves an open proposal at once, as a new proposal by whoever moves it; the other party decides', () => {
    expect(transition(S('VOORGESTELD', 'ADVISEUR'), 'VERPLAATSEN', 'ONDERNEMER')).toEqual(
      done({ naar: 'VOORGESTELD', voorgesteldDoor: 'ONDERNEMER', tijd: 'direct', volgnummerOmhoog: true }),
    );
    // after the entrepreneur moved it, the adviser approves, the entrepreneur cannot accept his own
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'GOEDKEUREN', 'ADVISEUR'))).toBe('BEVESTIGD');
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'ACCEPTEREN', 'ONDERNEMER'))).toBe('X');
    for (const s of ['AFGEWEZEN', 'GEANNULEERD'] as const)
      expect(to(transition(S(s), 'VERPLAATSEN', 'ONDERNEMER'))).toBe('X');
  });

  it('keeps a confirmed appointment confirmed at its time while a move is pending, by either party', () => {
    // the move is a pending proposal: status, time and calendars stay as they are
    expect(transition(S('BEVESTIGD', 'ADVISEUR'), 'VERPLAATSEN', 'ONDERNEMER')).toEqual(
      done({ naar: 'BEVESTIGD', voorgesteldDoor: 'ADVISEUR', tijd: 'voorstel', verplaatsingDoor: 'ONDERNEMER' }),
    );
    expect(transition(S('BEVESTIGD', 'ONDERNEMER'), 'VERPLAATSEN', 'ADVISEUR')).toEqual(
      done({ naar: 'BEVESTIGD', voorgesteldDoor: 'ONDERNEMER', tijd: 'voorstel', verplaatsingDoor: 'ADVISEUR' }),
    );
    // a new move replaces a pending one, also as a counter-proposal by the other party
    expect(transition(S('BEVESTIGD', 'ADVISEUR', 'ONDERNEMER'), 'VERPLAATSEN', 'ADVISEUR')).toMatchObject({
      ok: true,
      naar: 'BEVESTIGD',
      tijd: 'voorstel',
      verplaatsingDoor: 'ADVISEUR',
    });
  });

  it('lets only the other party accept a pending move (the time moves, SEQUENCE up) or decline it (the old time stays)', () => {
    // the entrepreneur moved it: the adviser approves or rejects
    expect(transition(S('BEVESTIGD', 'ADVISEUR', 'ONDERNEMER'), 'GOEDKEUREN', 'ADVISEUR')).toEqual(
      done({
        naar: 'BEVESTIGD',
        voorgesteldDoor: 'ADVISEUR',
        tijd: 'overnemen',
        volgnummerOmhoog: true,
        overVerplaatsing: true,
      }),
    );
    expect(transition(S('BEVESTIGD', 'ADVISEUR', 'ONDERNEMER'), 'WEIGEREN', 'ADVISEUR')).toEqual(
      done({ naar: 'BEVESTIGD', voorgesteldDoor: 'ADVISEUR', overVerplaatsing: true }),
    );
    expect(to(transition(S('BEVESTIGD', 'ADVISEUR', 'ONDERNEMER'), 'ACCEPTEREN', 'ONDERNEMER'))).toBe('X');
    expect(to(transition(S('BEVESTIGD', 'ADVISEUR', 'ONDERNEMER'), 'AFWIJZEN', 'ONDERNEMER'))).toBe('X');
    // the adviser moved it: the entrepreneur accepts or declines
    expect(transition(S('BEVESTIGD', 'ONDERNEMER', 'ADVISEUR'), 'ACCEPTEREN', 'ONDERNEMER')).toMatchObject({
      naar: 'BEVESTIGD',
      tijd: 'overnemen',
      volgnummerOmhoog: true,
    });
    expect(transition(S('BEVESTIGD', 'ONDERNEMER', 'ADVISEUR'), 'AFWIJZEN', 'ONDERNEMER')).toMatchObject({
      naar: 'BEVESTIGD',
      tijd: 'blijft',
      verplaatsingDoor: null,
      volgnummerOmhoog: false,
    });
    expect(to(transition(S('BEVESTIGD', 'ONDERNEMER', 'ADVISEUR'), 'GOEDKEUREN', 'ADVISEUR'))).toBe('X');
    // without a pending move there is nothing to decide on a confirmed appointment
    expect(to(transition(S('BEVESTIGD', 'ADVISEUR'), 'ACCEPTEREN', 'ONDERNEMER'))).toBe('X');
    expect(to(transition(S('BEVESTIGD', 'ONDERNEMER'), 'WEIGEREN', 'ADVISEUR'))).toBe('X');
  });

  it('drops a pending move when the appointment is cancelled or changed by the adviser', () => {
    expect(transition(S('BEVESTIGD', 'ADVISEUR', 'ONDERNEMER'), 'ANNULEREN', 'ONDERNEMER')).toMatchObject({
      naar: 'GEANNULEERD',
      verplaatsingDoor: null,
      volgnummerOmhoog: true,
    });
    expect(transition(S('BEVESTIGD', 'ADVISEUR', 'ONDERNEMER'), 'WIJZIGEN', 'ADVISEUR')).toMatchObject({
      naar: 'VOORGESTELD',
      verplaatsingDoor: null,
      tijd: 'direct',
    });
    expect(to(transition(S('BEVESTIGD', 'ADVISEUR', 'ONDERNEMER'), 'VERWIJDEREN', 'ADVISEUR'))).toBe('X');
  });

  it('raises the calendar sequence on new times in calendars and on endings, not on a confirmation or a pending move', () => {
    const seq = (r: ReturnType<typeof transition>) => r.ok && r.volgnummerOmhoog;
    expect(seq(transition(S('VOORGESTELD', 'ADVISEUR'), 'VERPLAATSEN', 'ONDERNEMER'))).toBe(true);
    expect(seq(transition(S('BEVESTIGD', 'ADVISEUR'), 'VERPLAATSEN', 'ONDERNEMER'))).toBe(false);
    expect(seq(transition(S('BEVESTIGD', 'ADVISEUR'), 'WIJZIGEN', 'ADVISEUR'))).toBe(true);
    expect(seq(transition(S('BEVESTIGD'), 'ANNULEREN', 'ADVISEUR'))).toBe(true);
    expect(seq(transition(S('VOORGESTELD', 'ADVISEUR'), 'ACCEPTEREN', 'ONDERNEMER'))).toBe(false);
    expect(seq(transition(S('VOORGESTELD', 'ONDERNEMER'), 'GOEDKEUREN', 'ADVISEUR'))).toBe(false);
    expect(seq(transition(S('VOORGESTELD', 'ONDERNEMER'), 'WEIGEREN', 'ADVISEUR'))).toBe(true);
  });

  it('re-proposes on a change by the adviser', () => {
    const r = transition(S('BEVESTIGD', 'ONDERNEMER'), 'WIJZIGEN', 'ADVISEUR');
    expect(r).toEqual(
      done({ naar: 'VOORGESTELD', voorgesteldDoor: 'ADVISEUR', tijd: 'direct', volgnummerOmhoog: true }),
    );
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'WIJZIGEN', 'ADVISEUR'))).toBe('VOORGESTELD');
    expect(to(transition(S('GEANNULEERD'), 'WIJZIGEN', 'ADVISEUR'))).toBe('X');
    expect(to(transition(S('AFGEWEZEN'), 'WIJZIGEN', 'ADVISEUR'))).toBe('X');
    expect(to(transition(S('VOORGESTELD'), 'WIJZIGEN', 'ONDERNEMER'))).toBe('X');
  });

  it('deletes anything but a confirmed appointment, adviser only', () => {
    expect(transition(S('VOORGESTELD'), 'VERWIJDEREN', 'ADVISEUR')).toEqual(
      done({ naar: null, voorgesteldDoor: 'ADVISEUR' }),
    );
    expect(to(transition(S('BEVESTIGD'), 'VERWIJDEREN', 'ADVISEUR'))).toBe('X');
    expect(to(transition(S('GEANNULEERD'), 'VERWIJDEREN', 'ONDERNEMER'))).toBe('X');
  });

  it('never leaves a final state except by deletion', () => {
    const actions: AppointmentAction[] = [
      'ACCEPTEREN',
      'AFWIJZEN',
      'GOEDKEUREN',
      'WEIGEREN',
      'WIJZIGEN',
      'VERPLAATSEN',
      'ANNULEREN',
    ];
    for (const s of ['AFGEWEZEN', 'GEANNULEERD'] as const)
      for (const a of actions)
        for (const r of ['ADVISEUR', 'ONDERNEMER'] as const)
          for (const by of ['ADVISEUR', 'ONDERNEMER'] as const) expect(transition(S(s, by, by), a, r).ok).toBe(false);
  });
});
