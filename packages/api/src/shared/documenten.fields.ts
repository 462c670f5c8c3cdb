// Evidence documents: their kinds and the file types accepted, defined once (docs/architecture.md,
// "One definition per entity"). Derived from these lists: the API's enums and the OpenAPI document,
// the judging of an upload by its first bytes, the stored name's extension, which documents the
// reader reads, the web's upload fields (kinds per year or company, the file picker's types) and
// every text that lists the types. Adding a type is one entry below (and, for one the reader reads
// by its own test, that test in documents.rules.ts). Pure and client-safe: no imports but types.
import type { Taal, Tekst } from './taal.ts';

export interface DocumentSoortDefinitie {
  label: Tekst;
  /** evidence of one financial year, of the company as a whole, or either */
  bij: 'jaar' | 'bedrijf' | 'beide';
  /** the reader reads its figures (annual accounts, a return, an assessment) */
  gelezen: boolean;
}

/** The kinds of evidence documents, in the order the upload offers them (the Prisma enum DocumentSoort). */
export const DOCUMENT_SOORT_DEFINITIES = {
  JAARREKENING: { label: { nl: 'Jaarrekening', en: 'Annual accounts' }, bij: 'jaar', gelezen: true },
  IB_AANGIFTE: { label: { nl: 'Aangifte inkomstenbelasting', en: 'Income tax return' }, bij: 'jaar', gelezen: true },
  AANSLAG_IB: { label: { nl: 'Aanslag inkomstenbelasting', en: 'Income tax assessment' }, bij: 'jaar', gelezen: true },
  KVK_UITTREKSEL: {
    label: { nl: 'KvK-uittreksel', en: 'KvK extract' },
    bij: 'bedrijf',
    gelezen: false,
  },
  OVERIG: { label: { nl: 'Overig', en: 'Other' }, bij: 'beide', gelezen: false },
} as const satisfies Record<string, DocumentSoortDefinitie>;

export type DocumentSoort = keyof typeof DOCUMENT_SOORT_DEFINITIES;
export const DOCUMENT_SOORTEN = Object.keys(DOCUMENT_SOORT_DEFINITIES) as [DocumentSoort, ...DocumentSoort[]];

/** The kinds the upload offers for a financial year, or for the company as a whole. */
export function documentSoortenBij(bij: 'jaar' | 'bedrijf'): DocumentSoort[] {
  return DOCUMENT_SOORTEN.filter((s) => [bij, 'beide'].includes(DOCUMENT_SOORT_DEFINITIES[s].bij));
}

/** The kinds the reader reads (their figures are proposed for the financial years). */
export const GELEZEN_SOORTEN: readonly DocumentSoort[] = DOCUMENT_SOORTEN.filter(
  (s) => DOCUMENT_SOORT_DEFINITIES[s].gelezen,
);

export interface BestandstypeDefinitie {
  /** the type as judged by the content (never by the name or the declared type), stored and answered */
  mime: string;
  /** the extension a stored name gets */
  extensie: string;
  /** the extensions a file picker offers and a stored name loses */
  extensies: readonly string[];
  /** its name in a list for people: "pdf, png, jpeg of XBRL" */
  naam: Tekst;
  /** how the content is recognised: by its first bytes, or by a test of the reader (documents.rules.ts) */
  herkenning: { begin: readonly number[] } | { lezer: 'xbrl' | 'ixbrl' };
  /** the reader reads figures from it */
  gelezen: boolean;
}

/** The accepted file types, in the order they are recognised (a test of the reader last). */
export const BESTANDSTYPEN = [
  {
    mime: 'application/pdf',
    extensie: '.pdf',
    extensies: ['.pdf'],
    naam: { nl: 'pdf', en: 'PDF' },
    herkenning: { begin: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
    gelezen: true,
  },
  {
    mime: 'image/png',
    extensie: '.png',
    extensies: ['.png'],
    naam: { nl: 'png', en: 'PNG' },
    herkenning: { begin: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
    // a scan or photo: read with text recognition (API.md, Intake II: bron OCR)
    gelezen: true,
  },
  {
    mime: 'image/jpeg',
    extensie: '.jpg',
    extensies: ['.jpg', '.jpeg'],
    naam: { nl: 'jpeg', en: 'JPEG' },
    herkenning: { begin: [0xff, 0xd8, 0xff] },
    gelezen: true,
  },
  {
    // an SBR/XBRL instance document (API.md, Intake)
    mime: 'application/xml',
    extensie: '.xbrl',
    extensies: ['.xbrl', '.xml'],
    naam: { nl: 'XBRL', en: 'XBRL' },
    herkenning: { lezer: 'xbrl' },
    gelezen: true,
  },
  {
    // inline XBRL: annual accounts as an XHTML page with the figures tagged (API.md, Intake II); any
    // other HTML is refused. Opened in the browser only in the sandbox without scripts (documents-route.ts)
    mime: 'application/xhtml+xml',
    extensie: '.xhtml',
    extensies: ['.xhtml', '.html', '.htm'],
    naam: { nl: 'iXBRL', en: 'iXBRL' },
    herkenning: { lezer: 'ixbrl' },
    gelezen: true,
  },
] as const satisfies readonly BestandstypeDefinitie[];

export type DocumentMime = (typeof BESTANDSTYPEN)[number]['mime'];
export const DOCUMENT_MIMES = BESTANDSTYPEN.map((t) => t.mime) as [DocumentMime, ...DocumentMime[]];
/** The types the reader reads figures from. */
export const GELEZEN_MIMES: readonly DocumentMime[] = BESTANDSTYPEN.filter((t) => t.gelezen).map((t) => t.mime);

/** A file picker's `accept`: the types and their extensions (all, or those the reader reads). */
export function acceptVan(alleenGelezen = false): string {
  const typen = BESTANDSTYPEN.filter((t) => !alleenGelezen || t.gelezen);
  return [...typen.map((t) => t.mime), ...typen.flatMap((t) => t.extensies)].join(',');
}

/**
 * The types as people read them: "pdf, png, jpeg of XBRL" / "PDF, PNG, JPEG or XBRL" (`en`: "pdf en
 * XBRL" / "PDF and XBRL"); all, or those the reader reads.
 */
export function bestandstypenTekst(taal: Taal, voegwoord: 'of' | 'en', alleenGelezen = false): string {
  const namen = BESTANDSTYPEN.filter((t) => !alleenGelezen || t.gelezen).map((t) => t.naam[taal]);
  const woord = { of: { nl: 'of', en: 'or' }, en: { nl: 'en', en: 'and' } }[voegwoord][taal];
  return namen.length === 1 ? namen[0]! : `${namen.slice(0, -1).join(', ')} ${woord} ${namen[namen.length - 1]}`;
}
