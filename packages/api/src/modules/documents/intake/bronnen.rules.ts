// Per field of one financial year: what the company's documents propose, and how that compares with
// the saved figure (API.md, Intake, last paragraph; issue 32 items 4 and 5). One pure function, used
// by GET /companies/financials/{companyId} and GET /adviseur/aanvragen/{id}; the web pages show its
// answer and compute nothing themselves. No I/O.
import type { GelezenBoekjaar, LeesStatus, Positie } from '@ikv/reader';
import {
  DOCUMENT_VELDEN,
  NODIGE_DOCUMENT_VELDEN,
  type DocumentVeld,
} from '../../../shared/financieel-boekjaar.fields.ts';

/** A financial year's field that documents supply (its definition names the reader's field). */
type IntakeVeld = DocumentVeld['naam'];

/** One document's reading, as stored (document_lezingen) with the document's name. */
export interface DocumentLezingInvoer {
  documentId: string;
  bestandsnaam: string;
  status: LeesStatus;
  /** read, but cut short by time and being read on: its figures may still change (docs/intake.md, "Reading on") */
  leestDoor?: boolean;
  boekjaren: readonly GelezenBoekjaar[];
}

export interface GelezenWordt {
  documentId: string;
  bestandsnaam: string;
  /** its first reading is there; it is read on with more time, so figures may be added */
  verder?: true;
}

/** The documents whose figures may still come or change: waiting to be read, or being read on. */
export const gelezenWordt = (lezingen: readonly DocumentLezingInvoer[]): GelezenWordt[] =>
  lezingen
    .filter((l) => l.status === 'BEZIG' || l.leestDoor === true)
    .map((l) => ({
      documentId: l.documentId,
      bestandsnaam: l.bestandsnaam,
      ...(l.status === 'BEZIG' ? {} : { verder: true as const }),
    }));

export interface Voorstel {
  documentId: string;
  bestandsnaam: string;
  waarde: number;
  pagina?: number;
  tekst: string;
  positie?: Positie;
}

export interface VeldBronnen {
  /** every document's figure for this field and year, in the order of the readings */
  voorstellen: Voorstel[];
  /** the saved figure differs from at least one document's figure */
  afwijking: boolean;
  /** two documents disagree (e.g. the comparative column of 2025 against the 2024 accounts) */
  oneens: boolean;
  /** a figure is saved but no document gives it */
  zonderDocument: boolean;
}

export interface JaarBronnen {
  /** a field appears when a document gives it or when it was saved without a document */
  velden: Partial<Record<IntakeVeld, VeldBronnen>>;
  /** the documents still being read (their figures may follow), or read on (`verder`) */
  bezig: GelezenWordt[];
  /**
   * The documents the year's figures match, when every figure does: every needed figure read from a
   * document, no two documents disagreeing, none differing from the saved figure, none saved without
   * a document, nothing still being read. Else null. The adviser's one-click check cites these.
   */
  documentIdsAllesKlopt: string[] | null;
}

export type OpgeslagenJaar = Partial<Record<IntakeVeld, number | null>>;

const cents = (n: number) => Math.round(n * 100);
const gelijk = (a: number, b: number) => cents(a) === cents(b);

/** The per-field comparison of one year's saved figures with the documents' readings. */
export function vergelijkJaarMetDocumenten(
  jaar: number,
  opgeslagen: OpgeslagenJaar,
  lezingen: readonly DocumentLezingInvoer[],
): JaarBronnen {
  const bezig = gelezenWordt(lezingen);
  const velden: Partial<Record<IntakeVeld, VeldBronnen>> = {};
  for (const { naam: veld, document } of DOCUMENT_VELDEN) {
    const voorstellen: Voorstel[] = [];
    for (const l of lezingen) {
      if (l.status !== 'GELEZEN') continue;
      const v = l.boekjaren.find((b) => b.jaar === jaar)?.velden[document.veld];
      if (!v) continue;
      voorstellen.push({
        documentId: l.documentId,
        bestandsnaam: l.bestandsnaam,
        waarde: v.waarde,
        ...(v.pagina !== undefined ? { pagina: v.pagina } : {}),
        tekst: v.tekst,
        ...(v.positie ? { positie: v.positie } : {}),
      });
    }
    const saved = opgeslagen[veld];
    const heeftWaarde = saved !== undefined && saved !== null;
    const zonderDocument = voorstellen.length === 0 && heeftWaarde && !('ontbrekendIsNul' in document && saved === 0);
    if (voorstellen.length === 0 && !zonderDocument) continue;
    velden[veld] = {
      voorstellen,
      afwijking: heeftWaarde && voorstellen.some((v) => !gelijk(v.waarde, saved)),
      oneens: voorstellen.some((v) => !gelijk(v.waarde, voorstellen[0]!.waarde)),
      zonderDocument,
    };
  }
  const lijst = Object.values(velden);
  const allesKlopt =
    bezig.length === 0 &&
    NODIGE_DOCUMENT_VELDEN.every((v) => (velden[v]?.voorstellen.length ?? 0) > 0) &&
    lijst.every((b) => !b.zonderDocument && !b.oneens && !b.afwijking) &&
    (Object.keys(velden) as IntakeVeld[]).every((v) => opgeslagen[v] !== undefined && opgeslagen[v] !== null);
  return {
    velden,
    bezig,
    documentIdsAllesKlopt: allesKlopt
      ? [...new Set(lijst.flatMap((b) => b.voorstellen.map((v) => v.documentId)))].sort()
      : null,
  };
}

/**
 * The years the documents state that are not saved yet (API.md, Flow III: documents first), newest
 * first, each with what the documents propose for it: a year a reading states with at least one figure,
 * between 1900 and `maxJaar` (a document cannot state a year still to come). The comparative column of
 * next year's accounts counts like the year's own.
 */
export function jarenUitDocumenten(
  lezingen: readonly DocumentLezingInvoer[],
  opgeslagen: ReadonlySet<number>,
  maxJaar: number,
): { jaar: number; bronnen: JaarBronnen }[] {
  const jaren = new Set<number>();
  for (const l of lezingen) {
    if (l.status !== 'GELEZEN') continue;
    for (const b of l.boekjaren)
      if (b.jaar >= 1900 && b.jaar <= maxJaar && !opgeslagen.has(b.jaar) && Object.keys(b.velden).length > 0)
        jaren.add(b.jaar);
  }
  return [...jaren]
    .sort((a, b) => b - a)
    .map((jaar) => ({ jaar, bronnen: vergelijkJaarMetDocumenten(jaar, {}, lezingen) }))
    .filter((j) => Object.keys(j.bronnen.velden).length > 0);
}
