// The maximum mortgage against the test rate as an inline SVG (a step line: the law's bands), with a
// text alternative and the figures as a table for screen readers.
import { formatMoney } from '~/lib/format.ts';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';

interface ChartPoint {
  rentePct: number;
  maximaleHypotheek: number;
}

const W = 320;
const H = 180;
const PAD = { l: 44, r: 8, t: 10, b: 28 };

export function OrientatieChart({
  punten,
  huidigePct,
  locale,
  t,
}: {
  punten: ChartPoint[];
  huidigePct: number;
  locale: Locale;
  t: Dictionary;
}) {
  if (punten.length < 2) return null;
  const pctText = (p: number) =>
    `${p.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 3 })}${locale === 'nl' ? ' %' : '%'}`;
  const eur = (n: number) => formatMoney(n, locale).replace(/[.,]00$/, '');
  const xs = punten.map((p) => p.rentePct);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const maxY = Math.max(1, ...punten.map((p) => p.maximaleHypotheek));
  const x = (v: number) => PAD.l + ((v - minX) / (maxX - minX)) * (W - PAD.l - PAD.r);
  const y = (v: number) => PAD.t + (1 - v / maxY) * (H - PAD.t - PAD.b);
  const path = punten
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.rentePct).toFixed(1)},${y(p.maximaleHypotheek).toFixed(1)}`)
    .join(' ');
  const first = punten[0]!;
  const last = punten[punten.length - 1]!;
  const desc = fill(t.orientatie.chartDesc, {
    low: pctText(first.rentePct),
    lowAmount: eur(first.maximaleHypotheek),
    high: pctText(last.rentePct),
    highAmount: eur(last.maximaleHypotheek),
    rate: pctText(huidigePct),
  });
  const ticksY = [0, 0.5, 1].map((f) => Math.round(maxY * f));
  const ticksX = punten.filter((p) => Number.isInteger(p.rentePct));
  const inRange = huidigePct >= minX && huidigePct <= maxX;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-ink">{t.orientatie.chartTitle}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-labelledby="orientatie-chart-desc"
      >
        <desc id="orientatie-chart-desc">{desc}</desc>
        {ticksY.map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeWidth="1" />
            <text x={PAD.l - 4} y={y(v) + 3} textAnchor="end" fontSize="9" fill="#475569">
              {v >= 1000 ? `${Math.round(v / 1000)}k` : v}
            </text>
          </g>
        ))}
        {ticksX.map((p) => (
          <text key={p.rentePct} x={x(p.rentePct)} y={H - PAD.b + 12} textAnchor="middle" fontSize="9" fill="#475569">
            {p.rentePct}%
          </text>
        ))}
        <text x={(PAD.l + W - PAD.r) / 2} y={H - 4} textAnchor="middle" fontSize="9" fill="#475569">
          {t.orientatie.chartAxisRate}
        </text>
        <path d={path} fill="none" stroke="#1d4ed8" strokeWidth="2" />
        {inRange ? (
          <g>
            <line
              x1={x(huidigePct)}
              x2={x(huidigePct)}
              y1={PAD.t}
              y2={H - PAD.b}
              stroke="#b45309"
              strokeDasharray="3 3"
              strokeWidth="1.5"
            />
            <text x={Math.min(x(huidigePct) + 4, W - 60)} y={PAD.t + 9} fontSize="9" fill="#92400e">
              {t.orientatie.chartYou}
            </text>
          </g>
        ) : null}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted">{t.orientatie.chartTable}</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <thead>
            <tr>
              <th scope="col" className="font-medium">
                {t.orientatie.chartAxisRate}
              </th>
              <th scope="col" className="text-right font-medium">
                {t.orientatie.maxMortgage}
              </th>
            </tr>
          </thead>
          <tbody>
            {ticksX.map((p) => (
              <tr key={p.rentePct}>
                <td>{pctText(p.rentePct)}</td>
                <td className="text-right">{eur(p.maximaleHypotheek)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
