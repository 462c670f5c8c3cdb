import { describe, expect, it } from 'vitest';
import { ZAandeelPercentage } from '@ikv/api/schemas/companies/partners/partner';
import { groupHits, invitationTokenOf, isInvitedAddress, shareInput, totalShare } from './partners.rules.ts';

describe('shareInput', () => {
  it.each([
    ['25', 25],
    ['12,5', 12.5],
    [' 12.75 % ', 12.75],
    ['100', 100],
    ['-5', -5],
    ['', undefined],
    ['  % ', undefined],
  ])('%j → %j', (input, expected) => {
    expect(shareInput(input)).toBe(expected);
  });

  it('text that is no number becomes NaN (the schema says "not a number")', () => {
    expect(shareInput('abc')).toBeNaN();
    expect(shareInput('1,2,3')).toBeNaN();
  });

  it.each([
    ['25', true],
    ['100', true],
    ['0', false],
    ['100,01', false],
    ['33,333', false],
    ['-5', false],
  ])('%j with the share schema → valid %j', (input, ok) => {
    expect(ZAandeelPercentage.safeParse(shareInput(input)).success).toBe(ok);
  });
});

describe('totalShare', () => {
  it('adds without binary noise', () => {
    expect(totalShare([33.33, 66.67])).toBe(100);
    expect(totalShare([0.1, 0.2])).toBe(0.3);
  });
});

describe('groupHits', () => {
  it('one row per KvK number, keeping the types', () => {
    const hits = [
      { kvkNummer: '1', naam: 'A', type: 'hoofdvestiging' },
      { kvkNummer: '1', naam: 'A2', type: 'nevenvestiging' },
      { kvkNummer: '2', naam: 'B', type: 'rechtspersoon' },
    ];
    expect(groupHits(hits)).toEqual([
      { kvkNummer: '1', naam: 'A', type: 'hoofdvestiging', types: ['hoofdvestiging', 'nevenvestiging'] },
      { kvkNummer: '2', naam: 'B', type: 'rechtspersoon', types: ['rechtspersoon'] },
    ]);
  });
});

describe('invitationTokenOf', () => {
  const token = 'Ab3_-'.repeat(8) + 'xyz';
  it('reads the token of the invitation landing page a return path leads to', () => {
    expect(invitationTokenOf(`/uitnodiging/${token}`)).toBe(token);
    expect(invitationTokenOf(`/uitnodiging/${token}?x=1`)).toBe(token);
  });
  it('is null for any other path, a short or odd token, or nothing', () => {
    expect(invitationTokenOf('/bedrijven')).toBeNull();
    expect(invitationTokenOf('/uitnodiging/kort')).toBeNull();
    expect(invitationTokenOf(`/uitnodiging/${token}/extra`)).toBeNull();
    expect(invitationTokenOf(`/x/uitnodiging/${token}`)).toBeNull();
    expect(invitationTokenOf(`/uitnodiging/${token.slice(0, 20)}%2F..`)).toBeNull();
    expect(invitationTokenOf(undefined)).toBeNull();
  });
});

describe('isInvitedAddress', () => {
  it('compares addresses without case or outer spaces', () => {
    expect(isInvitedAddress('Nina@Test.nl', ' nina@test.nl ')).toBe(true);
    expect(isInvitedAddress('nina@test.nl', 'nino@test.nl')).toBe(false);
  });
});
