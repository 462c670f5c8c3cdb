// Both dictionaries are complete: every string the interface shows exists in Dutch and in English,
// with the same placeholders, and the English one is translated (not the Dutch text again, and no
// Dutch words in it). The `Dictionary` type already refuses a missing key at compile time; this
// test also catches an empty string, a placeholder lost in translation and Dutch left in English.
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { nl } from './nl.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

/** Strings that are the same word in both languages (names, loanwords, symbols). */
const SAME_IN_BOTH = new Set([
  'header.menu', // Menu
  'auth.loginLink', // Log in
  'companies.partner',
  'companyAdmin.partner',
  'account.mailboxStatus', // Status
  'aanvragen.status',
  'aanvragen.downloadPdfEn', // PDF (English): names the language of the file
  'aanvragen.route',
  'privacy.eyebrow', // Privacy
  'aanvragen.severity.INFO',
  'adviseur.openRequests', // Open
  'flow.open',
  'appointments.details',
  'companyAdmin.rsin', // RSIN, a registry number
  'companyAdmin.website',
  'companyAdmin.none', // —
  'companyAdmin.localPostcode', // Postcode
  'chat.counter', // {count} / {max}
  'chat.nav', // Chat
  'documents.size', // {kb} kB
]);

/**
 * Dutch words that do not occur in English copy. Whole words, case-insensitive; chosen so that no
 * English word and no name used in the copy collides ("de", "van" and "met" are left out: they are English
 * too). Shared with the e2e check of English pages (e2e/tests/ui/english-account.spec.ts has a copy).
 */
export const DUTCH_WORDS = [
  'het',
  'een',
  'niet',
  'uw',
  'voor',
  'zijn',
  'wordt',
  'worden',
  'naar',
  'bij',
  'nog',
  'geen',
  'ook',
  'alleen',
  'kunt',
  'moet',
  'deze',
  'dit',
  'wij',
  'u',
  'aanvraag',
  'aanvragen',
  'bedrijf',
  'boekjaar',
  'boekjaren',
  'opslaan',
  'annuleren',
  'verwijderen',
  'wijzigen',
  'toevoegen',
  'berekenen',
  'opnieuw',
  'gelezen',
  'ongelezen',
  'meldingen',
  'berichten',
  'instellingen',
  'afspraken',
  'uitloggen',
  'inloggen',
  'wachtwoord',
  'ondernemer',
  'adviseur',
  'toetsinkomen',
  'verklaring',
  'opmerkingen',
  'gegevens',
  'zoeken',
  'wissen',
  'volgende',
  'vorige',
];

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Dutch and English dictionaries', () => {
  const nlLeaves = leaves(nl as unknown as Tree);
  const enLeaves = leaves(en as unknown as Tree);

  it('have the same keys, and no string is empty', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...nlLeaves.keys()].sort());
    const empty = [...nlLeaves, ...enLeaves].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const differ = [...nlLeaves]
      .filter(([k, v]) => placeholders(v).join() !== placeholders(enLeaves.get(k) ?? '').join())
      .map(([k]) => k);
    expect(differ).toEqual([]);
  });

  it('translate every string: English differs from Dutch except words that are the same in both', () => {
    const untranslated = [...nlLeaves]
      .filter(([k, v]) => enLeaves.get(k) === v && !SAME_IN_BOTH.has(k))
      .map(([k, v]) => `${k}: ${v}`);
    expect(untranslated).toEqual([]);
    // the list of exceptions holds no stale entry (a key that was translated after all)
    const stale = [...SAME_IN_BOTH].filter((k) => enLeaves.get(k) !== nlLeaves.get(k));
    expect(stale).toEqual([]);
  });

  it('leave no Dutch words in the English strings', () => {
    const pattern = new RegExp(`(^|[^\\p{L}])(${DUTCH_WORDS.join('|')})(?=$|[^\\p{L}])`, 'iu');
    const dutch = [...enLeaves]
      .filter(([, v]) => pattern.test(v.replace(/\{\w+\}/g, '')))
      .map(([k, v]) => `${k}: ${v}`);
    expect(dutch).toEqual([]);
  });

  it('the check itself finds an untranslated or Dutch string', () => {
    const pattern = new RegExp(`(^|[^\\p{L}])(${DUTCH_WORDS.join('|')})(?=$|[^\\p{L}])`, 'iu');
    expect(pattern.test('Save your request')).toBe(false);
    expect(pattern.test('Opslaan')).toBe(true);
    expect(pattern.test('1 aanvraag')).toBe(true);
  });
});
