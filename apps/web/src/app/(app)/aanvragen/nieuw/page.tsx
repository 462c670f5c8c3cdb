import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { buttonClasses } from '@ikv/ui/button';
import { EmptyState } from '@ikv/ui/empty-state';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { NewAanvraagForm } from '~/modules/indienen/components/new-aanvraag-form.tsx';
import { ownershipConfirmed } from '~/modules/documents/document-checklist.rules.ts';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.aanvragen.newTitle };
}

export default async function NewAanvraagPage({ searchParams }: { searchParams: Promise<{ bedrijf?: string }> }) {
  const [{ t }, user, sp] = await Promise.all([getI18n(), requireUser(), searchParams]);
  if (user.rol !== 'ONDERNEMER') redirect('/adviseur/aanvragen');
  const companies = await (await serverApi()).companies.list();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div>
        <Link href="/aanvragen" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.aanvragen.back}
        </Link>
        <PageHeader className="mt-3" title={t.aanvragen.newTitle} description={t.aanvragen.newLead} />
      </div>
      {companies.length === 0 ? (
        <EmptyState
          title={t.aanvragen.noCompanies}
          action={
            <Link href="/bedrijven/toevoegen" className={buttonClasses('primary')}>
              {t.aanvragen.addCompany}
            </Link>
          }
        />
      ) : (
        <NewAanvraagForm
          companies={companies.map((c) => ({
            id: c.id,
            naam: c.naam,
            kvkNummer: c.kvkNummer,
            eigendomBevestigd: ownershipConfirmed(c),
            waarschuwingen: c.waarschuwingen,
          }))}
          initialCompanyId={sp.bedrijf}
        />
      )}
    </div>
  );
}
