// Which evidence is still missing (API.md, Trust; Flow III): for each year at least one document that
// states that year's figures — a JAARREKENING or IB_AANGIFTE/AANSLAG_IB filed under it, or one whose
// reading states it (next year's accounts with their comparative column, an XBRL filing), as the
// adviser's check counts evidence (bewijs.rules.ts); for the company a KVK_UITTREKSEL while ownership
// is not confirmed. Pure, shared by the entrepreneur's pages and the adviser's request page.
import type { TListedDocument } from '@ikv/api/schemas/documents/list';
import { DOCUMENT_SOORT_DEFINITIES, DOCUMENT_SOORTEN } from '@ikv/api/shared/documenten.fields';

/** The kinds that are evidence of one financial year (from their definition). */
const YEAR_EVIDENCE: readonly string[] = DOCUMENT_SOORTEN.filter((s) => DOCUMENT_SOORT_DEFINITIES[s].bij === 'jaar');

type ChecklistItem = { kind: 'jaar'; jaar: number; present: boolean } | { kind: 'kvk'; present: boolean };

export function documentChecklist(
  documents: readonly (Pick<TListedDocument, 'soort' | 'jaar'> &
    Partial<Pick<TListedDocument, 'lezing'>> & { gelezenJaren?: readonly number[] })[],
  jaren: readonly number[],
  eigendomBevestigd: boolean,
): ChecklistItem[] {
  const items: ChecklistItem[] = [...new Set(jaren)]
    .sort((a, b) => a - b)
    .map((jaar) => ({
      kind: 'jaar',
      jaar,
      present: documents.some(
        (d) =>
          (d.jaar === jaar && YEAR_EVIDENCE.includes(d.soort)) ||
          (d.lezing?.status === 'GELEZEN' && d.lezing.jaren.includes(jaar)) ||
          (d.gelezenJaren?.includes(jaar) ?? false),
      ),
    }));
  if (!eigendomBevestigd) items.push({ kind: 'kvk', present: documents.some((d) => d.soort === 'KVK_UITTREKSEL') });
  return items;
}

/** Whether the company's ownership is confirmed (the API gives `eigendom` on every company). */
export function ownershipConfirmed(company: { eigendom: { status: string } }): boolean {
  return company.eigendom.status === 'BEVESTIGD';
}

/** The years a request rests on: the window of its IKV result, else the last three completed years with figures. */
export function requestYears(
  a: { ikvResultaat: { venster: { vanJaar: number; totJaar: number } } | null; boekjaren: { jaar: number }[] },
  currentYear: number,
): number[] {
  if (a.ikvResultaat) {
    const out: number[] = [];
    for (let j = a.ikvResultaat.venster.vanJaar; j <= a.ikvResultaat.venster.totJaar; j++) out.push(j);
    return out;
  }
  return a.boekjaren
    .map((b) => b.jaar)
    .filter((j) => j < currentYear)
    .sort((x, y) => y - x)
    .slice(0, 3)
    .sort((x, y) => x - y);
}
