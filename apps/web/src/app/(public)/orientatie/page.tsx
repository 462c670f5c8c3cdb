import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { PageHeader } from '@ikv/ui/page-header';
import type { Locale } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatMoneyInput } from '~/lib/format.ts';
import { OrientatieCalculator } from '~/modules/orientatie/components/orientatie-calculator.tsx';
import { berekenFormulier } from '~/modules/orientatie/components/orientatie-bereken.ts';
import { startStateFor } from '~/modules/orientatie/components/orientatie-form-state.ts';
import { OrientatieUitslag } from '~/modules/orientatie/components/orientatie-uitslag.tsx';
import { getSessionUser } from '~/auth/session.ts';
import { leesOvername } from '~/modules/voorcheck/overname.server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.orientatie.metaTitle, description: t.orientatie.lead };
}

/**
 * Public: no account needed. The date of the calculation (it chooses the year's table) comes from the
 * server, and so does the outcome of the start values: the amount, the breakdown and the chart are
 * HTML from the server, the browser computes only after a change.
 */
/** A qualifying income carried in the address (?toetsinkomen=43667, from the pre-check): whole euros, else ignored. */
function startState(toetsinkomen: string | string[] | undefined, locale: Locale) {
  const n = typeof toetsinkomen === 'string' && /^\d{1,9}$/.test(toetsinkomen) ? Number(toetsinkomen) : null;
  const base = startStateFor(locale);
  return n === null ? base : { ...base, toetsinkomen: formatMoneyInput(n, locale) };
}

export default async function OrientatiePage({
  searchParams,
}: {
  searchParams: Promise<{ toetsinkomen?: string | string[] }>;
}) {
  const { t, locale } = await getI18n();
  const datum = new Date().toISOString();
  const startWaarden = startState((await searchParams).toetsinkomen, locale);
  const start = berekenFormulier(startWaarden, datum, locale);
  // figures kept from the pre-check go along: registration leads to a new company, where they are offered
  const meenemen = (await leesOvername()) !== null;
  const ingelogd = (await getSessionUser()) !== null;
  const aanvragen = ingelogd
    ? '/bedrijven'
    : meenemen
      ? `/registreren?callbackUrl=${encodeURIComponent('/bedrijven/toevoegen')}`
      : '/registreren';
  return (
    <div className="flex flex-col gap-8">
      <PageHeader eyebrow={t.orientatie.eyebrow} title={t.orientatie.title} description={t.orientatie.lead} />
      <OrientatieCalculator
        datum={datum}
        start={startWaarden}
        startBedrag={start.result?.maximaleHypotheek ?? null}
        startUitslag={<OrientatieUitslag uitkomst={start} locale={locale} t={t} />}
        cta={
          <Card className="border-brand-200 bg-brand-50">
            <CardBody>
              <h2 className="text-base font-semibold text-ink">{t.orientatie.ctaTitle}</h2>
              <p className="mt-1 text-sm text-slate-700">{t.orientatie.ctaText}</p>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
                <Link href={aanvragen} className={buttonClasses('primary', 'md')} data-testid="orientatie-aanvragen">
                  {t.orientatie.ctaButton}
                </Link>
                <Link href="/login" className="text-sm font-medium text-brand-700 underline underline-offset-2">
                  {t.orientatie.ctaLogin}
                </Link>
              </div>
            </CardBody>
          </Card>
        }
      />
    </div>
  );
}
