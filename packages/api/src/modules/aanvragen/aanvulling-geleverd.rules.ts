// What an asked item received without being ticked off: the entrepreneur answers a DOCUMENT item by
// uploading a document for its year, a BOEKJAAR item by changing the asked figure (or the year), in the
// item itself, on the financial-years page or over REST. Such an item is done ("klaar") as much as a
// ticked one: nothing is left to tick. A TOELICHTING is answered by its text and ticked with it. Once the
// request is reported supplemented the items are closed: what they received is what had come in by then
// (a later upload, or a later change of the figures, even back to what was asked, changes nothing). Pure.
import { BOEKJAAR_VELDEN, type BoekjaarVeldNaam } from '../../shared/financieel-boekjaar.fields.ts';
import type { TGeleverd } from './aanvraag.schema.ts';

type Cijfers = Partial<Record<BoekjaarVeldNaam, number | string | null>>;

/** A BOEKJAAR item's year as it stood when asked (stored with the item); cijfers null: not there yet. */
export type BoekjaarBijVraag = { cijfers: Cijfers | null };

/** The year's figures to keep with a BOEKJAAR item when it is asked, and again when it is reported supplemented. */
export function computeBoekjaarBijVraag(jaar: Cijfers | undefined): BoekjaarBijVraag {
  return { cijfers: jaar ? Object.fromEntries(BOEKJAAR_VELDEN.map((v) => [v.naam, jaar[v.naam] ?? null])) : null };
}

function isBoekjaarBijVraag(v: unknown): v is BoekjaarBijVraag {
  if (typeof v !== 'object' || v === null || !('cijfers' in v)) return false;
  const c = (v as { cijfers: unknown }).cijfers;
  return c === null || (typeof c === 'object' && !Array.isArray(c));
}

export interface GevraagdItemFeiten {
  soort: 'DOCUMENT' | 'BOEKJAAR' | 'TOELICHTING';
  jaar: number | null;
  veld: BoekjaarVeldNaam | null;
  gevraagdOp: Date;
  /** once reported as supplemented, nothing uploaded after it counts for the item */
  aangevuldOp: Date | null;
  /** stored with the item when asked; null for items asked before it was recorded (never derived) */
  boekjaarBijVraag: unknown;
  /**
   * the year's figures stored when the request was reported supplemented: what the item is compared with
   * from then on. null: still open, or closed before they were recorded (then the current figures count)
   */
  boekjaarBijAangevuld: unknown;
}

export interface GeleverdBronnen {
  documenten: readonly { id: string; jaar: number | null; bestandsnaam: string; geuploadOp: string }[];
  boekjaren: readonly ({ jaar: number } & Cijfers)[];
}

function geleverdeDocumenten(item: GevraagdItemFeiten, documenten: GeleverdBronnen['documenten']) {
  const vanaf = item.gevraagdOp.getTime();
  const tot = item.aangevuldOp?.getTime() ?? Infinity;
  return documenten
    .filter((d) => d.jaar === item.jaar)
    .filter((d) => {
      const op = Date.parse(d.geuploadOp);
      return op >= vanaf && op <= tot;
    })
    .map((d) => ({ id: d.id, bestandsnaam: d.bestandsnaam, geuploadOp: d.geuploadOp }));
}

function gewijzigdCijfer(item: GevraagdItemFeiten, boekjaren: GeleverdBronnen['boekjaren']): TGeleverd['cijfer'] {
  if (item.jaar === null || !isBoekjaarBijVraag(item.boekjaarBijVraag)) return null;
  // a closed item keeps what it had received when it was reported supplemented
  const nu =
    item.aangevuldOp && isBoekjaarBijVraag(item.boekjaarBijAangevuld)
      ? item.boekjaarBijAangevuld.cijfers
      : boekjaren.find((b) => b.jaar === item.jaar);
  if (!nu) return null;
  const toen = item.boekjaarBijVraag.cijfers;
  const velden = item.veld ? [item.veld] : BOEKJAAR_VELDEN.map((v) => v.naam);
  const gewijzigd = toen === null || velden.some((v) => (toen[v] ?? null) !== (nu[v] ?? null));
  if (!gewijzigd) return null;
  const waarde = item.veld ? nu[item.veld] : null;
  return { jaar: item.jaar, veld: item.veld, waarde: typeof waarde === 'number' ? waarde : null };
}

/** What came in for the item since it was asked; null: nothing (it may still be ticked off). */
export function computeGeleverd(item: GevraagdItemFeiten, bronnen: GeleverdBronnen): TGeleverd | null {
  if (item.soort === 'DOCUMENT') {
    const documenten = geleverdeDocumenten(item, bronnen.documenten);
    return documenten.length > 0 ? { documenten, cijfer: null } : null;
  }
  if (item.soort === 'BOEKJAAR') {
    const cijfer = gewijzigdCijfer(item, bronnen.boekjaren);
    return cijfer ? { documenten: [], cijfer } : null;
  }
  return null;
}
