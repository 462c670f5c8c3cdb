import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { TRPCError } from '@trpc/server';
import { buttonClasses } from '@ikv/ui/button';
import { Alert } from '@ikv/ui/alert';
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
import { VerklaringSummary } from '~/modules/verificatie/components/verklaring-summary.tsx';
import { ChatPanel } from '~/modules/chat/components/chat-panel.tsx';
import { AanvullingPanel } from '~/modules/flow/components/aanvulling-panel.tsx';
import { GevraagdOverview } from '~/modules/flow/components/gevraagd-overview.tsx';
import { DocumentChecklist } from '~/modules/documents/document-checklist.tsx';
import { DocumentList } from '~/modules/documents/document-list.tsx';
import { ownershipConfirmed, requestYears } from '~/modules/documents/document-checklist.rules.ts';
import { amsterdamYear } from '@ikv/api/shared/amsterdam-time';

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
  // a partner of the company reads the request, its result and PDF, and chats; only the applicant acts on it
  const eigen = a.ondernemer.id === user.id;
  const open = eigen && a.toegestaneOvergangen.includes('INGETROKKEN');
  // what was asked and already supplied stays in view (the open items are in the panel above it)
  const answered = a.gevraagd.filter((g) => g.aangevuldOp !== null);
  // the company, its documents and the chat are read here, so the first HTML shows them and the
  // browser renders them once (a part that fails here is fetched by the browser, which says why).
  // Listing the chat marks it read: links here keep Next's default prefetch, which stops at the
  // layouts (a full prefetch would run this page; e2e chat.spec checks it)
  const api = await serverApi();
  const [company, documents, chat] = await Promise.all([
    api.companies.get({ companyId: a.companyId }).catch(() => null),
    api.documents.list({ companyId: a.companyId }).catch(() => undefined),
    api.chat.list({ id: a.id }).catch(() => undefined),
  ]);
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
            open ? (
              <Link href={`/bedrijven/${a.companyId}/boekjaren`} className={buttonClasses('secondary', 'sm')}>
                {t.aanvragen.editYears}
              </Link>
            ) : null
          }
        />
      </div>
      {eigen ? null : (
        <Alert tone="info">
          {fill(t.flowUi.partnerCanCannot, { naam: `${a.ondernemer.voornaam} ${a.ondernemer.achternaam}` })}
        </Alert>
      )}
      {eigen && a.gevraagd.length > 0 ? (
        <AanvullingPanel aanvraagId={a.id} companyId={a.companyId} items={a.gevraagd} status={a.status} />
      ) : null}
      {answered.length > 0 ? (
        <Card>
          <CardBody className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-ink">{t.flowUi.askedHistoryTitle}</h2>
            <GevraagdOverview items={answered} t={t} locale={locale} />
          </CardBody>
        </Card>
      ) : null}
      {a.verklaring ? <VerklaringSummary v={a.verklaring} t={t} locale={locale} /> : null}
      <AanvraagDetail
        a={a}
        t={t}
        locale={locale}
        resultActions={
          <ResultActions
            id={a.id}
            canCalculate={open}
            hasResult={a.ikvResultaat !== null}
            orientatie={a.verklaringType === 'ORIENTATIE'}
            uitgegeven={a.verklaring !== null}
          />
        }
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
      <section aria-labelledby="aanvraag-documenten" className="flex flex-col gap-3">
        <h2 id="aanvraag-documenten" className="text-lg font-semibold text-ink">
          {t.documents.title}
        </h2>
        <DocumentChecklist
          companyId={a.companyId}
          jaren={requestYears(a, amsterdamYear(new Date()))}
          eigendomBevestigd={company ? ownershipConfirmed(company) : false}
          uploadHref={`/bedrijven/${a.companyId}/boekjaren#bewijsstukken`}
          initial={documents}
        />
        <DocumentList companyId={a.companyId} initial={documents} />
        <Link
          href={`/bedrijven/${a.companyId}/boekjaren#bewijsstukken`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t.documents.checklistUploadLink}
        </Link>
      </section>
      <ChatPanel aanvraagId={a.id} meId={user.id} rol="ONDERNEMER" initial={chat} />
    </div>
  );
}
