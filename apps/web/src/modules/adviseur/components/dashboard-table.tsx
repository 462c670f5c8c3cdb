// The requests found on the adviser's dashboard (app/(app)/adviseur/aanvragen/page.tsx): how many,
// one page of them as a table, and the links to the first and the next page.
import Link from 'next/link';
import type { RouterOutputs } from '@ikv/api';
import { buttonClasses } from '@ikv/ui/button';
import { fill, plural, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatCount, formatDate, formatMoney } from '~/lib/format.ts';
import { StatusBadge } from '~/modules/aanvragen/components/status-badge.tsx';
import { href, type Search } from './dashboard-search.ts';

type DashboardList = RouterOutputs['adviseur']['aanvragen']['list'];

export function DashboardResults({
  data,
  base,
  cursor,
  userId,
  t,
  locale,
}: {
  data: DashboardList;
  base: Search;
  /** the page shown is not the first */
  cursor: string | undefined;
  userId: string;
  t: Dictionary;
  locale: Locale;
}) {
  return (
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
                <DashboardRow key={a.id} a={a} userId={userId} t={t} locale={locale} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex gap-2">
        {cursor ? (
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
  );
}

function DashboardRow({
  a,
  userId,
  t,
  locale,
}: {
  a: DashboardList['items'][number];
  userId: string;
  t: Dictionary;
  locale: Locale;
}) {
  return (
    <tr className="flex flex-col gap-1 border-b border-line/60 p-3 last:border-0 hover:bg-slate-50 sm:table-row sm:p-0 sm:last:border-b">
      <td className="hidden px-3 py-2 tabular-nums sm:table-cell">{a.nummer}</td>
      <td className="order-2 block break-words sm:order-none sm:table-cell sm:px-3 sm:py-2">
        <Link href={`/adviseur/aanvragen/${a.id}`} className="font-medium text-brand-700 hover:underline">
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
        {a.behandelaar ? (a.behandelaar.id === userId ? t.flow.you : a.behandelaar.naam) : '–'}
      </td>
      <td className="hidden px-3 py-2 tabular-nums sm:table-cell">
        {a.toetsinkomen === null ? '–' : formatMoney(a.toetsinkomen, locale)}
      </td>
      <td className="order-3 block text-xs text-muted sm:order-none sm:table-cell sm:px-3 sm:py-2 sm:text-sm sm:text-ink">
        <span className="sm:hidden">{fill(t.flowUi.listCreated, { datum: formatDate(a.aangemaaktOp, locale) })}</span>
        <span className="hidden sm:inline">{formatDate(a.aangemaaktOp, locale)}</span>
      </td>
    </tr>
  );
}
