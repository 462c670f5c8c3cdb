// Counts and amounts as a person reads them: no "1 bedrijven", no "cijfer(s)" or "document(en)", and
// never a "€" alone at the end of a line. A count in a sentence lives in a { one, other } pair (read
// with `plural`), and money is written with a non-breaking space after "€".
import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/lib/format.ts';
import { en } from './en.ts';
import { nl } from './nl.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : leaves(value, path);
  });
}

/** "document(en)", "cijfer(s)", "figure(s)", "jaarrekening(en)": a plural written as both at once. */
const PLURAL_HACK = /\p{L}\((?:s|en|n|es)\)/u;

/** A count placeholder directly followed by a word: "{count} bedrijven" must be a { one, other } pair. */
const COUNT_PHRASE = /\{(?:count|n|aantal|total|shown|totaal)\}\s+\p{L}/u;

/** Counts followed by a word that is the same for one and many, or that are never 1. */
const COUNT_PHRASE_ALLOWED = new Set([
  'companyAdmin.unreadBadge', // {count} ongelezen / unread: an adjective
  'flow.unreadCount', // {n} ongelezen / unread
  'chat.tooLong', // ({count} nu / now)
  'adviseur.resultsCapped', // "meer dan {n} aanvragen": {n} is the counting cap, never 1
  'trustOwner.claimsLead', // shown only when two or more accounts claim a KvK number
  'koppelingen.meldingMeer', // shown only for two or more organisations (one has its own text)
]);

/** A "€" followed by a space that a line may break at (U+0020, or any other breaking space). */
const BREAKABLE_AFTER_EURO = /€[ \t\u2000-\u200a\u205f\u3000]/u;

const dictionaries = [
  ['nl', leaves(nl as unknown as Tree)],
  ['en', leaves(en as unknown as Tree)],
] as const;

describe('plurals in the dictionaries', () => {
  it('write no plural as "(s)" or "(en)"', () => {
    const hacks = dictionaries.flatMap(([taal, all]) =>
      all.filter(([, v]) => PLURAL_HACK.test(v)).map(([k, v]) => `${taal} ${k}: ${v}`),
    );
    expect(hacks).toEqual([]);
  });

  it('put every count in a sentence in a { one, other } pair', () => {
    const bare = dictionaries.flatMap(([taal, all]) =>
      all
        .filter(([k, v]) => !/\.(one|other)$/.test(k) && !COUNT_PHRASE_ALLOWED.has(k) && COUNT_PHRASE.test(v))
        .map(([k, v]) => `${taal} ${k}: ${v}`),
    );
    expect(bare).toEqual([]);
    // the list of exceptions names only strings that exist and still need it
    const nlKeys = new Map(dictionaries[0][1]);
    expect([...COUNT_PHRASE_ALLOWED].filter((k) => !COUNT_PHRASE.test(nlKeys.get(k) ?? ''))).toEqual([]);
  });

  it('give both forms of a pair, in both languages', () => {
    const pairs = (all: readonly [string, string][]) =>
      new Set(all.filter(([k]) => /\.(one|other)$/.test(k)).map(([k]) => k.replace(/\.(one|other)$/, '')));
    for (const [, all] of dictionaries) {
      const keys = new Set(all.map(([k]) => k));
      for (const pair of pairs(all)) {
        expect(keys.has(`${pair}.one`), `${pair}.one`).toBe(true);
        expect(keys.has(`${pair}.other`), `${pair}.other`).toBe(true);
      }
    }
  });

  it('and the checks find what they look for', () => {
    expect(PLURAL_HACK.test('Neem 3 cijfer(s) over')).toBe(true);
    expect(PLURAL_HACK.test('komt overeen met 2 document(en)')).toBe(true);
    expect(PLURAL_HACK.test('Take over 1 figure(s)')).toBe(true);
    expect(PLURAL_HACK.test('(en) de rest')).toBe(false);
    expect(COUNT_PHRASE.test('{shown} bedrijven op deze pagina')).toBe(true);
    expect(COUNT_PHRASE.test('Pagina {pagina} van {aantal}')).toBe(false);
  });
});

describe('money', () => {
  const amounts = [0, 1, -1, 12.3, 999.99, 1234.56, -1234.5, 48250.5, 1_000_000];
  it('never leaves "€" breakable from its amount', () => {
    for (const locale of ['nl', 'en'] as const)
      for (const amount of amounts) expect(formatMoney(amount, locale)).not.toMatch(BREAKABLE_AFTER_EURO);
    expect(formatMoney(1234.56, 'nl')).toBe('€\u00a01.234,56');
    expect(formatMoney(-1234.5, 'nl')).toBe('€\u00a0-1.234,50');
  });

  it('no dictionary string writes "€" before a breaking space', () => {
    const orphans = dictionaries.flatMap(([taal, all]) =>
      all.filter(([, v]) => BREAKABLE_AFTER_EURO.test(v)).map(([k, v]) => `${taal} ${k}: ${v}`),
    );
    expect(orphans).toEqual([]);
  });

  it('and the check finds a breaking space after "€"', () => {
    expect(BREAKABLE_AFTER_EURO.test('€ 1.234,56')).toBe(true);
    expect(BREAKABLE_AFTER_EURO.test('€\u00a01.234,56')).toBe(false);
  });
});
