import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { buttonClasses } from '@ikv/ui/button';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatDate } from '~/lib/format.ts';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.adviseur.ondernemersTitle };
}

const PAGE_SIZE = 50;

export default async function OndernemersPage({
  searchParams,
}: {
  searchParams: Promise<{ zoek?: string; na?: string }>;
}) {
  const [{ locale, t }, user, sp] = await Promise.all([getI18n(), requireUser(), searchParams]);
  if (user.rol !== 'ADVISEUR') redirect('/aanvragen');
  const api = await serverApi();
  const zoek = (sp.zoek ?? '').trim().slice(0, 100);
  // keyset pages in name order: `na` is the id of the last entrepreneur of the previous page
  const na = sp.na && /^[A-Za-z0-9_-]{1,64}$/.test(sp.na) ? sp.na : undefined;
  const [rows, found] = await Promise.all([
    api.adviseur.ondernemers({ na, limit: PAGE_SIZE }).catch(() => api.adviseur.ondernemers({ limit: PAGE_SIZE })),
    zoek.length >= 2 ? api.adviseur.searchUsers({ q: zoek }) : Promise.resolve(null),
  ]);
  const last = rows.length === PAGE_SIZE ? rows[PAGE_SIZE - 1] : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/adviseur/aanvragen" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.adviseur.dashboardTitle}
        </Link>
        <PageHeader className="mt-3" title={t.adviseur.ondernemersTitle} description={t.adviseur.ondernemersLead} />
      </div>
      <section
        className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4"
        aria-labelledby="user-search"
      >
        <h2 id="user-search" className="text-base font-semibold text-ink">
          {t.adviseur.userSearch}
        </h2>
        <form method="get" action="/adviseur/ondernemers" className="flex flex-wrap items-end gap-2">
          <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm text-muted">
            {t.adviseur.userSearchHint}
            <input
              type="search"
              name="zoek"
              minLength={2}
              maxLength={100}
              defaultValue={zoek}
              className="rounded-lg border border-line px-3 py-2 text-sm text-ink"
            />
          </label>
          <button type="submit" className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-medium text-white">
            {t.adviseur.search}
          </button>
        </form>
        {found ? (
          found.length === 0 ? (
            <p className="text-sm text-muted">{t.adviseur.userSearchNone}</p>
          ) : (
            <ul className="divide-y divide-line text-sm" data-testid="zoekresultaten">
              {found.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium text-ink">
                      {u.voornaam} {u.achternaam}
                    </span>{' '}
                    <span className="text-muted">{u.email}</span>
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="text-xs text-muted">
                      {u.rol === 'ADVISEUR' ? t.adviseur.roleADVISEUR : t.adviseur.roleONDERNEMER}
                    </span>
                    {u.rol === 'ONDERNEMER' ? (
                      <Link
                        href={`/adviseur/aanvragen?q=${encodeURIComponent(u.email)}`}
                        className="text-brand-700 hover:underline"
                      >
                        {t.adviseur.requests}
                      </Link>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
      <div className="overflow-x-auto rounded-(--radius-card) border border-line bg-white">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-line bg-slate-50 text-muted">
            <tr>
              <th className="px-3 py-2 font-medium">{t.adviseur.entrepreneur}</th>
              <th className="px-3 py-2 font-medium">{t.adviseur.requests}</th>
              <th className="px-3 py-2 font-medium">{t.adviseur.openRequests}</th>
              <th className="px-3 py-2 font-medium">{t.adviseur.lastRequest}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id} className="border-b border-line/60">
                <td className="px-3 py-2">
                  <Link
                    href={`/adviseur/aanvragen?q=${encodeURIComponent(o.email)}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {o.voornaam} {o.achternaam}
                  </Link>
                  <span className="block text-xs text-muted">{o.email}</span>
                </td>
                <td className="px-3 py-2 tabular-nums">{o.aantalAanvragen}</td>
                <td className="px-3 py-2 tabular-nums">{o.openAanvragen}</td>
                <td className="px-3 py-2">{o.laatsteAanvraagOp ? formatDate(o.laatsteAanvraagOp, locale) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex gap-2">
        {na ? (
          <Link href="/adviseur/ondernemers" className={buttonClasses('ghost', 'sm')}>
            {t.adviseur.first}
          </Link>
        ) : null}
        {last ? (
          <Link
            href={`/adviseur/ondernemers?na=${encodeURIComponent(last.id)}`}
            className={buttonClasses('secondary', 'sm')}
          >
            {t.adviseur.next} →
          </Link>
        ) : null}
      </div>
    </div>
  );
}
