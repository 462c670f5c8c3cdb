// The figures of an XBRL instance (KvK filing, `.xbrl`) or an inline XBRL document (`.xhtml`), as
// filed (docs/intake.md "XBRL and iXBRL"): the concepts of concepts.data.ts, in instant contexts whose
// only dimensions are the basis of preparation (commercial) and the statements' type (separate
// preferred, consolidated when that is all there is); every other member is refused. The filing's own
// arithmetic is checked (total assets = total equity and liabilities; the subtotals of a UK balance
// sheet); where an inline filing's tag contradicts the sign printed beside it, the printed sign is
// taken only when the arithmetic proves it, and a figure whose check fails is left out.
import type { Controle, GelezenBoekjaar, IntakeVeld, LeesResultaat, Melding, VeldWaarde } from '../types.ts';
import { INTAKE_VELDEN, VELD_NAMEN } from '../types.ts';
import {
  BASIS_AXES,
  CONCEPTS,
  type CheckKey,
  COMMERCIAL_MEMBERS,
  type ConceptRule,
  CONSOLIDATED_MEMBERS,
  SEPARATE_MEMBERS,
  STATEMENT_TYPE_AXES,
} from './concepts.data.ts';
import { type ReadFacts, inlineFacts, instanceFacts, instanceRoot, isInlineRoot, type XbrlFact } from './facts.ts';
import { decodeUtf8, parseXml, XbrlRefused } from './xml.ts';

type Key = IntakeVeld | CheckKey;
type Soort = 'SEPARATE' | 'DEFAULT' | 'CONSOLIDATED';

/** How a context's dimensions qualify a fact for a rule: the statements' type, or refused. */
function qualify(fact: XbrlFact, rule: ConceptRule): Soort | null {
  const ctx = fact.context;
  if (!ctx.instant || ctx.other) return null;
  let soort: Soort = 'DEFAULT';
  const required = rule.required ?? {};
  for (const [axis, member] of Object.entries(required)) if (ctx.dims[axis] !== member) return null;
  for (const [axis, member] of Object.entries(ctx.dims)) {
    if (required[axis] === member) continue;
    if ((BASIS_AXES as readonly string[]).includes(axis)) {
      if (!(COMMERCIAL_MEMBERS as readonly string[]).includes(member)) return null;
    } else if (STATEMENT_TYPE_AXES.includes(axis)) {
      if (SEPARATE_MEMBERS.includes(member)) soort = 'SEPARATE';
      else if (CONSOLIDATED_MEMBERS.includes(member)) soort = 'CONSOLIDATED';
      else return null;
    } else return null;
  }
  return soort;
}

function ruleFor(fact: XbrlFact): ConceptRule[] {
  return CONCEPTS.filter((r) => r.local === fact.concept.local && r.namespace.test(fact.concept.ns ?? ''));
}

interface Value {
  cents: number;
  fact: XbrlFact;
  /** the printed sign disagrees with the tag */
  doubtful: boolean;
}

/** An identity of a balance sheet: `total` = Σ sign × term; `optional` terms count as 0 when not filed. */
interface Identity {
  soort: Controle['soort'];
  total: Key;
  terms: { key: Key; sign: 1 | -1; optional?: boolean }[];
  nl: string;
  en: string;
}

const IDENTITIES: Identity[] = [
  {
    soort: 'ACTIVA_IS_PASSIVA',
    total: 'balanstotaal',
    terms: [{ key: 'passivaTotaal', sign: 1 }],
    nl: 'totaal activa = totaal passiva',
    en: 'total assets = total equity and liabilities',
  },
  {
    soort: 'SOM_POSTEN',
    total: 'balanstotaal',
    terms: [
      { key: 'vasteActiva', sign: 1 },
      { key: 'vlottendeActiva', sign: 1 },
    ],
    nl: 'totaal activa = vaste activa + vlottende activa',
    en: 'total assets = fixed assets + current assets',
  },
  {
    soort: 'SOM_POSTEN',
    total: 'nettoVlottendeActiva',
    terms: [
      { key: 'vlottendeActiva', sign: 1 },
      { key: 'overlopendeActivaApart', sign: 1, optional: true },
      { key: 'kortlopendeSchulden', sign: -1 },
      { key: 'overlopendePassivaApart', sign: -1, optional: true },
    ],
    nl: 'netto vlottende activa = vlottende activa − kortlopende schulden',
    en: 'net current assets = current assets − creditors due within one year',
  },
  {
    soort: 'SOM_POSTEN',
    total: 'activaMinKortlopend',
    terms: [
      { key: 'vasteActiva', sign: 1, optional: true },
      { key: 'nettoVlottendeActiva', sign: 1 },
    ],
    nl: 'activa min kortlopende schulden = vaste activa + netto vlottende activa',
    en: 'total assets less current liabilities = fixed assets + net current assets',
  },
  {
    soort: 'SOM_POSTEN',
    total: 'nettoActiva',
    terms: [
      { key: 'activaMinKortlopend', sign: 1 },
      { key: 'schuldenLang', sign: -1, optional: true },
      { key: 'voorzieningen', sign: -1, optional: true },
    ],
    nl: 'netto activa = activa min kortlopende schulden − langlopende schulden − voorzieningen',
    en: 'net assets = total assets less current liabilities − creditors after one year − provisions',
  },
  {
    soort: 'SOM_POSTEN',
    total: 'eigenVermogen',
    terms: [{ key: 'nettoActiva', sign: 1 }],
    nl: 'eigen vermogen = netto activa',
    en: 'equity = net assets',
  },
];

type Year = Map<Key, Value>;

const LIABILITIES = new Set<Key>(['kortlopendeSchulden', 'schuldenLang', 'voorzieningen', 'overlopendePassivaApart']);

function evaluate(year: Year, id: Identity, flip: Set<Key>): { ok: boolean; total: number; sum: number } | null {
  const val = (k: Key) => {
    const v = year.get(k);
    return v === undefined ? undefined : flip.has(k) ? -v.cents : v.cents;
  };
  const total = val(id.total);
  if (total === undefined) return null;
  let sum = 0;
  for (const t of id.terms) {
    const v = val(t.key);
    if (v === undefined) {
      if (t.optional) continue;
      return null;
    }
    sum += t.sign * v;
  }
  return { ok: sum === total, total, sum };
}

/** The subsets of the doubtful figures whose printed sign makes every check of the year hold. */
function resolveSigns(year: Year): { flip: Set<Key>; failing: Identity[] } {
  const none = new Set<Key>();
  const failingWith = (flip: Set<Key>) => IDENTITIES.filter((id) => evaluate(year, id, flip)?.ok === false);
  const failing = failingWith(none);
  if (failing.length === 0) return { flip: none, failing };
  const doubtful = [...year].filter(([, v]) => v.doubtful).map(([k]) => k);
  if (doubtful.length === 0 || doubtful.length > 12) return { flip: none, failing };
  const holding: Set<Key>[] = [];
  for (let mask = 1; mask < 1 << doubtful.length; mask++) {
    const flip = new Set(doubtful.filter((_, i) => mask & (1 << i)));
    if (failingWith(flip).length === 0) holding.push(flip);
  }
  // the printed signs are taken only when exactly one way of reading them makes the arithmetic hold
  // for every field (two ways that give the same fields are one reading of the fields)
  const fieldsOf = (flip: Set<Key>) =>
    INTAKE_VELDEN.map((k) => {
      const v = year.get(k);
      return v === undefined ? '' : String(flip.has(k) ? -v.cents : v.cents);
    }).join('|');
  if (holding.length > 0 && new Set(holding.map(fieldsOf)).size === 1) return { flip: holding[0]!, failing: [] };
  return { flip: none, failing };
}

const euros = (cents: number) =>
  `${cents < 0 ? '−' : ''}${Math.floor(Math.abs(cents) / 100).toLocaleString('nl-NL')}${Math.abs(cents) % 100 ? `,${String(Math.abs(cents) % 100).padStart(2, '0')}` : ''}`;

function readFacts(bytes: Uint8Array): ReadFacts {
  const root = parseXml(decodeUtf8(bytes));
  const xbrl = instanceRoot(root);
  if (xbrl) return instanceFacts(xbrl);
  const html = isInlineRoot(root);
  if (html) return inlineFacts(html);
  throw new XbrlRefused('neither an XBRL instance nor an inline XBRL document');
}

/** Reads the figures of an XBRL or iXBRL document. Throws XbrlRefused for anything unsafe or malformed. */
export function readXbrl(bytes: Uint8Array): LeesResultaat {
  const { facts, refused } = readFacts(bytes);
  const meldingen: Melding[] = [];
  const controles: Controle[] = [];
  const bySoort = factsBySoort(facts);
  const chosen = chooseSoort(bySoort);
  if (chosen === 'CONSOLIDATED')
    meldingen.push({
      code: 'XBRL_GECONSOLIDEERD',
      nl: 'Dit XBRL-bestand bevat alleen de geconsolideerde balans (van de groep); die cijfers zijn gebruikt.',
      en: 'This XBRL file holds only the consolidated balance sheet (of the group); those figures were used.',
    });

  const boekjaren: GelezenBoekjaar[] = [];
  const found: Found = { currencies: new Set(), scales: new Set(), corrected: false };
  for (const [jaar, raw] of [...(chosen ? bySoort.get(chosen)! : new Map<number, Map<Key, Value[]>>())].sort(
    (a, b) => b[0] - a[0],
  )) {
    const velden = readYear(jaar, raw, meldingen, controles, found);
    if (Object.keys(velden).length > 0) boekjaren.push({ jaar, velden });
  }
  meldingen.push(...documentMeldingen(found, refused.format));
  for (const s of found.scales)
    controles.push({
      jaar: boekjaren[0]?.jaar ?? 0,
      soort: 'SCHAAL',
      uitkomst: 'KLOPT',
      tekst: `bedragen afgedrukt × ${(10 ** s).toLocaleString('nl-NL')} (scale ${s}), omgerekend naar hele bedragen`,
    });

  if (boekjaren.length === 0) {
    meldingen.push({
      code: 'NIET_HERKEND',
      nl: 'In dit XBRL-bestand staan geen balanscijfers die de service kent.',
      en: 'This XBRL file holds no balance figures the service knows.',
    });
    return { status: 'NIET_HERKEND', bron: 'XBRL', boekjaren: [], meldingen, controles };
  }
  return { status: 'GELEZEN', bron: 'XBRL', boekjaren, meldingen, controles };
}

/** Every usable fact, by statements' type, year and key (all values of a key, conflicting ones too). */
function factsBySoort(facts: XbrlFact[]): Map<Soort, Map<number, Map<Key, Value[]>>> {
  const bySoort = new Map<Soort, Map<number, Map<Key, Value[]>>>();
  for (const fact of facts)
    for (const rule of ruleFor(fact)) {
      const soort = qualify(fact, rule);
      if (!soort) continue;
      const years = bySoort.get(soort) ?? new Map<number, Map<Key, Value[]>>();
      bySoort.set(soort, years);
      const year = years.get(fact.context.jaar) ?? new Map<Key, Value[]>();
      years.set(fact.context.jaar, year);
      // a liability printed in brackets is the usual way to show a deduction (UK formats), not a sign
      const doubtful =
        !LIABILITIES.has(rule.veld) &&
        fact.shownNegative !== null &&
        fact.cents !== 0 &&
        fact.shownNegative !== fact.cents < 0;
      year.set(rule.veld, [...(year.get(rule.veld) ?? []), { cents: fact.cents, fact, doubtful }]);
    }
  return bySoort;
}

/** The statements' type read: the separate ones, else those without a type, else the consolidated ones. */
function chooseSoort(bySoort: Map<Soort, Map<number, Map<Key, Value[]>>>): Soort | undefined {
  const hasFields = (s: Soort) =>
    [...(bySoort.get(s)?.values() ?? [])].some((y) => INTAKE_VELDEN.some((k) => y.has(k)));
  return (['SEPARATE', 'DEFAULT', 'CONSOLIDATED'] as const).find(hasFields);
}

/** What the years taken together say about the document: currencies, scales, signs taken from the print. */
interface Found {
  currencies: Set<string>;
  scales: Set<number>;
  corrected: boolean;
}

/** The fields of one year: its values settled, its arithmetic checked, the figures it proves. */
function readYear(
  jaar: number,
  raw: Map<Key, Value[]>,
  meldingen: Melding[],
  controles: Controle[],
  found: Found,
): Partial<Record<IntakeVeld, VeldWaarde>> {
  const year = settledYear(jaar, raw, meldingen);
  const { flip, failing } = resolveSigns(year);
  if (flip.size > 0) found.corrected = true;
  for (const id of IDENTITIES) {
    const r = evaluate(year, id, flip);
    if (!r) continue;
    controles.push({
      jaar,
      soort: id.soort,
      uitkomst: r.ok ? 'KLOPT' : 'KLOPT_NIET',
      tekst: r.ok ? `${id.nl}: ${euros(r.total)}` : `${id.nl}: ${euros(r.total)} ≠ ${euros(r.sum)}`,
    });
  }
  const dropped = new Set<Key>();
  for (const id of failing) {
    dropped.add(id.total);
    for (const t of id.terms) dropped.add(t.key);
    meldingen.push({
      code: 'SOM_KLOPT_NIET',
      nl: `In het XBRL-bestand klopt voor ${jaar} niet: ${id.nl}. De bedragen die daarin voorkomen zijn leeg gelaten.`,
      en: `In the XBRL file, for ${jaar}, this does not add up: ${id.en}. The amounts in it were left empty.`,
    });
  }
  // the balance-sheet total is one figure, printed under the assets and under the liabilities; a
  // filing that tags only the liabilities' side still states it
  if (!year.has('balanstotaal') && year.has('passivaTotaal') && !dropped.has('passivaTotaal'))
    year.set('balanstotaal', year.get('passivaTotaal')!);
  return yearFields(year, jaar, { flip, failing, dropped }, meldingen, found);
}

/** One value per key of a year; a key with different values is left out (a melding for a field). */
function settledYear(jaar: number, raw: Map<Key, Value[]>, meldingen: Melding[]): Year {
  const year: Year = new Map();
  for (const [key, list] of raw) {
    if (new Set(list.map((v) => v.cents)).size > 1) {
      if ((INTAKE_VELDEN as readonly string[]).includes(key))
        meldingen.push({
          code: 'TEGENSTRIJDIGE_BEDRAGEN',
          nl: `Het XBRL-bestand noemt verschillende bedragen voor ${VELD_NAMEN[key as IntakeVeld].nl} van ${jaar}; dat veld is leeg gelaten.`,
          en: `The XBRL file states different amounts for ${VELD_NAMEN[key as IntakeVeld].en} of ${jaar}; that field was left empty.`,
        });
      continue;
    }
    year.set(key, { ...list[0]!, doubtful: list.some((v) => v.doubtful) });
  }
  return year;
}

/** The figures of a checked year: those not dropped by a failing check and not in doubt about their sign. */
function yearFields(
  year: Year,
  jaar: number,
  checked: { flip: Set<Key>; failing: Identity[]; dropped: Set<Key> },
  meldingen: Melding[],
  found: Found,
): Partial<Record<IntakeVeld, VeldWaarde>> {
  const { flip, failing, dropped } = checked;
  const velden: Partial<Record<IntakeVeld, VeldWaarde>> = {};
  for (const k of INTAKE_VELDEN) {
    const v = year.get(k);
    if (!v || dropped.has(k)) continue;
    // a figure whose tag and print disagree on the sign, not settled by the arithmetic, is not proposed
    if (v.doubtful && !flip.has(k) && failing.length === 0 && !provenBy(year, k, flip)) {
      meldingen.push(signUnsure(k, jaar));
      continue;
    }
    const cents = flip.has(k) ? -v.cents : v.cents;
    if (v.fact.currency) found.currencies.add(v.fact.currency);
    if (v.fact.scale) found.scales.add(v.fact.scale);
    const ctx = v.fact.context;
    velden[k] = {
      waarde: cents / 100,
      tekst: `${v.fact.name} (context ${ctx.id}: ${ctx.datum}${v.fact.scale ? `, × ${10 ** v.fact.scale}` : ''})`,
    };
  }
  return velden;
}

/** The meldingen about the whole document: signs taken from the print, foreign currencies, unknown formats. */
function documentMeldingen(found: Found, refusedFormats: number): Melding[] {
  const meldingen: Melding[] = [];
  if (found.corrected)
    meldingen.push({
      code: 'TEKEN_UIT_DRUK',
      nl: 'Bij sommige bedragen zegt de XBRL-code een ander teken (+/−) dan de afgedrukte tekst; de afgedrukte tekst is gevolgd omdat de optellingen van de balans dat bevestigen.',
      en: 'For some amounts the XBRL tag states another sign (+/−) than the printed text; the printed text was followed because the balance sheet’s sums confirm it.',
    });
  const foreign = [...found.currencies].filter((c) => c !== 'EUR');
  if (foreign.length)
    meldingen.push({
      code: 'VALUTA_NIET_EURO',
      nl: `De bedragen in dit bestand zijn in ${foreign.join(', ')}, niet in euro's. Ze zijn niet omgerekend.`,
      en: `The amounts in this file are in ${foreign.join(', ')}, not in euros. They were not converted.`,
    });
  if (refusedFormats > 0)
    meldingen.push({
      code: 'XBRL_FORMAAT_ONBEKEND',
      nl: 'Sommige bedragen in dit bestand gebruiken een notatie die de service niet kent; die zijn overgeslagen.',
      en: 'Some amounts in this file use a format the service does not know; they were skipped.',
    });
  return meldingen;
}

/** Whether a doubtful figure takes part in an identity that holds as read (it is then not in doubt). */
function provenBy(year: Year, key: Key, flip: Set<Key>): boolean {
  return IDENTITIES.some(
    (id) =>
      (id.total === key || id.terms.some((t) => t.key === key)) &&
      evaluate(year, id, flip)?.ok === true &&
      [id.total, ...id.terms.map((t) => t.key)].some((k) => k !== key && year.has(k) && !year.get(k)!.doubtful),
  );
}

function signUnsure(k: IntakeVeld, jaar: number): Melding {
  return {
    code: 'TEKEN_ONZEKER',
    nl: `Voor ${VELD_NAMEN[k].nl} van ${jaar} zegt de XBRL-code een ander teken (+/−) dan de afgedrukte tekst, en de balans wijst niet uit welke klopt; dat veld is leeg gelaten.`,
    en: `For ${VELD_NAMEN[k].en} of ${jaar} the XBRL tag states another sign (+/−) than the printed text, and the balance sheet does not show which is right; that field was left empty.`,
  };
}
