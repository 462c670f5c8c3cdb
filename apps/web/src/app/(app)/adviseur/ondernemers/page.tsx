import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatDate } from '~/lib/format.ts';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.adviseur.ondernemersTitle };
}

export default async function OndernemersPage() {
  const [{ locale, t }, user] = await Promise.all([getI18n(), requireUser()]);
  if (user.rol !== 'ADVISEUR') redirect('/aanvragen');
  const rows = await (await serverApi()).adviseur.ondernemers();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/adviseur/aanvragen" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.adviseur.dashboardTitle}
        </Link>
        <PageHeader className="mt-3" title={t.adviseur.ondernemersTitle} description={t.adviseur.ondernemersLead} />
      </div>
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
                  <Link href={`/adviseur/aanvragen?q=${encodeURIComponent(o.email)}`} className="font-medium text-brand-700 hover:underline">
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
    </div>
  );
}
