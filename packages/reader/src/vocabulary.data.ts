// The words of the field, as data (docs/intake.md, "Statements as tables": words in vocabulary.data.ts): the titles of the
// statements, the labels of the figures the intake reads and the labels of totals, compared against
// normalised labels (lower case, no accents, see amount.rules.ts `normalizeLabel`) after parentheticals
// and note references are dropped. Sources: the Dutch taxonomy's (NT, jenv-bw2 / bw2-titel9) terse and
// verbose Dutch and English labels, the Besluit modellen jaarrekening (balance sheet model A/B: "vaste
// activa", "vlottende activa", "eigen vermogen", "kortlopende schulden"), foundations' and associations'
// accounts (RJ 640: stichtingsvermogen, verenigingsvermogen, reserves and funds) and the UK Companies
// Act 2006 formats (Schedule 1 / micro-entity: "Creditors: amounts falling due within one year",
// "Capital and reserves"). A label matches when its whole text equals one of these, optionally after
// "totaal", "totaal van", "total" or "som der"; never by a substring of a longer text.
import type { IntakeVeld } from './types.ts';

/** TOELICHTING_BALANS: the notes to the balance sheet, read only where the document holds no balance sheet. */
export type StatementKind = 'BALANS' | 'WV' | 'FISCAAL' | 'AANGIFTE' | 'TOELICHTING_BALANS' | 'OVERIG';

/** Titles that start a statement, matched at the start of a line of text only. */
export const STATEMENT_TITLES: [StatementKind, RegExp][] = [
  ['FISCAAL', /^(?:berekening (?:van de )?)?fiscale winst(?:berekening)?(?:\s|$)|^(?:fiscal|tax) profit calculation\b/],
  [
    'AANGIFTE',
    /^(?:aangifte|aanslag) inkomstenbelasting\b|^(?:definitieve |voorlopige )?aanslag inkomstenbelasting\b|^income tax (?:return|assessment)\b/,
  ],
  [
    'BALANS',
    /^(?:(?:geconsolideerde|enkelvoudige|verkorte|vennootschappelijke|commerciele|fiscale) )?balans(?:\s|$|\()|^(?:(?:micro-entity|abridged|consolidated|company|group) )*balance sheets?\b|^(?:(?:consolidated|separate|group|company|and) )*statements? of financial position\b/,
  ],
  [
    'WV',
    /^(?:(?:geconsolideerde|enkelvoudige|verkorte) )?winst-? ?en-? ?verliesrekening\b|^resultatenrekening\b|^staat van baten en lasten\b|^exploitatierekening\b|^(?:(?:consolidated|separate|group|company|and) )*(?:profit and loss accounts?|income statements?|statements? of (?:profit|income|comprehensive income))\b/,
  ],
  ['TOELICHTING_BALANS', /^toelichting op de balans\b|^notes to the balance sheet\b/],
  [
    'OVERIG',
    /^(?:toelichting|notes to|notes on|grondslagen|accounting policies|kerncijfers|meerjarenoverzicht|meerjarencijfers|kengetallen|ratio'?s?\b|key figures|five[- ]year|multi[- ]year|financial highlights|inhoud\b|inhoudsopgave|contents\b|table of contents|begroting|budget|prognose|forecast|kasstroomoverzicht|cash flow|mutatieoverzicht|overzicht van|verloop van|controleverklaring|samenstellingsverklaring|independent auditor|accountants? report|bestuursverslag|directieverslag|jaarverslag|directors' report|strategic report|overige gegevens|other information)/,
  ],
];

/**
 * A company's registration number printed on the line of a statement's title (OCR reads "Micro-entity
 * Balance Sheet as at 31 March 2017   Registered Number 12345678" as one line): not an amount.
 */
export const REGISTRATION_NUMBER =
  /\b(?:(?:company |companies house )?(?:registered|registration|company) (?:number|no\.?)|kvk(?:-nummer|-nr\.?| nummer| nr\.?)?|handelsregister(?:nummer)?)\s*:?\s*(?:[a-z]{2})?\d{6,8}\b/gi;

/** Words a column header carries beside its years (not a label, not a title). */
export const HEADER_WORDS =
  /^(?:(?:toelichting|noot|notes?|ref\.?|nr\.?|activa|passiva|assets|liabilities|equity and liabilities|bedragen in euro'?s?|bedragen in €|bedragen x € ?1[.,]?000|in euro'?s?|x € ?1[.,]?000|€|eur|£|gbp|euro|per|balans per|ultimo|as at|at)\s*)+$/;

/** The word over a column of note references ("Notes", "Toelichting", "Noot", "Ref."). */
export const NOTE_COLUMN_WORDS = /^(?:notes?|noot|toelichting|ref\.?)$/;

/**
 * The words over a group's and its own company's columns printed side by side ("Group 2019 2018 |
 * Company 2019 2018", "Geconsolideerd … Enkelvoudig …"): the company's own (separate) columns are read,
 * the group's (consolidated) set aside, as for XBRL (docs/intake.md, "Group and company columns").
 */
export const COLUMN_GROUP_WORDS: { enkelvoudig: RegExp; geconsolideerd: RegExp } = {
  enkelvoudig: /^(?:the )?(?:company|separate|parent(?: company)?|enkelvoudig(?:e)?|vennootschap)$/,
  geconsolideerd: /^(?:the )?(?:group|consolidated|geconsolideerd(?:e)?|groep|concern)$/,
};

/**
 * The title of a group's (consolidated) statement: where the document also holds the company's own
 * balance sheet ("Enkelvoudige balans", or one without the word), the group's is set aside.
 */
export const CONSOLIDATED_TITLE =
  /^(?:(?:[a-h]|\d{1,2}(?:\.\d{1,2})*)[.)]?\s+)?(?:geconsolideerde|consolidated|group)\b/;

/** A line that names the side of a balance sheet: its sums start anew. */
export const SIDE_WORDS =
  /^(?:activa|passiva|actief|passief|assets|liabilities|equity and liabilities|liabilities and equity|passiva en eigen vermogen)$/;

const FIELD_WORDS: [IntakeVeld, string[]][] = [
  ['vlottendeActiva', ['vlottende activa', 'current assets']],
  [
    'immaterieleActiva',
    ['immateriele vaste activa', 'immateriele activa', 'intangible assets', 'intangible fixed assets'],
  ],
  [
    'eigenVermogen',
    [
      'eigen vermogen',
      'ondernemingsvermogen',
      'stichtingsvermogen',
      'verenigingsvermogen',
      'capital and reserves',
      'equity',
      "shareholders' equity",
      "shareholders' funds",
      "members' funds",
      "owners' equity",
    ],
  ],
  [
    'kortlopendeSchulden',
    [
      'kortlopende schulden',
      'kortlopende schulden en overlopende passiva',
      'kort lopende schulden',
      'schulden op korte termijn',
      'kortlopende schulden (ten hoogste 1 jaar)',
      'current liabilities',
      'short-term liabilities',
      'creditors: amounts falling due within one year',
      'creditors amounts falling due within one year',
      'creditors due within one year',
    ],
  ],
  [
    'balanstotaal',
    [
      'balanstotaal',
      'activa',
      'passiva',
      'totaal activa',
      'totaal passiva',
      'total assets',
      'total equity and liabilities',
      'total liabilities and equity',
    ],
  ],
  [
    'fiscaleWinst',
    [
      'saldo fiscale winstberekening',
      'saldo van de fiscale winstberekening',
      'fiscale winst',
      'fiscaal resultaat',
      'fiscal profit',
      'balance of the fiscal profit calculation',
      'balance of the tax profit calculation',
    ],
  ],
];

/** Labels of a section's total that close the items above them (beside an empty label and "totaal ..."). */
const TOTAL_WORDS = [
  'totaal',
  'total',
  'subtotaal',
  'subtotal',
  'som',
  'belastbare winst',
  'belastbare winst uit onderneming',
  'taxable profit',
  'taxable profit from business',
];

/** Totals that close only the last few entries (UK formats: net current assets = current assets − creditors). */
const PARTIAL_TOTAL_WORDS = [
  'net current assets',
  'net current assets (liabilities)',
  'net current liabilities',
  'total assets less current liabilities',
  'net assets',
  'net assets (liabilities)',
  'net liabilities',
  'total net assets',
  'total net assets (liabilities)',
  'werkkapitaal',
  // (the liabilities of an IFRS statement: the non-current and current ones, the equity above them)
  'total liabilities',
  'totaal schulden',
];

/** The UK formats' net assets: the balance of the upper half, which the equity below it equals. */
const NET_ASSETS_WORDS = [
  'net assets',
  'net assets (liabilities)',
  'net liabilities',
  'total net assets',
  'total net assets (liabilities)',
];

/** A label that names the net assets of a UK format. */
export function isNetAssetsLabel(label: string): boolean {
  return NET_ASSETS_WORDS.includes(label.trim());
}

/**
 * The equity of a UK format as it stands right under the net assets, with the same amount: its own
 * labels, or a micro-entity's "Reserves" (which, only there, is the whole of the equity).
 */
export function isEquityUnderNetAssets(label: string): boolean {
  const l = label.trim();
  return fieldOf(l) === 'eigenVermogen' || l === 'reserves' || l === 'total reserves';
}

function strip(label: string): string {
  return label.replace(/^(?:totaal van de |totaal van |totaal |total |som der |som van de )/, '').trim();
}

/** The field a label names, or null. */
export function fieldOf(label: string): IntakeVeld | null {
  const whole = label.trim();
  for (const [veld, words] of FIELD_WORDS) if (words.includes(whole)) return veld;
  const bare = strip(whole);
  if (bare === whole) return null;
  for (const [veld, words] of FIELD_WORDS) if (veld !== 'balanstotaal' && words.includes(bare)) return veld;
  if (['activa', 'passiva', 'assets', 'equity and liabilities', 'liabilities and equity'].includes(bare))
    return 'balanstotaal';
  return null;
}

/** A label that says its row is the total of the entries above it. */
export function isTotalLabel(label: string): boolean {
  const l = label.trim();
  if (l === '' || TOTAL_WORDS.includes(l)) return true;
  if (/^(?:totaal|total|subtotaal|subtotal|som der|som van)\b/.test(l)) return true;
  const veld = fieldOf(l);
  return veld === 'balanstotaal' || veld === 'fiscaleWinst' || l === "shareholders' funds" || l === "members' funds";
}

/** A label that closes only the last entries it adds up (two or more). */
export function isPartialTotalLabel(label: string): boolean {
  return PARTIAL_TOTAL_WORDS.includes(label.trim());
}

/** Debts printed as a deduction (UK: "Creditors: amounts falling due within one year (4.950)") are debts of a positive amount. */
export function isDeductedDebt(label: string): boolean {
  return /^creditors\b/.test(label.trim());
}

/** Entries a UK format deducts from the line above (creditors, provisions), printed with or without a sign. */
export function isDeduction(label: string): boolean {
  return /^(?:creditors|provisions for liabilities|provisions)\b/.test(label.trim());
}

/** Section headings of a balance sheet that may stand at the indentation of their items. */
const SECTIONS = new Set([
  'vaste activa',
  'vlottende activa',
  'eigen vermogen',
  'voorzieningen',
  'langlopende schulden',
  'kortlopende schulden',
  'kortlopende schulden en overlopende passiva',
  'kort lopende schulden',
  'schulden op korte termijn',
  'fixed assets',
  'non-current assets',
  'current assets',
  'equity',
  'provisions',
  'long-term liabilities',
  'non-current liabilities',
  'current liabilities',
  'capital and reserves',
  'stichtingsvermogen',
  'verenigingsvermogen',
  'ondernemingsvermogen',
]);

export function isSection(label: string): boolean {
  return SECTIONS.has(label.trim());
}

/** Every word of the labels above (of four letters or more). */
const LABEL_WORDS = new Set(
  [
    ...FIELD_WORDS.flatMap(([, labels]) => labels),
    ...TOTAL_WORDS,
    ...PARTIAL_TOTAL_WORDS,
    ...NET_ASSETS_WORDS,
    ...SECTIONS,
  ]
    .flatMap((label) => label.split(/[\s/:(),-]+/))
    .filter((word) => word.length >= 4),
);

/**
 * A word that is no word of the labels, one "l read as i" away from one ("viottende" → "vlottende"):
 * OCR's commonest confusion in these labels, mended one letter and only towards the vocabulary.
 */
export function mendOcrWord(word: string): string {
  if (LABEL_WORDS.has(word) || !word.includes('i')) return word;
  for (let i = 0; i < word.length; i++) {
    if (word[i] !== 'i') continue;
    const mended = `${word.slice(0, i)}l${word.slice(i + 1)}`;
    if (LABEL_WORDS.has(mended)) return mended;
  }
  return word;
}

/** A label of the field: a figure's, a section's or a closing one (not a bare "totaal"). */
export function isKnownLabel(label: string): boolean {
  const l = label.trim();
  return fieldOf(l) !== null || isPartialTotalLabel(l) || isSection(l);
}
