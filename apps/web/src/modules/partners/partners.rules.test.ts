import { describe, expect, it } from 'vitest';
import { groupHits, parseShare, totalShare } from './partners.rules.ts';

describe('parseShare', () => {
  it.each([
    ['25', 25],
    ['12,5', 12.5],
    [' 12.75 % ', 12.75],
    ['100', 100],
    ['0', null],
    ['100,01', null],
    ['33,333', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parseShare(input)).toBe(expected);
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
