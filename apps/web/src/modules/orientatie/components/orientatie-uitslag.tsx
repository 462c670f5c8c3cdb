// What follows the amount: the breakdown and the chart, or nothing while a field is wrong. No hooks:
// the server renders it for the start values, the browser (orientatie-live.tsx) after a change.
import type { Dictionary, Locale } from '~/i18n/locale.ts';
import { OrientatieBreakdown } from './orientatie-breakdown.tsx';
import { OrientatieChart } from './orientatie-chart.tsx';
import type { OrientatieUitkomst } from './orientatie-form-state.ts';

export function OrientatieUitslag({
  uitkomst,
  locale,
  t,
}: {
  uitkomst: OrientatieUitkomst;
  locale: Locale;
  t: Dictionary;
}) {
  const { result, errors, curve } = uitkomst;
  if (!result || Object.keys(errors).length > 0) return null;
  return (
    <>
      <OrientatieBreakdown o={result} locale={locale} t={t} />
      <OrientatieChart punten={curve} huidigePct={result.toetsrentePct} locale={locale} t={t} />
    </>
  );
}
