'use client';
// "Voor u indient": the gaps the service already knows for the chosen company (voor-indienen.rules.ts),
// each in the entrepreneur's words, with the way to the page where he fixes it. It informs; the submit
// button stays.
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_VELDEN } from '@ikv/api/shared/financieel-boekjaar.fields';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { partnerWarningText } from '~/modules/companies/partner-warning-text.ts';
import { useCompanyDocuments } from '~/modules/documents/document-list.tsx';
import { voorIndienen, type VoorIndienenPunt } from '../voor-indienen.rules.ts';

export function VoorIndienen({
  companyId,
  eigendomBevestigd,
  waarschuwingen,
}: {
  companyId: string;
  eigendomBevestigd: boolean;
  waarschuwingen: readonly { code: string; bericht: string }[];
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const jaren = useQuery(trpc.companies.financials.get.queryOptions({ companyId }));
  const { documents, isSuccess: docsLoaded } = useCompanyDocuments(companyId);
  if (!jaren.isSuccess || !docsLoaded) return null;
  const punten = voorIndienen({
    jaren: jaren.data,
    documenten: documents,
    eigendomBevestigd,
    waarschuwingen,
    huidigJaar: new Date().getFullYear(),
  });
  const tekst = (p: VoorIndienenPunt): string => {
    switch (p.soort) {
      case 'GEEN_JAREN':
        return t.aanvragen.gapNoYears;
      case 'DOCUMENT_ONTBREEKT':
        return fill(t.aanvragen.gapDocument, { jaar: p.jaar });
      case 'AFWIJKING':
        return fill(t.aanvragen.gapDiffers, {
          jaar: p.jaar,
          veld: DOCUMENT_VELDEN.find((v) => v.naam === p.veld)!.label[locale],
          documenten: p.documenten.join(', '),
        });
      case 'KVK_UITTREKSEL':
        return t.aanvragen.gapKvk;
      case 'PARTNERS':
        return partnerWarningText(p, t, locale);
    }
  };
  return (
    <section
      aria-labelledby="voor-indienen-titel"
      className="flex flex-col gap-2 rounded-md border border-line bg-surface p-3 text-sm"
      data-testid="voor-indienen"
    >
      <h2 id="voor-indienen-titel" className="font-semibold text-ink">
        {t.aanvragen.reviewTitle}
      </h2>
      {punten.length === 0 ? (
        <p className="text-muted">{t.aanvragen.reviewNone}</p>
      ) : (
        <>
          <p className="text-muted">{t.aanvragen.reviewLead}</p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {punten.map((p, i) => (
              <li key={i}>{tekst(p)}</li>
            ))}
          </ul>
          <Link
            href={
              punten.some((p) => p.soort === 'PARTNERS') && punten.every((p) => p.soort === 'PARTNERS')
                ? `/bedrijven/${companyId}`
                : `/bedrijven/${companyId}/boekjaren`
            }
            className="font-medium text-brand-700 hover:underline"
          >
            {punten.every((p) => p.soort === 'PARTNERS') ? t.aanvragen.reviewFixCompany : t.aanvragen.reviewFix}
          </Link>
        </>
      )}
    </section>
  );
}
