'use client';
// The public calculator: the same pure rules as POST /orientatie, computed in the browser on every
// change (no request, no account); the breakdown, the chart and the call to action to get an IKV.
import { useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@ikv/ui/alert';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { formatMoney } from '~/lib/format.ts';
import { OrientatieFields } from './orientatie-fields.tsx';
import { startStateFor, toInvoer, type OrientatieFormState } from './orientatie-form-state.ts';
import type * as RekenmoduleExports from './orientatie-live.tsx';

type Rekenmodule = typeof RekenmoduleExports;

/**
 * The start values are computed and rendered on the server (`startBedrag`, `startUitslag`: the
 * breakdown and the chart as HTML), so the page is complete without JavaScript and loads no rules.
 * The rules (the exact big-number arithmetic of 30 rates, the law's tables) and the client-side
 * breakdown and chart come as a second download on the visitor's first focus or change. The
 * Suspense boundary never shows a fallback (nothing in it suspends); it lets React hydrate the fields
 * as a task of their own (the page wraps the server-rendered slots likewise). A boundary here around
 * the slots themselves would make the server stream them out of order, i.e. need JavaScript to show.
 */
export function OrientatieCalculator({
  datum,
  startBedrag,
  startUitslag,
  cta,
  start: startWaarden,
}: {
  datum: string;
  startBedrag: number | null;
  startUitslag: ReactNode;
  cta: ReactNode;
  start?: OrientatieFormState;
}) {
  const { t, locale } = useI18n();
  // the page's start values (a qualifying income carried from the pre-check), else the calculator's own in the reader's notation
  const start = startWaarden ?? startStateFor(locale);
  const [state, setState] = useState<OrientatieFormState>(start);
  const [rekenmodule, setRekenmodule] = useState<Rekenmodule | null>(null);
  const [laadFout, setLaadFout] = useState(false);
  const laden = useRef<Promise<void> | null>(null);
  const laadRekenmodule = () => {
    laden.current ??= import('./orientatie-live.tsx').then(
      (m) => {
        setLaadFout(false);
        setRekenmodule(m);
      },
      () => {
        laden.current = null; // the next change tries again
        setLaadFout(true);
      },
    );
  };
  const deferred = useDeferredValue(state);
  const live = useMemo(
    () => (deferred === start || !rekenmodule ? null : rekenmodule.berekenFormulier(deferred, datum, locale)),
    [deferred, start, datum, rekenmodule, locale],
  );
  const shownErrors = toInvoer(state, true, locale).errors;
  const bedrag = live
    ? live.result && Object.keys(live.errors).length === 0
      ? live.result.maximaleHypotheek
      : null
    : startBedrag;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Card>
        <CardBody>
          <h2 className="mb-4 text-base font-semibold text-ink">{t.orientatie.inputs}</h2>
          <form
            onSubmit={(e) => e.preventDefault()}
            onFocus={laadRekenmodule}
            onPointerDown={laadRekenmodule}
            aria-label={t.orientatie.inputs}
          >
            <OrientatieFields
              state={state}
              errors={shownErrors}
              onChange={(next) => {
                laadRekenmodule();
                setState(next);
              }}
              metInkomen
            />
          </form>
          {/* on a phone the result lies a screen below the inputs: a summary stays in view while
              they change (the result below is the one read out, so this copy is not announced) */}
          <div
            className="sticky bottom-0 z-10 -mx-5 mt-5 -mb-5 rounded-b-(--radius-card) border-t border-line bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6 lg:hidden"
            data-testid="orientatie-sticky"
            aria-hidden="true"
          >
            <p className="text-xs text-muted">{t.orientatie.maxMortgage}</p>
            <p className="text-2xl font-bold tracking-tight text-ink tabular-nums">
              {bedrag !== null ? formatMoney(bedrag, locale).replace(/[.,]00$/, '') : '–'}
            </p>
          </div>
        </CardBody>
      </Card>
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardBody className="flex flex-col gap-5">
            <section aria-live="polite" aria-atomic="true">
              <h2 className="text-sm font-medium text-muted">{t.orientatie.maxMortgage}</h2>
              <p className="mt-1 text-4xl font-bold tracking-tight text-ink tabular-nums" data-testid="max-hypotheek">
                {bedrag !== null ? formatMoney(bedrag, locale).replace(/[.,]00$/, '') : '–'}
              </p>
              <p className="mt-1 text-xs text-muted">{t.orientatie.disclaimer}</p>
            </section>
            {laadFout ? <Alert tone="error">{t.orientatie.loadError}</Alert> : null}
            {live && rekenmodule ? (
              <rekenmodule.OrientatieUitslag uitkomst={live} locale={locale} t={t} />
            ) : (
              startUitslag
            )}
          </CardBody>
        </Card>
        {cta}
      </div>
    </div>
  );
}
