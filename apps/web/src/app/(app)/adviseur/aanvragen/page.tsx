import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { TRPCError } from '@trpc/server';
import { Alert } from '@ikv/ui/alert';
import { buttonClasses } from '@ikv/ui/button';
import { cn } from '@ikv/ui/cn';
import { PageHeader } from '@ikv/ui/page-header';
import type { RouterOutputs } from '@ikv/api';
import { requireUser } from '~/auth/session.ts';
import { fill, plural } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatCount, formatDate, formatMoney } from '~/lib/format.ts';
import { StatusBadge } from '~/modules/aanvragen/components/status-badge.tsx';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.adviseur.dashboardTitle };
}

const STATUSES = ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG', 'AFGEROND', 'AFGEWEZEN', 'INGETROKKEN'] as const;
type Status = (typeof STATUSES)[number];
type Search = {
  status?: string;
  verklaringType?: string;
  van?: string;
  tot?: string;
  q?: string;
  sort?: string;
  cursor?: string;
  behandelaar?: string;
};

const field = 'rounded-lg border border-line bg-white px-3 py-2 text-sm';

function href(base: Search, change: Partial<Search>): string {
  const merged: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...base, cursor: undefined, ...change })) if (v) merged[k] = v;
  const qs = new URLSearchParams(merged).toString();
  return `/adviseur/aanvragen${qs ? `?${qs}` : ''}`;
}

export default async function AdviseurDashboardPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [{ locale, t }, user, sp] = await Promise.all([getI18n(), requireUser(), searchParams]);
  if (user.rol !== 'ADVISEUR') redirect('/aanvragen');
  const status = STATUSES.includes(sp.status as Status) ? (sp.status as Status) : undefined;
  const verklaringType =
    sp.verklaringType === 'IKV' || sp.verklaringType === 'ORIENTATIE' ? sp.verklaringType : undefined;
  const sort = sp.sort === 'oudste' || sp.sort === 'bijgewerkt' ? sp.sort : 'nieuwste';
  const date = (v?: string) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  const behandelaar = sp.behandelaar && /^[A-Za-z0-9_-]{1,64}$/.test(sp.behandelaar) ? sp.behandelaar : undefined;
  let data: RouterOutputs['adviseur']['aanvragen']['list'] | undefined;
  let error: string | null = null;
  try {
    data = await (
      await serverApi()
    ).adviseur.aanvragen.list({
      status,
      verklaringType,
      van: date(sp.van),
      tot: date(sp.tot),
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
    van: date(sp.van),
    tot: date(sp.tot),
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
  const total = data ? Object.values(data.aantallenPerStatus).reduce((x, y) => x + y, 0) : 0;
  // counts of rows stop after a cap (API: totalCapped / aantallenPerStatusCapped): "more than 1 000", per status a lower bound
  const capped = data?.aantallenPerStatusCapped ?? false;
  // capped: the rows counted are the cap + 1, so more than the cap match
  const allCount = capped
    ? fill(t.adviseur.countMoreThan, { n: formatCount(total - 1, locale) })
    : formatCount(total, locale);
  const statusCount = (n: number) =>
    capped ? fill(t.adviseur.countAtLeast, { n: formatCount(n, locale) }) : formatCount(n, locale);
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
      <nav aria-label={t.aanvragen.status} className="flex flex-wrap gap-2">
        <Link
          href={href(base, { status: undefined })}
          aria-current={!status ? 'page' : undefined}
          className={cn(
            'rounded-full px-3 py-1 text-sm',
            !status ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
          )}
        >
          {t.adviseur.all} <span className="tabular-nums">({allCount})</span>
        </Link>
        {STATUSES.map((s) => (
          <Link
            key={s}
            href={href(base, { status: s })}
            aria-current={status === s ? 'page' : undefined}
            className={cn(
              'rounded-full px-3 py-1 text-sm',
              status === s ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
            )}
          >
            {t.aanvragen.statuses[s]}{' '}
            <span className="tabular-nums">({statusCount(data?.aantallenPerStatus[s] ?? 0)})</span>
          </Link>
        ))}
      </nav>
      {/* keyed by the query: Back, Forward and "Wissen" are client navigations that keep this form,
          and its fields (defaultValue) would otherwise keep what was typed or chosen before */}
      <form
        key={formKey}
        method="get"
        action="/adviseur/aanvragen"
        // as many columns as fit at 12rem each (not a fixed seven: beside the menu at 1280 px those cut
        // the dates and the choices off); the search takes two where there are two
        className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3 rounded-(--radius-card) border border-line bg-white p-4"
      >
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t.flow.handler}
          <select name="behandelaar" defaultValue={behandelaar ?? ''} className={field}>
            <option value="">{t.flow.handlerAny}</option>
            <option value="mij">{t.flow.handlerMine}</option>
            <option value="niemand">{t.flow.handlerNone}</option>
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-ink sm:col-span-2">
          {t.adviseur.search}
          <input
            type="search"
            name="q"
            defaultValue={sp.q ?? ''}
            placeholder={t.adviseur.searchPlaceholder}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t.adviseur.type}
          <select name="verklaringType" defaultValue={verklaringType ?? ''} className={field}>
            <option value="">{t.adviseur.anyType}</option>
            <option value="IKV">{t.aanvragen.typeIKV}</option>
            <option value="ORIENTATIE">{t.aanvragen.typeORIENTATIE}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t.adviseur.from}
          <input type="date" name="van" defaultValue={date(sp.van) ?? ''} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t.adviseur.to}
          <input type="date" name="tot" defaultValue={date(sp.tot) ?? ''} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t.adviseur.sort}
          <select name="sort" defaultValue={sort} className={field}>
            <option value="nieuwste">{t.adviseur.sortNewest}</option>
            <option value="oudste">{t.adviseur.sortOldest}</option>
            <option value="bijgewerkt">{t.adviseur.sortUpdated}</option>
          </select>
        </label>
        <div className="col-span-full flex items-end gap-2">
          <button type="submit" className={buttonClasses('primary', 'sm')}>
            {t.adviseur.apply}
          </button>
          <Link href="/adviseur/aanvragen" className={buttonClasses('ghost', 'sm')}>
            {t.adviseur.reset}
          </Link>
        </div>
      </form>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {data ? (
        <>
          <p className="text-sm text-muted" data-testid="dashboard-total">
            {data.totalCapped
              ? fill(t.adviseur.resultsCapped, { n: formatCount(data.total, locale) })
              : plural(t.flowUi.results, data.total, { n: formatCount(data.total, locale) })}
          </p>
          {data.items.length === 0 ? (
            <p className="text-sm text-muted">{t.adviseur.empty}</p>
          ) : (
            // one table; below 640 px each row is a card with status, company and date (the other
            // columns wait for a wider screen), so every request has one link and nothing is cut off
            <div className="rounded-(--radius-card) border border-line bg-white sm:overflow-x-auto">
              <table className="w-full text-left text-sm sm:min-w-[48rem]" data-testid="dashboard-table">
                <thead className="hidden border-b border-line bg-slate-50 text-muted sm:table-header-group">
                  <tr>
                    <th className="px-3 py-2 font-medium">#</th>
                    <th className="px-3 py-2 font-medium">{t.aanvragen.company}</th>
                    <th className="px-3 py-2 font-medium">{t.adviseur.entrepreneur}</th>
                    <th className="px-3 py-2 font-medium">{t.aanvragen.type}</th>
                    <th className="px-3 py-2 font-medium">{t.aanvragen.status}</th>
                    <th className="px-3 py-2 font-medium">{t.flow.handler}</th>
                    <th className="px-3 py-2 font-medium">{t.aanvragen.testIncome}</th>
                    <th className="px-3 py-2 font-medium">{t.aanvragen.created}</th>
                  </tr>
                </thead>
                <tbody className="block sm:table-row-group">
                  {data.items.map((a) => (
                    <tr
                      key={a.id}
                      className="flex flex-col gap-1 border-b border-line/60 p-3 last:border-0 hover:bg-slate-50 sm:table-row sm:p-0 sm:last:border-b"
                    >
                      <td className="hidden px-3 py-2 tabular-nums sm:table-cell">{a.nummer}</td>
                      <td className="order-2 block break-words sm:order-none sm:table-cell sm:px-3 sm:py-2">
                        <Link
                          href={`/adviseur/aanvragen/${a.id}`}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {a.bedrijfsnaam}
                        </Link>
                        <span className="block text-xs tabular-nums text-muted">KvK {a.kvkNummer}</span>
                      </td>
                      <td className="hidden px-3 py-2 sm:table-cell">
                        {a.ondernemerNaam}
                        <span className="block text-xs text-muted">{a.ondernemerEmail}</span>
                      </td>
                      <td className="hidden px-3 py-2 sm:table-cell">
                        {a.verklaringType === 'IKV' ? 'IKV' : t.aanvragen.typeORIENTATIE}
                      </td>
                      <td className="order-1 block sm:order-none sm:table-cell sm:px-3 sm:py-2">
                        <StatusBadge status={a.status} t={t} />
                      </td>
                      <td className="hidden px-3 py-2 sm:table-cell">
                        {a.behandelaar ? (a.behandelaar.id === user.id ? t.flow.you : a.behandelaar.naam) : '–'}
                      </td>
                      <td className="hidden px-3 py-2 tabular-nums sm:table-cell">
                        {a.toetsinkomen === null ? '–' : formatMoney(a.toetsinkomen, locale)}
                      </td>
                      <td className="order-3 block text-xs text-muted sm:order-none sm:table-cell sm:px-3 sm:py-2 sm:text-sm sm:text-ink">
                        <span className="sm:hidden">
                          {fill(t.flowUi.listCreated, { datum: formatDate(a.aangemaaktOp, locale) })}
                        </span>
                        <span className="hidden sm:inline">{formatDate(a.aangemaaktOp, locale)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="flex gap-2">
            {sp.cursor ? (
              <Link href={href(base, {})} className={buttonClasses('ghost', 'sm')}>
                {t.adviseur.first}
              </Link>
            ) : null}
            {data.nextCursor ? (
              <Link href={href(base, { cursor: data.nextCursor })} className={buttonClasses('secondary', 'sm')}>
                {t.adviseur.next} →
              </Link>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
