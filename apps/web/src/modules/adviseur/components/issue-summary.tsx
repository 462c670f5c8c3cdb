'use client';
// What issuing the statement will issue: the company, the applicant, the income and its years, and
// how long the statement is valid.
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';

export type IssueSummary = {
  bedrijf: string;
  kvkNummer: string;
  aanvrager: string;
  aandeel: string | null;
  toetsinkomen: string;
  jaren: string;
  geldigTot: string;
};

export function IssueSummaryList({ summary }: { summary: IssueSummary }) {
  const { t } = useI18n();
  const f = t.flowUi;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="issue-summary">
      <dt className="text-muted">{f.issueCompany}</dt>
      <dd className="font-medium break-words">
        {summary.bedrijf} · KvK {summary.kvkNummer}
      </dd>
      <dt className="text-muted">{f.issueApplicant}</dt>
      <dd className="break-words">
        {summary.aandeel ? `${summary.aanvrager} (${summary.aandeel})` : summary.aanvrager}
      </dd>
      <dt className="text-muted">{f.issueIncome}</dt>
      <dd className="font-semibold tabular-nums">{summary.toetsinkomen}</dd>
      <dt className="text-muted">{f.issueYears}</dt>
      <dd className="tabular-nums">{summary.jaren}</dd>
      <dt className="text-muted">{f.issueValidity}</dt>
      <dd>{fill(f.issueValidUntil, { datum: summary.geldigTot })}</dd>
    </dl>
  );
}
