// The appointment state machine in one pure function. States and transitions from API.md:
// VOORGESTELD → BEVESTIGD | AFGEWEZEN | GEANNULEERD; BEVESTIGD → GEANNULEERD; a change by the
// adviser re-proposes (VOORGESTELD | BEVESTIGD → VOORGESTELD). A proposal by the entrepreneur is
// approved/rejected by the adviser; one by the adviser is accepted/declined by the entrepreneur.
// Either party may cancel an open or confirmed appointment, with a reason.
//
// Moving (rescheduling): an open proposal simply gets the new time as a new proposal by the mover.
// A confirmed appointment keeps its confirmed time and stays BEVESTIGD; the new time is a pending
// move (verplaatsing) by the mover, which the other party accepts (the time moves, calendars get
// the new time with a higher SEQUENCE) or declines (the pending move goes, the old time stays) with
// the same accept/decline (approve/reject) operations. A new move replaces a pending one; cancelling
// drops it. The database holds the same transitions in a trigger (migrations appointment_transitions,
// appointment_reschedule_cancel) and the pending move's shape in a CHECK (appointment_pending_move).
export type AfspraakStatus = 'VOORGESTELD' | 'BEVESTIGD' | 'AFGEWEZEN' | 'GEANNULEERD';
export type Rol = 'ONDERNEMER' | 'ADVISEUR';

export type AppointmentAction =
  | 'ACCEPTEREN' // entrepreneur accepts the adviser's proposal or move
  | 'AFWIJZEN' // entrepreneur declines the adviser's proposal or move
  | 'GOEDKEUREN' // adviser approves the entrepreneur's proposal or move
  | 'WEIGEREN' // adviser rejects the entrepreneur's proposal or move
  | 'WIJZIGEN' // adviser changes time/subject: a new proposal by the adviser
  | 'VERPLAATSEN' // either party proposes a new time: the other decides
  | 'ANNULEREN' // either party cancels an open or confirmed appointment (with a reason)
  | 'VERWIJDEREN'; // adviser deletes an appointment that is not confirmed

export interface AppointmentState {
  status: AfspraakStatus;
  voorgesteldDoor: Rol;
  /** who proposed the pending move of a confirmed appointment; null/absent when there is none */
  verplaatsingDoor?: Rol | null;
}

/**
 * What a transition does to the appointment's time:
 * - `blijft`: unchanged;
 * - `direct`: the new time replaces it at once (an open proposal, or the adviser's change);
 * - `voorstel`: the new time is kept as a pending move, the confirmed time stays;
 * - `overnemen`: the pending move's time becomes the appointment's time.
 */
export type TijdEffect = 'blijft' | 'direct' | 'voorstel' | 'overnemen';

export type TransitionResult =
  | {
      ok: true;
      /** the status after it; null: the appointment is deleted */
      naar: AfspraakStatus | null;
      voorgesteldDoor: Rol;
      tijd: TijdEffect;
      /** the pending move after it (who proposed it), or null for none */
      verplaatsingDoor: Rol | null;
      /** calendars must see it again (iCalendar SEQUENCE up): a new time in them, or the end of it */
      volgnummerOmhoog: boolean;
      /** the decision is about a pending move (not about the appointment itself) */
      overVerplaatsing: boolean;
    }
  | { ok: false; reden: string };

const other = (rol: Rol): Rol => (rol === 'ADVISEUR' ? 'ONDERNEMER' : 'ADVISEUR');

/** What `action` by `actor` does to an appointment in `state`; `naar: null` means it is deleted. */
export function transition(state: AppointmentState, action: AppointmentAction, actor: Rol): TransitionResult {
  const fail = (reden: string): TransitionResult => ({ ok: false, reden });
  const keep = state.voorgesteldDoor;
  const pending = state.status === 'BEVESTIGD' ? (state.verplaatsingDoor ?? null) : null;
  const ok = (
    naar: AfspraakStatus | null,
    over: Partial<Omit<Extract<TransitionResult, { ok: true }>, 'ok' | 'naar'>> = {},
  ): TransitionResult => ({
    ok: true,
    naar,
    voorgesteldDoor: keep,
    tijd: 'blijft',
    verplaatsingDoor: null,
    volgnummerOmhoog: false,
    overVerplaatsing: false,
    ...over,
  });
  switch (action) {
    case 'ACCEPTEREN':
    case 'AFWIJZEN':
    case 'GOEDKEUREN':
    case 'WEIGEREN': {
      const decider: Rol = action === 'ACCEPTEREN' || action === 'AFWIJZEN' ? 'ONDERNEMER' : 'ADVISEUR';
      const yes = action === 'ACCEPTEREN' || action === 'GOEDKEUREN';
      if (actor !== decider) return fail('Deze beslissing is niet aan u.');
      const fromSelf =
        decider === 'ONDERNEMER'
          ? 'Dit voorstel komt van uzelf; de adviseur beslist erover.'
          : 'Dit voorstel komt van uzelf; de ondernemer beslist erover.';
      if (pending) {
        // a decision on the pending move of a confirmed appointment: it stays confirmed either way
        if (pending !== other(decider)) return fail(fromSelf);
        return yes
          ? ok('BEVESTIGD', { tijd: 'overnemen', volgnummerOmhoog: true, overVerplaatsing: true })
          : ok('BEVESTIGD', { overVerplaatsing: true });
      }
      if (state.status !== 'VOORGESTELD')
        return fail(`Een afspraak met status ${state.status} kan niet meer worden beoordeeld.`);
      if (state.voorgesteldDoor !== other(decider)) return fail(fromSelf);
      return yes ? ok('BEVESTIGD') : ok('AFGEWEZEN', { volgnummerOmhoog: true });
    }
    case 'WIJZIGEN':
      if (actor !== 'ADVISEUR') return fail('Alleen de adviseur wijzigt een afspraak.');
      if (state.status !== 'VOORGESTELD' && state.status !== 'BEVESTIGD')
        return fail(`Een afspraak met status ${state.status} kan niet meer worden gewijzigd.`);
      return ok('VOORGESTELD', { voorgesteldDoor: 'ADVISEUR', tijd: 'direct', volgnummerOmhoog: true });
    case 'VERPLAATSEN':
      if (state.status === 'VOORGESTELD')
        return ok('VOORGESTELD', { voorgesteldDoor: actor, tijd: 'direct', volgnummerOmhoog: true });
      // a confirmed appointment keeps its time until the other party accepts the move (a new move replaces a pending one)
      if (state.status === 'BEVESTIGD') return ok('BEVESTIGD', { tijd: 'voorstel', verplaatsingDoor: actor });
      return fail(`Een afspraak met status ${state.status} kan niet meer worden verplaatst.`);
    case 'ANNULEREN':
      if (state.status !== 'BEVESTIGD' && state.status !== 'VOORGESTELD')
        return fail('Alleen een open of bevestigde afspraak kan worden geannuleerd.');
      return ok('GEANNULEERD', { volgnummerOmhoog: true });
    case 'VERWIJDEREN':
      if (actor !== 'ADVISEUR') return fail('Alleen de adviseur verwijdert een afspraak.');
      if (state.status === 'BEVESTIGD') return fail('Annuleer een bevestigde afspraak eerst.');
      return ok(null);
  }
}

/** Statuses that occupy the adviser's time (hidden from the free slots). */
export const ACTIVE_STATUSES: readonly AfspraakStatus[] = ['VOORGESTELD', 'BEVESTIGD'];
export const isActive = (status: AfspraakStatus) => ACTIVE_STATUSES.includes(status);
