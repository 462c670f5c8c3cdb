import type { Metadata } from 'next';
import { PageHeader } from '@ikv/ui/page-header';
import { getI18n } from '~/i18n/server.ts';
import { OrientatieCalculator } from '~/modules/orientatie/components/orientatie-calculator.tsx';
import { berekenFormulier, START_STATE } from '~/modules/orientatie/components/orientatie-form-state.ts';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.orientatie.metaTitle, description: t.orientatie.lead };
}

/** Public: no account needed. The date of the calculation (it chooses the year's table) comes from the server. */
export default async function OrientatiePage() {
  const { t } = await getI18n();
  const datum = new Date().toISOString();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader eyebrow={t.orientatie.eyebrow} title={t.orientatie.title} description={t.orientatie.lead} />
      <OrientatieCalculator datum={datum} initial={berekenFormulier(START_STATE, datum)} />
    </div>
  );
}
