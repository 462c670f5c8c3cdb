import type { Metadata } from 'next';
import { PageHeader } from '@ikv/ui/page-header';
import { peildatumOf } from '@ikv/api/shared/peildatum.rules';
import { getI18n } from '~/i18n/server.ts';
import { VoorcheckForm } from '~/modules/voorcheck/components/voorcheck-form.tsx';
import { standaardJaren, valuesFromInput, type VoorcheckState } from '~/modules/voorcheck/voorcheck-form-state.ts';
import { leesOvername } from '~/modules/voorcheck/overname.server.ts';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.voorcheck.metaTitle, description: t.voorcheck.lead };
}

/**
 * The figures he kept (left for /orientatie or registration): back in the form, with their result
 * (computed again with today's rules; if that is refused, the figures alone).
 */
async function bewaard(locale: 'nl' | 'en'): Promise<VoorcheckState | undefined> {
  const input = await leesOvername();
  if (!input) return undefined;
  const values = valuesFromInput(input, locale);
  try {
    const result = await (await serverApi()).ikv.precheck(input);
    return { status: 'ok', values, result };
  } catch {
    return { status: 'idle', values };
  }
}

/**
 * Public: no account needed. The typed form posts to a server action (it works without JavaScript);
 * the figures go to ikv.precheck and come back in the answer only.
 */
export default async function VoorcheckPage() {
  const { t, locale } = await getI18n();
  const jaar = Number(peildatumOf(new Date()).slice(0, 4));
  const start = await bewaard(locale);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader eyebrow={t.voorcheck.eyebrow} title={t.voorcheck.title} description={t.voorcheck.lead} />
      <VoorcheckForm jaren={standaardJaren(jaar)} start={start} />
    </div>
  );
}
