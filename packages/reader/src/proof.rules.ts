// Pure rules: every figure proven by arithmetic (docs/intake.md, "Every figure proven"). A table's rows
// are read per year as accountants print them: a heading opens a section, its items follow, and a total
// (a row without a label, "Totaal …", the section's own name, a known closing label) closes it when the
// items add up to it exactly; the closed total is an item of the section above. A balance sheet's grand
// total closes its side. A figure is proposed only where it is such a total, or an item of such a total,
// so a figure read from the wrong place, a note reference, a decoy or a digit too many breaks its sum and
// is left out. A heading without amounts that is followed by rows at its own indentation and carries a
// note reference is an item with empty cells, not a heading.
import type { Controle, IntakeVeld } from './types.ts';
import type { Placed, TableRow } from './statements.rules.ts';
import {
  fieldOf,
  isDeductedDebt,
  isDeduction,
  isEquityUnderNetAssets,
  isNetAssetsLabel,
  isPartialTotalLabel,
  isSection,
  isTotalLabel,
} from './vocabulary.data.ts';

interface Proven {
  veld: IntakeVeld;
  jaar: number;
  cents: number;
  row: TableRow;
  /** the label it was named by: the row's own, or the heading of the section it closes */
  label: string;
  /** the sum that proves it, in words */
  bewijs: string;
}

interface Entry {
  cents: number;
  label: string;
  row: TableRow | null;
  implicit: boolean;
  /** the printed total this entry is (its items added up to it) */
  closed: boolean;
}

interface Level {
  heading: TableRow | null;
  entries: Entry[];
  /** where its labelled items start (the leftmost): a labelled row further left has left the section */
  itemX?: number;
}

interface StreamProof {
  proven: Proven[];
  /**
   * totals that close a side without a label of their own (a grand total printed bare), or with only
   * the word "Totaal"/"Total"; `woord` for the latter
   */
  bareGrandTotals: { jaar: number; cents: number; row: TableRow; woord: boolean }[];
  controles: Controle[];
}

function sum(entries: Entry[]): number {
  let s = 0;
  for (const e of entries) s += e.cents;
  return s;
}

/**
 * A row without amounts is a heading when the rows after it are indented further, or when it names a
 * section of the balance sheet and carries no note reference; otherwise it is an item with empty cells.
 */
function isHeading(rows: TableRow[], i: number): boolean {
  const row = rows[i]!;
  if (row.heading) return true;
  const next = rows[i + 1];
  if (!next || next.side) return !row.noot;
  if (next.x > row.x + 2) return true;
  // the rows after a heading never stand left of it
  if (next.x < row.x - 2) return false;
  if (next.amounts.length === 0 && !next.noot && next.x >= row.x - 2) return !row.noot;
  return !row.noot && (isSection(row.label) || opensSubsections(rows, i));
}

/**
 * A row without amounts at its items' indentation that opens the first of sub-sections printed flat:
 * its items and their total, then another such row, its items and their total ("Kortlopende schulden /
 * Belastingen / loonheffing / omzetbelasting / 3.000 / Overige schulden / accountant / … / 1.200"). The
 * first total is the first sub-section's, not the section's: read as an item with empty cells, the row
 * would let "Kortlopende schulden" be proposed as 3.000.
 */
function opensSubsections(rows: TableRow[], i: number): boolean {
  const row = rows[i]!;
  let items = false;
  let total = false;
  for (let j = i + 1; j < rows.length; j++) {
    const next = rows[j]!;
    if (next.side || (next.label !== '' && next.x < row.x - 2)) return false;
    if (next.amounts.length === 0) {
      if (next.label === '') continue;
      // (another section of the statement, or a figure's own heading, is no sibling)
      return (
        items &&
        total &&
        !next.noot &&
        Math.abs(next.x - row.x) <= 2 &&
        !isSection(next.label) &&
        fieldOf(next.label) === null &&
        (rows[j + 1]?.amounts.length ?? 0) > 0
      );
    }
    if (next.label === '' || isTotalLabel(next.label)) total ||= items;
    else if (total) return false;
    else items = true;
  }
  return false;
}

/** A proof in progress over one stream for one year: the open sections, and what is proven so far. */
interface Prover {
  jaar: number;
  pagina: number;
  proven: Proven[];
  bareGrandTotals: StreamProof['bareGrandTotals'];
  controles: Controle[];
  root: Level;
  /** the open sections, the root first */
  levels: Level[];
  /** the total being closed closes a side (the root) */
  closingRoot: boolean;
  /** the net assets of a UK format, closed by their sum on the last row with an amount of this year */
  netAssets: { cents: number; row: TableRow } | null;
}

/**
 * The proven figures of one stream of rows for one year: as accountants print them (items, then their
 * total), or, where that proves less, with the sections' totals printed on their headings' lines
 * (`totalsFirst`).
 */
export function proveStream(rows: TableRow[], jaar: number, pagina: number): StreamProof {
  const asPrinted = proveRows(rows, jaar, pagina);
  const turned = totalsFirst(rows, jaar);
  if (!turned) return asPrinted;
  const totalsAbove = proveRows(turned, jaar, pagina);
  return totalsAbove.controles.length > asPrinted.controles.length ? totalsAbove : asPrinted;
}

/**
 * The IFRS layout: a section's total printed on its heading's line and its items under it ("Current
 * assets 1 130 800 / Inventories 279 973 / …"). Where the items under such a heading add up to its
 * amount exactly (the fewest rows from the top that do, one or more of them printed and not nil,
 * before the next section, total or side), the rows are read as heading, items and then the total, at
 * the heading's place. Null when no heading's items add up so.
 */
function totalsFirst(rows: TableRow[], jaar: number): TableRow[] | null {
  const out: TableRow[] = [];
  let turned = false;
  let i = 0;
  while (i < rows.length) {
    const row = rows[i]!;
    const run = itemsUnder(rows, i, jaar);
    if (run === null) {
      out.push(row);
      i++;
      continue;
    }
    turned = true;
    const mine = row.amounts.filter((a) => a.jaar === jaar);
    // (the rows are this year's reading: the heading keeps no amount of another year either)
    out.push({ ...row, amounts: [], heading: true });
    out.push(...rows.slice(i + 1, i + 1 + run));
    out.push({ ...row, label: '', raw: '', x: row.x, amounts: mine, noot: false });
    i += 1 + run;
  }
  return turned ? out : null;
}

/** How many rows under a section's heading line add up to its amount (see `totalsFirst`), or null. */
function itemsUnder(rows: TableRow[], i: number, jaar: number): number | null {
  const row = rows[i]!;
  const label = row.label.trim();
  const opensSection = isSection(label) || [...sectionPrefixes(label)].some((s) => isSection(s));
  if (!opensSection || row.unsure || row.side || isTotalLabel(label) || isPartialTotalLabel(label)) return null;
  const mine = row.amounts.filter((a) => a.jaar === jaar);
  if (mine.length !== 1 || mine[0]!.cents === 0) return null;
  let total = 0;
  let printed = 0;
  for (let j = i + 1; j < rows.length; j++) {
    const item = rows[j]!;
    const l = item.label.trim();
    if (item.side || item.unsure || isSection(l) || isTotalLabel(l) || isPartialTotalLabel(l)) return null;
    const amounts = item.amounts.filter((a) => a.jaar === jaar);
    if (amounts.length > 1) return null;
    if (amounts.length === 1) {
      total += amounts[0]!.cents;
      if (amounts[0]!.cents !== 0) printed++;
    }
    if (printed >= 1 && total === mine[0]!.cents) return j - i;
  }
  return null;
}

/** The starts of a label that may name its section ("capital and reserves attributable to …"). */
function* sectionPrefixes(label: string): Generator<string> {
  const words = label.split(' ');
  for (let n = words.length - 1; n >= 1; n--) yield words.slice(0, n).join(' ');
}

/** The proven figures of rows read as printed. */
function proveRows(rows: TableRow[], jaar: number, pagina: number): StreamProof {
  const root: Level = { heading: null, entries: [] };
  const p: Prover = {
    jaar,
    pagina,
    proven: [],
    bareGrandTotals: [],
    controles: [],
    root,
    levels: [root],
    closingRoot: false,
    netAssets: null,
  };
  rows.forEach((_, i) => proveRow(p, rows, i));
  return { proven: p.proven, bareGrandTotals: p.bareGrandTotals, controles: p.controles };
}

/** An entry that keeps its section from adding up (a number in no column, a section left without a total). */
function unknownEntry(): Entry {
  return { cents: Number.NaN, label: '', row: null, implicit: true, closed: false };
}

function openLevel(p: Prover): Level {
  return p.levels[p.levels.length - 1]!;
}

/** Proposes an entry as the figure its label names, where that figure may be it. */
function propose(p: Prover, entry: Entry, bewijs: string): void {
  if (entry.implicit || !entry.row || Number.isNaN(entry.cents)) return;
  const veld = fieldOf(entry.label);
  if (!veld) return;
  // a balance sheet total closes a side (the root), and is never nil
  if (veld === 'balanstotaal' && (!p.closingRoot || entry.cents === 0)) return;
  let cents = entry.cents;
  if (veld === 'kortlopendeSchulden' && isDeductedDebt(entry.label)) cents = Math.abs(cents);
  // assets, debts and the balance sheet total are never negative (only equity and profit can be)
  if (cents < 0 && veld !== 'eigenVermogen' && veld !== 'fiscaleWinst') return;
  p.proven.push({ veld, jaar: p.jaar, cents, row: entry.row, label: entry.label, bewijs });
}

/**
 * Closes `entries` of `level` with the total they add up to: its items and the total are proposed, and
 * the total becomes an entry of the section above (a partial total: of the same section).
 */
function close(p: Prover, level: Level, entries: Entry[], total: Entry, partial: boolean): void {
  const { root, jaar, pagina } = p;
  p.closingRoot = level === root && !partial;
  if (isNetAssetsLabel(total.label) && total.row) p.netAssets = { cents: total.cents, row: total.row };
  const bewijs = `${entries.map((e) => fmt(e.cents)).join(' + ')} = ${fmt(total.cents)}`.replace(/\+ -/g, '− ');
  // a balance sheet total is never an item of another sum ("Activa" as a heading's only word)
  for (const e of entries) if (fieldOf(e.label) !== 'balanstotaal') propose(p, e, bewijs);
  // a total that only repeats one total above it proves nothing of its own name
  if (!(entries.length === 1 && entries[0]!.closed)) propose(p, total, bewijs);
  p.controles.push({
    jaar,
    pagina,
    soort: 'SOM_POSTEN',
    uitkomst: 'KLOPT',
    tekst: `${total.label || 'totaal'}: ${bewijs}`,
  });
  if (partial) {
    level.entries.splice(level.entries.length - entries.length, entries.length, { ...total, closed: true });
    return;
  }
  if (level === root) {
    const grand =
      fieldOf(total.label) === 'balanstotaal' ||
      total.label === '' ||
      total.label === 'totaal' ||
      total.label === 'total';
    if (grand && (total.label === '' || total.label === 'totaal' || total.label === 'total') && total.row)
      p.bareGrandTotals.push({ jaar, cents: total.cents, row: total.row, woord: total.label !== '' });
    root.entries = grand ? [] : [{ ...total, closed: true }];
    return;
  }
  p.levels.pop();
  openLevel(p).entries.push({ ...total, closed: true });
}

/** Reads one row into the open sections: a side, a heading, an item, or a total that closes some. */
function proveRow(p: Prover, rows: TableRow[], i: number): void {
  const row = rows[i]!;
  if (row.side) {
    p.root.entries = [];
    p.levels = [p.root];
    return;
  }
  if (row.amounts.length === 0 && row.unsure) {
    // a row whose numbers stand in no column: the section it is in cannot add up
    openLevel(p).entries.push(unknownEntry());
    return;
  }
  // a labelled row left of its section's items has left that section, which ended without a total
  const open = openLevel(p);
  if (
    open !== p.root &&
    row.label !== '' &&
    !isTotalLabel(row.label) &&
    !isPartialTotalLabel(row.label) &&
    !isSection(row.label) &&
    open.itemX !== undefined &&
    row.x < open.itemX - 2
  ) {
    p.levels.pop();
    openLevel(p).entries.push(unknownEntry());
  }
  const top0 = openLevel(p);
  // (the leftmost of its items so far: a photographed page's rows drift left a little, row by row)
  if (top0 !== p.root && row.label !== '' && !row.side) top0.itemX = Math.min(top0.itemX ?? row.x, row.x);
  if (row.amounts.length === 0) {
    openHeadingOrEmptyItem(p, rows, i);
    return;
  }
  const mine = row.amounts.filter((a) => a.jaar === p.jaar);
  proveEquityUnderNetAssets(p, row, mine);
  for (const entry of rowEntries(row, mine)) placeEntry(p, entry);
}

/** A row without amounts: a heading opens a section (abandoning an open one), else an item with empty cells. */
function openHeadingOrEmptyItem(p: Prover, rows: TableRow[], i: number): void {
  const row = rows[i]!;
  if (!isHeading(rows, i)) {
    openLevel(p).entries.push({ cents: 0, label: row.label, row, implicit: true, closed: false });
    return;
  }
  const top = openLevel(p);
  // a section left open (no total) is abandoned: the section above cannot add up any more,
  // unless the section holds one item only, which is then its total
  if (top !== p.root && top.entries.length > 0) {
    p.levels.pop();
    openLevel(p).entries.push(loneItem(top) ?? unknownEntry());
  }
  p.levels.push({ heading: row, entries: [] });
}

/**
 * UK formats: the equity right under the net assets equals them (the two halves of the balance sheet,
 * as activa = passiva), "Reserves" of a micro-entity included. The net assets wait one row with amounts.
 */
function proveEquityUnderNetAssets(p: Prover, row: TableRow, mine: Placed[]): void {
  const under = p.netAssets;
  p.netAssets = null;
  if (!under || under.row === row || mine.length !== 1 || row.unsure || !isEquityUnderNetAssets(row.label)) return;
  if (mine[0]!.cents !== under.cents) return;
  const { jaar, pagina } = p;
  const bewijs = `${fmt(under.cents)} = ${fmt(mine[0]!.cents)}`;
  p.proven.push({ veld: 'eigenVermogen', jaar, cents: mine[0]!.cents, row, label: row.label, bewijs });
  p.controles.push({
    jaar,
    pagina,
    soort: 'SOM_POSTEN',
    uitkomst: 'KLOPT',
    tekst: `${row.label} = net assets: ${bewijs}`,
  });
}

/** A row's entries for the year: its amount, or an item and a total where both columns hold one. */
function rowEntries(row: TableRow, mine: Placed[]): Entry[] {
  const inner = mine.find((a) => !a.outer);
  const outer = mine.find((a) => a.outer);
  if (row.unsure) return [{ cents: Number.NaN, label: row.label, row, implicit: true, closed: false }];
  if (mine.length === 0) return [{ cents: 0, label: row.label, row, implicit: true, closed: false }];
  if (inner && outer)
    return [
      { cents: inner.cents, label: row.label, row, implicit: false, closed: false },
      { cents: outer.cents, label: '', row, implicit: false, closed: false },
    ];
  return [{ cents: (inner ?? outer)!.cents, label: row.label, row, implicit: false, closed: false }];
}

/** An entry closes the sections it is the total of, or else becomes an item of the open section. */
function placeEntry(p: Prover, entry: Entry): void {
  if (!Number.isNaN(entry.cents) && isTotalLabel(entry.label) && closeByTotal(p, entry)) return;
  // a closing label of the UK formats, or a section's name printed under its items without a heading
  // ("Voorraden, Vorderingen, Liquide middelen, Vlottende activa"): it closes the last entries it adds up
  if (
    !Number.isNaN(entry.cents) &&
    (isPartialTotalLabel(entry.label) || isSection(entry.label)) &&
    closeByTail(p, entry)
  )
    return;
  openLevel(p).entries.push(entry);
}

/** A total closes the innermost section holding entries when they add up to it; whether it closed one. */
function closeByTotal(p: Prover, entry: Entry): boolean {
  const levels = p.levels;
  // empty sections left on top (headings without items) do not hold the total
  let k = levels.length - 1;
  while (k > 0 && levels[k]!.entries.length === 0) k--;
  const top = levels[k]!;
  // a total printed on its only item's line proves nothing (it may be that item's other column)
  const onItemLine = top.entries.length === 1 && top.entries[0]!.row === entry.row;
  // a sum of nothing but empty cells proves nothing
  const printed = top.entries.some((e) => !e.implicit);
  if (top.entries.length > 0 && printed && !onItemLine && sum(top.entries) === entry.cents) {
    levels.length = k + 1;
    // an unlabelled total takes its section's name, except intangible assets (an item of the model
    // balance sheet: a row named so without amounts is an item with empty cells)
    const heading = top.heading?.label ?? '';
    const label = entry.label !== '' ? entry.label : fieldOf(heading) === 'immaterieleActiva' ? '' : heading;
    close(p, top, [...top.entries], { ...entry, label }, false);
    return true;
  }
  // the last section held one item only and no total of its own: that item is its total, an
  // entry of the section above, which this total may close ("Kortlopende schulden / Nog te
  // betalen kosten 16.484 / Totaal van de passiva 215.795")
  const lone = k > 0 && !onItemLine ? loneItem(top) : null;
  const parent = levels[k - 1];
  if (lone && parent && sum([...parent.entries, lone]) === entry.cents) {
    levels.length = k;
    parent.entries.push(lone);
    const label = entry.label !== '' ? entry.label : (parent.heading?.label ?? '');
    close(p, parent, [...parent.entries], { ...entry, label }, false);
    return true;
  }
  return false;
}

/** A closing label closes the last entries of the open section that add up to it; whether it closed any. */
function closeByTail(p: Prover, entry: Entry): boolean {
  const top = openLevel(p);
  // a UK closing label may repeat the one total above it ("Net assets" = "Net current assets"
  // where nothing stands between them)
  const from = isPartialTotalLabel(entry.label) && top.entries[top.entries.length - 1]?.closed ? 1 : 2;
  for (let n = from; n <= top.entries.length; n++) {
    const tail = top.entries.slice(-n);
    // as printed (creditors in brackets), or with the debts and provisions printed positive deducted
    const deducted = tail.map((e) => (isDeduction(e.label) ? { ...e, cents: -Math.abs(e.cents) } : e));
    if (sum(tail) !== entry.cents && sum(deducted) !== entry.cents) continue;
    // a section whose only item is followed by the deductions it is netted with ("CURRENT
    // ASSETS / Cash at bank 67,236 / Creditors … 42,352 / Net current assets 24,884"): that item
    // is the section's total
    const heading = top.heading?.label ?? '';
    if (
      n === top.entries.length &&
      n >= 2 &&
      fieldOf(heading) !== null &&
      fieldOf(heading) !== 'balanstotaal' &&
      !tail[0]!.implicit &&
      !isDeduction(tail[0]!.label) &&
      tail.slice(1).every((e) => isDeduction(e.label))
    )
      propose(p, { ...tail[0]!, label: heading }, `${fmt(tail[0]!.cents)} (${tail[0]!.label})`);
    close(p, top, tail, entry, true);
    return true;
  }
  return false;
}

/**
 * A section's only item, printed, as the section's closed total under the section's name; else null.
 * An item that is a section of another field is the heading's neighbour, not its item: "TOTAAL 872.524
 * / VERENIGINGSVERMOGEN" (a label wrapped under its amount) followed by "VOORZIENINGEN 6.530.758" does
 * not make the provisions the equity.
 */
function loneItem(level: Level): Entry | null {
  if (!level.heading || level.entries.length !== 1) return null;
  const [item] = level.entries;
  if (!item || item.implicit || !item.row || Number.isNaN(item.cents) || item.closed) return null;
  if (isSection(item.label) && fieldOf(item.label) !== fieldOf(level.heading.label)) return null;
  return { ...item, label: level.heading.label, closed: true };
}

function fmt(cents: number): string {
  const euros = cents / 100;
  return euros.toLocaleString('nl-NL', { maximumFractionDigits: 2 });
}
