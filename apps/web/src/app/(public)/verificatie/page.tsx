// /verificatie (public): drop or choose a PDF to check whether it is an issued statement, and how to
// see the seal on it in one's own PDF reader.
import type { Metadata } from 'next';
import { PageHeader } from '@ikv/ui/page-header';
import { getI18n } from '~/i18n/server.ts';
import { PdfCheck } from '~/modules/verificatie/components/pdf-check.tsx';
import { SealHelp } from '~/modules/verificatie/components/seal-help.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.verificatie.checkTitle };
}

export default async function VerificatieCheckPage() {
  const { t } = await getI18n();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title={t.verificatie.checkTitle} description={t.verificatie.checkLead} />
      <PdfCheck />
      <SealHelp t={t.verificatie} />
    </div>
  );
}
