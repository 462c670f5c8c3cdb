import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@ikv/ui/page-header';
import { getI18n } from '~/i18n/server.ts';
import { AddCompanyForm } from '~/modules/companies/components/add-company-form.tsx';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.addCompany.title };
}

export default async function AddCompanyPage() {
  const { t } = await getI18n();
  // whose name and birth date the register check uses (and the link fixes): shown, the birth date asked inline
  const ik = await (await serverApi()).ondernemer.get().catch(() => null);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8">
      <div>
        <Link href="/bedrijven" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.companies.title}
        </Link>
        <PageHeader className="mt-3" title={t.addCompany.title} description={t.addCompany.lead} />
      </div>
      <AddCompanyForm
        persoon={
          ik
            ? {
                naam: `${ik.voornaam} ${ik.achternaam}`,
                geboortedatum: ik.geboortedatum,
                vast: ik.persoonsgegevensVast,
              }
            : null
        }
      />
    </div>
  );
}
