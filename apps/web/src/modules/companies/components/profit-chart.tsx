// Server component: a small bar chart of fiscal profit per year (SVG, no chart library), and the
// derived figures stored with each year.
import type { RouterOutputs } from '@ikv/api';
import { Badge } from '@ikv/ui/badge';
import { Card, CardBody } from '@ikv/ui/card';
import { fill } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatMoney } from '~/lib/format.ts';
import { chartBars } from './profit-chart.rules.ts';

type Derived = RouterOutputs['companies']['financials']['derived'];

export async function ProfitChart({ derived }: { derived: Derived }) {
  const { t, locale } = await getI18n();
  const years = derived.jaren;
  const W = 560;
  const H = 180;
  const bars = chartBars(
    years.map((y) => ({ jaar: y.jaar, waarde: y.fiscaleWinst })),
    W,
    H,
  );
  const tag = locale === 'en' ? 'en-GB' : 'nl-NL';
  const num = (n: number, digits: number) =>
    n.toLocaleString(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const verdict = (v: boolean | null) =>
    v === null ? (
      <span className="text-muted">{t.companyAdmin.notComputable}</span>
    ) : (
      <Badge tone={v ? 'success' : 'warning'}>{v ? t.companyAdmin.passes : t.companyAdmin.fails}</Badge>
    );
  return (
    <Card aria-labelledby="chart-title">
      <CardBody className="flex flex-col gap-5">
        <h2 id="chart-title" className="text-lg font-semibold text-ink">
          {t.companyAdmin.chartTitle}
        </h2>
        {years.length === 0 ? (
          <p className="text-sm text-muted">{t.companyAdmin.chartEmpty}</p>
        ) : (
          <figure>
            <svg
              viewBox={`0 0 ${W} ${H + 24}`}
              className="h-auto w-full max-w-2xl"
              role="img"
              aria-label={t.companyAdmin.chartTitle}
            >
              <line x1="0" x2={W} y1={bars.zeroY} y2={bars.zeroY} className="stroke-slate-300" strokeWidth="1" />
              {bars.items.map((b) => (
                <g key={b.jaar}>
                  <title>{`${b.jaar}: ${formatMoney(b.waarde, locale)}`}</title>
                  <rect
                    x={b.x}
                    y={b.y}
                    width={b.width}
                    height={Math.max(1, b.height)}
                    rx="3"
                    className={b.waarde < 0 ? 'fill-red-400' : 'fill-brand-500'}
                  />
                  <text x={b.x + b.width / 2} y={H + 18} textAnchor="middle" className="fill-slate-500 text-[11px]">
                    {b.jaar}
                  </text>
                </g>
              ))}
            </svg>
            <figcaption className="sr-only">
              {years.map((y) => `${y.jaar}: ${formatMoney(y.fiscaleWinst, locale)}`).join('; ')}
            </figcaption>
          </figure>
        )}
        {derived.inkomensberekeningOvergeslagen ? (
          <p className="text-sm text-muted">{fill(t.companyAdmin.derivedSkipped, { reden: derived.reden ?? '' })}</p>
        ) : years.length ? (
          <div className="overflow-x-auto">
            <h3 className="mb-2 text-sm font-semibold text-ink">{t.companyAdmin.derivedTitle}</h3>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t.companyAdmin.derivedYear}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t.companyAdmin.solvency}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.companyAdmin.liquidity}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {years.map((y) => (
                  <tr key={y.jaar}>
                    <td className="py-2 pr-4 tabular-nums">{y.jaar}</td>
                    {y.afgeleid && !y.afgeleid.balansKlopt ? (
                      <td colSpan={2} className="py-2">
                        <Badge tone="warning">{t.years.balance.inconsistent}</Badge>
                      </td>
                    ) : (
                      <>
                        <td className="py-2 pr-4 tabular-nums">
                          {y.afgeleid?.solvabiliteitPct !== null && y.afgeleid?.solvabiliteitPct !== undefined
                            ? `${num(y.afgeleid.solvabiliteitPct, 1)} % `
                            : ''}
                          {verdict(y.afgeleid?.solvabiliteitVoldoet ?? null)}
                        </td>
                        <td className="py-2 tabular-nums">
                          {y.afgeleid?.liquiditeit !== null && y.afgeleid?.liquiditeit !== undefined
                            ? `${num(y.afgeleid.liquiditeit, 2)} `
                            : ''}
                          {verdict(y.afgeleid?.liquiditeitVoldoet ?? null)}
                        </td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
