// The fields of a financial year, defined once (docs/architecture.md, "One definition per entity").
// Everything else is derived from this list: the zod schemas and so the OpenAPI document
// (financial-year.schema.ts), the column list of the submit's one statement (financials.repository.ts),
// the web form and its checks, the pre-check's year, the mapping to the reader's fields, the labels in
// sentences and messages. A field the documents supply is named in sentences as the reader names it
// (@ikv/reader/types VELD_NAMEN). Pure and client-safe.
import type { IntakeVeld } from '@ikv/reader';
import { VELD_NAMEN } from '@ikv/reader/types';
import type { Tekst } from './taal.ts';

interface VeldBasis {
  /** the property in the API, the form and the IKV input, and the column of `financial_years` */
  naam: string;
  /** the label of the field in the forms */
  label: Tekst;
  /** the field inside a sentence, with its article ("de fiscale winst is gewijzigd") */
  inZin: Tekst;
  /** a Dutch plural ("de vlottende activa zijn gewijzigd") */
  meervoud?: true;
  /** shown under the field in the forms */
  hulp?: Tekst;
  /** the OpenAPI example of the input */
  voorbeeld: number | string | null;
  /** the OpenAPI description of the input (Dutch, as the whole document) */
  beschrijving?: string;
  /**
   * One of the eight fields of FinancieelBoekjaarInput (API.md, FIXED): the submit takes and answers
   * exactly these, so this list never grows; a new field is `vast: false` and travels by GET and PUT.
   */
  vast: boolean;
  /** the IKV calculation reads it: part of the calculation's input (IkvBoekjaar) and of the pre-check */
  ikv: boolean;
}

export interface BedragVeld extends VeldBasis {
  soort: 'bedrag';
  /**
   * `verplicht`: always given; `nul`: left out means 0; `optioneel`: null means unknown (a field that is
   * not `vast` is always optioneel: absent in a FIXED submit, it keeps what is stored).
   */
  invoer: 'verplicht' | 'nul' | 'optioneel';
  /** the lowest amount allowed (a migration may add a CHECK for it, as for balanstotaal) */
  minimum?: 0;
  /** documents supply it: the reader's field (@ikv/reader INTAKE_VELDEN) */
  document?: {
    veld: IntakeVeld;
    /** annual accounts leave the line out when it is 0, so a saved 0 without a document is no finding */
    ontbrekendIsNul?: true;
  };
}

export interface TekstVeld extends VeldBasis {
  soort: 'tekst';
  invoer: 'optioneel';
  maxLengte: number;
}

export type BoekjaarVeld = BedragVeld | TekstVeld;

/** In this order in the API, the OpenAPI document and the forms. */
export const BOEKJAAR_VELDEN = [
  {
    naam: 'fiscaleWinst',
    soort: 'bedrag',
    invoer: 'verplicht',
    vast: true,
    ikv: true,
    document: { veld: 'fiscaleWinst' },
    label: { nl: 'Fiscale winst', en: 'Taxable profit' },
    inZin: VELD_NAMEN.fiscaleWinst,
    voorbeeld: 61250,
    beschrijving: 'fiscale winst in euro',
  },
  {
    naam: 'vlottendeActiva',
    soort: 'bedrag',
    invoer: 'verplicht',
    vast: true,
    ikv: true,
    document: { veld: 'vlottendeActiva' },
    label: { nl: 'Vlottende activa', en: 'Current assets' },
    inZin: VELD_NAMEN.vlottendeActiva,
    meervoud: true,
    voorbeeld: 42000,
  },
  {
    naam: 'immaterieleActiva',
    soort: 'bedrag',
    invoer: 'verplicht',
    vast: true,
    ikv: true,
    document: { veld: 'immaterieleActiva', ontbrekendIsNul: true },
    label: { nl: 'Immateriële activa', en: 'Intangible assets' },
    inZin: VELD_NAMEN.immaterieleActiva,
    meervoud: true,
    hulp: { nl: 'Bijvoorbeeld goodwill.', en: 'For example goodwill.' },
    voorbeeld: 0,
  },
  {
    naam: 'eigenVermogen',
    soort: 'bedrag',
    invoer: 'verplicht',
    vast: true,
    ikv: true,
    document: { veld: 'eigenVermogen' },
    label: { nl: 'Eigen vermogen', en: 'Equity' },
    inZin: VELD_NAMEN.eigenVermogen,
    voorbeeld: 55300.5,
  },
  {
    naam: 'balanstotaal',
    soort: 'bedrag',
    invoer: 'verplicht',
    minimum: 0,
    vast: true,
    ikv: true,
    document: { veld: 'balanstotaal' },
    label: { nl: 'Balanstotaal', en: 'Balance-sheet total' },
    inZin: VELD_NAMEN.balanstotaal,
    voorbeeld: 98000,
  },
  {
    naam: 'balanscorrectie',
    soort: 'bedrag',
    invoer: 'nul',
    vast: true,
    ikv: true,
    label: { nl: 'Balanscorrectie', en: 'Balance correction' },
    inZin: { nl: 'de balanscorrectie', en: 'the balance correction' },
    hulp: { nl: 'Optioneel. Bij een correctie is een reden verplicht.', en: 'Optional. A correction needs a reason.' },
    voorbeeld: 0,
  },
  {
    naam: 'balanscorrectieReden',
    soort: 'tekst',
    invoer: 'optioneel',
    maxLengte: 500,
    vast: true,
    ikv: true,
    label: { nl: 'Reden balanscorrectie', en: 'Reason for balance correction' },
    inZin: { nl: 'de reden van de balanscorrectie', en: 'the reason for the balance correction' },
    voorbeeld: null,
  },
  {
    naam: 'kortlopendeSchulden',
    soort: 'bedrag',
    invoer: 'optioneel',
    minimum: 0,
    vast: false,
    ikv: true,
    document: { veld: 'kortlopendeSchulden' },
    label: { nl: 'Kortlopende schulden', en: 'Short-term liabilities' },
    inZin: VELD_NAMEN.kortlopendeSchulden,
    meervoud: true,
    hulp: {
      nl: 'Schulden die binnen een jaar betaald moeten worden: crediteuren, te betalen belastingen, rekening-courant en de aflossing van leningen in het komende jaar. Leeg laten als u het niet weet.',
      en: 'Debts due within one year: suppliers, taxes payable, current account and next year’s loan repayments. Leave empty if you do not know.',
    },
    voorbeeld: 12500,
    beschrijving:
      'Kortlopende schulden: schulden die binnen een jaar betaald moeten worden (crediteuren, te betalen belastingen, rekening-courant, het deel van leningen dat dit jaar afgelost wordt). Null of weggelaten: onbekend; dan rekent de IKV alle schulden als kortlopend (benadering).',
  },
] as const satisfies readonly BoekjaarVeld[];

type Veld = (typeof BOEKJAAR_VELDEN)[number];
export type BoekjaarVeldNaam = Veld['naam'];
/** The eight fields of the FIXED FinancieelBoekjaarInput besides `jaar`. */
export type VastVeld = Extract<Veld, { vast: true }>;
/** The optional fields outside the FIXED submit (GET, PUT and the IKV input carry them). */
export type ExtraVeld = Extract<Veld, { vast: false }>;
/** The fields the IKV calculation reads. */
export type IkvVeld = Extract<Veld, { ikv: true }>;
/** The fields documents supply. */
export type DocumentVeld = Extract<Veld, { document: object }>;

const is =
  <T extends Veld>(test: (v: Veld) => boolean) =>
  (v: Veld): v is T =>
    test(v);

export const VASTE_VELDEN: readonly VastVeld[] = BOEKJAAR_VELDEN.filter(is<VastVeld>((v) => v.vast));
export const EXTRA_VELDEN: readonly ExtraVeld[] = BOEKJAAR_VELDEN.filter(is<ExtraVeld>((v) => !v.vast));
export const IKV_VELDEN: readonly IkvVeld[] = BOEKJAAR_VELDEN.filter(is<IkvVeld>((v) => v.ikv));
export const DOCUMENT_VELDEN: readonly DocumentVeld[] = BOEKJAAR_VELDEN.filter(
  is<DocumentVeld>((v) => 'document' in v),
);

/**
 * The figures a statement needs from a document: every required amount documents supply, except one
 * the accounts leave out when it is 0.
 */
export const NODIGE_DOCUMENT_VELDEN: readonly DocumentVeld['naam'][] = DOCUMENT_VELDEN.filter(
  (v) => v.invoer === 'verplicht' && !('ontbrekendIsNul' in v.document),
).map((v) => v.naam);

/** The figures of a year an adviser can ask for one by one (its amounts), in the forms' order. */
export const GEVRAAGD_VELDEN: readonly BoekjaarVeldNaam[] = BOEKJAAR_VELDEN.filter((v) => v.soort === 'bedrag').map(
  (v) => v.naam,
);
