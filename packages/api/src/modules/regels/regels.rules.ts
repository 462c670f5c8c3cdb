// The law by date (docs/API.md "Pre-check and the law by date"): every rule set and table is data
// with a validity start date (geldigVanaf) and its sources; a calculation picks the set in force on its
// peildatum. Past the end of the newest set's known validity it uses that set and warns
// REGELS_NIET_ACTUEEL. Pure: the peildatum comes in as an argument. docs/regels-per-datum.md.
import type { Taal } from '../../shared/taal.ts';

export interface Tekst {
  nl: string;
  en: string;
}

/** What every versioned set carries. Dates are YYYY-MM-DD (Europe/Amsterdam). */
export interface Regelset {
  /** e.g. IKV-NHG-2026.1, ORIENTATIE-2026.1 */
  versie: string;
  /** first day the set applies */
  geldigVanaf: string;
  /** the first day the set is no longer known to apply (exclusive), e.g. 1 January of the next year */
  bekendTot: string;
  /** what the set is about, for the warning ("de tabellen voor 2027") */
  onderwerp: { nl: string; en: string };
  bronnen: Tekst[];
}

export interface RegelsWaarschuwing {
  code: 'REGELS_NIET_ACTUEEL';
  nl: string;
  en: string;
}

export interface GekozenRegelset<S extends Regelset> {
  set: S;
  waarschuwing: RegelsWaarschuwing | null;
}

const DATUM = /^\d{4}-\d{2}-\d{2}$/;

/** The peildatum as YYYY-MM-DD: a Date counts by its UTC calendar day (as the tables always did). */
export function datumVan(peildatum: string | Date): string {
  const d = typeof peildatum === 'string' ? peildatum : peildatum.toISOString().slice(0, 10);
  if (!DATUM.test(d)) throw new RangeError(`peildatum must be YYYY-MM-DD, got ${d}`);
  return d;
}

/** The sets ordered by geldigVanaf, refusing two sets that start on the same day. */
export function gesorteerd<S extends Regelset>(sets: readonly S[]): S[] {
  if (sets.length === 0) throw new RangeError('no rule sets');
  const s = [...sets].sort((a, b) => (a.geldigVanaf < b.geldigVanaf ? -1 : a.geldigVanaf > b.geldigVanaf ? 1 : 0));
  for (let i = 1; i < s.length; i++) {
    if (s[i]!.geldigVanaf === s[i - 1]!.geldigVanaf)
      throw new RangeError(`two rule sets start on ${s[i]!.geldigVanaf}`);
  }
  return s;
}

/**
 * The set in force on the peildatum: the latest whose geldigVanaf is not after it. Before the first
 * set the first applies (the oldest rules the service has). On or after the newest set's bekendTot the
 * newest applies and the answer carries REGELS_NIET_ACTUEEL.
 */
export function kiesRegelset<S extends Regelset>(sets: readonly S[], peildatum: string | Date): GekozenRegelset<S> {
  const d = datumVan(peildatum);
  const s = gesorteerd(sets);
  let set = s[0]!;
  for (const x of s) if (x.geldigVanaf <= d) set = x;
  const nieuwste = s[s.length - 1]!;
  const waarschuwing = set === nieuwste && d >= nieuwste.bekendTot ? nietActueel(nieuwste, d) : null;
  return { set, waarschuwing };
}

/** 2 maart 2026 / 2 March 2026 */
export function datumTekst(d: string, taal: Taal): string {
  const [y, m, dag] = d.split('-').map(Number) as [number, number, number];
  const nl = [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ];
  const en = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${dag} ${(taal === 'nl' ? nl : en)[m - 1]} ${y}`;
}

function nietActueel(set: Regelset, d: string): RegelsWaarschuwing {
  const jaar = d.slice(0, 4);
  return {
    code: 'REGELS_NIET_ACTUEEL',
    nl: `${set.onderwerp.nl} voor ${jaar} zijn nog niet opgenomen; gerekend is met ${set.versie} (geldig vanaf ${datumTekst(set.geldigVanaf, 'nl')}). Het resultaat kan afwijken van de regels die nu gelden.`,
    en: `${set.onderwerp.en} for ${jaar} are not included yet; calculated with ${set.versie} (in force from ${datumTekst(set.geldigVanaf, 'en')}). The result may differ from the rules in force now.`,
  };
}
