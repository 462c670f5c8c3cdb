import { describe, expect, it } from 'vitest';
import { raisesSequence, transition, type AfspraakStatus, type AppointmentAction, type Rol } from './appointment-state.rules.ts';

const S = (status: AfspraakStatus, voorgesteldDoor: Rol = 'ADVISEUR') => ({ status, voorgesteldDoor });
const to = (r: ReturnType<typeof transition>) => (r.ok ? r.naar : 'X');

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
    for (const s of ['AFGEWEZEN', 'GEANNULEERD'] as const) expect(to(transition(S(s), 'ANNULEREN', 'ADVISEUR'))).toBe('X');
  });

  it('moves (reschedules) as a new proposal by whoever moves it; the other party decides', () => {
    expect(transition(S('BEVESTIGD', 'ADVISEUR'), 'VERPLAATSEN', 'ONDERNEMER')).toEqual({ ok: true, naar: 'VOORGESTELD', voorgesteldDoor: 'ONDERNEMER' });
    expect(transition(S('BEVESTIGD', 'ONDERNEMER'), 'VERPLAATSEN', 'ADVISEUR')).toEqual({ ok: true, naar: 'VOORGESTELD', voorgesteldDoor: 'ADVISEUR' });
    expect(transition(S('VOORGESTELD', 'ADVISEUR'), 'VERPLAATSEN', 'ONDERNEMER')).toEqual({ ok: true, naar: 'VOORGESTELD', voorgesteldDoor: 'ONDERNEMER' });
    // after the entrepreneur moved it, the adviser approves, the entrepreneur cannot accept his own
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'GOEDKEUREN', 'ADVISEUR'))).toBe('BEVESTIGD');
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'ACCEPTEREN', 'ONDERNEMER'))).toBe('X');
    for (const s of ['AFGEWEZEN', 'GEANNULEERD'] as const) expect(to(transition(S(s), 'VERPLAATSEN', 'ONDERNEMER'))).toBe('X');
  });

  it('raises the calendar sequence on new times and on endings, not on a confirmation', () => {
    expect(raisesSequence('VERPLAATSEN')).toBe(true);
    expect(raisesSequence('WIJZIGEN')).toBe(true);
    expect(raisesSequence('ANNULEREN')).toBe(true);
    expect(raisesSequence('ACCEPTEREN')).toBe(false);
    expect(raisesSequence('GOEDKEUREN')).toBe(false);
  });

  it('re-proposes on a change by the adviser', () => {
    const r = transition(S('BEVESTIGD', 'ONDERNEMER'), 'WIJZIGEN', 'ADVISEUR');
    expect(r).toEqual({ ok: true, naar: 'VOORGESTELD', voorgesteldDoor: 'ADVISEUR' });
    expect(to(transition(S('VOORGESTELD', 'ONDERNEMER'), 'WIJZIGEN', 'ADVISEUR'))).toBe('VOORGESTELD');
    expect(to(transition(S('GEANNULEERD'), 'WIJZIGEN', 'ADVISEUR'))).toBe('X');
    expect(to(transition(S('AFGEWEZEN'), 'WIJZIGEN', 'ADVISEUR'))).toBe('X');
    expect(to(transition(S('VOORGESTELD'), 'WIJZIGEN', 'ONDERNEMER'))).toBe('X');
  });

  it('deletes anything but a confirmed appointment, adviser only', () => {
    expect(transition(S('VOORGESTELD'), 'VERWIJDEREN', 'ADVISEUR')).toEqual({ ok: true, naar: null, voorgesteldDoor: 'ADVISEUR' });
    expect(to(transition(S('BEVESTIGD'), 'VERWIJDEREN', 'ADVISEUR'))).toBe('X');
    expect(to(transition(S('GEANNULEERD'), 'VERWIJDEREN', 'ONDERNEMER'))).toBe('X');
  });

  it('never leaves a final state except by deletion', () => {
    const actions: AppointmentAction[] = ['ACCEPTEREN', 'AFWIJZEN', 'GOEDKEUREN', 'WEIGEREN', 'WIJZIGEN', 'VERPLAATSEN', 'ANNULEREN'];
    for (const s of ['AFGEWEZEN', 'GEANNULEERD'] as const)
      for (const a of actions) for (const r of ['ADVISEUR', 'ONDERNEMER'] as const) for (const by of ['ADVISEUR', 'ONDERNEMER'] as const)
        expect(transition(S(s, by), a, r).ok).toBe(false);
  });
});
