import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { buttonClasses } from '@ikv/ui/button';
import { EmptyState } from '@ikv/ui/empty-state';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { fill } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatDate, formatMoney } from '~/lib/format.ts';
import { StatusBadge } from '~/modules/aanvragen/components/status-badge.tsx';
import { serverApi } from '~/trpc/server.ts';
import { KoppelingNotice } from '~/modules/integraties/components/koppeling-notice.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.aanvragen.title };
}

export default async function AanvragenPage() {
  const [{ locale, t }, user] = await Promise.all([getI18n(), requireUser()]);
  if (user.rol === 'ADVISEUR') redirect('/adviseur/aanvragen');
  const api = await serverApi();
  const [aanvragen, koppelingen] = await Promise.all([api.aanvragen.list(), api.integraties.account.list()]);
  const newLink = (
    <Link href="/aanvragen/nieuw" className={buttonClasses('primary', 'md')}>
      {t.aanvragen.new}
    </Link>
  );
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t.aanvragen.title} description={t.aanvragen.lead} actions={newLink} />
      <KoppelingNotice koppelingen={koppelingen} t={t} href="/instellingen#koppelingen" />
      {aanvragen.length === 0 ? (
        <EmptyState title={t.aanvragen.emptyTitle} description={t.aanvragen.emptyText} action={newLink} />
      ) : (
        <ul className="flex flex-col gap-3">
          {aanvragen.map((a) => (
            <li
              key={a.id}
              className="relative flex flex-wrap items-center justify-between gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) hover:shadow-md"
            >
              <div className="min-w-0">
                <p className="text-sm text-muted">
                  {fill(t.aanvragen.number, { nummer: a.nummer })} ·{' '}
                  {a.verklaringType === 'IKV' ? t.aanvragen.typeIKV : t.aanvragen.typeORIENTATIE}
                  {a.eigen ? null : (
                    <span
                      className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
                      data-testid="partner-request"
                    >
                      {t.flowUi.asPartner}
                    </span>
                  )}
                </p>
                <h2 className="text-base font-semibold text-ink">
                  <Link href={`/aanvragen/${a.id}`} className="after:absolute after:inset-0">
                    {a.bedrijfsnaam}
                  </Link>
                </h2>
                <p className="text-xs text-muted">
                  {t.aanvragen.created} {formatDate(a.aangemaaktOp, locale)}
                </p>
              </div>
              <div className="flex items-center gap-4">
                <span className="text-sm tabular-nums text-ink">
                  {a.toetsinkomen === null ? t.aanvragen.notCalculated : formatMoney(a.toetsinkomen, locale)}
                </span>
                <StatusBadge status={a.status} t={t} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
