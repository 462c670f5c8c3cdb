import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, plural } from './locale.ts';
import { en } from './en.ts';
import { nl } from './nl.ts';

describe('localeFromAcceptLanguage', () => {
  it('takes the browser’s preferred language among Dutch and English, by weight then order', () => {
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,nl;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('nl-NL,nl;q=0.9,en-US;q=0.8')).toBe('nl');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.7,nl;q=0.6')).toBe('en');
    expect(localeFromAcceptLanguage('nl;q=0.5, en;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('EN-us')).toBe('en');
  });
  it('Dutch when the header names neither, is empty, odd, or refuses English', () => {
    expect(localeFromAcceptLanguage(null)).toBe('nl');
    expect(localeFromAcceptLanguage('')).toBe('nl');
    expect(localeFromAcceptLanguage('fr-FR,de')).toBe('nl');
    expect(localeFromAcceptLanguage('en;q=0, fr')).toBe('nl');
    expect(localeFromAcceptLanguage(';;;,,q=x')).toBe('nl');
  });
});

describe('plural', () => {
  it('takes the singular for exactly one, the plural otherwise (also for 0), in both languages', () => {
    expect(plural(en.flowUi.results, 1, { n: '1' })).toBe('1 request');
    expect(plural(en.flowUi.results, 0, { n: '0' })).toBe('0 requests');
    expect(plural(en.flowUi.results, 2, { n: '2' })).toBe('2 requests');
    expect(plural(nl.flowUi.results, 1, { n: '1' })).toBe('1 aanvraag');
    expect(plural(nl.flowUi.results, 1000, { n: '1.000' })).toBe('1.000 aanvragen');
  });
});
