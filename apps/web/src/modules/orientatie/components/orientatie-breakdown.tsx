// The breakdown of an orientation (same lines as the PDF): income part, each deduction, each extra
// amount, the value limit, the total and NHG; then every step and the assumptions. No hooks: used by
// the public calculator and by the ORIENTATIE request page.
import type { Orientatie } from '@ikv/api/rules/orientatie/orientatie';
import { orientatieOverzicht } from '@ikv/api/rules/orientatie/orientatie-overzicht';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';

const tone: Record<string, string> = {
  basis: 'text-ink',
  info: 'text-slate-700',
  min: 'text-red-700',
  plus: 'text-emerald-700',
  grens: 'text-amber-800',
  totaal: 'text-ink font-semibold',
};

export function OrientatieBreakdown({ o, locale, t }: { o: Orientatie; locale: Locale; t: Dictionary }) {
  const regels = orientatieOverzicht(o, locale);
  return (
    <div className="flex flex-col gap-4 text-sm">
      {o.waarschuwingen.map((w, i) => (
        <p
          key={i}
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 break-words text-amber-900"
        >
          {w[locale]}
        </p>
      ))}
      <div>
        <h3 className="font-semibold text-ink">{t.orientatie.breakdown}</h3>
        <dl className="mt-2 divide-y divide-line border-y border-line" data-testid="orientatie-overzicht">
          {regels.map((r, i) => (
            <div
              key={i}
              className={`flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4 ${r.soort === 'totaal' ? 'bg-brand-50 px-2' : ''}`}
            >
              <dt className="min-w-0">
                <span className={tone[r.soort]}>{r.label}</span>
                {r.toelichting && r.soort !== 'min' && r.soort !== 'plus' ? (
                  <span className="block text-xs break-words text-muted">{r.toelichting}</span>
                ) : null}
              </dt>
              <dd className={`shrink-0 tabular-nums sm:text-right ${tone[r.soort]}`}>{r.waarde}</dd>
            </div>
          ))}
        </dl>
      </div>
      <details className="rounded-lg border border-line p-3">
        <summary className="cursor-pointer font-medium text-ink">{t.orientatie.steps}</summary>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 break-words text-slate-700">
          {o.stappen.map((s, i) => (
            <li key={i}>{s[locale]}</li>
          ))}
        </ol>
      </details>
      <div>
        <h3 className="font-semibold text-ink">{t.orientatie.assumptions}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 break-words text-slate-700">
          {o.aannames.map((a, i) => (
            <li key={i}>{a[locale]}</li>
          ))}
        </ul>
        <p className="mt-2 text-xs break-words text-muted">
          {t.orientatie.source}: <SourceText text={o.bron[locale]} /> · {o.regelsVersie} (
          {fill(t.orientatie.rulesFrom, { datum: formatDate(`${o.geldigVanaf}T12:00:00Z`, locale) })})
        </p>
      </div>
    </div>
  );
}

/** The source names the law by its Dutch title ("as published: …"): that title is Dutch text, marked so for readers and screen readers. */
function SourceText({ text }: { text: string }) {
  const at = text.indexOf('as published: ');
  if (at < 0) return <>{text}</>;
  const head = text.slice(0, at + 'as published: '.length);
  return (
    <>
      {head}
      <span lang="nl">{text.slice(head.length)}</span>
    </>
  );
}
