// The grammar: every real-world trait of a layout, with its variants, as data. The drawing code reads the
// choice (`Keuzes`) and never decides on its own which trait is in play, so a report per trait is exact.
import type { Rng } from './rng.ts';

interface TraitDef {
  naam: string;
  groep: string;
  beschrijving: string;
  varianten: readonly string[];
  /** Probability that random mode switches the trait on. */
  kans: number;
  /** Traits that cannot be combined with this one (checked both ways). */
  sluitUit?: readonly string[];
}

export const TRAITS: readonly TraitDef[] = [
  // the entity and its years
  {
    naam: 'vorm',
    groep: 'entiteit',
    beschrijving:
      'legal form: sole trader with a fiscal profit calculation, foundation, association, UK limited company',
    varianten: ['eenmanszaak', 'stichting', 'vereniging', 'uk-ltd'],
    kans: 0.45,
  },
  {
    naam: 'een-jaar',
    groep: 'entiteit',
    beschrijving: 'only the current year is printed (a first year, or an extract)',
    varianten: ['alleen-boekjaar'],
    kans: 0.08,
    sluitUit: ['kop-vorig-jaar-eerst'],
  },
  {
    naam: 'gebroken-boekjaar',
    groep: 'kop',
    beschrijving: 'a financial year that does not end on 31 December',
    varianten: ['30 juni', '31 maart', '30 september'],
    kans: 0.07,
  },
  // header words and positions
  {
    naam: 'kop-jaarregel-woorden',
    groep: 'kop',
    beschrijving: 'the year line carries words: "Activa 31 december 2024 31 december 2023"',
    varianten: ['activa-passiva', 'bedragen-in-euro'],
    kans: 0.15,
    sluitUit: ['kop-t-rekening'],
  },
  {
    naam: 'kop-titel-datum',
    groep: 'kop',
    beschrijving: 'a centred title with the balance date above a header row "Noot 2024 2023"',
    varianten: ['titel-gecentreerd', 'datum-apart-boven'],
    kans: 0.15,
  },
  {
    naam: 'kop-kolomwoord',
    groep: 'kop',
    beschrijving: 'a word over the note column in the header row',
    varianten: ['Toelichting', 'Noot', 'Ref.', 'Notes'],
    kans: 0.15,
  },
  {
    naam: 'kop-uitlijning',
    groep: 'kop',
    beschrijving: 'year headers centred over or left-aligned to their column instead of right-aligned',
    varianten: ['gecentreerd', 'links'],
    kans: 0.2,
  },
  {
    naam: 'kop-vorig-jaar-eerst',
    groep: 'kop',
    beschrijving: 'the prior year printed in the first column',
    varianten: ['vorig-jaar-links'],
    kans: 0.12,
  },
  {
    naam: 'kop-datumvorm',
    groep: 'kop',
    beschrijving: 'the form of the column date',
    varianten: [
      '31-12-2024',
      '31 december 2024',
      '31.12.2024',
      'Dec 31, 2024',
      '31/12/2024',
      '31 dec. 2024',
      'ultimo 2024',
    ],
    kans: 0.45,
  },
  {
    naam: 'kop-t-rekening',
    groep: 'kop',
    beschrijving: 'a T-account: activa on the left, passiva on the right',
    varianten: ['twee-jaren', 'jaar-in-titel'],
    kans: 0.07,
    sluitUit: ['kolom-items-totalen', 'pagina-balans-gesplitst', 'een-jaar', 'kop-jaarregel-woorden'],
  },
  // columns
  {
    naam: 'kolom-items-totalen',
    groep: 'kolom',
    beschrijving: 'items in an inner column, subtotals in an outer column, the year header over both',
    varianten: ['kop-over-beide', 'kop-boven-totaal', 'totaal-op-laatste-post'],
    kans: 0.25,
  },
  {
    naam: 'kolom-noot',
    groep: 'kolom',
    beschrijving: 'a note-reference column; "naast-lege-cel": "(1)" right beside an empty amount cell',
    varianten: ['(1)', '1', '3.2', '4a', 'naast-lege-cel'],
    kans: 0.3,
  },
  {
    naam: 'kolom-stippellijn',
    groep: 'kolom',
    beschrijving: 'dot leaders between label and amount',
    varianten: ['punten', 'punt-spatie'],
    kans: 0.1,
  },
  {
    naam: 'kolom-valuta',
    groep: 'kolom',
    beschrijving: 'a currency sign beside the amounts',
    varianten: ['apart', 'vast', 'alleen-totalen'],
    kans: 0.2,
  },
  // scales
  {
    naam: 'schaal',
    groep: 'schaal',
    beschrijving: 'the unit of the amounts and how it is worded',
    varianten: [
      '(bedragen × € 1.000)',
      'x € 1.000',
      '(bedragen in € 1.000)',
      "in duizenden euro's",
      "€ '000",
      'in thousands of euros',
      "(in miljoenen euro's)",
      'in millions of euros',
      "Bedragen in euro's",
      'centen',
      'alleen-in-grondslagen',
    ],
    kans: 0.4,
  },
  // numbers
  {
    naam: 'negatief',
    groep: 'getal',
    beschrijving: 'how a negative amount is written',
    varianten: ['-1.234', '(1.234)', '1.234-', '-/- 1.234', '– 1.234'],
    kans: 0.35,
  },
  {
    naam: 'nul',
    groep: 'getal',
    beschrijving: 'how a zero is written',
    varianten: ['-', '—', '0', 'leeg'],
    kans: 0.25,
  },
  {
    naam: 'getal',
    groep: 'getal',
    beschrijving: 'thousands separator and decimal mark',
    varianten: ['1 234 567', '1,234,567', '1234567'],
    kans: 0.25,
  },
  // labels
  {
    naam: 'label',
    groep: 'label',
    beschrijving:
      "the vocabulary of the labels; or the items written in lower case under their capitalised headings (a compilation report's style)",
    varianten: ['varianten', 'taxonomie', 'engels', 'hoofdletters', 'kleine-letters-posten'],
    kans: 0.4,
  },
  {
    naam: 'label-afgebroken',
    groep: 'label',
    beschrijving: 'a label wrapped over two lines, the amount on the second',
    varianten: ['bedrag-op-tweede-regel', 'bedrag-op-eerste-regel'],
    kans: 0.15,
  },
  {
    naam: 'label-haakjes',
    groep: 'label',
    beschrijving: 'labels with parentheticals',
    varianten: ['toelichting', 'looptijd'],
    kans: 0.15,
  },
  // page structure
  {
    naam: 'pagina-staten-op-een-blad',
    groep: 'pagina',
    beschrijving: 'several statements on one page: the balance sheet below the profit and loss account',
    varianten: ['balans-onder-wv'],
    kans: 0.12,
    sluitUit: ['pagina-balans-gesplitst'],
  },
  {
    naam: 'pagina-kerncijfers',
    groep: 'pagina',
    beschrijving: 'a multi-year overview (kerncijfers) above the balance sheet',
    varianten: ['boven-balans', 'eigen-blad'],
    kans: 0.12,
  },
  {
    naam: 'pagina-kop-voet',
    groep: 'pagina',
    beschrijving: 'running heads and footers: company name, registration number, page x of y',
    varianten: ['kvk', 'registration', 'pagina-x-van-y'],
    kans: 0.35,
  },
  {
    naam: 'pagina-inhoud',
    groep: 'pagina',
    beschrijving: 'a contents page',
    varianten: ['inhoudsopgave'],
    kans: 0.2,
  },
  {
    naam: 'pagina-toelichting',
    groep: 'pagina',
    beschrijving: 'notes pages with other amounts of the same years',
    varianten: ['toelichting'],
    kans: 0.3,
  },
  {
    naam: 'pagina-kengetallen',
    groep: 'pagina',
    beschrijving: 'a page of ratios',
    varianten: ['kengetallen'],
    kans: 0.15,
  },
  {
    naam: 'pagina-voorblad',
    groep: 'pagina',
    beschrijving: 'a cover with a date',
    varianten: ['voorblad'],
    kans: 0.3,
  },
  {
    naam: 'pagina-balans-gesplitst',
    groep: 'pagina',
    beschrijving: 'the balance sheet split over two pages: activa, then passiva',
    varianten: ['activa-passiva'],
    kans: 0.12,
  },
  // rotation
  {
    naam: 'rotatie',
    groep: 'rotatie',
    beschrijving: 'page rotation and skew',
    varianten: ['rotate-90', 'rotate-270', 'scheef', 'liggend'],
    kans: 0.15,
  },
  // fonts
  {
    naam: 'font',
    groep: 'font',
    beschrijving: 'typeface and size',
    varianten: ['times', 'courier', 'dejavu-ttf', 'klein-7pt', 'groot-12pt'],
    kans: 0.4,
  },
  // text-layer noise
  {
    naam: 'ruis',
    groep: 'ruis',
    beschrijving: 'text-layer noise',
    varianten: ['gesplitste-runs', 'letter-voor-letter', 'volgorde', 'extra-spaties', 'label-en-bedrag-een-run'],
    kans: 0.3,
  },
  // invisible decoys
  {
    naam: 'lokaas',
    groep: 'lokaas',
    beschrijving: 'text nobody sees, placed where a wrong figure would be read',
    varianten: ['render-3', 'render-7', 'wit-op-wit', 'klein-0.5pt', 'buiten-pagina', 'buiten-cropbox', 'geclipt'],
    kans: 0.3,
  },
  // documents without annual accounts
  {
    naam: 'geen-jaarrekening',
    groep: 'status',
    beschrijving: 'a document with amounts and years that holds no annual accounts',
    varianten: ['factuur', 'begeleidende-brief'],
    kans: 0.02,
  },
];

export type Keuzes = Readonly<Record<string, string>>;

const byName = new Map(TRAITS.map((t) => [t.naam, t]));

function trait(naam: string): TraitDef {
  const t = byName.get(naam);
  if (!t) throw new Error(`unknown trait ${naam}`);
  return t;
}

function conflicts(a: string, b: string): boolean {
  return Boolean(trait(a).sluitUit?.includes(b) || trait(b).sluitUit?.includes(a));
}

/** Random mode: every trait independently, with its probability, in a random order, skipping conflicts. */
export function kiesWillekeurig(rng: Rng): Keuzes {
  const out: Record<string, string> = {};
  for (const t of rng.shuffle(TRAITS)) {
    if (!rng.chance(t.kans)) continue;
    if (Object.keys(out).some((o) => conflicts(o, t.naam))) continue;
    out[t.naam] = rng.pick(t.varianten);
  }
  return out;
}

/** Isolated mode: one trait, one variant, on an otherwise plain page. */
export function isolatedCases(): { trait: string; variant: string }[] {
  const cases: { trait: string; variant: string }[] = [{ trait: 'plain', variant: 'plain' }];
  for (const t of TRAITS) for (const v of t.varianten) cases.push({ trait: t.naam, variant: v });
  return cases;
}

/** The name a trait choice is reported under. */
export function traitLabel(naam: string, variant: string): string {
  return naam === 'plain' ? 'plain' : `${naam}: ${variant}`;
}
