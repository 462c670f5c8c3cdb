// The filters of the adviser's dashboard (app/(app)/adviseur/aanvragen/page.tsx): the status tabs with
// their counts, and the form (a plain GET, so it works without JavaScript) for the other filters.
import Link from 'next/link';
import type { RouterOutputs } from '@ikv/api';
import { buttonClasses } from '@ikv/ui/button';
import { cn } from '@ikv/ui/cn';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatCount } from '~/lib/format.ts';
import { href, STATUSES, type DashboardFilters, type Search, type Status } from './dashboard-search.ts';

type DashboardList = RouterOutputs['adviseur']['aanvragen']['list'];

const field = 'rounded-lg border border-line bg-white px-3 py-2 text-sm';

export function DashboardStatusNav({
  base,
  status,
  data,
  t,
  locale,
}: {
  base: Search;
  status: Status | undefined;
  data: DashboardList | undefined;
  t: Dictionary;
  locale: Locale;
}) {
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
  );
}

export function DashboardFilterForm({
  formKey,
  filters,
  q,
  t,
}: {
  /** the whole query string: see the key below */
  formKey: string;
  filters: DashboardFilters;
  /** the search as typed */
  q: string | undefined;
  t: Dictionary;
}) {
  const { status, behandelaar, verklaringType, van, tot, sort } = filters;
  // keyed by the query: Back, Forward and "Wissen" are client navigations that keep this form,
  // and its fields (defaultValue) would otherwise keep what was typed or chosen before
  return (
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
          defaultValue={q ?? ''}
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
        <input type="date" name="van" defaultValue={van ?? ''} className={field} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {t.adviseur.to}
        <input type="date" name="tot" defaultValue={tot ?? ''} className={field} />
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
  );
}
