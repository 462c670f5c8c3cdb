// The appointment state machine in one pure function. States and transitions from API.md:
// VOORGESTELD → BEVESTIGD | AFGEWEZEN | GEANNULEERD; BEVESTIGD → GEANNULEERD; a change re-proposes
// (VOORGESTELD | BEVESTIGD → VOORGESTELD). A proposal by the entrepreneur is approved/rejected by
// the adviser; one by the adviser is accepted/declined by the entrepreneur. Either party may move
// (reschedule) an open or confirmed appointment: that is a new proposal by him in the same
// appointment, which the other party accepts or declines. Either party may cancel an open or
// confirmed appointment, with a reason. The database holds the same transitions in a trigger
// (migrations appointment_transitions, appointment_reschedule_cancel).
export type AfspraakStatus = 'VOORGESTELD' | 'BEVESTIGD' | 'AFGEWEZEN' | 'GEANNULEERD';
export type Rol = 'ONDERNEMER' | 'ADVISEUR';

export type AppointmentAction =
  | 'ACCEPTEREN' // entrepreneur accepts the adviser's proposal
  | 'AFWIJZEN' // entrepreneur declines the adviser's proposal
  | 'GOEDKEUREN' // adviser approves the entrepreneur's proposal
  | 'WEIGEREN' // adviser rejects the entrepreneur's proposal
  | 'WIJZIGEN' // adviser changes time/subject: a new proposal by the adviser
  | 'VERPLAATSEN' // either party proposes a new time: a new proposal by him, the other decides
  | 'ANNULEREN' // either party cancels an open or confirmed appointment (with a reason)
  | 'VERWIJDEREN'; // adviser deletes an appointment that is not confirmed

export interface AppointmentState {
  status: AfspraakStatus;
  voorgesteldDoor: Rol;
}

export type TransitionResult =
  | { ok: true; naar: AfspraakStatus | null; voorgesteldDoor: Rol }
  | { ok: false; reden: string };

const other = (rol: Rol): Rol => (rol === 'ADVISEUR' ? 'ONDERNEMER' : 'ADVISEUR');

/** What `action` by `actor` does to an appointment in `state`; `naar: null` means it is deleted. */
export function transition(state: AppointmentState, action: AppointmentAction, actor: Rol): TransitionResult {
  const fail = (reden: string): TransitionResult => ({ ok: false, reden });
  const keep = state.voorgesteldDoor;
  switch (action) {
    case 'ACCEPTEREN':
    case 'AFWIJZEN':
    case 'GOEDKEUREN':
    case 'WEIGEREN': {
      const decider: Rol = action === 'ACCEPTEREN' || action === 'AFWIJZEN' ? 'ONDERNEMER' : 'ADVISEUR';
      if (actor !== decider) return fail('Deze beslissing is niet aan u.');
      if (state.status !== 'VOORGESTELD') return fail(`Een afspraak met status ${state.status} kan niet meer worden beoordeeld.`);
      if (state.voorgesteldDoor !== other(decider)) {
        return fail(decider === 'ONDERNEMER' ? 'Dit voorstel komt van uzelf; de adviseur beslist erover.' : 'Dit voorstel komt van uzelf; de ondernemer beslist erover.');
      }
      const naar: AfspraakStatus = action === 'ACCEPTEREN' || action === 'GOEDKEUREN' ? 'BEVESTIGD' : 'AFGEWEZEN';
      return { ok: true, naar, voorgesteldDoor: keep };
    }
    case 'WIJZIGEN':
      if (actor !== 'ADVISEUR') return fail('Alleen de adviseur wijzigt een afspraak.');
      if (state.status !== 'VOORGESTELD' && state.status !== 'BEVESTIGD') return fail(`Een afspraak met status ${state.status} kan niet meer worden gewijzigd.`);
      return { ok: true, naar: 'VOORGESTELD', voorgesteldDoor: 'ADVISEUR' };
    case 'VERPLAATSEN':
      if (state.status !== 'VOORGESTELD' && state.status !== 'BEVESTIGD') return fail(`Een afspraak met status ${state.status} kan niet meer worden verplaatst.`);
      return { ok: true, naar: 'VOORGESTELD', voorgesteldDoor: actor };
    case 'ANNULEREN':
      if (state.status !== 'BEVESTIGD' && state.status !== 'VOORGESTELD') return fail('Alleen een open of bevestigde afspraak kan worden geannuleerd.');
      return { ok: true, naar: 'GEANNULEERD', voorgesteldDoor: keep };
    case 'VERWIJDEREN':
      if (actor !== 'ADVISEUR') return fail('Alleen de adviseur verwijdert een afspraak.');
      if (state.status === 'BEVESTIGD') return fail('Annuleer een bevestigde afspraak eerst.');
      return { ok: true, naar: null, voorgesteldDoor: keep };
  }
}

/** Changes that calendars must see again (iCalendar SEQUENCE goes up): new times or the end of it. */
export const raisesSequence = (action: AppointmentAction): boolean =>
  action === 'WIJZIGEN' || action === 'VERPLAATSEN' || action === 'ANNULEREN' || action === 'AFWIJZEN' || action === 'WEIGEREN';

/** Statuses that occupy the adviser's time (hidden from the free slots). */
export const ACTIVE_STATUSES: readonly AfspraakStatus[] = ['VOORGESTELD', 'BEVESTIGD'];
export const isActive = (status: AfspraakStatus) => ACTIVE_STATUSES.includes(status);
