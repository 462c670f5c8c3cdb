import { describe, expect, it } from 'vitest';
import { taalUitAcceptLanguage } from './taal.ts';

describe('taalUitAcceptLanguage', () => {
  it.each([
    ['en', 'EN'],
    ['nl', 'NL'],
    ['en-GB,en;q=0.9', 'EN'],
    ['nl-BE', 'NL'],
    ['fr, nl;q=0.8, en;q=0.5', 'NL'],
    ['nl;q=0.4, en;q=0.6', 'EN'],
    ['en;q=0.5, nl;q=0.5', 'EN'],
    ['nl;q=0, en', 'EN'],
    [' EN-us ; q=1 ', 'EN'],
  ] as const)('%s → %s', (header, taal) => {
    expect(taalUitAcceptLanguage(header)).toBe(taal);
  });
  it.each([null, undefined, '', '*', 'de-DE, fr;q=0.9', 'en;q=0', 'english'])('%s names neither: null', (header) => {
    expect(taalUitAcceptLanguage(header)).toBeNull();
  });
});
