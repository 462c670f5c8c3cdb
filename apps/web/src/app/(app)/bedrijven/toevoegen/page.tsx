import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@ikv/ui/page-header';
import { getI18n } from '~/i18n/server.ts';
import { AddCompanyForm } from '~/modules/companies/components/add-company-form.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.addCompany.title };
}

export default async function AddCompanyPage() {
  const { t } = await getI18n();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8">
      <div>
        <Link href="/bedrijven" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.companies.title}
        </Link>
        <PageHeader className="mt-3" title={t.addCompany.title} description={t.addCompany.lead} />
      </div>
      <AddCompanyForm />
    </div>
  );
}
