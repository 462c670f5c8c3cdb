// The IKV result of a request (aanvraag-detail.tsx): the test income, outcome and route, the
// version it was calculated with, warnings, flags, the explanation step by step and the years' ratios.
import type { RouterOutputs } from '@ikv/api';
import { Badge } from '@ikv/ui/badge';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatDate, formatMoney } from '~/lib/format.ts';

type IkvResultaat = NonNullable<RouterOutputs['aanvragen']['get']['ikvResultaat']>;

const pct = (n: number | null, locale: Locale) =>
  n === null
    ? null
    : `${n.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
const num2 = (n: number | null, locale: Locale) =>
  n === null
    ? null
    : n.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function IkvResult({ r, t, locale }: { r: IkvResultaat; t: Dictionary; locale: Locale }) {
  const tt = t.aanvragen;
  const text = (x: { nl: string; en: string }) => x[locale];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
        <div>
          <p className="text-sm text-muted">{tt.testIncome}</p>
          <p className="text-4xl font-bold tabular-nums text-ink" data-testid="toetsinkomen">
            {r.toetsinkomen === null ? tt.notCalculated : formatMoney(r.toetsinkomen, locale).replace(/[.,]00$/, '')}
          </p>
        </div>
        <div className="text-sm">
          <p className="text-muted">{tt.outcome}</p>
          <p className="font-semibold text-ink">{tt.outcomes[r.status]}</p>
        </div>
        <div className="text-sm">
          <p className="text-muted">{tt.route}</p>
          <p className="font-semibold text-ink">{r.route === 'IB' ? tt.routeIB : tt.routeDGA}</p>
        </div>
      </div>
      <p className="text-xs text-muted">
        {fill(tt.resultVersion, {
          versie: r.versie,
          datum: formatDate(r.berekendOp, locale),
          regels: r.regelsVersie,
        })}
        {r.geldigVanaf ? ` (${fill(tt.rulesFrom, { datum: formatDate(`${r.geldigVanaf}T12:00:00Z`, locale) })})` : ''} ·{' '}
        {fill(tt.window, { van: r.venster.vanJaar, tot: r.venster.totJaar })}
      </p>
      {(r.waarschuwingen ?? []).map((w, i) => (
        <p
          key={i}
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm break-words text-amber-900"
        >
          {w[locale]}
        </p>
      ))}
      {r.signaleringen.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">{tt.flags}</h3>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm">
            {r.signaleringen.map((s) => (
              <li key={s.code} className="flex items-start gap-2">
                <Badge tone={s.ernst === 'INFO' ? 'neutral' : 'warning'}>{tt.severity[s.ernst]}</Badge>
                <span>{text(s)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="text-sm font-semibold text-ink">{tt.explanation}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {r.uitleg.map((u) => (
            <li key={u.stap}>{text(u)}</li>
          ))}
        </ol>
      </div>
      <ResultYears r={r} t={t} locale={locale} />
    </div>
  );
}

/** Per year of the window: the profit, and the solvency and liquidity against their norms. */
function ResultYears({ r, t, locale }: { r: IkvResultaat; t: Dictionary; locale: Locale }) {
  const tt = t.aanvragen;
  const ok = (v: boolean | null) => (v === null ? tt.na : v ? tt.passes : tt.fails);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="border-b border-line text-muted">
          <tr>
            <th className="py-2 pr-3 font-medium">{tt.year}</th>
            <th className="py-2 pr-3 font-medium">{tt.profit}</th>
            <th className="py-2 pr-3 font-medium">{tt.solvency} (≥ 25%)</th>
            <th className="py-2 pr-3 font-medium">
              {tt.liquidity} (≥ {num2(1, locale)})
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {r.jaren.map((j) => (
            <tr key={j.jaar} className="border-b border-line/60">
              <td className="py-2 pr-3">{j.jaar}</td>
              <td className="py-2 pr-3">{formatMoney(j.fiscaleWinst, locale)}</td>
              <td className="py-2 pr-3">
                {pct(j.solvabiliteitPct, locale) ?? tt.na} · {ok(j.solvabiliteitVoldoet)}
              </td>
              <td className="py-2 pr-3">
                {num2(j.liquiditeit, locale) ?? tt.na} · {ok(j.liquiditeitVoldoet)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
