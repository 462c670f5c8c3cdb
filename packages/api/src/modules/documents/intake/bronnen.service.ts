// Adds to stored years the per-field comparison with the company's documents (API.md, Intake):
// loads the readings, the pure rule does the rest.
import type { Db, Tx } from '@ikv/db';
import { type DocumentLezingInvoer, vergelijkJaarMetDocumenten, type OpgeslagenJaar } from './bronnen.rules.ts';
import type { TJaarBronnen } from './bronnen.schema.ts';
import { findCompanyLezingen } from './intake.repository.ts';
import type { GelezenBoekjaar } from './intake.types.ts';

/** Each year with `bronnen` when the company has documents that are or were read; else unchanged. */
export async function metBronnen<Y extends OpgeslagenJaar & { jaar: number }>(
  db: Db | Tx,
  companyId: string,
  jaren: Y[],
): Promise<(Y & { bronnen?: TJaarBronnen })[]> {
  const rows = await findCompanyLezingen(db, companyId);
  if (rows.length === 0) return jaren;
  const lezingen: DocumentLezingInvoer[] = rows.map((r) => ({
    documentId: r.documentId,
    bestandsnaam: r.document.bestandsnaam,
    status: r.status,
    boekjaren: r.status === 'BEZIG' ? [] : (((r.resultaat ?? {}) as { boekjaren?: GelezenBoekjaar[] }).boekjaren ?? []),
  }));
  return jaren.map((j) => ({ ...j, bronnen: vergelijkJaarMetDocumenten(j.jaar, j, lezingen) }));
}
