import { describe, expect, it } from 'vitest';
import {
  AANVRAAG_STATUSSEN,
  allowedTransitions,
  checkTransition,
  isOpen,
  type AanvraagStatus,
} from './aanvraag-status.rules.ts';

const legalAdviser: [AanvraagStatus, AanvraagStatus][] = [
  ['INGEDIEND', 'IN_BEHANDELING'],
  ['IN_BEHANDELING', 'AANVULLING_NODIG'],
  ['AANVULLING_NODIG', 'IN_BEHANDELING'],
  ['IN_BEHANDELING', 'AFGEROND'],
  ['IN_BEHANDELING', 'AFGEWEZEN'],
];

describe('aanvraag state machine', () => {
  it('allows exactly the adviser transitions of API.md', () => {
    for (const van of AANVRAAG_STATUSSEN) {
      for (const naar of AANVRAAG_STATUSSEN) {
        const legal = legalAdviser.some(([a, b]) => a === van && b === naar);
        expect(checkTransition(van, naar, 'ADVISEUR').ok, `${van} → ${naar}`).toBe(legal);
      }
    }
  });
  it('lets the entrepreneur withdraw until AFGEROND/AFGEWEZEN, and do nothing else', () => {
    for (const van of AANVRAAG_STATUSSEN) {
      for (const naar of AANVRAAG_STATUSSEN) {
        const legal = naar === 'INGETROKKEN' && ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'].includes(van);
        expect(checkTransition(van, naar, 'ONDERNEMER').ok, `${van} → ${naar}`).toBe(legal);
      }
    }
  });
  it('the adviser cannot withdraw for the entrepreneur', () => {
    expect(checkTransition('INGEDIEND', 'INGETROKKEN', 'ADVISEUR').ok).toBe(false);
  });
  it('explains a refusal', () => {
    const r = checkTransition('AFGEROND', 'IN_BEHANDELING', 'ADVISEUR');
    expect(r).toMatchObject({ ok: false, nl: expect.stringContaining('kan niet meer veranderen') });
    const same = checkTransition('IN_BEHANDELING', 'IN_BEHANDELING', 'ADVISEUR');
    expect(same).toMatchObject({ ok: false, nl: expect.stringContaining('al') });
  });
  it('open and final states', () => {
    expect(AANVRAAG_STATUSSEN.filter(isOpen)).toEqual(['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG']);
    expect(allowedTransitions('AFGEWEZEN', 'ADVISEUR')).toEqual([]);
    expect(allowedTransitions('INGEDIEND', 'ADVISEUR')).toEqual(['IN_BEHANDELING']);
  });
});
