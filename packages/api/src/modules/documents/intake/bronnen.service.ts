// Adds to stored years the per-field comparison with the company's documents (API.md, Intake):
// loads the readings, the pure rule does the rest.
import type { Db, Tx } from '@ikv/db';
import {
  type DocumentLezingInvoer,
  jarenUitDocumenten,
  gelezenWordt,
  type GelezenWordt,
  vergelijkJaarMetDocumenten,
  type OpgeslagenJaar,
} from './bronnen.rules.ts';
import type { TJaarBronnen } from './bronnen.schema.ts';
import { findCompanyLezingen } from './intake.repository.ts';
import type { GelezenBoekjaar } from '@ikv/reader';

/** Each year with `bronnen` when the company has documents that are or were read; else unchanged. */
export async function metBronnen<Y extends OpgeslagenJaar & { jaar: number }>(
  db: Db | Tx,
  companyId: string,
  jaren: Y[],
): Promise<(Y & { bronnen?: TJaarBronnen })[]> {
  const lezingen = await lezingenVan(db, companyId);
  if (lezingen.length === 0) return jaren;
  return jaren.map((j) => ({ ...j, bronnen: vergelijkJaarMetDocumenten(j.jaar, j, lezingen) }));
}

async function lezingenVan(db: Db | Tx, companyId: string): Promise<DocumentLezingInvoer[]> {
  const rows = await findCompanyLezingen(db, companyId);
  return rows.map((r) => ({
    documentId: r.documentId,
    bestandsnaam: r.document.bestandsnaam,
    status: r.status,
    leestDoor: r.leestDoor,
    boekjaren: r.status === 'BEZIG' ? [] : (((r.resultaat ?? {}) as { boekjaren?: GelezenBoekjaar[] }).boekjaren ?? []),
  }));
}

/**
 * The years the company's documents state that are not saved yet, with their proposals, and the
 * documents still being read (API.md, Flow III: documents first).
 */
export async function bronnenVanNieuweJaren(
  db: Db | Tx,
  companyId: string,
  opgeslagen: ReadonlySet<number>,
  maxJaar: number,
): Promise<{
  bezig: GelezenWordt[];
  jaren: { jaar: number; bronnen: TJaarBronnen }[];
}> {
  const lezingen = await lezingenVan(db, companyId);
  return {
    bezig: gelezenWordt(lezingen),
    jaren: jarenUitDocumenten(lezingen, opgeslagen, maxJaar),
  };
}
