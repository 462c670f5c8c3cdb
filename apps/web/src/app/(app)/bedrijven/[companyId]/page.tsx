import { rechtsvormWeergave } from '@ikv/api/rules/ikv-berekening/rechtsvorm-weergave';
import { partnerWarningText } from '~/modules/companies/partner-warning-text.ts';
import type { Metadata } from 'next';
import Link from 'next/link';
import { TRPCError } from '@trpc/server';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { buttonClasses } from '@ikv/ui/button';
import { EmptyState } from '@ikv/ui/empty-state';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { fill } from '~/i18n/locale.ts';
import { messageForProblem } from '~/lib/problem-message.ts';
import { getI18n } from '~/i18n/server.ts';
import { ownerCheckText } from '~/modules/companies/owner-check-text.ts';
import { EigendomStatus } from '~/modules/companies/components/eigendom-status.tsx';
import { ManageCompany } from '~/modules/companies/components/manage-company.tsx';
import { RegistryRecord } from '~/modules/companies/components/registry-record.tsx';
import { PartnersPanel } from '~/modules/partners/components/partners-panel.tsx';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.companyAdmin.details };
}

async function load(companyId: string) {
  const api = await serverApi();
  try {
    const [company, partners, pending] = await Promise.all([
      api.companies.get({ companyId }),
      api.companies.partners.list({ companyId }),
      api.companies.partners.pending({ companyId }),
    ]);
    const registration = await api.kvk
      .registration({ kvkNummer: company.kvkNummer })
      .then((r) => ({ ok: true as const, r }))
      .catch((e: unknown) => ({
        ok: false as const,
        code: e instanceof Error ? (e.cause as { code?: unknown } | undefined)?.code : undefined,
      }));
    return { company, partners, pending, registration };
  } catch (e) {
    if (e instanceof TRPCError && (e.code === 'NOT_FOUND' || e.code === 'BAD_REQUEST' || e.code === 'FORBIDDEN'))
      return null;
    throw e;
  }
}

export default async function CompanyPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const [{ t, locale }, user, data] = await Promise.all([getI18n(), requireUser(), load(companyId)]);
  if (!data) {
    return (
      <EmptyState
        title={t.notFound.title}
        description={t.companyAdmin.notFound}
        action={
          <Link href="/bedrijven" className={buttonClasses('primary')}>
            {t.companyAdmin.backToCompanies}
          </Link>
        }
      />
    );
  }
  const { company, partners, pending, registration } = data;
  const checkText = ownerCheckText(t, company.eigenaarCheck);
  const isOwner = company.rol === 'EIGENAAR';
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link href="/bedrijven" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.companyAdmin.backToCompanies}
        </Link>
        <PageHeader
          className="mt-3"
          title={company.naam}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone="neutral" className="tabular-nums">
                KvK {company.kvkNummer}
              </Badge>
              <Badge tone="brand">
                <span>{rechtsvormWeergave(company.rechtsvorm, locale)}</span>
              </Badge>
              <Badge tone={isOwner ? 'brand' : 'neutral'}>
                {isOwner ? t.companyAdmin.owner : t.companyAdmin.partner} · {company.aandeelPercentage} %
              </Badge>
              <span className="text-sm text-muted">
                {company.adres.straat}, {company.adres.postcode} {company.adres.plaats}
              </span>
            </span>
          }
          actions={
            <Link href={`/bedrijven/${company.id}/boekjaren`} className={buttonClasses('primary')}>
              {t.companyAdmin.yearsLink}
            </Link>
          }
        />
      </div>

      {company.waarschuwingen.length ? (
        <Alert tone="warning" title={t.companyAdmin.warnings} role="note">
          <ul className="list-disc pl-5">
            {company.waarschuwingen.map((w) => (
              <li key={w.code}>{partnerWarningText(w, t, locale)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {/* one card for ownership: its status and the trade register's check behind it (not two cards saying the same) */}
      <EigendomStatus
        companyId={company.id}
        eigendom={company.eigendom}
        registerCheck={checkText}
        t={t}
        locale={locale}
      />

      <PartnersPanel
        companyId={company.id}
        isOwner={isOwner}
        myUserId={user.id}
        partners={partners}
        pending={pending}
        isEenmanszaak={/eenmanszaak/i.test(company.rechtsvorm)}
      />

      {registration.ok ? (
        <RegistryRecord record={registration.r} />
      ) : (
        <Alert tone="warning" role="note">
          {fill(t.companyAdmin.registryUnavailable, { detail: messageForProblem(registration, t) })}
        </Alert>
      )}

      {isOwner ? <ManageCompany company={company} /> : null}
    </div>
  );
}
