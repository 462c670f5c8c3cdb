'use client';
// The public calculator: the same pure rules as POST /orientatie, computed in the browser on every
// change (no request, no account); the breakdown, the chart and the call to action to get an IKV.
import { useDeferredValue, useMemo, useState } from 'react';
import Link from 'next/link';
import { buttonClasses } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { formatMoney } from '~/lib/format.ts';
import { OrientatieBreakdown } from './orientatie-breakdown.tsx';
import { OrientatieChart } from './orientatie-chart.tsx';
import { OrientatieFields } from './orientatie-fields.tsx';
import { berekenFormulier, START_STATE, toInvoer, type OrientatieFormState, type OrientatieUitkomst } from './orientatie-form-state.ts';

/**
 * `initial` is the outcome of the start values, computed on the server: the page shows it at once and
 * the browser computes only when the visitor changes something (the exact big-number arithmetic of
 * 30 rates is seconds of main-thread work on a slow phone).
 */
export function OrientatieCalculator({ datum, initial }: { datum: string; initial: OrientatieUitkomst }) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<OrientatieFormState>(START_STATE);
  const deferred = useDeferredValue(state);
  const { errors, result, curve } = useMemo(() => (deferred === START_STATE ? initial : berekenFormulier(deferred, datum)), [deferred, datum, initial]);
  const shownErrors = toInvoer(state, true).errors;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Card>
        <CardBody>
          <h2 className="mb-4 text-base font-semibold text-ink">{t.orientatie.inputs}</h2>
          <form onSubmit={(e) => e.preventDefault()} aria-label={t.orientatie.inputs}>
            <OrientatieFields state={state} errors={shownErrors} onChange={setState} metInkomen />
          </form>
        </CardBody>
      </Card>
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardBody className="flex flex-col gap-5">
            <section aria-live="polite" aria-atomic="true">
              <h2 className="text-sm font-medium text-muted">{t.orientatie.maxMortgage}</h2>
              <p className="mt-1 text-4xl font-bold tracking-tight text-ink tabular-nums" data-testid="max-hypotheek">
                {result ? formatMoney(result.maximaleHypotheek, locale).replace(/[.,]00$/, '') : '–'}
              </p>
              <p className="mt-1 text-xs text-muted">{t.orientatie.disclaimer}</p>
            </section>
            {result && Object.keys(errors).length === 0 ? (
              <>
                <OrientatieBreakdown o={result} locale={locale} t={t} />
                <OrientatieChart punten={curve} huidigePct={result.toetsrentePct} locale={locale} t={t} />
              </>
            ) : null}
          </CardBody>
        </Card>
        <Card className="border-brand-200 bg-brand-50">
          <CardBody>
            <h2 className="text-base font-semibold text-ink">{t.orientatie.ctaTitle}</h2>
            <p className="mt-1 text-sm text-slate-700">{t.orientatie.ctaText}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Link href="/registreren" className={buttonClasses('primary', 'md')}>
                {t.orientatie.ctaButton}
              </Link>
              <Link href="/login" className="text-sm font-medium text-brand-700 underline underline-offset-2">
                {t.orientatie.ctaLogin}
              </Link>
            </div>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
