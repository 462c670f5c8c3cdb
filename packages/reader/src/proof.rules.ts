// Pure rules: every figure proven by arithmetic (docs/intake.md, "Every figure proven"). A table's rows
// are read per year as accountants print them: a heading opens a section, its items follow, and a total
// (a row without a label, "Totaal …", the section's own name, a known closing label) closes it when the
// items add up to it exactly; the closed total is an item of the section above. A balance sheet's grand
// total closes its side. A figure is proposed only where it is such a total, or an item of such a total,
// so a figure read from the wrong place, a note reference, a decoy or a digit too many breaks its sum and
// is left out. A heading without amounts that is followed by rows at its own indentation and carries a
// note reference is an item with empty cells, not a heading.
import type { Controle, IntakeVeld } from './types.ts';
import type { TableRow } from './statements.rules.ts';
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
  /** where its first labelled item starts: a labelled row further left has left the section */
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
  const next = rows[i + 1];
  if (!next || next.side) return !row.noot;
  if (next.x > row.x + 2) return true;
  // the rows after a heading never stand left of it
  if (next.x < row.x - 2) return false;
  if (next.amounts.length === 0 && !next.noot && next.x >= row.x - 2) return !row.noot;
  return !row.noot && isSection(row.label);
}

/** The proven figures of one stream of rows for one year. */
export function proveStream(rows: TableRow[], jaar: number, pagina: number): StreamProof {
  const proven: Proven[] = [];
  const bareGrandTotals: StreamProof['bareGrandTotals'] = [];
  const controles: Controle[] = [];
  const root: Level = { heading: null, entries: [] };
  let levels: Level[] = [root];
  const propose = (entry: Entry, bewijs: string) => {
    if (entry.implicit || !entry.row || Number.isNaN(entry.cents)) return;
    const veld = fieldOf(entry.label);
    if (!veld) return;
    // a balance sheet total closes a side (the root), and is never nil
    if (veld === 'balanstotaal' && (!closingRoot || entry.cents === 0)) return;
    let cents = entry.cents;
    if (veld === 'kortlopendeSchulden' && isDeductedDebt(entry.label)) cents = Math.abs(cents);
    // assets, debts and the balance sheet total are never negative (only equity and profit can be)
    if (cents < 0 && veld !== 'eigenVermogen' && veld !== 'fiscaleWinst') return;
    proven.push({ veld, jaar, cents, row: entry.row, label: entry.label, bewijs });
  };
  let closingRoot = false;
  /** the net assets of a UK format, closed by their sum on the last row with an amount of this year */
  let netAssets: { cents: number; row: TableRow } | null = null;
  const close = (level: Level, entries: Entry[], total: Entry, partial: boolean) => {
    closingRoot = level === root && !partial;
    if (isNetAssetsLabel(total.label) && total.row) netAssets = { cents: total.cents, row: total.row };
    const bewijs = `${entries.map((e) => fmt(e.cents)).join(' + ')} = ${fmt(total.cents)}`.replace(/\+ -/g, '− ');
    // a balance sheet total is never an item of another sum ("Activa" as a heading's only word)
    for (const e of entries) if (fieldOf(e.label) !== 'balanstotaal') propose(e, bewijs);
    // a total that only repeats one total above it proves nothing of its own name
    if (!(entries.length === 1 && entries[0]!.closed)) propose(total, bewijs);
    controles.push({
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
        bareGrandTotals.push({ jaar, cents: total.cents, row: total.row, woord: total.label !== '' });
      root.entries = grand ? [] : [{ ...total, closed: true }];
      return;
    }
    levels.pop();
    levels[levels.length - 1]!.entries.push({ ...total, closed: true });
  };

  rows.forEach((row, i) => {
    if (row.side) {
      root.entries = [];
      levels = [root];
      return;
    }
    if (row.amounts.length === 0 && row.unsure) {
      // a row whose numbers stand in no column: the section it is in cannot add up
      levels[levels.length - 1]!.entries.push({
        cents: Number.NaN,
        label: '',
        row: null,
        implicit: true,
        closed: false,
      });
      return;
    }
    // a labelled row left of its section's items has left that section, which ended without a total
    const open = levels[levels.length - 1]!;
    if (
      open !== root &&
      row.label !== '' &&
      !isTotalLabel(row.label) &&
      !isPartialTotalLabel(row.label) &&
      !isSection(row.label) &&
      open.itemX !== undefined &&
      row.x < open.itemX - 2
    ) {
      levels.pop();
      levels[levels.length - 1]!.entries.push({
        cents: Number.NaN,
        label: '',
        row: null,
        implicit: true,
        closed: false,
      });
    }
    const top0 = levels[levels.length - 1]!;
    if (top0 !== root && top0.itemX === undefined && row.label !== '' && !row.side) top0.itemX = row.x;
    if (row.amounts.length === 0) {
      if (isHeading(rows, i)) {
        const top = levels[levels.length - 1]!;
        // a section left open (no total) is abandoned: the section above cannot add up any more,
        // unless the section holds one item only, which is then its total
        if (top !== root && top.entries.length > 0) {
          levels.pop();
          levels[levels.length - 1]!.entries.push(
            loneItem(top) ?? { cents: Number.NaN, label: '', row: null, implicit: true, closed: false },
          );
        }
        levels.push({ heading: row, entries: [] });
      } else
        levels[levels.length - 1]!.entries.push({ cents: 0, label: row.label, row, implicit: true, closed: false });
      return;
    }
    const mine = row.amounts.filter((a) => a.jaar === jaar);
    const inner = mine.find((a) => !a.outer);
    const outer = mine.find((a) => a.outer);
    // UK formats: the equity right under the net assets equals them (the two halves of the balance
    // sheet, as activa = passiva), "Reserves" of a micro-entity included
    const under = netAssets as { cents: number; row: TableRow } | null;
    netAssets = null;
    if (under && under.row !== row && mine.length === 1 && !row.unsure && isEquityUnderNetAssets(row.label)) {
      if (mine[0]!.cents === under.cents) {
        const bewijs = `${fmt(under.cents)} = ${fmt(mine[0]!.cents)}`;
        proven.push({ veld: 'eigenVermogen', jaar, cents: mine[0]!.cents, row, label: row.label, bewijs });
        controles.push({
          jaar,
          pagina,
          soort: 'SOM_POSTEN',
          uitkomst: 'KLOPT',
          tekst: `${row.label} = net assets: ${bewijs}`,
        });
      }
    }
    const items: Entry[] = [];
    if (row.unsure) items.push({ cents: Number.NaN, label: row.label, row, implicit: true, closed: false });
    else if (mine.length === 0) items.push({ cents: 0, label: row.label, row, implicit: true, closed: false });
    else if (inner && outer) {
      items.push({ cents: inner.cents, label: row.label, row, implicit: false, closed: false });
      items.push({ cents: outer.cents, label: '', row, implicit: false, closed: false });
    } else items.push({ cents: (inner ?? outer)!.cents, label: row.label, row, implicit: false, closed: false });
    for (const entry of items) {
      if (!Number.isNaN(entry.cents) && isTotalLabel(entry.label)) {
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
          close(top, [...top.entries], { ...entry, label }, false);
          continue;
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
          close(parent, [...parent.entries], { ...entry, label }, false);
          continue;
        }
      }
      // a closing label of the UK formats, or a section's name printed under its items without a heading
      // ("Voorraden, Vorderingen, Liquide middelen, Vlottende activa"): it closes the last entries it adds up
      if (!Number.isNaN(entry.cents) && (isPartialTotalLabel(entry.label) || isSection(entry.label))) {
        const top = levels[levels.length - 1]!;
        let done = false;
        // a UK closing label may repeat the one total above it ("Net assets" = "Net current assets"
        // where nothing stands between them)
        const from = isPartialTotalLabel(entry.label) && top.entries[top.entries.length - 1]?.closed ? 1 : 2;
        for (let n = from; n <= top.entries.length && !done; n++) {
          const tail = top.entries.slice(-n);
          // as printed (creditors in brackets), or with the debts and provisions printed positive deducted
          const deducted = tail.map((e) => (isDeduction(e.label) ? { ...e, cents: -Math.abs(e.cents) } : e));
          if (sum(tail) === entry.cents || sum(deducted) === entry.cents) {
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
              propose({ ...tail[0]!, label: heading }, `${fmt(tail[0]!.cents)} (${tail[0]!.label})`);
            close(top, tail, entry, true);
            done = true;
          }
        }
        if (done) continue;
      }
      levels[levels.length - 1]!.entries.push(entry);
    }
  });
  return { proven, bareGrandTotals, controles };
}

/** A section's only item, printed, as the section's closed total under the section's name; else null. */
function loneItem(level: Level): Entry | null {
  if (!level.heading || level.entries.length !== 1) return null;
  const [item] = level.entries;
  if (!item || item.implicit || !item.row || Number.isNaN(item.cents) || item.closed) return null;
  return { ...item, label: level.heading.label, closed: true };
}

function fmt(cents: number): string {
  const euros = cents / 100;
  return euros.toLocaleString('nl-NL', { maximumFractionDigits: 2 });
}
