// The pre-check's answer: the indicative qualifying income and outcome, each year's solvency and liquidity,
// what is missing, the explanation, the document list and the way onward. No hooks.
import type { TVoorcheck } from '@ikv/api/schemas/ikv/precheck';
import { buttonClasses } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatDate, formatMoney } from '~/lib/format.ts';
import { bewaarVoorAanvraagAction, naarOrientatieAction } from '../actions.ts';

const getal = (n: number, decimals: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(n);

export function VoorcheckUitslag({
  v,
  values,
  locale,
  t,
}: {
  v: TVoorcheck;
  values: Record<string, string>;
  locale: Locale;
  t: Dictionary;
}) {
  const tt = t.voorcheck;
  const pass = (b: boolean | null) => (b === null ? tt.onbekend : b ? tt.voldoet : tt.voldoetNiet);
  const toon = (b: boolean | null) => (b === null ? 'text-amber-800' : b ? 'text-emerald-700' : 'text-red-700');
  const aandacht = v.signaleringen.filter((s) => s.ernst !== 'INFO');
  const info = v.signaleringen.filter((s) => s.ernst === 'INFO');
  return (
    <section aria-labelledby="voorcheck-resultaat" className="flex flex-col gap-6" data-testid="voorcheck-resultaat">
      <h2 id="voorcheck-resultaat" className="text-xl font-semibold text-ink" tabIndex={-1}>
        {tt.resultaat}
      </h2>
      {v.waarschuwingen.map((w, i) => (
        <p
          key={i}
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm break-words text-amber-900"
        >
          {w[locale]}
        </p>
      ))}
      <Card>
        <CardBody className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="text-sm text-muted">{tt.toetsinkomen}</p>
            <p className="text-3xl font-semibold text-ink tabular-nums" data-testid="voorcheck-toetsinkomen">
              {v.toetsinkomen === null
                ? tt.geenToetsinkomen
                : formatMoney(v.toetsinkomen, locale).replace(/[.,]00$/, '')}
            </p>
            {v.toetsinkomen === null && v.route === 'DGA' ? (
              <p className="mt-1 text-sm text-slate-700">{tt.geenToetsinkomenDga}</p>
            ) : null}
          </div>
          <div>
            <p className="text-sm text-muted">{tt.uitkomst}</p>
            <p className="text-lg font-semibold text-ink">{tt.uitkomsten[v.status]}</p>
          </div>
        </CardBody>
      </Card>

      <div>
        <h3 className="text-base font-semibold text-ink">{tt.toetsenKop}</h3>
        <ul className="mt-2 grid gap-3 sm:grid-cols-3" data-testid="voorcheck-jaren">
          {v.jaren.map((j) => (
            <li key={j.jaar} className="rounded-lg border border-line p-3 text-sm">
              <p className="font-semibold text-ink">{j.jaar}</p>
              <p className="mt-1 text-slate-700">
                {fill(tt.solvabiliteit, { norm: getal(v.normen.minSolvabiliteitPct, 0, locale) })}
              </p>
              <p className={toon(j.solvabiliteit.voldoet)}>
                {j.solvabiliteit.pct === null
                  ? tt.nvt
                  : `${getal(j.solvabiliteit.pct, 1, locale)}${locale === 'nl' ? ' %' : '%'}`}{' '}
                · {pass(j.solvabiliteit.voldoet)}
              </p>
              <p className="mt-1 text-slate-700">
                {fill(tt.liquiditeit, { norm: getal(v.normen.minLiquiditeit, 2, locale) })}
              </p>
              <p className={toon(j.liquiditeit.voldoet)}>
                {j.liquiditeit.waarde === null ? tt.nvt : getal(j.liquiditeit.waarde, 2, locale)} ·{' '}
                {pass(j.liquiditeit.voldoet)}
              </p>
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="text-base font-semibold text-ink">{tt.aandachtKop}</h3>
        {aandacht.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{tt.geenAandacht}</p>
        ) : (
          <ul
            className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-slate-700"
            data-testid="voorcheck-aandacht"
          >
            {aandacht.map((s) => (
              <li key={s.code}>{s[locale]}</li>
            ))}
          </ul>
        )}
        {info.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm break-words text-muted">
            {info.map((s) => (
              <li key={s.code}>{s[locale]}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <div>
        <h3 className="text-base font-semibold text-ink">{tt.documentenKop}</h3>
        <ul
          className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-slate-700"
          data-testid="voorcheck-documenten"
        >
          {v.documentenNodig.map((d, i) => (
            <li key={i}>{d[locale]}</li>
          ))}
        </ul>
      </div>

      <details className="rounded-lg border border-line p-3 text-sm">
        <summary className="cursor-pointer font-medium text-ink">{tt.uitlegKop}</summary>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 break-words text-slate-700">
          {v.uitleg.map((u, i) => (
            <li key={i}>{u[locale]}</li>
          ))}
        </ol>
      </details>
      <p className="text-xs break-words text-muted">
        {fill(tt.regels, { versie: v.regelsVersie, datum: formatDate(`${v.geldigVanaf}T12:00:00Z`, locale) })}
      </p>

      <Card className="border-brand-200 bg-brand-50">
        <CardBody className="flex flex-col gap-4">
          <h3 className="text-base font-semibold text-ink">{tt.verderKop}</h3>
          <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap">
            {v.toetsinkomen !== null && v.toetsinkomen > 0 ? (
              <form action={naarOrientatieAction} className="flex flex-col gap-1 sm:max-w-xs">
                {Object.entries(values).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <input type="hidden" name="toetsinkomen" value={String(Math.round(v.toetsinkomen))} />
                <button type="submit" className={buttonClasses('primary', 'md')} data-testid="voorcheck-lenen">
                  {tt.lenen}
                </button>
                <p className="text-xs text-slate-700">{tt.lenenHint}</p>
              </form>
            ) : null}
            <form action={bewaarVoorAanvraagAction} className="flex flex-col gap-1 sm:max-w-xs">
              {Object.entries(values).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className={buttonClasses('secondary', 'md')} data-testid="voorcheck-aanvragen">
                {tt.aanvragen}
              </button>
              <p className="text-xs text-slate-700">{tt.aanvragenHint}</p>
            </form>
          </div>
        </CardBody>
      </Card>
    </section>
  );
}
