// What the entrepreneur is told before he submits a request (issue 39, "a pre-submit review listing known
// gaps"): every gap the service already knows and an adviser would otherwise send back — a year without a
// document that states its figures, a saved figure that differs from its document, the KvK extract
// while ownership is not confirmed, the partners' shares and legal form that do not fit, no financial
// years at all. He may still submit: the list informs, it does not block. Pure; the data is the API's
// (years with `bronnen`, the documents, the company's warnings), the evidence rule the checklist's.
import { DOCUMENT_VELDEN } from '@ikv/api/shared/financieel-boekjaar.fields';
import { documentChecklist, requestYears } from '../documents/document-checklist.rules.ts';

type Veld = (typeof DOCUMENT_VELDEN)[number]['naam'];

export type VoorIndienenPunt =
  | { soort: 'GEEN_JAREN' }
  | { soort: 'DOCUMENT_ONTBREEKT'; jaar: number }
  | { soort: 'AFWIJKING'; jaar: number; veld: Veld; documenten: string[] }
  | { soort: 'KVK_UITTREKSEL' }
  | { soort: 'PARTNERS'; code: string; bericht: string };

type Jaar = {
  jaar: number;
  bronnen?: {
    velden: Partial<Record<string, { afwijking?: boolean; voorstellen: { bestandsnaam: string }[] } | undefined>>;
  } | null;
};

type Document = Parameters<typeof documentChecklist>[0][number];

export function voorIndienen(input: {
  jaren: readonly Jaar[];
  documenten: readonly Document[];
  eigendomBevestigd: boolean;
  waarschuwingen: readonly { code: string; bericht: string }[];
  huidigJaar: number;
}): VoorIndienenPunt[] {
  const punten: VoorIndienenPunt[] = [];
  const jaren = requestYears({ ikvResultaat: null, boekjaren: [...input.jaren] }, input.huidigJaar);
  if (jaren.length === 0) punten.push({ soort: 'GEEN_JAREN' });
  for (const item of documentChecklist(input.documenten, jaren, input.eigendomBevestigd)) {
    if (item.present) continue;
    punten.push(item.kind === 'jaar' ? { soort: 'DOCUMENT_ONTBREEKT', jaar: item.jaar } : { soort: 'KVK_UITTREKSEL' });
  }
  for (const jaar of jaren) {
    const velden = input.jaren.find((j) => j.jaar === jaar)?.bronnen?.velden ?? {};
    for (const { naam } of DOCUMENT_VELDEN) {
      const b = velden[naam];
      if (b?.afwijking)
        punten.push({
          soort: 'AFWIJKING',
          jaar,
          veld: naam,
          documenten: [...new Set(b.voorstellen.map((v) => v.bestandsnaam))],
        });
    }
  }
  for (const w of input.waarschuwingen) punten.push({ soort: 'PARTNERS', code: w.code, bericht: w.bericht });
  return punten;
}
