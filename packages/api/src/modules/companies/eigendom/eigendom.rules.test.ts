import { describe, expect, it } from 'vitest';
import {
  registryConfirmsOwner,
  eigendomAtLink,
  eigendomByAdviser,
  eigendomDecisionMessage,
  eigendomOnInvitation,
} from './eigendom.rules.ts';

const now = new Date('2026-03-02T09:00:00Z');

describe('eigendom rules', () => {
  it('a registry match confirms at once; anything else waits for an adviser', () => {
    expect(eigendomAtLink(true, now)).toEqual({
      eigendomStatus: 'BEVESTIGD',
      eigendomMethode: 'REGISTER',
      eigendomBevestigdOp: now,
    });
    expect(eigendomAtLink(false, now)).toEqual({
      eigendomStatus: 'ONBEVESTIGD',
      eigendomMethode: null,
      eigendomBevestigdOp: null,
    });
  });
  it('an invitation confirms only when the inviter is confirmed', () => {
    expect(eigendomOnInvitation('BEVESTIGD', now).eigendomMethode).toBe('UITNODIGING');
    expect(eigendomOnInvitation('ONBEVESTIGD', now).eigendomStatus).toBe('ONBEVESTIGD');
    expect(eigendomOnInvitation('AFGEWEZEN', now).eigendomStatus).toBe('ONBEVESTIGD');
  });
  it('an adviser decides either way, with the time', () => {
    expect(eigendomByAdviser('AFGEWEZEN', now)).toEqual({
      eigendomStatus: 'AFGEWEZEN',
      eigendomMethode: 'ADVISEUR',
      eigendomBevestigdOp: now,
    });
  });
  it('the message carries the explanation in the user language', () => {
    const nl = eigendomDecisionMessage('NL', {
      voornaam: 'An',
      bedrijf: 'Bakkerij',
      besluit: 'AFGEWEZEN',
      toelichting: 'Uittreksel op andere naam',
    });
    expect(nl.titel).toBe('Uw eigendom is niet bevestigd');
    expect(nl.tekst).toContain('Uittreksel op andere naam');
    expect(
      eigendomDecisionMessage('EN', { voornaam: 'An', bedrijf: 'B', besluit: 'BEVESTIGD', toelichting: 'ok' }).titel,
    ).toBe('Your ownership has been confirmed');
  });
  it('the registry confirms an owner only with his birth date where it knows one', () => {
    const persoon = {
      voornamen: 'Donald',
      voorvoegselGeslachtsnaam: null,
      geslachtsnaam: 'Duck',
      geboortedatum: '1934-06-09',
      typeFunctionaris: 'Bestuursfunctie',
      functie: 'Bestuurder',
    };
    const match = { uitkomst: 'EIGENAAR' as const, functie: 'Bestuurder', persoon };
    expect(registryConfirmsOwner(match, '1934-06-09')).toBe(true);
    expect(registryConfirmsOwner(match, null)).toBe(false);
    expect(registryConfirmsOwner({ ...match, persoon: { ...persoon, geboortedatum: null } }, null)).toBe(true);
    expect(registryConfirmsOwner({ uitkomst: 'FUNCTIONARIS', functie: 'Gevolmachtigde', persoon }, '1934-06-09')).toBe(
      false,
    );
    expect(registryConfirmsOwner({ uitkomst: 'GEEN_MATCH' }, '1934-06-09')).toBe(false);
  });
});
