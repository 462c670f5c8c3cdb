import { rechtsvormWeergave } from '@ikv/api/rules/ikv-berekening/rechtsvorm-weergave';
import type { Metadata } from 'next';
import Link from 'next/link';
import { TRPCError } from '@trpc/server';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { buttonClasses } from '@ikv/ui/button';
import { EmptyState } from '@ikv/ui/empty-state';
import { PageHeader } from '@ikv/ui/page-header';
import { fill } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { FinancialYearsEditor } from '~/modules/companies/components/financial-years-editor.tsx';
import { ownerCheckText } from '~/modules/companies/owner-check-text.ts';
import { ProfitChart } from '~/modules/companies/components/profit-chart.tsx';
import { serverApi } from '~/trpc/server.ts';
import { DocumentsSection } from '~/modules/documents/documents-section.tsx';
import { DocumentsFirst } from '~/modules/documents/documents-first.tsx';
import { voorgesteldJaar } from '~/modules/documents/voorgesteld-jaar.rules.ts';
import { ownershipConfirmed, requestYears } from '~/modules/documents/document-checklist.rules.ts';
import { yearsUnderReview } from '~/modules/companies/years-under-review.rules.ts';
import { VoorcheckOvername } from '~/modules/voorcheck/components/voorcheck-overname.tsx';
import { amsterdamYear } from '@ikv/api/shared/amsterdam-time'; // financial years cannot lie in the future

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.years.title };
}

async function load(companyId: string) {
  const api = await serverApi();
  try {
    const [company, years, derived, uitDocumenten] = await Promise.all([
      api.companies.get({ companyId }),
      api.companies.financials.get({ companyId }),
      api.companies.financials.derived({ companyId }),
      api.companies.financials.fromDocuments({ companyId }),
    ]);
    // the years an adviser is reviewing now (an open request rests on them) and whether the reader's
    // address is confirmed: said beside those years before anything is changed
    const [aanvragen, ik] = await Promise.all([
      api.aanvragen.list().catch(() => []),
      api.ondernemer.get().catch(() => null),
    ]);
    const open = aanvragen.filter(
      (a) => a.companyId === companyId && ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'].includes(a.status),
    );
    const currentYear = amsterdamYear(new Date());
    const details = await Promise.all(open.map((a) => api.aanvragen.get({ id: a.id }).catch(() => null)));
    const onderBeoordeling = yearsUnderReview(
      details.flatMap((a) =>
        a ? [{ id: a.id, nummer: a.nummer, status: a.status, jaren: requestYears(a, currentYear) }] : [],
      ),
    );
    return {
      company,
      years,
      derived,
      uitDocumenten,
      onderBeoordeling,
      emailOnbevestigd: ik?.emailGeverifieerd === false,
    };
  } catch (e) {
    if (e instanceof TRPCError && (e.code === 'NOT_FOUND' || e.code === 'BAD_REQUEST' || e.code === 'FORBIDDEN'))
      return null;
    throw e;
  }
}

export default async function FinancialYearsPage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<{ voorcheck?: string; terug?: string; veld?: string }>;
}) {
  const { companyId } = await params;
  const query = await searchParams;
  const overnameFout = query.voorcheck === 'fout';
  // from what the adviser asked on a request (aanvulling-panel): the way back, and the figure asked
  const terugHref =
    typeof query.terug === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(query.terug) ? `/aanvragen/${query.terug}` : null;
  const gevraagdVeld = typeof query.veld === 'string' ? query.veld : null;
  const [{ t, locale }, data] = await Promise.all([getI18n(), load(companyId)]);
  if (!data) {
    return (
      <EmptyState
        title={t.notFound.title}
        description={t.years.companyNotFound}
        action={
          <Link href="/bedrijven" className={buttonClasses('primary')}>
            {t.years.backToCompanies}
          </Link>
        }
      />
    );
  }
  const { company, derived } = data;
  // the saved figures only: the documents' comparison (bronnen) is shown by DocumentFigures, and a
  // reading that finishes must not remount (and reset) the form
  const years = data.years.map(({ bronnen: _bronnen, ...y }) => y);
  // the years the documents state that are not saved yet, with the figures the documents agree on
  const voorgesteld = data.uitDocumenten.jaren.map(({ jaar, bronnen }) => voorgesteldJaar(jaar, bronnen));
  return (
    <div className="flex flex-col gap-8">
      <div>
        <span className="flex flex-wrap gap-4 text-sm font-medium">
          {terugHref ? (
            <Link href={terugHref} className="text-brand-700 hover:underline" data-testid="terug-naar-aanvraag">
              ← {t.flowUi.backToRequest}
            </Link>
          ) : null}
          <Link href="/bedrijven" className="text-brand-700 hover:underline">
            ← {t.companies.title}
          </Link>
          <Link href={`/bedrijven/${company.id}`} className="text-brand-700 hover:underline">
            {t.companyAdmin.openCompanyDetail}
          </Link>
        </span>
        <PageHeader
          className="mt-3"
          title={company.naam}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone="neutral" className="tabular-nums">
                KvK {company.kvkNummer}
              </Badge>
              <Badge tone="brand">
                <span>{rechtsvormWeergave(company.rechtsvorm, locale)}</span>
              </Badge>
              <span className="text-sm text-muted">
                {company.adres.straat}, {company.adres.plaats}
              </span>
            </span>
          }
        />
      </div>
      {company.eigenaarCheck && !company.eigenaarCheck.isEigenaar ? (
        <Alert tone="warning" role="note" title={t.companyAdmin.ownerCheckTitle}>
          {ownerCheckText(t, company.eigenaarCheck)}{' '}
          <Link href={`/bedrijven/${company.id}`} className="font-medium underline underline-offset-2">
            {t.companyAdmin.openCompanyDetail}
          </Link>
        </Alert>
      ) : company.eigenaarCheck ? (
        <Alert tone="success" role="note" title={t.companyAdmin.ownerCheckTitle}>
          {ownerCheckText(t, company.eigenaarCheck)}
        </Alert>
      ) : null}
      <VoorcheckOvername companyId={company.id} fout={overnameFout} t={t} />
      <DocumentsFirst companyId={company.id} />
      {company.inkomensberekeningOvergeslagen ? (
        <Alert tone="info" role="note">
          {fill(t.years.bvNote, { rechtsvorm: company.rechtsvorm })}
        </Alert>
      ) : null}
      <section aria-labelledby="boekjaren-title" className="flex flex-col gap-4">
        <div>
          <h2 id="boekjaren-title" className="text-lg font-semibold text-ink">
            {t.years.title}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted">{t.years.lead}</p>
        </div>
        {/* figures written elsewhere (taken over from documents, the pre-check's carry-over) make the form anew */}
        <FinancialYearsEditor
          companyId={company.id}
          initial={years}
          voorgesteld={voorgesteld}
          maxYear={amsterdamYear(new Date())}
          gevraagdVeld={gevraagdVeld}
          terugHref={terugHref}
          onderBeoordeling={data.onderBeoordeling}
          emailOnbevestigd={data.emailOnbevestigd}
        />
      </section>
      <ProfitChart derived={derived} />
      <DocumentsSection
        companyId={company.id}
        jaren={years.map((y) => y.jaar)}
        eigendomBevestigd={ownershipConfirmed(company)}
        terugHref={terugHref}
      />
    </div>
  );
}
