// "Zelf oppakken" on the adviser's request: taking a request that waits also starts the work. Pure.

type TakeStep = 'assign' | 'start';

export interface TakeInput {
  status: string;
  behandelaarId: string | null;
  /** the status changes the state machine allows now (AanvraagVolledig.toegestaneOvergangen) */
  toegestaneOvergangen: readonly string[];
}

/** Does taking this request also move it to IN_BEHANDELING (it waits: INGEDIEND)? */
export function takeStarts(a: TakeInput): boolean {
  return a.status === 'INGEDIEND' && a.toegestaneOvergangen.includes('IN_BEHANDELING');
}

/**
 * The calls one click on "Zelf oppakken" makes, in order: `assign` (adviseur.aanvragen.assign to the
 * caller) and/or `start` (adviseur.aanvragen.update to IN_BEHANDELING). A waiting request without a
 * behandelaar needs only `start`: moving an unassigned request to IN_BEHANDELING assigns the caller
 * (API.md). A colleague's waiting request is taken over first, then started. Anything else is only
 * assigned; the caller's own request needs nothing.
 */
export function takeSteps(a: TakeInput, meId: string): TakeStep[] {
  if (a.behandelaarId === meId) return takeStarts(a) ? ['start'] : [];
  if (!takeStarts(a)) return ['assign'];
  return a.behandelaarId === null ? ['start'] : ['assign', 'start'];
}
