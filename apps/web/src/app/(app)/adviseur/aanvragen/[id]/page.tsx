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
import { RemarkForm, StatusForm } from '~/modules/adviseur/components/adviser-forms.tsx';
import { EigendomDecisionForm } from '~/modules/adviseur/components/eigendom-decision-form.tsx';
import { serverApi } from '~/trpc/server.ts';
import { ChatPanel } from '~/modules/chat/components/chat-panel.tsx';
import { AssignCard } from '~/modules/flow/components/assign-card.tsx';
import { GevraagdOverview } from '~/modules/flow/components/gevraagd-overview.tsx';
import { ControlePanel } from '~/modules/adviseur/components/controle-panel.tsx';
import { VerklaringGereedChecklist } from '~/modules/adviseur/components/verklaring-gereed-checklist.tsx';
import { WithdrawVerklaringForm } from '~/modules/adviseur/components/withdraw-verklaring-form.tsx';
import { VerklaringSummary } from '~/modules/verificatie/components/verklaring-summary.tsx';
import { IssueVerklaring, type IssueSummary } from '~/modules/adviseur/components/issue-verklaring.tsx';
import { computeGeldigTot } from '@ikv/api/rules/verklaring/verklaring';
import { formatDate, formatMoney } from '~/lib/format.ts';
import { IdentiteitForm } from '~/modules/adviseur/components/identiteit-form.tsx';
import { DubbeleClaimCard } from '~/modules/adviseur/components/dubbele-claims.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.adviseur.dashboardTitle };
}

async function load(id: string) {
  try {
    return await (await serverApi()).adviseur.aanvragen.get({ id });
  } catch (e) {
    if (e instanceof TRPCError && (e.code === 'NOT_FOUND' || e.code === 'BAD_REQUEST')) return null;
    throw e;
  }
}

export default async function AdviseurAanvraagPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [{ locale, t }, user] = await Promise.all([getI18n(), requireUser()]);
  if (user.rol !== 'ADVISEUR') redirect(`/aanvragen/${id}`);
  // the chat is read with the request, so the first HTML shows it (the browser fetches it if this
  // fails); listing it marks it read, so links here keep Next's default prefetch (e2e chat.spec)
  const [a, chat] = await Promise.all([
    load(id),
    serverApi()
      .then((api) => api.chat.list({ id }))
      .catch(() => undefined),
  ]);
  if (!a) {
    return (
      <EmptyState
        title={t.notFound.title}
        action={
          <Link href="/adviseur/aanvragen" className={buttonClasses('primary')}>
            {t.aanvragen.back}
          </Link>
        }
      />
    );
  }
  const open = ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'].includes(a.status);
  // an IKV statement is issued with its own button and confirmation, not through the status list
  const issuable = a.verklaringType === 'IKV' && a.toegestaneOvergangen.includes('AFGEROND');
  const r = a.ikvResultaat;
  const issueSummary: IssueSummary = {
    bedrijf: a.bedrijf.naam,
    kvkNummer: a.bedrijf.kvkNummer,
    aanvrager: `${a.ondernemer.voornaam} ${a.ondernemer.achternaam}`,
    aandeel:
      a.bedrijf.aandeelPercentage !== null && a.bedrijf.aandeelPercentage < 100
        ? fill(t.companies.share, { pct: a.bedrijf.aandeelPercentage })
        : null,
    toetsinkomen: r?.toetsinkomen != null ? formatMoney(r.toetsinkomen, locale) : t.aanvragen.notCalculated,
    jaren: r ? r.jaren.map((j) => j.jaar).join(', ') : '—',
    geldigTot: formatDate(computeGeldigTot(new Date()), locale),
  };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/adviseur/aanvragen" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.adviseur.dashboardTitle}
        </Link>
        <PageHeader
          className="mt-3"
          eyebrow={`${fill(t.aanvragen.number, { nummer: a.nummer })} · ${a.verklaringType === 'IKV' ? t.aanvragen.typeIKV : t.aanvragen.typeORIENTATIE}`}
          title={a.bedrijfsnaam}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge status={a.status} t={t} />
              <span className="text-sm text-muted">
                {a.ondernemer.voornaam} {a.ondernemer.achternaam} · {a.ondernemer.email}
              </span>
            </span>
          }
        />
      </div>
      <AanvraagDetail
        a={a}
        t={t}
        locale={locale}
        showEntrepreneur
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
          <>
            {a.verklaring ? (
              <VerklaringSummary v={a.verklaring} t={t} locale={locale}>
                {a.verklaring.status === 'GELDIG' ? <WithdrawVerklaringForm id={a.id} /> : null}
              </VerklaringSummary>
            ) : null}
            <Card>
              <CardBody>
                <AssignCard
                  id={a.id}
                  behandelaar={a.behandelaar}
                  meId={user.id}
                  status={a.status}
                  toegestaneOvergangen={a.toegestaneOvergangen}
                />
              </CardBody>
            </Card>
            {a.gevraagd.length > 0 ? (
              <Card>
                <CardBody className="flex flex-col gap-3">
                  <h2 className="text-lg font-semibold text-ink">{t.flow.askedTitle}</h2>
                  <GevraagdOverview items={a.gevraagd} t={t} locale={locale} />
                </CardBody>
              </Card>
            ) : null}
            <Card>
              <CardBody className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold text-ink">{t.adviseur.changeStatus}</h2>
                <VerklaringGereedChecklist a={a} t={t} locale={locale} />
                {issuable ? (
                  <IssueVerklaring id={a.id} ready={a.verklaringGereed.length === 0} summary={issueSummary} />
                ) : null}
                <StatusForm
                  id={a.id}
                  transitions={
                    issuable ? a.toegestaneOvergangen.filter((s) => s !== 'AFGEROND') : a.toegestaneOvergangen
                  }
                />
              </CardBody>
            </Card>
            <Card>
              <CardBody className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold text-ink">{t.adviseur.addRemark}</h2>
                <RemarkForm id={a.id} />
              </CardBody>
            </Card>
            <EigendomDecisionForm companyId={a.companyId} status={a.bedrijf.eigendom.status} />
            {a.verklaringType === 'IKV' ? <IdentiteitForm ondernemer={a.ondernemer} identiteit={a.identiteit} /> : null}
          </>
        }
      />
      <DubbeleClaimCard claim={a.dubbeleClaim} t={t} locale={locale} aanvraagId={a.id} />
      {a.verklaringType === 'IKV' ? <ControlePanel a={a} /> : null}
      <ChatPanel aanvraagId={a.id} meId={user.id} rol="ADVISEUR" initial={chat} />
    </div>
  );
}
