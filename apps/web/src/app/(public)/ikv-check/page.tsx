import type { Metadata } from 'next';
import { PageHeader } from '@ikv/ui/page-header';
import { peildatumOf } from '@ikv/api/shared/peildatum.rules';
import { getI18n } from '~/i18n/server.ts';
import { VoorcheckForm } from '~/modules/voorcheck/components/voorcheck-form.tsx';
import { standaardJaren } from '~/modules/voorcheck/voorcheck-form-state.ts';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.voorcheck.metaTitle, description: t.voorcheck.lead };
}

/**
 * Public: no account needed. The typed form posts to a server action (it works without JavaScript);
 * the figures go to ikv.precheck and come back in the answer only.
 */
export default async function VoorcheckPage() {
  const { t } = await getI18n();
  const jaar = Number(peildatumOf(new Date()).slice(0, 4));
  return (
    <div className="flex flex-col gap-8">
      <PageHeader eyebrow={t.voorcheck.eyebrow} title={t.voorcheck.title} description={t.voorcheck.lead} />
      <VoorcheckForm jaren={standaardJaren(jaar)} />
    </div>
  );
}
