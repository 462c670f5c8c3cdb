import { rechtsvormWeergave } from '@ikv/api/rules/ikv-berekening/rechtsvorm-weergave';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Badge } from '@ikv/ui/badge';
import { buttonClasses } from '@ikv/ui/button';
import { EmptyState } from '@ikv/ui/empty-state';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { fill, plural } from '~/i18n/locale.ts';
import { partnerWarningText } from '~/modules/companies/partner-warning-text.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatMoney } from '~/lib/format.ts';
import { EigendomBadge } from '~/modules/companies/components/eigendom-status.tsx';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.companies.title };
}

const plus = (
  <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
    <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
  </svg>
);

export default async function CompaniesPage() {
  const [{ locale, t }, user] = await Promise.all([getI18n(), requireUser()]);
  // advisers have no companies of their own: their home is the work overview
  if (user.rol !== 'ONDERNEMER') redirect('/');
  const companies = await (await serverApi()).companies.dashboard();
  const addLink = (
    <Link href="/bedrijven/toevoegen" className={buttonClasses('primary', 'md')}>
      {plus}
      {t.companies.add}
    </Link>
  );
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t.companies.title}
        description={t.companies.lead}
        actions={companies.length ? addLink : undefined}
      />
      {companies.length === 0 ? (
        <EmptyState
          title={t.companies.emptyTitle}
          description={t.companies.emptyText}
          action={addLink}
          icon={
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M3 21h18M5 21V7l7-4 7 4v14M9 9h.01M15 9h.01M9 13h.01M15 13h.01M10 21v-4h4v4" />
            </svg>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {companies.map((c) => (
            <li
              key={c.id}
              className="group relative flex flex-col rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card) transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md sm:p-6"
            >
              <div className="flex items-start justify-between gap-3">
                <h2 className="min-w-0 text-base font-semibold text-ink">
                  <Link
                    href={`/bedrijven/${c.id}/boekjaren`}
                    className="outline-none after:absolute after:inset-0 after:content-['']"
                  >
                    {c.naam}
                  </Link>
                </h2>
                <Badge tone={c.rol === 'EIGENAAR' ? 'brand' : 'neutral'}>
                  {c.rol === 'EIGENAAR' ? t.companies.owner : t.companies.partner}
                </Badge>
              </div>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-muted">{t.companies.kvkNumber}</dt>
                <dd className="font-medium tabular-nums text-ink">{c.kvkNummer}</dd>
                <dt className="text-muted">{t.companies.legalForm}</dt>
                <dd className="text-ink" lang="nl">
                  {rechtsvormWeergave(c.rechtsvorm, locale)}
                </dd>
                <dt className="text-muted">{t.companies.address}</dt>
                <dd className="text-ink">
                  {c.adres.straat}, {c.adres.postcode} {c.adres.plaats}
                </dd>
              </dl>
              <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted" data-testid="dashboard-figures">
                <span>
                  {plural(t.flowUi.dashYears, c.aantalBoekjaren, { count: c.aantalBoekjaren })}
                  {c.laatsteBoekjaar ? ` (${fill(t.companyAdmin.dashLastYear, { jaar: c.laatsteBoekjaar })})` : ''}
                </span>
                {c.openAanvragen ? (
                  <span>{plural(t.flowUi.dashOpen, c.openAanvragen, { count: c.openAanvragen })}</span>
                ) : null}
                {c.laatsteToetsinkomen !== null ? (
                  <span>{fill(t.companyAdmin.dashIncome, { amount: formatMoney(c.laatsteToetsinkomen, locale) })}</span>
                ) : null}
                <span>{fill(t.companies.share, { pct: c.aandeelPercentage })}</span>
              </p>
              <p className="mt-3">
                <EigendomBadge eigendom={c.eigendom} t={t} />
              </p>
              {c.eigendom.status !== 'BEVESTIGD' ? (
                <p className="relative z-10 mt-1 text-xs text-amber-800">
                  {c.eigendom.status === 'AFGEWEZEN' ? t.eigendom.rejected : t.eigendom.unconfirmed}{' '}
                  <Link href={`/bedrijven/${c.id}`} className="font-medium underline">
                    {t.eigendom.whatToDo}
                  </Link>
                </p>
              ) : null}
              {c.waarschuwingen.length ? (
                <p className="mt-2 text-xs text-amber-800">
                  {c.waarschuwingen[0] ? partnerWarningText(c.waarschuwingen[0], t, locale) : null}
                </p>
              ) : null}
              <div className="mt-5 flex items-center justify-between border-t border-line pt-4 text-sm">
                <Link href={`/bedrijven/${c.id}`} className="relative z-10 font-medium text-brand-700 hover:underline">
                  {t.companyAdmin.openCompanyDetail}
                </Link>
                <span className="font-medium text-brand-700 group-hover:underline" aria-hidden="true">
                  {t.companies.openYears} →
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
