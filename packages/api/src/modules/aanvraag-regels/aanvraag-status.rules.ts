// The request state machine of API.md (one pure function):
// INGEDIEND → IN_BEHANDELING → AANVULLING_NODIG ⇄ IN_BEHANDELING → AFGEROND | AFGEWEZEN;
// the entrepreneur may withdraw (→ INGETROKKEN) until AFGEROND/AFGEWEZEN.

export const AANVRAAG_STATUSSEN = [
  'INGEDIEND',
  'IN_BEHANDELING',
  'AANVULLING_NODIG',
  'AFGEROND',
  'AFGEWEZEN',
  'INGETROKKEN',
] as const;
export type AanvraagStatus = (typeof AANVRAAG_STATUSSEN)[number];
export type StatusRol = 'ONDERNEMER' | 'ADVISEUR';

const ADVISEUR_OVERGANGEN: Record<AanvraagStatus, AanvraagStatus[]> = {
  INGEDIEND: ['IN_BEHANDELING'],
  IN_BEHANDELING: ['AANVULLING_NODIG', 'AFGEROND', 'AFGEWEZEN'],
  AANVULLING_NODIG: ['IN_BEHANDELING'],
  AFGEROND: [],
  AFGEWEZEN: [],
  INGETROKKEN: [],
};

export const EINDSTATUSSEN: readonly AanvraagStatus[] = ['AFGEROND', 'AFGEWEZEN', 'INGETROKKEN'];

export const isOpen = (status: AanvraagStatus) => !EINDSTATUSSEN.includes(status);

/** The statuses `rol` may move a request to from `van`. */
export function allowedTransitions(van: AanvraagStatus, rol: StatusRol): AanvraagStatus[] {
  if (rol === 'ONDERNEMER') return isOpen(van) ? ['INGETROKKEN'] : [];
  return ADVISEUR_OVERGANGEN[van];
}

export type TransitionCheck = { ok: true } | { ok: false; nl: string; en: string };

/** May `rol` move a request from `van` to `naar`? */
export function checkTransition(van: AanvraagStatus, naar: AanvraagStatus, rol: StatusRol): TransitionCheck {
  if (allowedTransitions(van, rol).includes(naar)) return { ok: true };
  if (van === naar)
    return { ok: false, nl: `De aanvraag heeft de status ${van} al.`, en: `The request already has status ${van}.` };
  if (!isOpen(van))
    return {
      ok: false,
      nl: `De aanvraag is ${van} en kan niet meer veranderen.`,
      en: `The request is ${van} and can no longer change.`,
    };
  return {
    ok: false,
    nl: `Van ${van} naar ${naar} is geen toegestane overgang${rol === 'ONDERNEMER' ? ' voor de ondernemer' : ''}.`,
    en: `${van} to ${naar} is not an allowed transition${rol === 'ONDERNEMER' ? ' for the entrepreneur' : ''}.`,
  };
}
