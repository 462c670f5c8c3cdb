import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { TRPCError } from '@trpc/server';
import { Alert } from '@ikv/ui/alert';
import { buttonClasses } from '@ikv/ui/button';
import { PageHeader } from '@ikv/ui/page-header';
import type { RouterOutputs } from '@ikv/api';
import { requireUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { DashboardFilterForm, DashboardStatusNav } from '~/modules/adviseur/components/dashboard-filters.tsx';
import { filtersOf, type Search } from '~/modules/adviseur/components/dashboard-search.ts';
import { DashboardResults } from '~/modules/adviseur/components/dashboard-table.tsx';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.adviseur.dashboardTitle };
}

export default async function AdviseurDashboardPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [{ locale, t }, user, sp] = await Promise.all([getI18n(), requireUser(), searchParams]);
  if (user.rol !== 'ADVISEUR') redirect('/aanvragen');
  const filters = filtersOf(sp);
  const { status, verklaringType, sort, van, tot, behandelaar } = filters;
  let data: RouterOutputs['adviseur']['aanvragen']['list'] | undefined;
  let error: string | null = null;
  try {
    data = await (
      await serverApi()
    ).adviseur.aanvragen.list({
      status,
      verklaringType,
      van,
      tot,
      q: sp.q?.trim() || undefined,
      behandelaar,
      sort,
      cursor: sp.cursor || undefined,
      pageSize: 20,
    });
  } catch (e) {
    if (!(e instanceof TRPCError) || e.code !== 'BAD_REQUEST') throw e;
    error = e.message;
  }
  const base: Search = {
    status,
    verklaringType,
    van,
    tot,
    q: sp.q,
    sort: sort === 'nieuwste' ? undefined : sort,
    behandelaar,
  };
  // the CSV export takes the same filters (no cursor: every matching row)
  const exportQuery = new URLSearchParams(
    Object.entries({ ...base, cursor: undefined }).filter((e): e is [string, string] => !!e[1]),
  ).toString();
  const formKey = new URLSearchParams(
    Object.entries(sp).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ).toString();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.adviseur.dashboardTitle}
        description={t.adviseur.dashboardLead}
        actions={
          <>
            <a
              href={`/api/adviseur/aanvragen/export.csv${exportQuery ? `?${exportQuery}` : ''}`}
              download
              className={buttonClasses('secondary', 'sm')}
              data-testid="export-csv"
            >
              {t.flow.exportCsv}
            </a>
            <Link href="/adviseur/ondernemers" className={buttonClasses('secondary', 'sm')}>
              {t.adviseur.ondernemersTitle}
            </Link>
          </>
        }
      />
      <DashboardStatusNav base={base} status={status} data={data} t={t} locale={locale} />
      <DashboardFilterForm formKey={formKey} filters={filters} q={sp.q} t={t} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {data ? (
        <DashboardResults data={data} base={base} cursor={sp.cursor} userId={user.id} t={t} locale={locale} />
      ) : null}
    </div>
  );
}
