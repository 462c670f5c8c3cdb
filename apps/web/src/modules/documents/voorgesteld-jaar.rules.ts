// A year the documents state, as the financial-years form fills it in (API.md, Flow III: documents
// first): each figure the documents agree on, and the names of the documents it came from. A figure two
// documents disagree on is left to type, and so is one no document states (not even intangible assets
// of nil: a line the reader could not prove is not a line that is absent). Pure.
import type { TJaarBronnen } from '@ikv/api/schemas/documents/intake/bronnen';
import { DOCUMENT_VELDEN, type BoekjaarVeldNaam, type DocumentVeld } from '@ikv/api/shared/financieel-boekjaar.fields';

/** A year the documents state that is not saved yet: the agreed figures and the documents they came from. */
export interface VoorgesteldJaar {
  jaar: number;
  velden: Partial<Record<BoekjaarVeldNaam, number>>;
  documenten: string[];
}

export function voorgesteldJaar(jaar: number, bronnen: TJaarBronnen): VoorgesteldJaar {
  const velden: VoorgesteldJaar['velden'] = {};
  const documenten = new Set<string>();
  for (const veld of DOCUMENT_VELDEN) {
    const b = bronnen.velden[veld.naam as DocumentVeld['naam']];
    if (!b || b.voorstellen.length === 0) continue;
    for (const v of b.voorstellen) documenten.add(v.bestandsnaam);
    if (!b.oneens) velden[veld.naam] = b.voorstellen[0]!.waarde;
  }
  return { jaar, velden, documenten: [...documenten] };
}
