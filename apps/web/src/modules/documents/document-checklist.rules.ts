// Which evidence is still missing (API.md, Trust): for each year at least one JAARREKENING or
// IB_AANGIFTE/AANSLAG_IB of that year; for the company a KVK_UITTREKSEL while ownership is not
// confirmed. Pure, shared by the entrepreneur's pages and the adviser's request page.
import type { TDocument } from '@ikv/api/schemas/documents/document';

const YEAR_EVIDENCE = ['JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB'] as const;

type ChecklistItem = { kind: 'jaar'; jaar: number; present: boolean } | { kind: 'kvk'; present: boolean };

export function documentChecklist(
  documents: readonly Pick<TDocument, 'soort' | 'jaar'>[],
  jaren: readonly number[],
  eigendomBevestigd: boolean,
): ChecklistItem[] {
  const items: ChecklistItem[] = [...new Set(jaren)]
    .sort((a, b) => a - b)
    .map((jaar) => ({
      kind: 'jaar',
      jaar,
      present: documents.some((d) => d.jaar === jaar && (YEAR_EVIDENCE as readonly string[]).includes(d.soort)),
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
