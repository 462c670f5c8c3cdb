// Pure rules: the figures of annual accounts, fiscal profit calculations and income-tax returns in the
// text of a PDF (API.md, Intake II; docs/intake.md). The document's statements are read as tables
// (statements.rules.ts) and a figure is proposed only where the table's own arithmetic proves it
// (proof.rules.ts). Never guess: a figure with two candidates, an unclear column, year or scale is left
// out with a melding (a wrong figure costs more than a missing one). Meanings of the figures: IKV.md.
import { statedScale } from './amount.rules.ts';
import type { Controle, GelezenBoekjaar, IntakeVeld, LeesResultaat, Melding, Positie, VeldWaarde } from './types.ts';
import { INTAKE_VELDEN, VELD_NAMEN } from './types.ts';
import { type Cell, lineText, type PageText, toLines } from './layout.rules.ts';
import { proveStream } from './proof.rules.ts';
import { CONSOLIDATED_TITLE, fieldOf } from './vocabulary.data.ts';
import { type Statement, statements, type Table, table, type TableRow } from './statements.rules.ts';

interface Candidate {
  veld: IntakeVeld;
  jaar: number;
  cents: number;
  pagina: number;
  tekst: string;
  positie: Positie;
}

/** Two amounts for one field of one year. */
const tegenstrijdig = (veld: IntakeVeld, jaar: number): Melding => ({
  code: 'TEGENSTRIJDIGE_BEDRAGEN',
  nl: `Het document noemt verschillende bedragen voor ${VELD_NAMEN[veld].nl} (${jaar}); het veld is leeg gelaten.`,
  en: `The document states different amounts for ${VELD_NAMEN[veld].en} (${jaar}); the field was left empty.`,
});

/** An amount of a field whose year is not sure. */
const kolomOnzeker = (veld: IntakeVeld): Melding => ({
  code: 'KOLOM_ONZEKER',
  nl: `Voor ${VELD_NAMEN[veld].nl} is niet zeker bij welk jaar het bedrag hoort; het veld is leeg gelaten.`,
  en: `For ${VELD_NAMEN[veld].en} it is unclear which year the amount belongs to; the field was left empty.`,
});

const MELDING: Record<string, (a?: string) => Melding> = {
  GEEN_TEKST: () => ({
    code: 'GEEN_TEKST',
    nl: 'Het document heeft geen tekstlaag (een scan of foto); de cijfers zijn niet te lezen.',
    en: 'The document has no text layer (a scan or photo); the figures cannot be read.',
  }),
  NIET_HERKEND: () => ({
    code: 'NIET_HERKEND',
    nl: 'In dit document is geen balans, fiscale winstberekening of aangifte gevonden.',
    en: 'No balance sheet, fiscal profit calculation or tax return was found in this document.',
  }),
  SCHAAL: (a) => ({
    code: 'SCHAAL_ONZEKER',
    nl: `Op pagina ${a} is niet zeker of de bedragen in euro's of in duizenden euro's staan; die pagina is overgeslagen.`,
    en: `On page ${a} it is unclear whether amounts are in euros or thousands of euros; that page was skipped.`,
  }),
  JAAR: (a) => ({
    code: 'JAAR_ONBEKEND',
    nl: `Op pagina ${a} staat geen boekjaar bij de bedragen; die pagina is overgeslagen.`,
    en: `Page ${a} does not state the financial year of its amounts; that page was skipped.`,
  }),
  SOM: (a) => ({
    code: 'TELT_NIET_OP',
    nl: `Op pagina ${a} staat een staat met cijfers, maar de bedragen tellen niet op tot hun totalen; de cijfers zijn niet overgenomen. Vul ze zelf in.`,
    en: `Page ${a} holds a statement, but its amounts do not add up to their totals; the figures were not taken. Please enter them yourself.`,
  }),
  KOLOMMEN: (a) => ({
    code: 'KOLOM_ONZEKER',
    nl: `Op pagina ${a} is niet zeker welke kolom bij welk jaar hoort; die tabel is overgeslagen.`,
    en: `On page ${a} it is unclear which column belongs to which year; that table was skipped.`,
  }),
  DUBBEL_JAAR: (a) => ({
    code: 'JAAR_DUBBEL',
    nl: `Op pagina ${a} horen twee kolommen bij hetzelfde boekjaar; die pagina is overgeslagen.`,
    en: `On page ${a} two columns belong to the same financial year; that page was skipped.`,
  }),
  GROEP: (a) => ({
    code: 'GROEP_OVERGESLAGEN',
    nl: `Op pagina ${a} staan de cijfers van de groep (geconsolideerd) naast die van de onderneming zelf (enkelvoudig); de cijfers van de onderneming zelf zijn gebruikt.`,
    en: `On page ${a} the group's (consolidated) figures stand beside the company's own (separate) figures; the company's own figures were used.`,
  }),
  GROEP_BALANS: (a) => ({
    code: 'GROEP_OVERGESLAGEN',
    nl: `De geconsolideerde balans (van de groep) op pagina ${a} is overgeslagen; de balans van de onderneming zelf (enkelvoudig) is gebruikt.`,
    en: `The consolidated balance sheet (of the group) on page ${a} was skipped; the company's own (separate) balance sheet was used.`,
  }),
  UIT_TOELICHTING: (a) => ({
    code: 'UIT_TOELICHTING',
    nl: `In dit document staat geen balans; de cijfers komen uit de toelichting op de balans op pagina ${a}, waar ze optellen tot hun totalen.`,
    en: `This document holds no balance sheet; the figures come from the notes to the balance sheet on page ${a}, where they add up to their totals.`,
  }),
  BALANS_ONGELIJK: (a) => ({
    code: 'BALANS_SLUIT_NIET',
    nl: `Totaal activa en totaal passiva verschillen in ${a}; het balanstotaal is leeg gelaten.`,
    en: `Total assets and total liabilities differ in ${a}; the balance-sheet total was left empty.`,
  }),
};

export const BALANCE_FIELDS = new Set<IntakeVeld>([
  'vlottendeActiva',
  'immaterieleActiva',
  'eigenVermogen',
  'kortlopendeSchulden',
  'balanstotaal',
]);

function positie(cells: Cell[]): Positie {
  const x = Math.min(...cells.map((c) => c.x));
  const y = Math.min(...cells.map((c) => c.y));
  const r = Math.max(...cells.map((c) => c.x + c.w));
  const b = Math.max(...cells.map((c) => c.y + c.h));
  const round = (n: number) => Math.round(n * 10) / 10;
  return { x: round(x), y: round(y), breedte: round(r - x), hoogte: round(b - y) };
}

function rowText(row: TableRow, label: string): string {
  const text = row.lines.map((l) => lineText(l.cells)).join(' ');
  if (label === row.label || label === '') return text;
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} … ${text}`;
}

type Scale = 1 | 1000 | 1000000 | 'TEGENSTRIJDIG';

/**
 * A table's scale: a multiplier its title and header state, else one its page states, else the
 * document's only one (stated in the accounting policies, say), else euros. "Bedragen in euro's" names
 * the currency and gives way to a multiplier; "x € 1" states units. Two multipliers: TEGENSTRIJDIG.
 */
function tableScale(headText: string, pageText: string, documentScales: Set<Scale>): Scale {
  for (const text of [headText, pageText]) {
    const stated = statedScale(text);
    if (stated !== null && stated !== 1) return stated;
    if (stated === 1 && /(?:x|×)\s*(?:€|eur|euro)\s*1(?![.,]?\d)|in hele euro/i.test(text)) return 1;
  }
  const multipliers = new Set([...documentScales].filter((s) => s !== 1));
  if (multipliers.size === 0) return 1;
  if (multipliers.size === 1) return [...multipliers][0]!;
  return 'TEGENSTRIJDIG';
}

/** A statement as a table, where it can be read in more than one way the way that proves the most sums. */
function provenTable(st: Statement): ReturnType<typeof table> {
  return table(st, (rows, years) =>
    years.reduce((n, jaar) => n + proveStream(rows, jaar, st.pagina).controles.length, 0),
  );
}

/** The pages on which a balance sheet, a fiscal profit calculation or a return begins (read-ocr.ts's second look). */
export function statementPages(pages: PageText[]): number[] {
  const pageLines = pages.map((page) => ({ pagina: page.pagina, lines: toLines(page) }));
  const kinds = new Set(['BALANS', 'FISCAAL', 'AANGIFTE']);
  return [...new Set(statements(pageLines).flatMap((st) => (kinds.has(st.kind) ? [st.pagina] : [])))];
}

/**
 * The years for which a balance sheet on these pages prints its total as a labelled row with an amount
 * ("totaal van de activa 215.795"). A reading of such a year that proves the sheet's figures but not
 * that total left a sum unread (a scan's misread or lost item), and another look may read it
 * (looks.rules.ts `needsAnotherLook`).
 */
export function balanceTotalYears(pages: PageText[]): Set<number> {
  const years = new Set<number>();
  const pageLines = pages.map((page) => ({ pagina: page.pagina, lines: toLines(page) }));
  for (const st of statements(pageLines)) {
    if (st.kind !== 'BALANS') continue;
    const result = provenTable(st);
    if (result === null || 'reden' in result) continue;
    for (const row of result.table.streams.flat())
      if (fieldOf(row.label) === 'balanstotaal') for (const a of row.amounts) years.add(a.jaar);
  }
  return years;
}

/** Reads the figures from the text of a document's pages. */
export function readAccounts(pages: PageText[]): LeesResultaat {
  const meldingen: Melding[] = [];
  const addMelding = (melding: Melding) => {
    if (!meldingen.some((known) => known.code === melding.code && known.nl === melding.nl)) meldingen.push(melding);
  };
  const textChars = pages.reduce(
    (total, page) => total + page.items.reduce((sum, item) => sum + item.str.replace(/\s/g, '').length, 0),
    0,
  );
  if (textChars < 20) return { status: 'GEEN_TEKST', boekjaren: [], meldingen: [MELDING.GEEN_TEKST!()] };

  const pageLines = pages.map((page) => ({ pagina: page.pagina, lines: toLines(page) }));
  const pageTexts = new Map(pageLines.map((p) => [p.pagina, p.lines.map((line) => lineText(line.cells)).join('\n')]));
  const documentScales = new Set(
    [...pageTexts.values()].map((text) => statedScale(text)).filter((s): s is Scale => s !== null),
  );
  const candidates: Candidate[] = [];
  const controles: Controle[] = [];
  const unsure = new Set<string>();
  let recognised = false;
  const all = statements(pageLines);
  // the company's own balance sheet is read where the group's stands beside it (as in XBRL)
  const ownBalance = all.some((st) => st.kind === 'BALANS' && !CONSOLIDATED_TITLE.test(st.title));
  const noBalance = !all.some((st) => st.kind === 'BALANS');
  for (const st of all) {
    if (st.kind === 'TOELICHTING_BALANS' && noBalance) {
      readNotes(st, pageTexts, documentScales, candidates, controles, addMelding);
      continue;
    }
    if (st.kind !== 'BALANS' && st.kind !== 'FISCAAL' && st.kind !== 'AANGIFTE') continue;
    recognised = true;
    if (st.kind === 'BALANS' && ownBalance && CONSOLIDATED_TITLE.test(st.title)) {
      addMelding(MELDING.GROEP_BALANS!(String(st.pagina)));
      continue;
    }
    const result = provenTable(st);
    if (result === null) continue;
    if ('reden' in result) {
      const melding = { JAAR: MELDING.JAAR!, DUBBEL: MELDING.DUBBEL_JAAR!, KOLOMMEN: MELDING.KOLOMMEN! }[result.reden];
      addMelding(melding(String(st.pagina)));
      continue;
    }
    const t = result.table;
    const scale = tableScale(t.headText, pageTexts.get(t.pagina) ?? '', documentScales);
    const melding = readTable(t, scale, candidates, controles);
    if (melding) addMelding(melding);
    else if (t.groepOvergeslagen) addMelding(MELDING.GROEP!(String(t.pagina)));
  }
  return decide(candidates, unsure, recognised, meldingen, addMelding, controles);
}

/**
 * The notes to the balance sheet of a document that holds no balance sheet itself (a foundation's
 * photographed notes, say): read as a balance sheet, by the same proof, with one rule stricter. A line
 * without amounts followed by lines with amounts is a heading even at their indentation: in the notes
 * a section often explains one part of a balance sheet item ("Kortlopende schulden / Overige schulden /
 * accountant 1.500 / …"), and its total is that part's, not the item's. Said so where it proves a
 * figure; silent where it proves none (the document then has no balance sheet, as before).
 */
function readNotes(
  st: Statement,
  pageTexts: Map<number, string>,
  documentScales: Set<Scale>,
  candidates: Candidate[],
  controles: Controle[],
  addMelding: (melding: Melding) => void,
): void {
  const result = provenTable({ ...st, kind: 'BALANS' });
  if (result === null || 'reden' in result) return;
  const streams = result.table.streams.map((rows) =>
    rows.map((row, i) =>
      row.amounts.length === 0 && row.label !== '' && (rows[i + 1]?.amounts.length ?? 0) > 0
        ? { ...row, heading: true }
        : row,
    ),
  );
  const t: Table = { ...result.table, streams };
  const scale = tableScale(t.headText, pageTexts.get(t.pagina) ?? '', documentScales);
  const before = candidates.length;
  const found: Controle[] = [];
  readTable(t, scale, candidates, found);
  if (candidates.length === before) return;
  controles.push(...found);
  addMelding(MELDING.UIT_TOELICHTING!(String(t.pagina)));
}

/**
 * The figures one table proves, year by year, added to `candidates` (its checks to `controles`); a
 * melding when its scale is unclear (the table is skipped) or nothing in it adds up.
 */
function readTable(t: Table, scale: Scale, candidates: Candidate[], controles: Controle[]): Melding | null {
  const amounts = t.streams.flatMap((rows) => rows.flatMap((r) => r.amounts));
  if (scale === 'TEGENSTRIJDIG' || (scale > 1 && amounts.some((a) => a.cents % 100 !== 0 && scale === 1000)))
    return MELDING.SCHAAL!(String(t.pagina));
  if (scale > 1)
    controles.push({
      jaar: Math.max(...t.years),
      pagina: t.pagina,
      soort: 'SCHAAL',
      uitkomst: 'KLOPT',
      tekst: scale === 1000 ? 'bedragen × € 1.000' : 'bedragen × € 1.000.000',
    });
  const before = candidates.length;
  for (const jaar of t.years) {
    // a column of dashes only (an opening balance of a new foundation, a year not yet begun) states
    // no figure: nil everywhere is not a balance sheet of that year
    if (amounts.every((a) => a.jaar !== jaar || a.cents === 0)) continue;
    readTableYear(t, jaar, scale, candidates, controles);
  }
  if (candidates.length === before && (t.kind === 'BALANS' || t.kind === 'FISCAAL'))
    return MELDING.SOM!(String(t.pagina));
  return null;
}

/** A total of a balance sheet's side: labelled as the balance sheet total, or printed bare (or as "Totaal"). */
interface GrandTotal {
  cents: number;
  row: TableRow;
  labelled: boolean;
  woord?: boolean;
  topOfSide?: boolean;
}

/** The figures a table proves for one year, and whether its sides' totals agree (activa = passiva). */
function readTableYear(t: Table, jaar: number, scale: number, candidates: Candidate[], controles: Controle[]): void {
  const startOfYear = candidates.length;
  const grand: GrandTotal[] = [];
  for (const rows of t.streams) grand.push(...readStream(t, rows, jaar, scale, candidates, controles));
  candidates.push(...unlabelledGrandTotals(t, jaar, scale, grand));
  // nil sums prove nothing: where every figure this table proves for the year is 0 (dashes adding up
  // to a dash), the year is not stated — one misread dash elsewhere in the column (OCR) must not turn
  // an opening balance's empty column into figures of 0
  if (candidates.length > startOfYear && candidates.slice(startOfYear).every((c) => c.cents === 0))
    candidates.length = startOfYear;
  const sides = grand.map((g) => g.cents);
  if (sides.length >= 2)
    controles.push({
      jaar,
      pagina: t.pagina,
      soort: 'ACTIVA_IS_PASSIVA',
      uitkomst: new Set(sides).size === 1 ? 'KLOPT' : 'KLOPT_NIET',
      tekst: `activa = passiva: ${sides.map((c) => ((c * scale) / 100).toLocaleString('nl-NL')).join(' / ')}`,
    });
}

/** The figures one stream of a table proves for a year (to `candidates`); returns its sides' totals. */
function readStream(
  t: Table,
  rows: TableRow[],
  jaar: number,
  scale: number,
  candidates: Candidate[],
  controles: Controle[],
): GrandTotal[] {
  const grand: GrandTotal[] = [];
  const proof = proveStream(rows, jaar, t.pagina);
  controles.push(...proof.controles);
  for (const p of proof.proven) {
    if (BALANCE_FIELDS.has(p.veld) !== (t.kind === 'BALANS')) continue;
    if (p.veld === 'balanstotaal') grand.push({ cents: p.cents, row: p.row, labelled: true });
    candidates.push({
      veld: p.veld,
      jaar,
      cents: p.cents * scale,
      pagina: p.row.pagina,
      tekst: rowText(p.row, p.label),
      positie: positie(p.row.lines.flatMap((l) => l.cells)),
    });
  }
  if (t.kind === 'BALANS') grand.push(...bareGrandTotals(rows, proof.bareGrandTotals, jaar));
  return grand;
}

/** A stream's totals that close a side without a label, each with whether it is the largest amount of its side. */
function bareGrandTotals(
  rows: TableRow[],
  bare: { cents: number; row: TableRow; woord: boolean }[],
  jaar: number,
): GrandTotal[] {
  const grand: GrandTotal[] = [];
  let from = 0;
  for (const g of bare) {
    // the side this total closes: its rows from after the previous one; is it their largest amount?
    const to = rows.indexOf(g.row);
    const side = rows.slice(from, to + 1).flatMap((r) => r.amounts.filter((a) => a.jaar === jaar));
    const topOfSide = to >= 0 && side.every((a) => Math.abs(a.cents) <= g.cents);
    if (to >= 0) from = to + 1;
    grand.push({ cents: g.cents, row: g.row, labelled: false, woord: g.woord, topOfSide });
  }
  return grand;
}

/** A grand total printed without a label counts when the other side's total is the same amount. */
function unlabelledGrandTotals(t: Table, jaar: number, scale: number, grand: GrandTotal[]): Candidate[] {
  const candidates: Candidate[] = [];
  const largest = Math.max(
    ...t.streams.flatMap((rows) =>
      rows.flatMap((r) => r.amounts.filter((a) => a.jaar === jaar).map((a) => Math.abs(a.cents))),
    ),
  );
  for (const g of grand.filter((x) => !x.labelled)) {
    // the other side's total is the same amount, and it is the largest amount of the year; or, for a
    // total named only "Totaal" on both sides, the largest of one side (the assets, whose items are
    // never negative; a negative equity makes the debts larger than the total of the other side)
    const other = grand.filter((o) => o !== g && o.cents === g.cents);
    const woord = g.woord && other.some((o) => o.woord && (o.topOfSide || g.topOfSide));
    if (other.length === 0 || (g.cents !== largest && !woord)) continue;
    candidates.push({
      veld: 'balanstotaal',
      jaar,
      cents: g.cents * scale,
      pagina: g.row.pagina,
      tekst: rowText(g.row, ''),
      positie: positie(g.row.lines.flatMap((l) => l.cells)),
    });
  }
  return candidates;
}

function decide(
  candidates: Candidate[],
  unsure: Set<string>,
  recognised: boolean,
  meldingen: Melding[],
  addMelding: (m: Melding) => void,
  controles: Controle[],
): LeesResultaat {
  const byYear = new Map<number, GelezenBoekjaar>();
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = `${c.veld}|${c.jaar}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const [key, list] of groups) {
    const [veld, jaarText] = key.split('|') as [IntakeVeld, string];
    const jaar = Number(jaarText);
    if (new Set(list.map((c) => c.cents)).size > 1) {
      addMelding(veld === 'balanstotaal' ? MELDING.BALANS_ONGELIJK!(jaarText) : tegenstrijdig(veld, jaar));
      continue;
    }
    const c = list[0]!;
    const waarde: VeldWaarde = { waarde: c.cents / 100, pagina: c.pagina, tekst: c.tekst, positie: c.positie };
    const year = byYear.get(jaar) ?? { jaar, velden: {} };
    year.velden[veld] = waarde;
    byYear.set(jaar, year);
  }
  for (const veld of unsure) {
    const found = [...byYear.values()].some((y) => y.velden[veld as IntakeVeld]);
    if (!found) addMelding(kolomOnzeker(veld as IntakeVeld));
  }
  const boekjaren = [...byYear.values()]
    .sort((a, b) => b.jaar - a.jaar)
    .map((y) => ({
      jaar: y.jaar,
      velden: Object.fromEntries(INTAKE_VELDEN.filter((v) => y.velden[v]).map((v) => [v, y.velden[v]!])),
    }));
  if (boekjaren.length === 0) {
    if (!recognised || meldingen.length === 0) addMelding(MELDING.NIET_HERKEND!());
    return { status: 'NIET_HERKEND', bron: 'PDF_TEKST', boekjaren: [], meldingen, controles };
  }
  return { status: 'GELEZEN', bron: 'PDF_TEKST', boekjaren, meldingen, controles };
}
