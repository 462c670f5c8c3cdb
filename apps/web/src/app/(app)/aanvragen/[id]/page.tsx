import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { TRPCError } from '@trpc/server';
import { buttonClasses } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { EmptyState } from '@ikv/ui/empty-state';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { fill } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { AanvraagDetail } from '~/modules/aanvragen/components/aanvraag-detail.tsx';
import { ResultActions } from '~/modules/aanvragen/components/result-actions.tsx';
import { StatusBadge } from '~/modules/aanvragen/components/status-badge.tsx';
import { WithdrawButton } from '~/modules/aanvragen/components/withdraw-button.tsx';
import { serverApi } from '~/trpc/server.ts';
import { ChatPanel } from '~/modules/chat/components/chat-panel.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.aanvragen.title };
}

async function load(id: string) {
  try {
    return await (await serverApi()).aanvragen.get({ id });
  } catch (e) {
    if (e instanceof TRPCError && (e.code === 'NOT_FOUND' || e.code === 'BAD_REQUEST')) return null;
    throw e;
  }
}

export default async function AanvraagPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [{ locale, t }, user] = await Promise.all([getI18n(), requireUser()]);
  if (user.rol === 'ADVISEUR') redirect(`/adviseur/aanvragen/${id}`);
  const a = await load(id);
  if (!a) {
    return (
      <EmptyState
        title={t.notFound.title}
        description={t.aanvragen.notFound}
        action={
          <Link href="/aanvragen" className={buttonClasses('primary')}>
            {t.aanvragen.back}
          </Link>
        }
      />
    );
  }
  const open = a.toegestaneOvergangen.includes('INGETROKKEN');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/aanvragen" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.aanvragen.back}
        </Link>
        <PageHeader
          className="mt-3"
          eyebrow={`${fill(t.aanvragen.number, { nummer: a.nummer })} · ${a.verklaringType === 'IKV' ? t.aanvragen.typeIKV : t.aanvragen.typeORIENTATIE}`}
          title={a.bedrijfsnaam}
          description={<StatusBadge status={a.status} t={t} />}
          actions={
            <Link href={`/bedrijven/${a.companyId}/boekjaren`} className={buttonClasses('secondary', 'sm')}>
              {t.aanvragen.editYears}
            </Link>
          }
        />
      </div>
      <AanvraagDetail
        a={a}
        t={t}
        locale={locale}
        resultActions={<ResultActions id={a.id} canCalculate={open} hasResult={a.ikvResultaat !== null} />}
        sidebar={
          open ? (
            <Card>
              <CardBody>
                <WithdrawButton id={a.id} />
              </CardBody>
            </Card>
          ) : null
        }
      />
      <ChatPanel aanvraagId={a.id} meId={user.id} rol="ONDERNEMER" />
    </div>
  );
}
