// The reader's result (API.md, Intake: DocumentCijfers without the documentId). Client-safe, no I/O.

export const INTAKE_VELDEN = [
  'fiscaleWinst',
  'vlottendeActiva',
  'immaterieleActiva',
  'eigenVermogen',
  'balanstotaal',
  'kortlopendeSchulden',
] as const;
export type IntakeVeld = (typeof INTAKE_VELDEN)[number];

/**
 * Each field as a sentence names it, in Dutch and English: the reader's meldingen, and the financial
 * year's fields in the service (packages/api/src/shared/financieel-boekjaar.fields.ts takes these).
 */
export const VELD_NAMEN: Record<IntakeVeld, { nl: string; en: string }> = {
  fiscaleWinst: { nl: 'de fiscale winst', en: 'the taxable profit' },
  vlottendeActiva: { nl: 'de vlottende activa', en: 'the current assets' },
  immaterieleActiva: { nl: 'de immateriële activa', en: 'the intangible assets' },
  eigenVermogen: { nl: 'het eigen vermogen', en: 'the equity' },
  balanstotaal: { nl: 'het balanstotaal', en: 'the balance-sheet total' },
  kortlopendeSchulden: { nl: 'de kortlopende schulden', en: 'the short-term liabilities' },
};

export const LEES_STATUSSEN = ['BEZIG', 'GELEZEN', 'GEEN_TEKST', 'NIET_HERKEND', 'MISLUKT'] as const;
export type LeesStatus = (typeof LEES_STATUSSEN)[number];
export type LeesBron = 'PDF_TEKST' | 'XBRL' | 'OCR';

/** Where on a PDF page: PDF points, origin at the top left of the page (y grows downwards). */
export interface Positie {
  x: number;
  y: number;
  breedte: number;
  hoogte: number;
}

export interface VeldWaarde {
  /** euros, at most 2 decimals */
  waarde: number;
  pagina?: number;
  /** the line the figure was read from (XBRL: the concept and its context) */
  tekst: string;
  positie?: Positie;
}

export interface Melding {
  code: string;
  nl: string;
  en: string;
}

export interface GelezenBoekjaar {
  jaar: number;
  velden: Partial<Record<IntakeVeld, VeldWaarde>>;
}

/** One arithmetic check of a table or filing: a figure is proposed only where its checks hold. */
export interface Controle {
  jaar: number;
  pagina?: number;
  soort: 'ACTIVA_IS_PASSIVA' | 'SOM_POSTEN' | 'VERGELIJKENDE_CIJFERS' | 'SCHAAL';
  uitkomst: 'KLOPT' | 'KLOPT_NIET';
  tekst: string;
}

export interface LeesResultaat {
  status: Exclude<LeesStatus, 'BEZIG'>;
  bron?: LeesBron;
  boekjaren: GelezenBoekjaar[];
  meldingen: Melding[];
  controles?: Controle[];
  /**
   * OCR's time ran out before it read every page or took every look it wanted: a reading with more
   * time may read more (the service reads such a document on, docs/intake.md, "Reading on").
   */
  tijdOp?: boolean;
}

/**
 * The version of the reader; stored with each result so `intake:reread` can find older readings.
 * 2: statements read as tables, every figure proven by the table's sums, with its `controles`.
 * 3: UK formats: the equity right under the net assets (a micro-entity's "Reserves" too), a closing
 * label repeating the one total above it, "…/(liabilities)", a lone current-assets item netted with
 * the creditors; a numbered title ("A. Balans"), dates with two-digit years ("31.12.22"), a section of
 * one item without a total of its own (the item is its total where the side adds up).
 * 4: a page whose lines stand sideways (/Rotate 90) read turned back, and given to OCR upright; plural
 * statement titles ("Statements of financial position"); an image without figures says `bron: "OCR"`;
 * "Actief"/"Passief" as the sides; both sides closed by a bare "Totaal" of one amount are the balance
 * sheet total though a negative equity makes the debts larger.
 * 5: a scan's or photo's statement that OCR's first reading could not prove (or proved a balance sheet
 * of in part: a year without its current assets or equity) is looked at again, sharper
 * and then in black and white; the reading that proves the most figures is taken, a figure two
 * readings prove differently from none (read-ocr.ts, looks.rules.ts).
 * 6: a heading that is a label of the field with its items indented under it is a heading, however the
 * items are written ("Vlottende activa" / "vorderingen"), not a label wrapped onto the first item; a
 * bullet or a scanner's mark before a label is dropped; a word of a label one "l read as i" from the
 * vocabulary is mended; a date OCR glued into one word is a date; a registration number on a title's
 * line is no amount; where OCR found no statement, the pages it found no text on are read once more in
 * black and white.
 * 7: a section's only item is no longer taken as the section's total when it is itself a section of
 * another field ("VERENIGINGSVERMOGEN" above "VOORZIENINGEN 6.530.758" made the provisions the equity;
 * proof.rules.ts, found by the layout fuzzer); "assets(liabilities)" (OCR lost the slash) is the label
 * "assets/(liabilities)".
 * 8: OCR rows are grouped by their lines' baselines straightened for the page's tilt (a photo's label
 * and amounts no longer fall apart), overlapping OCR words are two words, and a balance sheet whose
 * printed total was not proven gets the later looks (docs/intake.md, "Scans and photos").
 * 9: a group's columns beside the company's own ("Group 2019 2018 | Company 2019 2018") and a
 * consolidated balance sheet beside the company's own: the company's own figures, as in XBRL; a
 * section's total printed on its heading's line (IFRS); note references repeated under "Notes"; a
 * total's label on its own line above its amounts; "R000's", "'000", "000's" as thousands; a column
 * whose edge drifts on a photo; a table's rules painted over before OCR (docs/intake.md, "Group and
 * company columns", "Scans and photos").
 * 10: the notes to the balance sheet of a document that holds no balance sheet; a table that starts at a
 * header of years below a schedule of other columns; a short date whose second dot OCR lost; flat
 * sub-sections whose first total is not the section's; a mark before a title (docs/intake.md, "The notes
 * to the balance sheet").
 */
export const READER_VERSIE = 10;
