// Composes a document: the truth model, drawn as statements on pages according to the chosen traits.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Blad, type Ruis, type TekstOpties } from './draw.ts';
import { englishMonth, formatBedrag, formatDatum, getalStijl, langeDatum, type GetalStijl } from './format.ts';
import { Rng } from './rng.ts';
import { kiesWillekeurig, traitLabel, type Keuzes } from './traits.ts';
import { maakBedrijf, waarheid, VELDEN, type Bedrijf, type Eenheid, type Veld, type Vorm } from './truth.ts';
import { woord, type Register } from './vocab.ts';

export type Modus = 'random' | 'isolated';

export interface Geval {
  seed: number;
  modus: Modus;
  /** Isolated mode: the one trait and variant. */
  trait?: string;
  variant?: string;
}

export interface Gegenereerd {
  geval: Geval;
  /** The traits in play, as "name: variant". */
  traits: string[];
  pdf: Uint8Array;
  soort: 'JAARREKENING';
  verwachtStatus: 'GELEZEN' | 'NIET_HERKEND';
  /** Every true figure of the company per year, in cents (also those the document does not print). */
  waarheid: { jaar: number; velden: Partial<Record<Veld, number>> }[];
  /** The figures the document states in a statement a person reads, as "jaar:veld". */
  vermeld: string[];
}

interface Rij {
  /** `jaarkop`: the year header repeated inside the table, with a word on its line ("Passiva 2024 2023"). */
  soort: 'kop' | 'post' | 'subtotaal' | 'totaal' | 'leeg' | 'jaarkop';
  label: string;
  niveau: 0 | 1;
  waarden?: (number | null)[];
  veld?: Veld;
  noot?: string;
  /** Subtotal on the same line, in the total column (items and totals in two columns). */
  extra?: { waarden: (number | null)[]; veld?: Veld };
  lijn?: boolean;
  /** Percentages and ratios: printed as they are. */
  vrij?: (string | null)[];
}

interface Tabel {
  titel: string[];
  jaren: number[];
  kop: string[];
  kopLabel?: string;
  schaalTekst?: string;
  rijen: Rij[];
  itemsTotalen: boolean;
  noten: boolean;
  valuta?: string;
  /** Keep rows of this table out of the stated figures (overviews, notes). */
  nietVermeld?: boolean;
  /** Header centred over columns: the header's own alignment. */
  uitlijning?: 'rechts' | 'gecentreerd' | 'links';
}

interface RijPlaats {
  blad: Blad;
  v: number;
  labelX: number;
  labelEinde: number;
  cellen: { rechts: number; breedte: number; tekst: string }[];
  legeCellen: number[];
  opties: TekstOpties;
  veld?: Veld;
}

interface Ctx {
  rng: Rng;
  k: Keuzes;
  b: Bedrijf;
  doc: PDFDocument;
  font: PDFFont;
  vet: PDFFont;
  size: number;
  reg: Register;
  stijl: GetalStijl;
  engels: boolean;
  bladen: Blad[];
  blad?: Blad;
  y: number;
  vermeld: Set<string>;
  plaatsen: RijPlaats[];
  marge: number;
  kies: (o: readonly string[]) => string;
  w: (sleutel: string) => string;
}

let dejavu: Uint8Array | undefined;
function dejavuBytes(): Uint8Array {
  if (!dejavu) {
    const require = createRequire(import.meta.url);
    dejavu = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  }
  return dejavu;
}

function eenheidVan(schaal: string | undefined): Eenheid {
  switch (schaal) {
    case '(bedragen × € 1.000)':
    case 'x € 1.000':
    case '(bedragen in € 1.000)':
    case "in duizenden euro's":
    case "€ '000":
    case 'in thousands of euros':
    case 'alleen-in-grondslagen':
      return { schaal: 1000, decimalen: 0 };
    case "(in miljoenen euro's)":
    case 'in millions of euros':
      return { schaal: 1_000_000, decimalen: 1 };
    case 'centen':
      return { schaal: 1, decimalen: 2 };
    default:
      return { schaal: 1, decimalen: 0 };
  }
}

function keuzesVoor(geval: Geval): Keuzes {
  if (geval.modus === 'random') return kiesWillekeurig(new Rng(geval.seed).fork('traits'));
  if (!geval.trait || geval.trait === 'plain' || !geval.variant) return {};
  return { [geval.trait]: geval.variant };
}

export async function genereer(geval: Geval): Promise<Gegenereerd> {
  const k = keuzesVoor(geval);
  const rng = new Rng(geval.seed).fork('layout');
  const traits = Object.entries(k).map(([n, v]) => traitLabel(n, v));
  if (traits.length === 0) traits.push('plain');

  const vorm: Vorm = (k.vorm as Vorm | undefined) ?? 'bv';
  const eenheid = eenheidVan(k.schaal);
  const balansdatum = balansdatumVoor(k, vorm, rng);
  const b = maakBedrijf(rng.fork('truth'), {
    vorm,
    eenheid,
    balansdatum,
    boekjaar: rng.int(2019, 2025),
    eenJaar: Boolean(k['een-jaar']),
    negatiefEv: Boolean(k.negatief),
    nulPost: Boolean(k.nul) || k['kolom-noot'] === 'naast-lege-cel',
  });
  const ctx = await maakCtx(k, rng, b, vorm, eenheid);

  let verwachtStatus: Gegenereerd['verwachtStatus'] = 'GELEZEN';
  if (k['geen-jaarrekening']) {
    verwachtStatus = 'NIET_HERKEND';
    tekenGeenJaarrekening(ctx, k['geen-jaarrekening']);
  } else {
    tekenJaarrekening(ctx);
    if (k.lokaas) tekenLokaas(ctx, k.lokaas);
    if (k['pagina-kop-voet']) tekenKopVoet(ctx, k['pagina-kop-voet']);
  }
  for (const blad of ctx.bladen) blad.klaar();
  const pdf = await ctx.doc.save({ useObjectStreams: rng.chance(0.5) });
  return {
    geval,
    traits,
    pdf,
    soort: 'JAARREKENING',
    verwachtStatus,
    waarheid: verwachtStatus === 'GELEZEN' ? waarheidPerJaar(b) : [],
    vermeld: [...ctx.vermeld].sort(),
  };
}

/** The balance date: a broken financial year's, else half the UK companies' 31 March, else 31 December. */
function balansdatumVoor(k: Keuzes, vorm: Vorm, rng: Rng): { dag: number; maand: number } {
  const gebroken = k['gebroken-boekjaar'] && vorm !== 'eenmanszaak' ? k['gebroken-boekjaar'] : undefined;
  return gebroken
    ? { dag: Number(gebroken.split(' ')[0]), maand: gebroken.includes('juni') ? 6 : gebroken.includes('maart') ? 3 : 9 }
    : vorm === 'uk-ltd' && rng.chance(0.5)
      ? { dag: 31, maand: 3 }
      : { dag: 31, maand: 12 };
}

/** The PDF with fixed metadata (a seed reproduces the same bytes) and the trait's regular and bold font. */
async function maakDocument(
  k: Keuzes,
  rng: Rng,
  b: Bedrijf,
): Promise<{ doc: PDFDocument; font: PDFFont; vet: PDFFont }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const gemaakt = new Date(Date.UTC(b.jaren[0]! + 1, 4, 14, 9, 30));
  doc.setCreationDate(gemaakt);
  doc.setModificationDate(gemaakt);
  doc.setProducer(rng.pick(['Caseware', 'Unit4 Jaarwerk', 'Microsoft Word', 'Nmbrs', 'LibreOffice 7.6']));
  doc.setCreator('layout-fuzzer');
  if (k.font === 'times') {
    return {
      doc,
      font: await doc.embedFont(StandardFonts.TimesRoman),
      vet: await doc.embedFont(StandardFonts.TimesRomanBold),
    };
  }
  if (k.font === 'courier') {
    return {
      doc,
      font: await doc.embedFont(StandardFonts.Courier),
      vet: await doc.embedFont(StandardFonts.CourierBold),
    };
  }
  if (k.font === 'dejavu-ttf') {
    const font = await doc.embedFont(dejavuBytes(), { subset: true });
    return { doc, font, vet: font };
  }
  return {
    doc,
    font: await doc.embedFont(StandardFonts.Helvetica),
    vet: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

/** The words' register: UK accounts', English, accountants' variants, the taxonomy's or the model's. */
function registerVoor(k: Keuzes, vorm: Vorm): Register {
  if (vorm === 'uk-ltd') return 'uk';
  if (k.label === 'engels') return 'engels';
  if (k.label === 'varianten') return 'varianten';
  if (k.label === 'taxonomie') return 'taxonomie';
  return 'model';
}

/** What the drawing shares: the choices, the truth, the document and its fonts, the words, the cursor. */
async function maakCtx(k: Keuzes, rng: Rng, b: Bedrijf, vorm: Vorm, eenheid: Eenheid): Promise<Ctx> {
  const { doc, font, vet } = await maakDocument(k, rng, b);
  const size = k.font === 'klein-7pt' ? 7 : k.font === 'groot-12pt' ? 12 : rng.pick([9, 10, 10, 11]);
  const reg = registerVoor(k, vorm);
  const kiesRng = rng.fork('woorden');
  const kies = (o: readonly string[]): string => kiesRng.pick(o);
  return {
    rng,
    k,
    b,
    doc,
    font,
    vet,
    size,
    reg,
    // a note "(1)" beside an empty cell: zeros are left blank
    stijl: getalStijl(k['kolom-noot'] === 'naast-lege-cel' && !k.nul ? { ...k, nul: 'leeg' } : k, eenheid.decimalen),
    engels: reg === 'engels' || reg === 'uk',
    bladen: [],
    y: 0,
    vermeld: new Set(),
    plaatsen: [],
    marge: rng.int(45, 70),
    kies,
    w: (sleutel) => {
      const s = woord(reg, sleutel, kies, vorm);
      // capitals for the words, not for the placeholders filled in later
      return k.label === 'hoofdletters' ? s.toUpperCase().replace(/\{\w+\}/g, (m) => m.toLowerCase()) : s;
    },
  };
}

/** Every true figure of the company per year it has, in cents (also those the document does not print). */
function waarheidPerJaar(b: Bedrijf): Gegenereerd['waarheid'] {
  const jaren = [...new Set([...b.jaren, ...b.historie.map((h) => h.jaar)])];
  return jaren.map((jaar) => {
    const velden: Partial<Record<Veld, number>> = {};
    for (const v of VELDEN) {
      const w = waarheid(b, jaar, v);
      if (w !== undefined) velden[v] = w;
    }
    return { jaar, velden };
  });
}

// ---------------------------------------------------------------- pages

function nieuwBlad(ctx: Ctx): Blad {
  const r = ctx.k.rotatie;
  const liggend = r === 'liggend';
  const blad = new Blad(
    ctx.doc,
    {
      breedte: liggend ? 842 : 595,
      hoogte: liggend ? 595 : 842,
      rotatie: r === 'rotate-90' ? 90 : r === 'rotate-270' ? 270 : 0,
      scheef: r === 'scheef' ? ctx.rng.between(0.5, 2) * (ctx.rng.chance(0.5) ? 1 : -1) : 0,
      ruis: ctx.k.ruis as Ruis | undefined,
    },
    ctx.rng.fork('blad'),
  );
  ctx.bladen.push(blad);
  ctx.blad = blad;
  ctx.y = blad.hoogte - 72;
  return blad;
}

function huidig(ctx: Ctx): Blad {
  return ctx.blad ?? nieuwBlad(ctx);
}

function regelHoogte(size: number): number {
  return size * 1.5;
}

function tekst(ctx: Ctx, u: number, s: string, o?: Partial<TekstOpties>): void {
  huidig(ctx).tekst(u, ctx.y, s, { font: ctx.font, size: ctx.size, ...o });
}

function gecentreerd(ctx: Ctx, s: string, size: number, font = ctx.vet): void {
  const blad = huidig(ctx);
  const w = blad.breedteVan(s, { font, size });
  blad.tekst((blad.breedte - w) / 2, ctx.y, s, { font, size });
}

function balansDatumTekst(ctx: Ctx, jaar: number): string {
  const { dag, maand } = ctx.b.balansdatum;
  return langeDatum(dag, maand, jaar, ctx.engels);
}

function periodeTekst(ctx: Ctx, jaar: number): string {
  const { dag, maand } = ctx.b.balansdatum;
  if (maand === 12) return String(jaar);
  return ctx.engels ? `the year ended ${dag} ${englishMonth(maand)} ${jaar}` : `${jaar - 1}/${jaar}`;
}

function kopVoorJaar(ctx: Ctx, jaar: number): string {
  const { dag, maand } = ctx.b.balansdatum;
  const vorm = ctx.k['kop-datumvorm'] ?? (maand !== 12 ? (ctx.engels ? 'Dec 31, 2024' : '31-12-2024') : undefined);
  return formatDatum(vorm, dag, maand, jaar);
}

function schaalTekst(ctx: Ctx): string | undefined {
  const s = ctx.k.schaal;
  if (!s || s === 'centen' || s === 'alleen-in-grondslagen' || s === "€ '000") return undefined;
  return s;
}

function valutaTeken(ctx: Ctx): string {
  return ctx.b.vorm === 'uk-ltd' ? '£' : '€';
}

// ---------------------------------------------------------------- the document

function tekenJaarrekening(ctx: Ctx): void {
  const { k, b } = ctx;
  const jaar = b.jaren[0]!;
  const titelDoc = ctx.engels
    ? `Financial statements ${periodeTekst(ctx, jaar)}`
    : `Jaarrekening ${periodeTekst(ctx, jaar)}`;
  if (k['pagina-voorblad']) {
    nieuwBlad(ctx);
    ctx.y -= 180;
    gecentreerd(ctx, b.naam, ctx.size + 8);
    ctx.y -= 40;
    gecentreerd(ctx, titelDoc, ctx.size + 4, ctx.font);
    ctx.y -= 200;
    const opgemaakt = langeDatum(ctx.rng.int(1, 28), ctx.rng.int(3, 6), jaar + 1, ctx.engels);
    gecentreerd(ctx, `${b.plaats}, ${opgemaakt}`, ctx.size, ctx.font);
    ctx.y -= 20;
    gecentreerd(ctx, ctx.engels ? `Registration number ${b.kvk}` : `KvK-nummer ${b.kvk}`, ctx.size, ctx.font);
    ctx.blad = undefined;
  }
  if (k['pagina-inhoud']) tekenInhoud(ctx);
  if (k.schaal === 'alleen-in-grondslagen') tekenGrondslagen(ctx);
  if (k['pagina-kerncijfers'] === 'eigen-blad') {
    tekenTabel(ctx, kerncijfers(ctx));
    ctx.blad = undefined;
  }

  const balans = b.vorm === 'uk-ltd' ? balansUk(ctx) : balansNl(ctx);
  const wv = winstEnVerlies(ctx);
  const staten: (() => void)[] = [];
  const tekenBalans = (): void => {
    if (k['pagina-kerncijfers'] === 'boven-balans') {
      tekenTabel(ctx, kerncijfers(ctx));
      ctx.y -= regelHoogte(ctx.size) * 1.5;
    }
    if (k['kop-t-rekening']) tekenTRekening(ctx, balans.activa, balans.passiva);
    else if (k['pagina-balans-gesplitst']) {
      tekenTabel(ctx, balans.activa);
      ctx.blad = undefined;
      tekenTabel(ctx, balans.passiva);
    } else {
      // one table, so that passiva's amounts stand in the columns under the one year header
      const tussen: Rij[] = [{ soort: 'leeg', label: '', niveau: 0 }];
      if (k['kop-jaarregel-woorden'] === 'activa-passiva' && balans.passiva.kopLabel)
        tussen.push({ soort: 'jaarkop', label: balans.passiva.kopLabel, niveau: 0 });
      tekenTabel(ctx, { ...balans.activa, rijen: [...balans.activa.rijen, ...tussen, ...balans.passiva.rijen] });
    }
  };
  if (k['pagina-staten-op-een-blad']) {
    staten.push(() => {
      tekenTabel(ctx, wv);
      ctx.y -= regelHoogte(ctx.size) * 2;
      tekenBalans();
    });
  } else {
    staten.push(tekenBalans, () => tekenTabel(ctx, wv));
  }
  if (b.vorm === 'eenmanszaak') staten.push(() => tekenTabel(ctx, fiscaal(ctx)));
  for (const s of staten) {
    ctx.blad = undefined;
    s();
  }
  if (k['pagina-toelichting']) tekenToelichting(ctx);
  if (k['pagina-kengetallen']) {
    ctx.blad = undefined;
    tekenTabel(ctx, kengetallen(ctx));
  }
}

function tekenInhoud(ctx: Ctx): void {
  nieuwBlad(ctx);
  const blad = huidig(ctx);
  tekst(ctx, ctx.marge, ctx.engels ? 'Contents' : 'Inhoudsopgave', { font: ctx.vet, size: ctx.size + 4 });
  ctx.y -= 40;
  const jaar = ctx.b.jaren[0]!;
  const regels: [string, number, number][] = ctx.engels
    ? [
        ['Directors’ report', 3, 0],
        [`Balance sheet as at ${balansDatumTekst(ctx, jaar)}`, 4, 0],
        [`Profit and loss account ${periodeTekst(ctx, jaar)}`, 5, 0],
        ['Notes to the financial statements', 6, 0],
        ['Current assets', 7, 1],
        ['Equity', 8, 1],
        ['Current liabilities', 9, 1],
      ]
    : [
        ['Samenstellingsverklaring', 3, 0],
        [`Balans per ${balansDatumTekst(ctx, jaar)}`, 4, 0],
        [`Winst-en-verliesrekening over ${periodeTekst(ctx, jaar)}`, 5, 0],
        ['Toelichting', 6, 0],
        ['Vlottende activa', 7, 1],
        ['Eigen vermogen', 8, 1],
        ['Kortlopende schulden', 9, 1],
      ];
  const rechts = blad.breedte - ctx.marge;
  for (const [label, pagina, niveau] of regels) {
    const x = ctx.marge + niveau * 16;
    tekst(ctx, x, label);
    const w = blad.breedteVan(label, { font: ctx.font, size: ctx.size });
    const punten = ' .'.repeat(
      Math.max(0, Math.floor((rechts - x - w - 30) / blad.breedteVan(' .', { font: ctx.font, size: ctx.size }))),
    );
    tekst(ctx, x + w, punten);
    blad.bedrag(rechts, ctx.y, String(pagina), { font: ctx.font, size: ctx.size });
    ctx.y -= regelHoogte(ctx.size) * 1.3;
  }
  ctx.blad = undefined;
}

function tekenGrondslagen(ctx: Ctx): void {
  nieuwBlad(ctx);
  tekst(ctx, ctx.marge, ctx.engels ? 'Accounting policies' : 'Grondslagen voor waardering en resultaatbepaling', {
    font: ctx.vet,
    size: ctx.size + 2,
  });
  ctx.y -= 30;
  const regels = ctx.engels
    ? [
        'The financial statements have been prepared under the historical cost convention.',
        'All amounts in these financial statements are in thousands of euros, unless stated otherwise.',
      ]
    : [
        'De jaarrekening is opgesteld volgens Titel 9 Boek 2 BW.',
        "Alle bedragen in deze jaarrekening luiden in duizenden euro's, tenzij anders vermeld.",
        'Activa en passiva worden gewaardeerd tegen nominale waarde, tenzij anders vermeld.',
      ];
  for (const r of regels) {
    tekst(ctx, ctx.marge, r);
    ctx.y -= regelHoogte(ctx.size);
  }
  ctx.blad = undefined;
}

// ---------------------------------------------------------------- statements as data

function jarenVanBalans(ctx: Ctx): number[] {
  return ctx.k['kop-t-rekening'] === 'jaar-in-titel' ? [ctx.b.jaren[0]!] : ctx.b.jaren;
}

function per(ctx: Ctx, jaren: number[], f: (j: number) => number): number[] {
  return jaren.map((j) => {
    const d = ctx.b.detail.get(j);
    if (!d) throw new Error(`no detail for ${j}`);
    return f(j);
  });
}

function bal(ctx: Ctx, j: number): NonNullable<ReturnType<Bedrijf['detail']['get']>>['balans'] {
  return ctx.b.detail.get(j)!.balans;
}

/** Whether to print a line whose amounts are all zero. */
function toonNul(ctx: Ctx, waarden: number[]): boolean {
  if (waarden.some((w) => w !== 0)) return true;
  return Boolean(ctx.k.nul) || ctx.k['kolom-noot'] === 'naast-lege-cel' || ctx.rng.chance(0.3);
}

function noot(ctx: Ctx, n: number): string | undefined {
  const v = ctx.k['kolom-noot'];
  if (!v) return undefined;
  switch (v) {
    case '(1)':
    case 'naast-lege-cel':
      return `(${n})`;
    case '3.2':
      return `${ctx.rng.int(3, 5)}.${n}`;
    case '4a':
      return `${ctx.rng.int(3, 6)}${'abcdefgh'[n - 1] ?? 'a'}`;
    default:
      return String(n);
  }
}

function kopTabel(ctx: Ctx, jaren: number[], titel: string[], extra?: Partial<Tabel>): Tabel {
  const { k } = ctx;
  let kopLabel: string | undefined;
  if (k['kop-jaarregel-woorden'] === 'bedragen-in-euro')
    kopLabel = ctx.engels ? 'Amounts in euros' : "Bedragen in euro's";
  return {
    titel,
    jaren,
    kop: jaren.map((j) => kopVoorJaar(ctx, j)),
    kopLabel,
    schaalTekst: schaalTekst(ctx),
    rijen: [],
    itemsTotalen: Boolean(k['kolom-items-totalen']),
    noten: Boolean(k['kolom-noot']) || Boolean(k['kop-kolomwoord']) || Boolean(k['kop-titel-datum']),
    valuta: k['kolom-valuta'] ? valutaTeken(ctx) : undefined,
    uitlijning: (k['kop-uitlijning'] as Tabel['uitlijning']) ?? 'rechts',
    ...extra,
  };
}

function balansTitel(ctx: Ctx, deel?: string): string[] {
  const j = ctx.b.jaren[0]!;
  const t = ctx.w('titel-balans').replace('{datum}', balansDatumTekst(ctx, j));
  const mv = t.includes(String(j)) ? t : `${t} per ${balansDatumTekst(ctx, j)}`;
  const titel = ctx.reg === 'uk' || ctx.reg === 'engels' ? mv.replace(' per ', ' as at ') : mv;
  return deel ? [`${titel} ${deel}`] : [titel];
}

/** A label with its bracketed addition when the trait `label-haakjes` prints one. */
function metHaakjes(ctx: Ctx, label: string, h: string): string {
  return ctx.k['label-haakjes'] ? `${label} ${h}` : label;
}

/** A numbering of the notes across a statement's rows. */
interface NootTeller {
  n: number;
}

function balansNl(ctx: Ctx): { activa: Tabel; passiva: Tabel } {
  const jaren = jarenVanBalans(ctx);
  const { w } = ctx;
  const nr: NootTeller = { n: 1 };

  const activa: Rij[] = [];
  activa.push({ soort: 'kop', label: w('activa'), niveau: 0 });
  activa.push(...vasteActivaNl(ctx, jaren, nr));
  activa.push(...vlottendeActivaNl(ctx, jaren, nr));
  const totaal = per(ctx, jaren, (j) => bal(ctx, j).balanstotaal);
  activa.push({
    soort: 'totaal',
    label: w('totaal-activa'),
    niveau: 0,
    waarden: totaal,
    veld: 'balanstotaal',
    lijn: true,
  });

  const passiva: Rij[] = [];
  passiva.push({ soort: 'kop', label: w('passiva'), niveau: 0 });
  passiva.push(...eigenVermogenNl(ctx, jaren, nr));
  passiva.push({ soort: 'leeg', label: '', niveau: 0 });
  passiva.push(...schuldenNl(ctx, jaren, nr));
  passiva.push({ soort: 'leeg', label: '', niveau: 0 });
  passiva.push({
    soort: 'totaal',
    label: w('totaal-passiva'),
    niveau: 0,
    waarden: totaal,
    veld: 'balanstotaal',
    lijn: true,
  });
  return balansTabellenNl(ctx, jaren, activa, passiva);
}

/** The fixed assets: intangible, tangible and financial, with their subtotal; nothing when all are left out. */
function vasteActivaNl(ctx: Ctx, jaren: number[], nr: NootTeller): Rij[] {
  const { w } = ctx;
  const imm = per(ctx, jaren, (j) => bal(ctx, j).immaterieel);
  const mat = per(ctx, jaren, (j) => bal(ctx, j).materieel);
  const fin = per(ctx, jaren, (j) => bal(ctx, j).financieel);
  const vast = per(ctx, jaren, (j) => bal(ctx, j).vasteActiva);
  const vasteRijen: Rij[] = [];
  if (toonNul(ctx, imm))
    vasteRijen.push({
      soort: 'post',
      label: w('immaterieel'),
      niveau: 1,
      waarden: imm,
      veld: 'immaterieleActiva',
      noot: noot(ctx, nr.n++),
    });
  if (toonNul(ctx, mat))
    vasteRijen.push({ soort: 'post', label: w('materieel'), niveau: 1, waarden: mat, noot: noot(ctx, nr.n++) });
  if (fin.some((x) => x !== 0))
    vasteRijen.push({ soort: 'post', label: w('financieel'), niveau: 1, waarden: fin, noot: noot(ctx, nr.n++) });
  if (vasteRijen.length === 0) return [];
  return [
    { soort: 'kop', label: w('vaste-activa'), niveau: 0 },
    ...vasteRijen,
    { soort: 'subtotaal', label: w('vaste-totaal'), niveau: 0, waarden: vast, lijn: true },
    { soort: 'leeg', label: '', niveau: 0 },
  ];
}

/** The current assets: stock, receivables and cash, with their subtotal. */
function vlottendeActivaNl(ctx: Ctx, jaren: number[], nr: NootTeller): Rij[] {
  const { w } = ctx;
  const haakjes = ctx.k['label-haakjes'];
  const rijen: Rij[] = [];
  const vlot = per(ctx, jaren, (j) => bal(ctx, j).vlottendeActiva);
  rijen.push({
    soort: 'kop',
    label: metHaakjes(ctx, w('vlottende-activa'), haakjes === 'looptijd' ? '(< 1 jaar)' : '(zie noot 5)'),
    niveau: 0,
  });
  const voor = per(ctx, jaren, (j) => bal(ctx, j).voorraden);
  if (voor.some((x) => x !== 0))
    rijen.push({ soort: 'post', label: w('voorraden'), niveau: 1, waarden: voor, noot: noot(ctx, nr.n++) });
  rijen.push({
    soort: 'post',
    label: metHaakjes(
      ctx,
      w('vorderingen'),
      haakjes === 'looptijd' ? '(looptijd korter dan een jaar)' : '(zie toelichting)',
    ),
    niveau: 1,
    waarden: per(ctx, jaren, (j) => bal(ctx, j).vorderingen),
    noot: noot(ctx, nr.n++),
  });
  rijen.push({
    soort: 'post',
    label: w('liquide'),
    niveau: 1,
    waarden: per(ctx, jaren, (j) => bal(ctx, j).liquide),
    noot: noot(ctx, nr.n++),
  });
  rijen.push({
    soort: 'subtotaal',
    label: w('vlottende-totaal'),
    niveau: 0,
    waarden: vlot,
    veld: 'vlottendeActiva',
    lijn: true,
  });
  rijen.push({ soort: 'leeg', label: '', niveau: 0 });
  return rijen;
}

/** The equity: one line, or (with several parts, or by chance) its parts and their total. */
function eigenVermogenNl(ctx: Ctx, jaren: number[], nr: NootTeller): Rij[] {
  const { w } = ctx;
  const rijen: Rij[] = [];
  const ev = per(ctx, jaren, (j) => bal(ctx, j).eigenVermogen);
  const delen = bal(ctx, jaren[0]!).evDelen;
  if (delen.length > 1 || ctx.rng.chance(0.3)) {
    rijen.push({ soort: 'kop', label: w('eigen-vermogen'), niveau: 0, noot: noot(ctx, nr.n++) });
    for (const [i, d] of delen.entries())
      rijen.push({
        soort: 'post',
        label: w(d.sleutel),
        niveau: 1,
        waarden: per(ctx, jaren, (j) => bal(ctx, j).evDelen[i]!.waarde),
      });
    rijen.push({
      soort: 'subtotaal',
      label: w('ev-totaal'),
      niveau: 0,
      waarden: ev,
      veld: 'eigenVermogen',
      lijn: true,
    });
  } else {
    rijen.push({
      soort: 'post',
      label: w('eigen-vermogen'),
      niveau: 0,
      waarden: ev,
      veld: 'eigenVermogen',
      noot: noot(ctx, nr.n++),
    });
  }
  return rijen;
}

/** Provisions and long-term debts when there are any, then the current liabilities (with their parts or not). */
function schuldenNl(ctx: Ctx, jaren: number[], nr: NootTeller): Rij[] {
  const { w } = ctx;
  const haakjes = ctx.k['label-haakjes'];
  const rijen: Rij[] = [];
  const vz = per(ctx, jaren, (j) => bal(ctx, j).voorzieningen);
  if (vz.some((x) => x !== 0))
    rijen.push({ soort: 'post', label: w('voorzieningen'), niveau: 0, waarden: vz, noot: noot(ctx, nr.n++) });
  const ll = per(ctx, jaren, (j) => bal(ctx, j).langlopend);
  if (toonNul(ctx, ll))
    rijen.push({
      soort: 'post',
      label: metHaakjes(
        ctx,
        w('langlopend'),
        haakjes === 'looptijd' ? '(looptijd langer dan een jaar)' : '(zie noot 8)',
      ),
      niveau: 0,
      waarden: ll,
      noot: noot(ctx, nr.n++),
    });
  const kort = per(ctx, jaren, (j) => bal(ctx, j).kortlopend);
  const kortLabel = metHaakjes(
    ctx,
    w('kortlopend'),
    haakjes === 'looptijd' ? '(looptijd korter dan een jaar)' : '(zie noot 9)',
  );
  if (ctx.rng.chance(0.35) || Boolean(ctx.k['kolom-items-totalen'])) {
    rijen.push({ soort: 'kop', label: kortLabel, niveau: 0, noot: noot(ctx, nr.n++) });
    for (const [i, d] of bal(ctx, jaren[0]!).kortDelen.entries())
      rijen.push({
        soort: 'post',
        label: w(d.sleutel),
        niveau: 1,
        waarden: per(ctx, jaren, (j) => bal(ctx, j).kortDelen[i]!.waarde),
      });
    rijen.push({
      soort: 'subtotaal',
      label: w('kort-totaal'),
      niveau: 0,
      waarden: kort,
      veld: 'kortlopendeSchulden',
      lijn: true,
    });
  } else {
    rijen.push({
      soort: 'post',
      label: kortLabel,
      niveau: 0,
      waarden: kort,
      veld: 'kortlopendeSchulden',
      noot: noot(ctx, nr.n++),
    });
  }
  return rijen;
}

/** The assets' and liabilities' tables with their headers (the section word on the year line, if chosen). */
function balansTabellenNl(ctx: Ctx, jaren: number[], activa: Rij[], passiva: Rij[]): { activa: Tabel; passiva: Tabel } {
  const jaarWoorden = ctx.k['kop-jaarregel-woorden'] === 'activa-passiva';
  const a = kopTabel(
    ctx,
    jaren,
    balansTitel(ctx, ctx.k['pagina-balans-gesplitst'] ? (ctx.engels ? '(assets)' : '(activa)') : undefined),
  );
  const p = kopTabel(
    ctx,
    jaren,
    balansTitel(ctx, ctx.k['pagina-balans-gesplitst'] ? (ctx.engels ? '(liabilities)' : '(passiva)') : undefined),
  );
  if (jaarWoorden) {
    // "Activa 31 december 2024 31 december 2023": the section word sits on the year line
    a.kopLabel = activa.shift()!.label;
    p.kopLabel = passiva.shift()!.label;
    a.kop = jaren.map((j) => (ctx.k['kop-datumvorm'] ? kopVoorJaar(ctx, j) : balansDatumTekst(ctx, j)));
    p.kop = a.kop;
  }
  a.rijen = pasItemsTotalenToe(ctx, activa);
  p.rijen = pasItemsTotalenToe(ctx, passiva);
  return { activa: a, passiva: p };
}

function balansUk(ctx: Ctx): { activa: Tabel; passiva: Tabel } {
  const jaren = jarenVanBalans(ctx);
  const { w } = ctx;
  const haakjesSchuld = ctx.rng.chance(0.5);
  const rijen: Rij[] = activaUk(ctx, jaren);
  rijen.push(...schuldenUk(ctx, jaren, haakjesSchuld));
  const ev = per(ctx, jaren, (j) => bal(ctx, j).eigenVermogen);
  rijen.push({ soort: 'totaal', label: w('netto-activa'), niveau: 0, waarden: ev, lijn: true });
  rijen.push({ soort: 'leeg', label: '', niveau: 0 });
  rijen.push({ soort: 'kop', label: w('eigen-vermogen'), niveau: 0 });
  for (const [i, d] of bal(ctx, jaren[0]!).evDelen.entries())
    rijen.push({
      soort: 'post',
      label: w(d.sleutel),
      niveau: 1,
      waarden: per(ctx, jaren, (j) => bal(ctx, j).evDelen[i]!.waarde),
    });
  rijen.push({ soort: 'totaal', label: w('ev-totaal'), niveau: 0, waarden: ev, veld: 'eigenVermogen', lijn: true });

  const t = kopTabel(ctx, jaren, balansTitel(ctx));
  // the UK prints the currency under the year
  if (!t.valuta && !ctx.k['kop-datumvorm']) t.valuta = '£';
  const splits = rijen.findIndex((r) => r.label === w('eigen-vermogen') && r.soort === 'kop');
  const activa = { ...t, rijen: pasItemsTotalenToe(ctx, rijen.slice(0, splits)) };
  const passiva = { ...t, titel: [], rijen: pasItemsTotalenToe(ctx, rijen.slice(splits)) };
  return { activa, passiva };
}

/** UK assets: fixed and current as two lines (micro format), or each with its items and an unlabelled subtotal. */
function activaUk(ctx: Ctx, jaren: number[]): Rij[] {
  const { w } = ctx;
  const rijen: Rij[] = [];
  const imm = per(ctx, jaren, (j) => bal(ctx, j).immaterieel);
  const mat = per(ctx, jaren, (j) => bal(ctx, j).materieel);
  const fin = per(ctx, jaren, (j) => bal(ctx, j).financieel);
  const micro = ctx.rng.chance(0.4);
  if (micro) {
    rijen.push({
      soort: 'post',
      label: w('vaste-activa'),
      niveau: 0,
      waarden: per(ctx, jaren, (j) => bal(ctx, j).vasteActiva),
    });
    rijen.push({
      soort: 'post',
      label: w('vlottende-activa'),
      niveau: 0,
      waarden: per(ctx, jaren, (j) => bal(ctx, j).vlottendeActiva),
      veld: 'vlottendeActiva',
    });
    return rijen;
  }
  rijen.push({ soort: 'kop', label: w('vaste-activa'), niveau: 0 });
  if (toonNul(ctx, imm))
    rijen.push({
      soort: 'post',
      label: w('immaterieel'),
      niveau: 1,
      waarden: imm,
      veld: 'immaterieleActiva',
      noot: noot(ctx, 1),
    });
  rijen.push({ soort: 'post', label: w('materieel'), niveau: 1, waarden: mat, noot: noot(ctx, 2) });
  if (fin.some((x) => x !== 0))
    rijen.push({ soort: 'post', label: w('financieel'), niveau: 1, waarden: fin, noot: noot(ctx, 3) });
  rijen.push({
    soort: 'subtotaal',
    label: '',
    niveau: 0,
    waarden: per(ctx, jaren, (j) => bal(ctx, j).vasteActiva),
    lijn: true,
  });
  rijen.push({ soort: 'kop', label: w('vlottende-activa'), niveau: 0 });
  const voor = per(ctx, jaren, (j) => bal(ctx, j).voorraden);
  if (voor.some((x) => x !== 0)) rijen.push({ soort: 'post', label: w('voorraden'), niveau: 1, waarden: voor });
  rijen.push({
    soort: 'post',
    label: w('vorderingen'),
    niveau: 1,
    waarden: per(ctx, jaren, (j) => bal(ctx, j).vorderingen),
    noot: noot(ctx, 4),
  });
  rijen.push({ soort: 'post', label: w('liquide'), niveau: 1, waarden: per(ctx, jaren, (j) => bal(ctx, j).liquide) });
  rijen.push({
    soort: 'subtotaal',
    label: '',
    niveau: 0,
    waarden: per(ctx, jaren, (j) => bal(ctx, j).vlottendeActiva),
    veld: 'vlottendeActiva',
    lijn: true,
  });
  return rijen;
}

/**
 * UK creditors: due within a year, the net current assets, total assets less current liabilities, then
 * those due after a year and the provisions (in brackets as deductions when `haakjesSchuld`).
 */
function schuldenUk(ctx: Ctx, jaren: number[], haakjesSchuld: boolean): Rij[] {
  const { w } = ctx;
  const rijen: Rij[] = [];
  const teken = haakjesSchuld ? -1 : 1;
  rijen.push({
    soort: 'post',
    label: w('kortlopend'),
    niveau: 0,
    waarden: per(ctx, jaren, (j) => teken * bal(ctx, j).kortlopend),
    noot: noot(ctx, 5),
    // stated either way: printed as a positive amount, or in brackets as a deduction of a positive debt
    veld: 'kortlopendeSchulden',
  });
  const netto = per(ctx, jaren, (j) => bal(ctx, j).vlottendeActiva - bal(ctx, j).kortlopend);
  rijen.push({
    soort: 'subtotaal',
    // the label follows the signs of all years: "(liabilities)" where they differ
    label: netto.every((x) => x < 0)
      ? w('netto-vlottend-neg')
      : netto.some((x) => x < 0)
        ? 'Net current assets (liabilities)'
        : w('netto-vlottend'),
    niveau: 0,
    waarden: netto,
    lijn: true,
  });
  rijen.push({
    soort: 'subtotaal',
    label: w('totaal-min-kort'),
    niveau: 0,
    waarden: per(ctx, jaren, (j) => bal(ctx, j).balanstotaal - bal(ctx, j).kortlopend),
  });
  const ll = per(ctx, jaren, (j) => teken * bal(ctx, j).langlopend);
  if (ll.some((x) => x !== 0)) rijen.push({ soort: 'post', label: w('langlopend'), niveau: 0, waarden: ll });
  const vz = per(ctx, jaren, (j) => teken * bal(ctx, j).voorzieningen);
  if (vz.some((x) => x !== 0)) rijen.push({ soort: 'post', label: w('voorzieningen'), niveau: 0, waarden: vz });
  return rijen;
}

/** Two-column layout: with "totaal-op-laatste-post" an unlabelled subtotal moves onto its last item's line. */
function pasItemsTotalenToe(ctx: Ctx, rijen: Rij[]): Rij[] {
  if (ctx.k['kolom-items-totalen'] !== 'totaal-op-laatste-post') return rijen;
  const uit: Rij[] = [];
  for (const r of rijen) {
    const vorige = uit[uit.length - 1];
    if (r.soort === 'subtotaal' && r.label === '' && vorige?.soort === 'post' && vorige.niveau === 1 && r.waarden) {
      vorige.extra = { waarden: r.waarden, veld: r.veld };
      continue;
    }
    uit.push(r);
  }
  return uit;
}

function winstEnVerlies(ctx: Ctx): Tabel {
  const { b, w } = ctx;
  const jaren = b.jaren;
  const wv = (j: number) => b.detail.get(j)!.wv;
  const stichting = b.vorm === 'stichting' || b.vorm === 'vereniging';
  const titel =
    stichting && !ctx.engels
      ? `Staat van baten en lasten over ${periodeTekst(ctx, jaren[0]!)}`
      : w('titel-wv')
          .replace('{periode}', periodeTekst(ctx, jaren[0]!))
          .replace('{datum}', balansDatumTekst(ctx, jaren[0]!));
  const r: Rij[] = [
    {
      soort: 'post',
      label: stichting && !ctx.engels ? 'Baten' : w('omzet'),
      niveau: 0,
      waarden: per(ctx, jaren, (j) => wv(j).omzet),
    },
    { soort: 'post', label: w('kostprijs'), niveau: 0, waarden: per(ctx, jaren, (j) => wv(j).kostprijs) },
    {
      soort: 'subtotaal',
      label: w('brutomarge'),
      niveau: 0,
      waarden: per(ctx, jaren, (j) => wv(j).brutomarge),
      lijn: true,
    },
    { soort: 'leeg', label: '', niveau: 0 },
    { soort: 'post', label: w('personeel'), niveau: 1, waarden: per(ctx, jaren, (j) => wv(j).personeel) },
    { soort: 'post', label: w('afschrijvingen'), niveau: 1, waarden: per(ctx, jaren, (j) => wv(j).afschrijvingen) },
    { soort: 'post', label: w('overig'), niveau: 1, waarden: per(ctx, jaren, (j) => wv(j).overig) },
    {
      soort: 'subtotaal',
      label: w('bedrijfslasten'),
      niveau: 0,
      waarden: per(ctx, jaren, (j) => wv(j).bedrijfslasten),
      lijn: true,
    },
    { soort: 'leeg', label: '', niveau: 0 },
    {
      soort: 'post',
      label: w('bedrijfsresultaat'),
      niveau: 0,
      waarden: per(ctx, jaren, (j) => wv(j).bedrijfsresultaat),
    },
    { soort: 'post', label: w('financiele-baten'), niveau: 0, waarden: per(ctx, jaren, (j) => wv(j).financieel) },
    {
      soort: 'subtotaal',
      label: w('voor-belasting'),
      niveau: 0,
      waarden: per(ctx, jaren, (j) => wv(j).voorBelasting),
      lijn: true,
    },
  ];
  if (b.vorm === 'bv' || b.vorm === 'uk-ltd')
    r.push({ soort: 'post', label: w('belasting'), niveau: 0, waarden: per(ctx, jaren, (j) => -wv(j).belasting) });
  r.push({
    soort: 'totaal',
    label: stichting && !ctx.engels ? 'Saldo van baten en lasten' : w('resultaat'),
    niveau: 0,
    waarden: per(ctx, jaren, (j) => wv(j).resultaat),
    lijn: true,
  });
  const t = kopTabel(ctx, jaren, [titel], {
    kop: jaren.map((j) => (b.balansdatum.maand === 12 ? String(j) : `${j - 1}/${j}`)),
  });
  t.kopLabel = undefined;
  t.noten = false;
  t.rijen = pasItemsTotalenToe(ctx, r);
  return t;
}

function fiscaal(ctx: Ctx): Tabel {
  const { b, w } = ctx;
  const jaren = b.jaren;
  const f = (j: number) => b.detail.get(j)!.fiscaal!;
  const r: Rij[] = [
    { soort: 'post', label: w('fis-resultaat'), niveau: 0, waarden: per(ctx, jaren, (j) => f(j).resultaat) },
  ];
  r.push({
    soort: 'post',
    label: w('fis-niet-aftrekbaar'),
    niveau: 0,
    waarden: per(ctx, jaren, (j) => f(j).nietAftrekbaar),
  });
  const prive = per(ctx, jaren, (j) => f(j).privegebruik);
  if (prive.some((x) => x !== 0)) r.push({ soort: 'post', label: w('fis-prive'), niveau: 0, waarden: prive });
  const kia = per(ctx, jaren, (j) => f(j).investeringsaftrek);
  if (kia.some((x) => x !== 0)) r.push({ soort: 'post', label: w('fis-kia'), niveau: 0, waarden: kia.map((x) => -x) });
  r.push({
    soort: 'totaal',
    label: w('fis-saldo'),
    niveau: 0,
    waarden: per(ctx, jaren, (j) => f(j).saldo),
    veld: 'fiscaleWinst',
    lijn: true,
  });
  if (ctx.rng.chance(0.5)) {
    r.push({
      soort: 'post',
      label: w('fis-ondernemersaftrek'),
      niveau: 0,
      waarden: per(ctx, jaren, (j) => -f(j).ondernemersaftrek),
    });
    r.push({ soort: 'post', label: w('fis-mkb'), niveau: 0, waarden: per(ctx, jaren, (j) => -f(j).mkbVrijstelling) });
    r.push({
      soort: 'totaal',
      label: w('fis-belastbaar'),
      niveau: 0,
      waarden: per(ctx, jaren, (j) => f(j).belastbaar),
      lijn: true,
    });
  }
  const t = kopTabel(ctx, jaren, [w('titel-fiscaal').replace('{jaar}', String(jaren[0]))], { kop: jaren.map(String) });
  t.kopLabel = undefined;
  t.noten = false;
  t.itemsTotalen = false;
  t.rijen = r;
  return t;
}

function kerncijfers(ctx: Ctx): Tabel {
  const h = ctx.b.historie;
  const jaren = h.map((x) => x.jaar);
  const pct = (x: (typeof h)[number]): string =>
    x.balanstotaal === 0
      ? '-'
      : `${((100 * x.eigenVermogen) / x.balanstotaal).toFixed(1).replace('.', ctx.stijl.decimaal)}%`;
  const rijen: Rij[] = ctx.engels
    ? [
        { soort: 'post', label: 'Revenue', niveau: 0, waarden: h.map((x) => x.omzet) },
        { soort: 'post', label: 'Net result', niveau: 0, waarden: h.map((x) => x.resultaat) },
        { soort: 'post', label: 'Equity', niveau: 0, waarden: h.map((x) => x.eigenVermogen) },
        { soort: 'post', label: 'Total assets', niveau: 0, waarden: h.map((x) => x.balanstotaal) },
        { soort: 'post', label: 'Solvency', niveau: 0, vrij: h.map(pct) },
      ]
    : [
        { soort: 'post', label: 'Netto-omzet', niveau: 0, waarden: h.map((x) => x.omzet) },
        { soort: 'post', label: 'Resultaat', niveau: 0, waarden: h.map((x) => x.resultaat) },
        { soort: 'post', label: 'Eigen vermogen', niveau: 0, waarden: h.map((x) => x.eigenVermogen) },
        { soort: 'post', label: 'Balanstotaal', niveau: 0, waarden: h.map((x) => x.balanstotaal) },
        { soort: 'post', label: 'Solvabiliteit', niveau: 0, vrij: h.map(pct) },
      ];
  return {
    titel: [ctx.engels ? 'Key figures' : ctx.kies(['Kerncijfers', 'Meerjarenoverzicht'])],
    jaren,
    kop: jaren.map(String),
    schaalTekst: schaalTekst(ctx),
    rijen,
    itemsTotalen: false,
    noten: false,
    nietVermeld: true,
    uitlijning: 'rechts',
  };
}

function kengetallen(ctx: Ctx): Tabel {
  const jaren = ctx.b.jaren;
  const d = ctx.stijl.decimaal;
  const rijen: Rij[] = [
    {
      soort: 'post',
      label: ctx.engels ? 'Solvency (equity / total assets)' : 'Solvabiliteit (eigen vermogen / balanstotaal)',
      niveau: 0,
      vrij: jaren.map(
        (j) =>
          `${((100 * bal(ctx, j).eigenVermogen) / Math.max(1, bal(ctx, j).balanstotaal)).toFixed(1).replace('.', d)}%`,
      ),
    },
    {
      soort: 'post',
      label: ctx.engels ? 'Current ratio' : 'Current ratio (vlottende activa / kortlopende schulden)',
      niveau: 0,
      vrij: jaren.map((j) =>
        (bal(ctx, j).vlottendeActiva / Math.max(1, bal(ctx, j).kortlopend)).toFixed(2).replace('.', d),
      ),
    },
    {
      soort: 'post',
      label: ctx.engels ? 'Working capital' : 'Werkkapitaal',
      niveau: 0,
      waarden: jaren.map((j) => bal(ctx, j).vlottendeActiva - bal(ctx, j).kortlopend),
    },
  ];
  return {
    titel: [ctx.engels ? 'Ratios' : 'Kengetallen'],
    jaren,
    kop: jaren.map(String),
    rijen,
    itemsTotalen: false,
    noten: false,
    nietVermeld: true,
    uitlijning: 'rechts',
  };
}

function tekenToelichting(ctx: Ctx): void {
  const e = ctx.engels;
  const tabellen: Tabel[] = [noteMaterieel(ctx), noteEigenVermogen(ctx), noteKortlopend(ctx)];
  ctx.blad = undefined;
  nieuwBlad(ctx);
  tekst(ctx, ctx.marge, e ? 'Notes to the balance sheet' : 'Toelichting op de balans', {
    font: ctx.vet,
    size: ctx.size + 3,
  });
  ctx.y -= 30;
  for (const t of tabellen) {
    tekenTabel(ctx, t);
    ctx.y -= regelHoogte(ctx.size) * 2;
  }
}

/** A note's table of one or more years, kept out of the stated figures. */
function noteTabel(titel: string, jaren: number[], kop: string[], rijen: Rij[]): Tabel {
  return {
    titel: [titel],
    jaren,
    kop,
    rijen,
    itemsTotalen: false,
    noten: false,
    nietVermeld: true,
    uitlijning: 'rechts',
  };
}

/** Note 2: the tangible fixed assets' movement (book value, investments, depreciation). */
function noteMaterieel(ctx: Ctx): Tabel {
  const e = ctx.engels;
  const j = ctx.b.jaren[0]!;
  const d = ctx.b.detail.get(j)!;
  const matVorig = ctx.b.detail.get(j - 1)?.balans.materieel ?? Math.round(d.balans.materieel * 0.9);
  let afschr = Math.min(d.wv.afschrijvingen, matVorig);
  let inv = d.balans.materieel - matVorig + afschr;
  if (inv < 0) {
    afschr -= inv;
    inv = 0;
  }
  return noteTabel(
    e ? '2 Tangible fixed assets' : '2 Materiële vaste activa',
    [j],
    [String(j)],
    [
      {
        soort: 'post',
        label: e ? `Book value at 1 January ${j}` : `Boekwaarde per 1 januari ${j}`,
        niveau: 0,
        waarden: [matVorig],
      },
      { soort: 'post', label: e ? 'Investments' : 'Investeringen', niveau: 0, waarden: [inv] },
      { soort: 'post', label: e ? 'Depreciation' : 'Afschrijvingen', niveau: 0, waarden: [-afschr] },
      {
        soort: 'totaal',
        label: e ? `Book value at ${balansDatumTekst(ctx, j)}` : `Boekwaarde per ${balansDatumTekst(ctx, j)}`,
        niveau: 0,
        waarden: [d.balans.materieel],
        lijn: true,
      },
    ],
  );
}

/** Note 6: the equity's movement (opening, result, distributions or drawings, closing). */
function noteEigenVermogen(ctx: Ctx): Tabel {
  const { b } = ctx;
  const e = ctx.engels;
  const j = b.jaren[0]!;
  const d = b.detail.get(j)!;
  const vorig = b.historie.find((h) => h.jaar === j - 1);
  const stand1 = e ? `Balance at 1 January ${j}` : `Stand per 1 januari ${j}`;
  const stand31 = e ? `Balance at ${balansDatumTekst(ctx, j)}` : `Stand per ${balansDatumTekst(ctx, j)}`;
  return noteTabel(
    e ? '6 Equity' : '6 Eigen vermogen',
    [j],
    [String(j)],
    [
      {
        soort: 'post',
        label: stand1,
        niveau: 0,
        waarden: [vorig?.eigenVermogen ?? d.balans.eigenVermogen - d.wv.resultaat + d.wv.uitkering],
      },
      {
        soort: 'post',
        label: e ? 'Result for the year' : 'Resultaat boekjaar',
        niveau: 0,
        waarden: [d.wv.resultaat],
      },
      {
        soort: 'post',
        label: e ? 'Distributions' : b.vorm === 'eenmanszaak' ? 'Privé-opnamen' : 'Uitkeringen',
        niveau: 0,
        waarden: [-d.wv.uitkering],
      },
      { soort: 'totaal', label: stand31, niveau: 0, waarden: [d.balans.eigenVermogen], lijn: true },
    ],
  );
}

/** Note 9: the current liabilities' parts per year and their total. */
function noteKortlopend(ctx: Ctx): Tabel {
  const { b } = ctx;
  const jaren = b.jaren;
  const d = b.detail.get(jaren[0]!)!;
  return noteTabel(
    ctx.engels ? '9 Current liabilities' : '9 Kortlopende schulden',
    jaren,
    jaren.map((x) => kopVoorJaar(ctx, x)),
    [
      ...d.balans.kortDelen.map((kd, i): Rij => ({
        soort: 'post',
        label: ctx.w(kd.sleutel),
        niveau: 0,
        waarden: jaren.map((x) => b.detail.get(x)!.balans.kortDelen[i]!.waarde),
      })),
      {
        soort: 'totaal',
        label: '',
        niveau: 0,
        waarden: jaren.map((x) => b.detail.get(x)!.balans.kortlopend),
        lijn: true,
      },
    ],
  );
}

// ---------------------------------------------------------------- drawing a table

interface Kolommen {
  labelX: number;
  labelBreedte: number;
  nootX: number;
  /** Per year (in display order): right edges of the item column and the total column. */
  rechts: { item: number; totaal: number }[];
  kolomBreedte: number;
  size: number;
}

function bedragTekst(ctx: Ctx, waarde: number | null | undefined, valuta: string | undefined, totaal: boolean): string {
  if (waarde === null || waarde === undefined) return '';
  const s = formatBedrag(waarde, ctx.stijl);
  if (s === '' || !valuta) return s;
  if (ctx.k['kolom-valuta'] === 'vast' || (ctx.k['kolom-valuta'] === 'alleen-totalen' && totaal))
    return `${valuta} ${s}`;
  return s;
}

function volgorde(ctx: Ctx, n: number): number[] {
  const idx = [...Array(n).keys()];
  return ctx.k['kop-vorig-jaar-eerst'] ? idx.reverse() : idx;
}

function meetKolommen(ctx: Ctx, t: Tabel, x0: number, x1: number, sizeIn: number): Kolommen {
  const blad = huidig(ctx);
  let size = sizeIn;
  for (let poging = 0; poging < 6; poging++) {
    const o = { font: ctx.font, size };
    let label = 120;
    let bedrag = blad.breedteVan('000.000', o);
    for (const r of t.rijen) {
      label = Math.max(label, blad.breedteVan(r.label, o) + (r.niveau ? 12 : 0));
      for (const w of [...(r.waarden ?? []), ...(r.extra?.waarden ?? [])])
        bedrag = Math.max(bedrag, blad.breedteVan(bedragTekst(ctx, w, t.valuta, true), o));
      for (const v of r.vrij ?? []) bedrag = Math.max(bedrag, blad.breedteVan(v ?? '', o));
    }
    for (const k of t.kop) bedrag = Math.max(bedrag, blad.breedteVan(k, o) / (t.itemsTotalen ? 1.6 : 1));
    const kolom = bedrag + size * 2;
    const noot = t.noten ? Math.max(blad.breedteVan('Toelichting', o), blad.breedteVan('(10)', o)) + size : 0;
    const perJaar = t.itemsTotalen ? 2 : 1;
    const nodig = label + 10 + noot + t.jaren.length * perJaar * kolom;
    if (nodig <= x1 - x0 || size <= 6) {
      const rechts: Kolommen['rechts'] = [];
      let r = x1;
      const volg = volgorde(ctx, t.jaren.length);
      const plaatsen: { item: number; totaal: number }[] = [];
      for (let i = volg.length - 1; i >= 0; i--) {
        const totaal = r;
        const item = t.itemsTotalen ? r - kolom : r;
        plaatsen.unshift({ item, totaal });
        r -= kolom * perJaar;
      }
      // index by the year's position in t.jaren
      for (let i = 0; i < volg.length; i++) rechts[volg[i]!] = plaatsen[i]!;
      return { labelX: x0, labelBreedte: label, nootX: r - noot + size * 0.5, rechts, kolomBreedte: kolom, size };
    }
    size = Math.max(6, size * Math.min(0.92, (x1 - x0) / nodig));
  }
  throw new Error('unreachable');
}

function ruimteNodig(ctx: Ctx, rijen: number, size: number): boolean {
  return ctx.y - rijen * regelHoogte(size) < 60;
}

/** A table being drawn: its columns, font size and left edge; `t` gets "(vervolg)" in its title on a new page. */
interface TabelTekening {
  ctx: Ctx;
  t: Tabel;
  x0: number;
  kol: Kolommen;
  size: number;
  o: TekstOpties;
  lh: number;
  centreer: boolean;
}

function tekenTabel(ctx: Ctx, t: Tabel, gebied?: { x0: number; x1: number; y?: number }): void {
  let blad = huidig(ctx);
  if (ruimteNodig(ctx, Math.min(t.rijen.length + t.titel.length + 3, 30), ctx.size)) blad = nieuwBlad(ctx);
  if (gebied?.y !== undefined) ctx.y = gebied.y;
  const x0 = gebied?.x0 ?? ctx.marge;
  const x1 = gebied?.x1 ?? blad.breedte - ctx.marge;
  const kol = meetKolommen(ctx, t, x0, x1, ctx.size);
  const size = kol.size;
  const tt: TabelTekening = {
    ctx,
    t,
    x0,
    kol,
    size,
    o: { font: ctx.font, size },
    lh: regelHoogte(size),
    centreer: Boolean(ctx.k['kop-titel-datum']) && !gebied,
  };
  tekenTabelKop(tt);
  for (const r of t.rijen) {
    if (ctx.y < 60) {
      nieuwBlad(ctx);
      tt.t = {
        ...tt.t,
        titel: tt.t.titel.length ? [`${tt.t.titel[0]} (${ctx.engels ? 'continued' : 'vervolg'})`] : [],
      };
      tekenTabelKop(tt);
    }
    if (r.soort === 'leeg') {
      ctx.y -= tt.lh * 0.6;
      continue;
    }
    if (r.soort === 'jaarkop') {
      kopRegel(tt, r.label);
      continue;
    }
    tekenRij(tt, r);
  }
}

/** The table's title lines (centred, the date apart, if chosen), its scale and its header line. */
function tekenTabelKop(tt: TabelTekening): void {
  const { ctx, t, x0, size, lh, centreer } = tt;
  for (const [i, regel] of t.titel.entries()) {
    const s = i === 0 ? size + 3 : size;
    if (centreer) {
      if (ctx.k['kop-titel-datum'] === 'datum-apart-boven' && i === 0) {
        // "Balans" then the date on its own line, both centred
        const m = /^(.*?)\s+(?:per|as at)\s+(.*)$/.exec(regel);
        if (m) {
          gecentreerd(ctx, m[1]!, s);
          ctx.y -= s * 1.6;
          gecentreerd(ctx, m[2]!, size, ctx.font);
          ctx.y -= size * 1.8;
          continue;
        }
      }
      gecentreerd(ctx, regel, s);
    } else tekst(ctx, x0, regel, { font: ctx.vet, size: s });
    ctx.y -= s * 1.8;
  }
  if (t.schaalTekst && t.titel.length > 0) {
    if (centreer) gecentreerd(ctx, t.schaalTekst, size, ctx.font);
    else tekst(ctx, x0, t.schaalTekst, { size });
    ctx.y -= lh * 1.2;
  }
  kopRegel(tt, t.kopLabel);
}

/** The header line: a label, the note column's word, the years aligned as chosen, then a currency line. */
function kopRegel(tt: TabelTekening, kopLabel: string | undefined): void {
  const { ctx, t, x0, kol, size, lh } = tt;
  if (t.kop.length === 0) return;
  const blad = huidig(ctx);
  if (kopLabel) tekst(ctx, x0, kopLabel, { font: ctx.vet, size });
  const woord = ctx.k['kop-kolomwoord'] ?? (ctx.k['kop-titel-datum'] ? (ctx.engels ? 'Note' : 'Noot') : undefined);
  if (woord && t.noten) tekst(ctx, kol.nootX, woord, { size });
  for (const [i, kop] of t.kop.entries()) {
    const c = kol.rechts[i]!;
    const w = blad.breedteVan(kop, { font: ctx.vet, size });
    let x: number;
    if (t.itemsTotalen && ctx.k['kolom-items-totalen'] !== 'kop-boven-totaal') {
      x = (c.item - kol.kolomBreedte + size * 2 + c.totaal) / 2 - w / 2;
    } else if (t.uitlijning === 'gecentreerd') x = c.totaal - (kol.kolomBreedte - size * 2) / 2 - w / 2;
    else if (t.uitlijning === 'links') x = c.totaal - kol.kolomBreedte + size * 2;
    else x = c.totaal - w;
    blad.tekst(x, ctx.y, kop, { font: ctx.vet, size });
  }
  ctx.y -= lh;
  const perKolom =
    ctx.k.schaal === "€ '000"
      ? ctx.b.vorm === 'uk-ltd'
        ? "£'000"
        : "€ '000"
      : t.valuta && !ctx.k['kolom-valuta']
        ? t.valuta
        : undefined;
  if (perKolom) {
    for (const c of kol.rechts) blad.bedrag(c.totaal, ctx.y, perKolom, { font: ctx.vet, size });
    ctx.y -= lh;
  }
  ctx.y -= lh * 0.3;
}

/** A row being drawn: its page, indent, label font, and the cells it fills or leaves empty. */
interface RijTekening {
  blad: Blad;
  r: Rij;
  indent: number;
  labelO: TekstOpties;
  cellen: RijPlaats['cellen'];
  legeCellen: number[];
}

/** One row: its label (over two lines, if chosen), its amounts and note; its place is kept for the decoys. */
function tekenRij(tt: TabelTekening, r: Rij): void {
  const { ctx, t, x0, size, o, lh } = tt;
  const wikkel = ctx.k['label-afgebroken'];
  const blad = huidig(ctx);
  const indent = r.niveau ? size * 1.2 : 0;
  const labelFont = r.soort === 'kop' || r.soort === 'totaal' ? ctx.vet : ctx.font;
  let label = ctx.k.label === 'kleine-letters-posten' && r.soort === 'post' ? r.label.toLowerCase() : r.label;
  let tweede: string | undefined;
  const woorden = label.split(' ');
  if (wikkel && (r.veld || r.extra?.veld) && woorden.length >= 2) {
    const knip = Math.ceil(woorden.length / 2);
    label = woorden.slice(0, knip).join(' ');
    tweede = woorden.slice(knip).join(' ');
  }
  const rt: RijTekening = { blad, r, indent, labelO: { font: labelFont, size }, cellen: [], legeCellen: [] };
  let v = ctx.y;
  if (tweede !== undefined && wikkel === 'bedrag-op-tweede-regel') {
    tekenRegel(tt, rt, v, label, false);
    ctx.y -= lh * 0.9;
    v = ctx.y;
    tekenRegel(tt, rt, v, tweede, true);
  } else if (tweede !== undefined) {
    tekenRegel(tt, rt, v, label, true);
    ctx.y -= lh * 0.9;
    blad.tekst(x0 + indent, ctx.y, tweede, rt.labelO);
  } else {
    tekenRegel(tt, rt, v, label, true);
  }
  ctx.plaatsen.push({
    blad,
    v,
    labelX: x0 + indent,
    labelEinde: x0 + indent + blad.breedteVan(label, rt.labelO),
    cellen: rt.cellen,
    legeCellen: rt.legeCellen,
    opties: o,
    veld: t.nietVermeld ? undefined : (r.veld ?? r.extra?.veld),
  });
  ctx.y -= lh;
}

/** A line of a row at height `v`: the label with its dot leaders, and the amounts and note when `metBedragen`. */
function tekenRegel(tt: TabelTekening, rt: RijTekening, v: number, tekstLabel: string, metBedragen: boolean): void {
  const { ctx, t, x0, kol, o } = tt;
  const { blad, r, indent, labelO, cellen } = rt;
  const leader =
    ctx.k['kolom-stippellijn'] && metBedragen && r.waarden
      ? leiders(ctx, blad, tekstLabel, x0 + indent, kol, labelO)
      : '';
  if (!metBedragen) {
    blad.tekst(x0 + indent, v, tekstLabel, labelO);
    return;
  }
  bedragenOp(tt, rt, v);
  if (ctx.k.ruis === 'label-en-bedrag-een-run') {
    const stukken = [{ tekst: tekstLabel + leader, x: x0 + indent }];
    for (const c of cellen) stukken.push({ tekst: c.tekst, x: c.rechts - c.breedte });
    if (r.noot && t.noten) stukken.push({ tekst: r.noot, x: kol.nootX });
    blad.eenRun(v, stukken, { ...o, font: ctx.font });
  } else {
    blad.tekst(x0 + indent, v, tekstLabel + leader, labelO);
    for (const c of cellen) blad.bedrag(c.rechts, v, c.tekst, o);
    if (r.noot && t.noten) blad.tekst(kol.nootX, v, r.noot, o);
  }
}

/** The right edge of a year's amount: the item column or the total column. */
function kolomVan(tt: TabelTekening, totaal: boolean, i: number): number {
  const c = tt.kol.rechts[i]!;
  return tt.t.itemsTotalen && !totaal ? c.item : c.totaal;
}

/** A row's amounts at height `v` into its cells (the stated ones noted), with rules and currency signs. */
function bedragenOp(tt: TabelTekening, rt: RijTekening, v: number): void {
  const { ctx, t, kol, size, o } = tt;
  const { blad, r, cellen, legeCellen } = rt;
  const opTotaal = !(r.soort === 'post' && r.niveau === 1);
  const series: { waarden: (number | null)[]; totaal: boolean; veld?: Veld }[] = [];
  if (r.waarden) series.push({ waarden: r.waarden, totaal: opTotaal, veld: r.veld });
  if (r.extra) series.push({ waarden: r.extra.waarden, totaal: true, veld: r.extra.veld });
  for (const s of series) {
    for (const [i, waarde] of s.waarden.entries()) {
      const rechts = kolomVan(tt, s.totaal, i);
      const tx = bedragTekst(ctx, waarde, t.valuta, s.totaal);
      if (tx === '') {
        legeCellen.push(rechts);
        continue;
      }
      if (r.lijn && s.totaal) blad.lijn(rechts - kol.kolomBreedte + size * 1.5, v + size * 1.05, rechts);
      if (t.valuta && ctx.k['kolom-valuta'] === 'apart')
        blad.tekst(rechts - kol.kolomBreedte + size * 1.2, v, t.valuta, o);
      cellen.push({ rechts, breedte: blad.breedteVan(tx, o), tekst: tx });
      if (s.veld && !t.nietVermeld) ctx.vermeld.add(`${t.jaren[i]}:${s.veld}`);
    }
  }
  for (const [i, vrij] of (r.vrij ?? []).entries()) if (vrij) blad.bedrag(kolomVan(tt, true, i), v, vrij, o);
  // empty amount columns of a heading row are where a decoy would be read
  if (!r.waarden && !r.vrij) for (let i = 0; i < t.jaren.length; i++) legeCellen.push(kolomVan(tt, !t.itemsTotalen, i));
}

function leiders(ctx: Ctx, blad: Blad, label: string, x: number, kol: Kolommen, o: TekstOpties): string {
  const eind = Math.min(...kol.rechts.map((c) => c.item)) - kol.kolomBreedte - (kol.nootX < x + 1 ? 0 : 30);
  const stuk = ctx.k['kolom-stippellijn'] === 'punt-spatie' ? ' .' : '.';
  const ruimte = eind - x - blad.breedteVan(label, o) - 4;
  const n = Math.floor(ruimte / blad.breedteVan(stuk, o));
  return n > 2 ? ` ${stuk.repeat(n)}` : '';
}

function tekenTRekening(ctx: Ctx, activa: Tabel, passiva: Tabel): void {
  const blad = huidig(ctx);
  const midden = blad.breedte / 2;
  const titel = activa.titel;
  for (const regel of titel) {
    gecentreerd(ctx, regel, ctx.size + 3);
    ctx.y -= ctx.size * 2.4;
  }
  const jaarInTitel = ctx.k['kop-t-rekening'] === 'jaar-in-titel';
  const zonder = (t: Tabel): Tabel => ({ ...t, titel: [], schaalTekst: undefined, kop: jaarInTitel ? [] : t.kop });
  if (activa.schaalTekst) {
    gecentreerd(ctx, activa.schaalTekst, ctx.size, ctx.font);
    ctx.y -= ctx.size * 2;
  }
  const start = ctx.y;
  blad.lijn(ctx.marge * 0.6, start + ctx.size * 1.4, blad.breedte - ctx.marge * 0.6, 0.8);
  tekenTabel(ctx, zonder(activa), { x0: ctx.marge * 0.6, x1: midden - 8, y: start });
  const eindLinks = ctx.y;
  tekenTabel(ctx, zonder(passiva), { x0: midden + 8, x1: blad.breedte - ctx.marge * 0.6, y: start });
  ctx.y = Math.min(eindLinks, ctx.y);
}

// ---------------------------------------------------------------- decoys, heads and other documents

function tekenLokaas(ctx: Ctx, variant: string): void {
  const rng = ctx.rng.fork('lokaas');
  const metVeld = ctx.plaatsen.filter((p) => p.veld && p.cellen.length > 0);
  const koppen = ctx.plaatsen.filter((p) => p.legeCellen.length > 0);
  const doelen = rng.shuffle(metVeld).slice(0, rng.int(1, 3));
  if (koppen.length > 0 && rng.chance(0.5)) doelen.push(rng.pick(koppen));
  for (const p of doelen) {
    const blad = p.blad;
    const o: TekstOpties = { ...p.opties };
    if (variant === 'render-3') o.mode = 3;
    if (variant === 'render-7') o.mode = 7;
    if (variant === 'wit-op-wit') o.kleur = [1, 1, 1];
    if (variant === 'klein-0.5pt') o.size = rng.between(0.1, 1.5);
    if (variant === 'geclipt') o.clip = { x: 2, y: 2, w: 3, h: 3 };
    const nepWaarde = rng.int(1, 9) * 10 ** rng.int(1, 5) + rng.int(0, 999);
    const nep = formatBedrag(nepWaarde, ctx.stijl);
    if (variant === 'buiten-cropbox') {
      // the page shows less than its media box: the strip cut off on the right carries other amounts
      const [x1, y1] = blad.naar(0, 0);
      const [x2, y2] = blad.naar(blad.breedte - 25, blad.hoogte);
      blad.page.setCropBox(Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1));
      blad.bedrag(blad.breedte - 2, p.v, nep, o);
      continue;
    }
    if (variant === 'buiten-pagina') {
      // the same line continued beyond the page's right edge, and a copy of the row below the page
      blad.bedrag(blad.breedte + 90, p.v, nep, o);
      blad.bedrag(blad.breedte + 170, p.v, formatBedrag(nepWaarde + 17, ctx.stijl), o);
      continue;
    }
    const plek = rng.int(0, 2);
    const cel = p.cellen[0];
    if (plek === 0 && cel) {
      // a digit glued before a real amount: "41.606" reads as "141.606"
      const cijfer = String(rng.int(1, 9));
      const w = blad.breedteVan(cijfer, o);
      blad.tekst(cel.rechts - cel.breedte - w, p.v, cijfer, o);
    } else if (plek === 1 && p.legeCellen.length > 0) {
      for (const r of p.legeCellen) blad.bedrag(r, p.v, nep, o);
    } else {
      // another amount between the label and the first column, on the same line
      blad.tekst(p.labelEinde + 12, p.v, nep, o);
    }
  }
}

function tekenKopVoet(ctx: Ctx, variant: string): void {
  const n = ctx.bladen.length;
  const o = { font: ctx.font, size: Math.max(7, ctx.size - 2) };
  for (const [i, blad] of ctx.bladen.entries()) {
    blad.tekst(ctx.marge, blad.hoogte - 36, ctx.b.naam, o);
    const rechts = `${ctx.engels ? 'Financial statements' : 'Jaarrekening'} ${periodeTekst(ctx, ctx.b.jaren[0]!)}`;
    blad.bedrag(blad.breedte - ctx.marge, blad.hoogte - 36, rechts, o);
    const voet =
      variant === 'kvk'
        ? `Kamer van Koophandel ${ctx.b.kvk}`
        : variant === 'registration'
          ? `Company registration number: ${ctx.b.kvk}`
          : `${ctx.engels ? 'Page' : 'Pagina'} ${i + 1} ${ctx.engels ? 'of' : 'van'} ${n}`;
    blad.tekst(ctx.marge, 30, voet, o);
    blad.bedrag(blad.breedte - ctx.marge, 30, String(i + 1), o);
  }
}

function tekenGeenJaarrekening(ctx: Ctx, variant: string): void {
  nieuwBlad(ctx);
  const j = ctx.rng.int(2019, 2025);
  const regels =
    variant === 'factuur'
      ? [
          'Administratiekantoor De Balans',
          `Factuur ${j + 1}-0${ctx.rng.int(100, 999)}`,
          `Factuurdatum 12-03-${j + 1}`,
          '',
          `Samenstellen jaarrekening ${j}   1.850,00`,
          `Opstellen aangifte inkomstenbelasting ${j}   650,00`,
          'Subtotaal   2.500,00',
          'BTW 21%   525,00',
          'Totaal te betalen   3.025,00',
        ]
      : [
          `${ctx.b.plaats}, 14 mei ${j + 1}`,
          'Geachte heer, mevrouw,',
          `Hierbij ontvangt u de stukken over ${j}. Wij verzoeken u deze te ondertekenen`,
          `en voor 1 juli ${j + 1} aan ons terug te sturen. Onze declaratie van € 1.250 volgt.`,
          'Met vriendelijke groet,',
        ];
  for (const r of regels) {
    const [links, rechts] = r.split('   ');
    tekst(ctx, ctx.marge, links ?? '');
    if (rechts) huidig(ctx).bedrag(huidig(ctx).breedte - ctx.marge, ctx.y, rechts, { font: ctx.font, size: ctx.size });
    ctx.y -= regelHoogte(ctx.size);
  }
}
