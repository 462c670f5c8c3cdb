// A generated test corpus for the reader (API.md, Intake): annual accounts and returns in several
// layouts ("producers"), Dutch and English, with the truth beside each document. Invented companies
// and figures only (a seeded generator); no real person's data. `pnpm intake:corpus <dir>` writes it.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { IntakeVeld, LeesResultaat } from '../../src/types.ts';

export interface CorpusTruth {
  status: LeesResultaat['status'];
  boekjaren: Record<string, Partial<Record<IntakeVeld, number>>>;
}

export interface CorpusDocument {
  naam: string;
  producent: string;
  bytes: Uint8Array;
  truth: CorpusTruth;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Balance {
  immaterieel: number;
  materieel: number;
  voorraden: number;
  vorderingen: number;
  liquide: number;
  vlottend: number;
  vast: number;
  totaal: number;
  voorzieningen: number;
  langlopend: number;
  crediteuren: number;
  belastingen: number;
  overig: number;
  kortlopend: number;
  eigenVermogen: number;
  vennootA: number;
  vennootB: number;
}

function balance(r: () => number, unit: number, withGoodwill: boolean, negativeEquity = false): Balance {
  const amt = (lo: number, hi: number) => Math.round((lo + r() * (hi - lo)) / unit) * unit;
  const immaterieel = withGoodwill ? amt(5000, 40000) : 0;
  const materieel = amt(10000, 120000);
  const voorraden = amt(0, 30000);
  const vorderingen = amt(2000, 60000);
  const liquide = amt(1000, 50000);
  const vlottend = voorraden + vorderingen + liquide;
  const vast = immaterieel + materieel;
  const totaal = vast + vlottend;
  const crediteuren = amt(1000, 20000);
  const belastingen = amt(500, 8000);
  const overig = amt(0, 6000);
  const kortlopend = crediteuren + belastingen + overig;
  const voorzieningen = amt(0, 5000);
  const langlopend = negativeEquity
    ? totaal - kortlopend - voorzieningen + amt(1000, 9000)
    : amt(0, Math.max(unit, totaal - kortlopend - voorzieningen - 5000));
  const eigenVermogen = totaal - kortlopend - voorzieningen - langlopend;
  const vennootA = Math.round(eigenVermogen / 2 / unit) * unit;
  return {
    immaterieel,
    materieel,
    voorraden,
    vorderingen,
    liquide,
    vlottend,
    vast,
    totaal,
    voorzieningen,
    langlopend,
    crediteuren,
    belastingen,
    overig,
    kortlopend,
    eigenVermogen,
    vennootA,
    vennootB: eigenVermogen - vennootA,
  };
}

type Neg = 'minus' | 'haakjes' | 'suffix';

function fmt(v: number, o: { en?: boolean; neg?: Neg; cents?: boolean; euro?: boolean; scale?: number }): string {
  const scaled = Math.abs(v) / (o.scale ?? 1);
  const [int, dec] = scaled.toFixed(o.cents ? 2 : 0).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, o.en ? ',' : '.');
  let s = (o.euro ? '€ ' : '') + grouped + (o.cents ? (o.en ? '.' : ',') + dec : '');
  if (v < 0) s = o.neg === 'haakjes' ? `(${s})` : o.neg === 'suffix' ? `${s} -/-` : `-${s}`;
  if (v === 0 && !o.cents) s = '-';
  return s;
}

class Sheet {
  page: PDFPage;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly size = 9,
    page?: PDFPage,
  ) {
    this.page = page ?? doc.addPage([595, 842]);
  }
  newPage() {
    this.page = this.doc.addPage([595, 842]);
  }
  text(x: number, top: number, s: string, o: { bold?: boolean; size?: number } = {}) {
    const size = o.size ?? this.size;
    this.page.drawText(s, { x, y: 842 - top - size, size, font: o.bold ? this.bold : this.font, color: rgb(0, 0, 0) });
  }
  right(xr: number, top: number, s: string, o: { bold?: boolean; size?: number } = {}) {
    const size = o.size ?? this.size;
    const w = (o.bold ? this.bold : this.font).widthOfTextAtSize(s, size);
    this.text(xr - w, top, s, o);
  }
  rule(x1: number, x2: number, top: number) {
    this.page.drawLine({ start: { x: x1, y: 842 - top }, end: { x: x2, y: 842 - top }, thickness: 0.5 });
  }
}

async function newDoc(courier = false) {
  const doc = await PDFDocument.create();
  doc.setProducer('ikv corpus');
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const font = await doc.embedFont(courier ? StandardFonts.Courier : StandardFonts.Helvetica);
  const bold = await doc.embedFont(courier ? StandardFonts.CourierBold : StandardFonts.HelveticaBold);
  return { doc, font, bold };
}

const NAMES = [
  'Bakkerij Zonnekoek',
  'Installatiebedrijf Voltwerk',
  'Studio Kleurrijk',
  'Hoveniersbedrijf Groenrijk',
  'Klusbedrijf Timmerwerk',
  'Adviesbureau Helder',
  'Fietsenmaker Trapkracht',
  'Schilder Strakwerk',
];

type Row = [label: string, cur: number | null, prev: number | null, kind?: 'item' | 'head' | 'sub' | 'total'];

export interface Style {
  producent: string;
  en: boolean;
  neg: Neg;
  scale: 1 | 1000;
  cents: boolean;
  euro: boolean;
  leaders: boolean;
  /** headings without amounts and a subtotal line without a label under the items */
  unlabelledSubtotals: boolean;
  sideBySide: boolean;
  header: (y: number) => string;
  title: (y: number) => string;
  vof: boolean;
  goodwill: boolean;
  negativeEquity: boolean;
  extraPages: ('inhoud' | 'meerjaren' | 'kengetallen' | 'toelichting' | 'wv' | 'fiscaal')[];
  courier: boolean;
}

function balanceRows(b: Balance, p: Balance, s: Style): { activa: Row[]; passiva: Row[] } {
  const L = balanceLabels(s);
  return s.unlabelledSubtotals ? rowsUnderHeadings(b, p, s, L) : rowsLabelled(b, p, s, L);
}

/** The balance sheet's labels in the style's language. */
function balanceLabels(s: Style) {
  return s.en
    ? {
        vast: 'Fixed assets',
        imm: 'Intangible assets',
        mat: 'Tangible fixed assets',
        vlot: 'Current assets',
        vr: 'Inventories',
        vo: 'Receivables',
        lm: 'Cash and cash equivalents',
        ev: 'Equity',
        vz: 'Provisions',
        ll: 'Long-term liabilities',
        kl: 'Current liabilities',
        cr: 'Trade creditors',
        bel: 'Taxes and social security',
        ov: 'Other liabilities',
        ta: 'Total assets',
        tp: 'Total equity and liabilities',
        va: 'Capital partner A',
        vb: 'Capital partner B',
      }
    : {
        vast: 'Vaste activa',
        imm: 'Immateriële vaste activa',
        mat: 'Materiële vaste activa',
        vlot: 'Vlottende activa',
        vr: 'Voorraden',
        vo: 'Vorderingen',
        lm: 'Liquide middelen',
        ev: s.vof ? 'Eigen vermogen' : 'Ondernemingsvermogen',
        vz: 'Voorzieningen',
        ll: 'Langlopende schulden',
        kl: 'Kortlopende schulden',
        cr: 'Crediteuren',
        bel: 'Belastingen en premies sociale verzekeringen',
        ov: 'Overige schulden',
        ta: 'Totaal activa',
        tp: 'Totaal passiva',
        va: 'Kapitaal vennoot A',
        vb: 'Kapitaal vennoot B',
      };
}

type BalanceLabels = ReturnType<typeof balanceLabels>;

/** Headings without amounts, and a subtotal without a label under each section's items. */
function rowsUnderHeadings(b: Balance, p: Balance, s: Style, L: BalanceLabels): { activa: Row[]; passiva: Row[] } {
  const activa: Row[] = [];
  const passiva: Row[] = [];
  activa.push([L.vast, null, null, 'head']);
  if (s.goodwill) activa.push([L.imm, b.immaterieel, p.immaterieel, 'item']);
  activa.push([L.mat, b.materieel, p.materieel, 'item'], ['', b.vast, p.vast, 'sub']);
  activa.push(
    [L.vlot, null, null, 'head'],
    [L.vr, b.voorraden, p.voorraden, 'item'],
    [L.vo, b.vorderingen, p.vorderingen, 'item'],
    [L.lm, b.liquide, p.liquide, 'item'],
    ['', b.vlottend, p.vlottend, 'sub'],
  );
  activa.push(['', b.totaal, p.totaal, 'total']);
  if (s.vof)
    passiva.push(
      [L.ev, null, null, 'head'],
      [L.va, b.vennootA, p.vennootA, 'item'],
      [L.vb, b.vennootB, p.vennootB, 'item'],
      ['', b.eigenVermogen, p.eigenVermogen, 'sub'],
    );
  else passiva.push([L.ev, b.eigenVermogen, p.eigenVermogen, 'sub']);
  passiva.push([L.vz, b.voorzieningen, p.voorzieningen, 'sub'], [L.ll, b.langlopend, p.langlopend, 'sub']);
  passiva.push(
    [L.kl, null, null, 'head'],
    [L.cr, b.crediteuren, p.crediteuren, 'item'],
    [L.bel, b.belastingen, p.belastingen, 'item'],
    [L.ov, b.overig, p.overig, 'item'],
    ['', b.kortlopend, p.kortlopend, 'sub'],
  );
  passiva.push(['', b.totaal, p.totaal, 'total']);
  return { activa, passiva };
}

/** Every subtotal on a row with its section's name, no headings. */
function rowsLabelled(b: Balance, p: Balance, s: Style, L: BalanceLabels): { activa: Row[]; passiva: Row[] } {
  const activa: Row[] = [];
  const passiva: Row[] = [];
  if (s.goodwill) activa.push([L.imm, b.immaterieel, p.immaterieel, 'sub']);
  activa.push([L.mat, b.materieel, p.materieel, 'sub']);
  activa.push(
    [L.vr, b.voorraden, p.voorraden, 'item'],
    [L.vo, b.vorderingen, p.vorderingen, 'item'],
    [L.lm, b.liquide, p.liquide, 'item'],
    [L.vlot, b.vlottend, p.vlottend, 'sub'],
  );
  activa.push([L.ta, b.totaal, p.totaal, 'total']);
  if (s.vof)
    passiva.push(
      [L.va, b.vennootA, p.vennootA, 'item'],
      [L.vb, b.vennootB, p.vennootB, 'item'],
      [L.ev, b.eigenVermogen, p.eigenVermogen, 'sub'],
    );
  else passiva.push([L.ev, b.eigenVermogen, p.eigenVermogen, 'sub']);
  passiva.push([L.vz, b.voorzieningen, p.voorzieningen, 'sub'], [L.ll, b.langlopend, p.langlopend, 'sub']);
  passiva.push(
    [L.cr, b.crediteuren, p.crediteuren, 'item'],
    [L.bel, b.belastingen, p.belastingen, 'item'],
    [L.ov, b.overig, p.overig, 'item'],
    [L.kl, b.kortlopend, p.kortlopend, 'sub'],
  );
  passiva.push([L.tp, b.totaal, p.totaal, 'total']);
  return { activa, passiva };
}

function drawTable(
  sh: Sheet,
  rows: Row[],
  top: number,
  x: { label: number; inner: [number, number]; outer: [number, number] },
  s: Style,
  maxLabel: number,
): number {
  let y = top;
  const o = { en: s.en, neg: s.neg, cents: s.cents, euro: s.euro, scale: s.scale };
  for (const [label, cur, prev, kind] of rows) {
    if (kind === 'head') {
      sh.text(x.label, y, label, { bold: true });
      y += 14;
      continue;
    }
    let shown = label;
    if (s.leaders && label) {
      while (sh.font.widthOfTextAtSize(`${shown} .`, sh.size) < maxLabel) shown += ' .';
    }
    if (shown) sh.text(x.label, y, shown, { bold: kind === 'total' });
    const cols = kind === 'item' ? x.inner : x.outer;
    if (kind === 'sub' && s.unlabelledSubtotals && !label) {
      sh.rule(cols[0] - 50, cols[0], y - 2);
      sh.rule(cols[1] - 50, cols[1], y - 2);
    }
    if (cur !== null) sh.right(cols[0], y, fmt(cur, o), { bold: kind === 'total' });
    if (prev !== null) sh.right(cols[1], y, fmt(prev, o), { bold: kind === 'total' });
    y += 14;
  }
  return y;
}

function truthOf(b: Balance, s: Style): Partial<Record<IntakeVeld, number>> {
  const t: Partial<Record<IntakeVeld, number>> = {
    vlottendeActiva: b.vlottend,
    eigenVermogen: b.eigenVermogen,
    balanstotaal: b.totaal,
    kortlopendeSchulden: b.kortlopend,
  };
  if (s.goodwill) t.immaterieleActiva = b.immaterieel;
  return t;
}

async function jaarrekening(seed: number, s: Style, jaar: number): Promise<CorpusDocument> {
  const r = rng(seed);
  const unit = s.scale;
  const b = balance(r, unit === 1000 ? 1000 : s.cents ? 0.01 : 1, s.goodwill, s.negativeEquity);
  const p = balance(r, unit === 1000 ? 1000 : s.cents ? 0.01 : 1, s.goodwill);
  const fiscaal = [Math.round(20000 + r() * 80000), Math.round(15000 + r() * 80000)] as const;
  const namen = { bestand: `${s.producent}-${seed}.pdf`, bedrijf: NAMES[seed % NAMES.length]! };
  return jaarrekeningVan(namen, s, jaar, b, p, fiscaal, r);
}

/** The pages of one jaarrekening: `b` and `p` this year's and last year's balance sheets, `fiscaal` both years' fiscal profit. */
async function jaarrekeningVan(
  namen: { bestand: string; bedrijf: string },
  s: Style,
  jaar: number,
  b: Balance,
  p: Balance,
  fiscaal: readonly [number, number],
  r: () => number,
): Promise<CorpusDocument> {
  const naam = namen.bedrijf;
  const { doc, font, bold } = await newDoc(s.courier);
  const sh = new Sheet(doc, font, bold);
  sh.text(60, 200, naam, { bold: true, size: 20 });
  sh.text(60, 240, s.en ? `Financial statements ${jaar}` : `Jaarrekening ${jaar}`, { size: 14 });
  frontPages(sh, s, jaar, b, p);
  balanceSheetPages(sh, s, jaar, naam, b, p);
  const truth: CorpusTruth = { status: 'GELEZEN', boekjaren: { [jaar]: truthOf(b, s), [jaar - 1]: truthOf(p, s) } };
  if (s.extraPages.includes('wv')) profitAndLossPage(sh, s, jaar, r, fiscaal);
  if (s.extraPages.includes('fiscaal')) {
    fiscalProfitPage(sh, s, jaar, fiscaal);
    truth.boekjaren[jaar]!.fiscaleWinst = fiscaal[0];
    truth.boekjaren[jaar - 1]!.fiscaleWinst = fiscaal[1];
  }
  if (s.extraPages.includes('toelichting')) notesPage(sh, s, jaar, b, p);
  return {
    naam: namen.bestand,
    producent: s.producent,
    bytes: await doc.save({ useObjectStreams: false }),
    truth,
  };
}

/**
 * One company's jaarrekeningen of `aantal` consecutive years, the latest first: the first is the corpus's
 * own `jaarrekening(seed, s, laatsteJaar)`, byte for byte; each earlier one shows as its current column
 * exactly what the later one shows as its comparative column (balance sheet and fiscal profit), and a
 * new comparative column of its own from the same seeded generator.
 */
export async function jaarrekeningReeks(
  seed: number,
  s: Style,
  laatsteJaar: number,
  aantal: number,
): Promise<CorpusDocument[]> {
  const r = rng(seed);
  const unit = s.scale === 1000 ? 1000 : s.cents ? 0.01 : 1;
  const bedrijf = NAMES[seed % NAMES.length]!;
  let b = balance(r, unit, s.goodwill, s.negativeEquity);
  let p = balance(r, unit, s.goodwill);
  let fiscaal: readonly [number, number] = [Math.round(20000 + r() * 80000), Math.round(15000 + r() * 80000)];
  const docs: CorpusDocument[] = [];
  for (let k = 0; k < aantal; k++) {
    const jaar = laatsteJaar - k;
    const namen = { bestand: `${s.producent}-${seed}-${jaar}.pdf`, bedrijf };
    docs.push(await jaarrekeningVan(namen, s, jaar, b, p, fiscaal, r));
    b = p;
    p = balance(r, unit, s.goodwill);
    fiscaal = [fiscaal[1], Math.round(15000 + r() * 80000)];
  }
  return docs;
}

/** The pages before the balance sheet the style has: contents, a five-year summary, key figures. */
function frontPages(sh: Sheet, s: Style, jaar: number, b: Balance, p: Balance): void {
  if (s.extraPages.includes('inhoud')) {
    sh.newPage();
    sh.text(60, 60, s.en ? 'Contents' : 'Inhoudsopgave', { bold: true, size: 14 });
    [
      s.en ? 'Balance sheet' : s.title(jaar),
      s.en ? 'Profit and loss account' : 'Winst- en verliesrekening',
      s.en ? 'Notes' : 'Toelichting',
    ].forEach((t, i) => {
      sh.text(60, 100 + i * 16, t);
      sh.right(500, 100 + i * 16, String(3 + i));
    });
  }
  if (s.extraPages.includes('meerjaren')) {
    sh.newPage();
    sh.text(60, 60, s.en ? 'Five-year summary' : 'Meerjarenoverzicht', { bold: true, size: 14 });
    const years = [jaar, jaar - 1, jaar - 2, jaar - 3, jaar - 4];
    years.forEach((y, i) => sh.right(300 + i * 60, 100, String(y), { bold: true }));
    [
      [s.en ? 'Current assets' : 'Vlottende activa', 1.1],
      [s.en ? 'Equity' : 'Eigen vermogen', 0.9],
      [s.en ? 'Total assets' : 'Balanstotaal', 1.3],
    ].forEach(([l, f], j) => {
      sh.text(60, 120 + j * 14, l as string);
      years.forEach((_, i) =>
        sh.right(300 + i * 60, 120 + j * 14, fmt(Math.round(b.totaal * (f as number) * (1 - i * 0.07)), { en: s.en })),
      );
    });
  }
  if (s.extraPages.includes('kengetallen')) {
    sh.newPage();
    sh.text(60, 60, s.en ? 'Key figures and ratios' : 'Kengetallen', { bold: true, size: 14 });
    sh.right(360, 100, String(jaar), { bold: true });
    sh.right(440, 100, String(jaar - 1), { bold: true });
    sh.text(60, 120, s.en ? 'Current assets' : 'Vlottende activa');
    sh.right(360, 120, fmt(b.vlottend + 1000, { en: s.en }));
    sh.right(440, 120, fmt(p.vlottend + 1000, { en: s.en }));
    sh.text(60, 134, s.en ? 'Current ratio' : 'Current ratio');
    sh.right(360, 134, s.en ? '1.45' : '1,45');
    sh.right(440, 134, s.en ? '1.30' : '1,30');
  }
}

/** The balance sheet: side by side on one page, or the assets above the liabilities (on two pages for one producer). */
function balanceSheetPages(sh: Sheet, s: Style, jaar: number, naam: string, b: Balance, p: Balance): void {
  sh.newPage();
  sh.text(60, 50, naam, { size: 9 });
  sh.text(60, 66, s.title(jaar), { bold: true, size: 13 });
  if (s.scale === 1000) sh.text(60, 84, s.en ? '(in thousands of euros)' : '(bedragen x € 1.000)');
  else if (s.producent === 'eenvoudig') sh.text(60, 84, "(bedragen in euro's)");
  const { activa, passiva } = balanceRows(b, p, s);
  if (s.sideBySide) {
    const hx: [number, number, number, number] = [200, 250, 480, 530];
    sh.text(40, 110, s.en ? 'Assets' : 'Activa', { bold: true });
    sh.text(300, 110, s.en ? 'Liabilities' : 'Passiva', { bold: true });
    hx.forEach((xr, i) => sh.right(xr, 126, s.header(i % 2 === 0 ? jaar : jaar - 1), { bold: true, size: 8 }));
    const small = new Sheet(sh.doc, sh.font, sh.bold, 7, sh.page);
    drawTable(small, activa, 144, { label: 40, inner: [200, 250], outer: [200, 250] }, s, 110);
    drawTable(small, passiva, 144, { label: 300, inner: [480, 530], outer: [480, 530] }, s, 110);
  } else {
    const inner: [number, number] = s.unlabelledSubtotals ? [340, 460] : [390, 500];
    const outer: [number, number] = s.unlabelledSubtotals ? [400, 520] : [390, 500];
    const hx = s.unlabelledSubtotals ? [400, 520] : [390, 500];
    hx.forEach((xr, i) => sh.right(xr, 110, s.header(jaar - i), { bold: true }));
    sh.text(60, 130, s.en ? 'ASSETS' : 'ACTIVA', { bold: true });
    let y = drawTable(sh, activa, 148, { label: 60, inner, outer }, s, 235);
    if (s.producent === 'tweepagina') {
      sh.newPage();
      sh.text(60, 66, 'Passiva', { bold: true, size: 13 });
      hx.forEach((xr, i) => sh.right(xr, 110, s.header(jaar - i), { bold: true }));
      y = 110;
    }
    sh.text(60, y + 14, s.en ? 'EQUITY AND LIABILITIES' : 'PASSIVA', { bold: true });
    drawTable(sh, passiva, y + 32, { label: 60, inner, outer }, s, 235);
  }
}

/** A profit and loss account whose result is the fiscal profit plus what the fiscal calculation adds. */
function profitAndLossPage(
  sh: Sheet,
  s: Style,
  jaar: number,
  r: () => number,
  fiscaal: readonly [number, number],
): void {
  sh.newPage();
  sh.text(60, 66, s.en ? `Profit and loss account ${jaar}` : `Winst- en verliesrekening over ${jaar}`, {
    bold: true,
    size: 13,
  });
  sh.right(400, 110, String(jaar), { bold: true });
  sh.right(500, 110, String(jaar - 1), { bold: true });
  const omzet = [Math.round(150000 + r() * 100000), Math.round(150000 + r() * 100000)];
  const kosten = [omzet[0]! - fiscaal[0] - 1234, omzet[1]! - fiscaal[1] - 987];
  [
    [s.en ? 'Revenue' : 'Netto-omzet', omzet],
    [s.en ? 'Costs' : 'Kosten', kosten.map((k) => -k)],
    [s.en ? 'Net result' : 'Resultaat', [fiscaal[0] + 1234, fiscaal[1] + 987]],
  ].forEach(([l, v], i) => {
    sh.text(60, 130 + i * 14, l as string);
    sh.right(400, 130 + i * 14, fmt((v as number[])[0]!, { en: s.en, neg: s.neg, scale: 1 }));
    sh.right(500, 130 + i * 14, fmt((v as number[])[1]!, { en: s.en, neg: s.neg, scale: 1 }));
  });
}

/** A fiscal profit calculation ending in the fiscal profit of both years. */
function fiscalProfitPage(sh: Sheet, s: Style, jaar: number, fiscaal: readonly [number, number]): void {
  sh.newPage();
  sh.text(60, 66, s.en ? 'Fiscal profit calculation' : 'Fiscale winstberekening', { bold: true, size: 13 });
  sh.right(400, 110, s.header(jaar), { bold: true });
  sh.right(500, 110, s.header(jaar - 1), { bold: true });
  const rows: [string, number, number][] = [
    [s.en ? 'Commercial result' : 'Commercieel resultaat', fiscaal[0] + 1234, fiscaal[1] + 987],
    [s.en ? 'Non-deductible costs' : 'Niet aftrekbare kosten', 766, 513],
    [s.en ? 'Depreciation difference' : 'Verschil afschrijvingen', -2000, -1500],
    [s.en ? 'Fiscal profit' : 'Saldo fiscale winstberekening', fiscaal[0], fiscaal[1]],
    [s.en ? "Entrepreneur's allowance" : 'Zelfstandigenaftrek', -2470, -3750],
  ];
  rows.forEach(([l, a, c], i) => {
    sh.text(60, 130 + i * 14, l);
    sh.right(400, 130 + i * 14, fmt(a, { en: s.en, neg: s.neg, scale: 1 }));
    sh.right(500, 130 + i * 14, fmt(c, { en: s.en, neg: s.neg, scale: 1 }));
  });
}

/** A note repeating the trade creditors under the current liabilities (a decoy for that field). */
function notesPage(sh: Sheet, s: Style, jaar: number, b: Balance, p: Balance): void {
  sh.newPage();
  sh.text(60, 66, s.en ? 'Notes to the balance sheet' : 'Toelichting op de balans', { bold: true, size: 13 });
  sh.right(400, 110, String(jaar), { bold: true });
  sh.right(500, 110, String(jaar - 1), { bold: true });
  sh.text(60, 130, s.en ? 'Current liabilities' : 'Kortlopende schulden');
  sh.right(400, 130, fmt(b.crediteuren, { en: s.en }));
  sh.right(500, 130, fmt(p.crediteuren, { en: s.en }));
}

/** A return or assessment of one year; `saldoGegeven` fixes its fiscal profit (e.g. the one of a jaarrekening). */
export async function aangifte(
  seed: number,
  jaar: number,
  aanslag: boolean,
  en: boolean,
  saldoGegeven?: number,
): Promise<CorpusDocument> {
  const r = rng(seed);
  const saldo = saldoGegeven ?? Math.round(25000 + r() * 70000);
  const za = 2470;
  const mkb = Math.round((saldo - za) * 0.127);
  const { doc, font, bold } = await newDoc();
  const sh = new Sheet(doc, font, bold, 10);
  sh.text(
    60,
    50,
    en
      ? `Income tax return ${jaar}`
      : aanslag
        ? `Aanslag inkomstenbelasting ${jaar}`
        : `Aangifte inkomstenbelasting ${jaar}`,
    { bold: true, size: 14 },
  );
  sh.text(60, 74, en ? 'Taxpayer: J. Example' : 'Belastingplichtige: J. Voorbeeld');
  sh.text(60, 110, en ? 'Business profit' : 'Winst uit onderneming', { bold: true });
  const rows: [string, string][] = en
    ? [
        ['Balance of the fiscal profit calculation', fmt(saldo, { euro: true, en })],
        ["Entrepreneur's allowance", fmt(-za, { euro: true, en })],
        ['SME profit exemption', fmt(-mkb, { euro: true, en })],
        ['Taxable profit from business', fmt(saldo - za - mkb, { euro: true, en })],
      ]
    : [
        ['Saldo fiscale winstberekening', fmt(saldo, { euro: true })],
        ['Zelfstandigenaftrek', fmt(-za, { euro: true, neg: 'suffix' })],
        ['MKB-winstvrijstelling', fmt(-mkb, { euro: true, neg: 'suffix' })],
        ['Belastbare winst uit onderneming', fmt(saldo - za - mkb, { euro: true })],
      ];
  rows.forEach(([l, v], i) => {
    sh.text(60, 130 + i * 16, l);
    sh.right(480, 130 + i * 16, v);
  });
  return {
    naam: `${aanslag ? 'aanslag' : 'aangifte'}${en ? '-en' : ''}-${seed}.pdf`,
    producent: aanslag ? 'aanslag' : 'aangifte',
    bytes: await doc.save({ useObjectStreams: false }),
    truth: { status: 'GELEZEN', boekjaren: { [jaar]: { fiscaleWinst: saldo } } },
  };
}

async function scan(seed: number): Promise<CorpusDocument> {
  const { doc } = await newDoc();
  const page = doc.addPage([595, 842]);
  const r = rng(seed);
  for (let i = 0; i < 40; i++)
    page.drawRectangle({ x: 60, y: 780 - i * 16, width: 100 + r() * 380, height: 6, color: rgb(0.3, 0.3, 0.3) });
  return {
    naam: `scan-${seed}.pdf`,
    producent: 'scan',
    bytes: await doc.save({ useObjectStreams: false }),
    truth: { status: 'GEEN_TEKST', boekjaren: {} },
  };
}

async function brief(seed: number): Promise<CorpusDocument> {
  const { doc, font, bold } = await newDoc();
  const sh = new Sheet(doc, font, bold, 10);
  sh.text(60, 60, 'Geachte heer, mevrouw,', {});
  [
    'Hierbij ontvangt u onze offerte voor het onderhoud van uw tuin in 2025.',
    'Het totaalbedrag is € 1.250, te voldoen binnen 30 dagen.',
    'Met vriendelijke groet,',
    NAMES[seed % NAMES.length]!,
  ].forEach((t, i) => sh.text(60, 90 + i * 16, t));
  return {
    naam: `brief-${seed}.pdf`,
    producent: 'brief',
    bytes: await doc.save({ useObjectStreams: false }),
    truth: { status: 'NIET_HERKEND', boekjaren: {} },
  };
}

const BASE: Style = {
  producent: '',
  en: false,
  neg: 'minus',
  scale: 1,
  cents: false,
  euro: false,
  leaders: false,
  unlabelledSubtotals: false,
  sideBySide: false,
  header: (y) => `31-12-${y}`,
  title: (y) => `Balans per 31 december ${y}`,
  vof: false,
  goodwill: true,
  negativeEquity: false,
  extraPages: ['wv'],
  courier: false,
};

export const STYLES: Style[] = [
  { ...BASE, producent: 'klassiek', extraPages: ['inhoud', 'wv', 'toelichting'] },
  { ...BASE, producent: 'eenvoudig', goodwill: false, header: (y) => String(y), extraPages: ['fiscaal'], euro: true },
  { ...BASE, producent: 'subtotaal', unlabelledSubtotals: true, leaders: true, extraPages: ['kengetallen', 'wv'] },
  { ...BASE, producent: 'naastelkaar', sideBySide: true, header: (y) => String(y), goodwill: true },
  {
    ...BASE,
    producent: 'engels',
    en: true,
    neg: 'haakjes',
    scale: 1000,
    header: (y) => `30 June ${y}`,
    title: (y) => `Balance sheet as at 30 June ${y}`,
    extraPages: ['meerjaren', 'wv'],
  },
  {
    ...BASE,
    producent: 'duizenden',
    neg: 'suffix',
    scale: 1000,
    header: (y) => `30-06-${y}`,
    title: (y) => `Balans per 30 juni ${y}`,
    negativeEquity: true,
  },
  { ...BASE, producent: 'vof', vof: true, unlabelledSubtotals: true, goodwill: false, extraPages: ['fiscaal', 'wv'] },
  {
    ...BASE,
    producent: 'centen',
    cents: true,
    euro: true,
    leaders: true,
    extraPages: ['meerjaren', 'toelichting'],
    courier: true,
  },
  { ...BASE, producent: 'tweepagina', negativeEquity: true, extraPages: ['wv', 'fiscaal'] },
  {
    ...BASE,
    producent: 'engels-fiscaal',
    en: true,
    neg: 'minus',
    header: (y) => `December 31, ${y}`,
    title: (y) => `Balance sheet at December 31, ${y}`,
    extraPages: ['fiscaal', 'kengetallen'],
  },
];

/** The whole corpus: every producer with several seeds, returns and assessments, scans and letters. */
export async function buildCorpus(): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  for (const s of STYLES)
    for (const seed of [1, 2, 3, 4])
      docs.push(await jaarrekening(seed * 101 + s.producent.length, s, 2023 + (seed % 3)));
  for (const seed of [1, 2, 3]) docs.push(await aangifte(seed, 2022 + seed, false, false));
  for (const seed of [4, 5]) docs.push(await aangifte(seed, 2020 + seed, true, false));
  docs.push(await aangifte(6, 2025, false, true));
  for (const seed of [1, 2]) docs.push(await scan(seed));
  for (const seed of [1, 2]) docs.push(await brief(seed));
  docs.push(xbrlInstance(7, 2025), xbrlInstance(8, 2024, '06-30'));
  return docs;
}

/** An SBR/XBRL instance in the Dutch taxonomy's style: two balance dates, one dimensional context as a trap. */
export function xbrlInstance(seed: number, jaar: number, balansdatum = '12-31'): CorpusDocument {
  const r = rng(seed);
  const b = balance(r, 1, true);
  const p = balance(r, 1, true);
  const ns = 'http://www.nltaxonomie.nl/nt19/jenv/20241211/dictionary/jenv-bw2-data';
  const facts = (ctx: string, x: Balance) =>
    [
      ['AssetsCurrent', x.vlottend],
      ['IntangibleAssets', x.immaterieel],
      ['Equity', x.eigenVermogen],
      ['Assets', x.totaal],
      ['LiabilitiesCurrent', x.kortlopend],
    ]
      .map(([c, v]) => `  <jenv-bw2-i:${c} contextRef="${ctx}" unitRef="EUR" decimals="INF">${v}</jenv-bw2-i:${c}>`)
      .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:jenv-bw2-i="${ns}" xmlns:jenv-bw2-dim="http://www.nltaxonomie.nl/nt19/jenv/20241211/dictionary/jenv-bw2-axes" xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink">
  <link:schemaRef xlink:type="simple" xlink:href="http://www.nltaxonomie.nl/nt19/kvk/20241211/entrypoints/kvk-rpt-jaarverantwoording-2024-nlgaap-micro.xsd"/>
  <!-- generated test instance &amp; no real data -->
  <xbrli:context id="c${jaar}"><xbrli:entity><xbrli:identifier scheme="http://www.kvk.nl/kvk-id">00000000</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>${jaar}-${balansdatum}</xbrli:instant></xbrli:period></xbrli:context>
  <xbrli:context id="c${jaar - 1}"><xbrli:entity><xbrli:identifier scheme="http://www.kvk.nl/kvk-id">00000000</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>${jaar - 1}-${balansdatum}</xbrli:instant></xbrli:period></xbrli:context>
  <xbrli:context id="dim${jaar}"><xbrli:entity><xbrli:identifier scheme="http://www.kvk.nl/kvk-id">00000000</xbrli:identifier><xbrli:segment><xbrldi:explicitMember dimension="jenv-bw2-dim:BasisOfPreparationAxis">jenv-bw2-dm:SeparateMember</xbrldi:explicitMember></xbrli:segment></xbrli:entity><xbrli:period><xbrli:instant>${jaar}-${balansdatum}</xbrli:instant></xbrli:period></xbrli:context>
  <xbrli:unit id="EUR"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
${facts(`c${jaar}`, b)}
${facts(`c${jaar - 1}`, p)}
  <jenv-bw2-i:Equity contextRef="dim${jaar}" unitRef="EUR" decimals="INF">1</jenv-bw2-i:Equity>
</xbrli:xbrl>
`;
  const t = (x: Balance) => ({
    vlottendeActiva: x.vlottend,
    immaterieleActiva: x.immaterieel,
    eigenVermogen: x.eigenVermogen,
    balanstotaal: x.totaal,
    kortlopendeSchulden: x.kortlopend,
  });
  return {
    naam: `kvk-${seed}.xbrl`,
    producent: 'xbrl',
    bytes: new TextEncoder().encode(xml),
    truth: { status: 'GELEZEN', boekjaren: { [jaar]: t(b), [jaar - 1]: t(p) } },
  };
}

/** A long jaarrekening for the benchmark: the `klassiek` accounts followed by pages of notes. */
export async function longJaarrekening(pages: number): Promise<CorpusDocument> {
  const base = await jaarrekening(4242, STYLES[0]!, 2025);
  const doc = await PDFDocument.load(base.bytes);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const r = rng(99);
  for (let p = doc.getPageCount(); p < pages; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Toelichting ${p}`, { x: 60, y: 780, size: 13, font });
    for (let i = 0; i < 48; i++) {
      const y = 750 - i * 14;
      page.drawText(`Specificatie post ${p}.${i} volgens de administratie`, { x: 60, y, size: 9, font });
      const v = fmt(Math.round(r() * 100000), {});
      page.drawText(v, { x: 450 - font.widthOfTextAtSize(v, 9), y, size: 9, font });
      const w = fmt(Math.round(r() * 100000), {});
      page.drawText(w, { x: 530 - font.widthOfTextAtSize(w, 9), y, size: 9, font });
    }
  }
  return { ...base, naam: `jaarrekening-${pages}-paginas.pdf`, bytes: await doc.save({ useObjectStreams: false }) };
}
