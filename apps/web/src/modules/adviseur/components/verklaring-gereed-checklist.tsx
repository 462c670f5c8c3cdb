// The issuing gate as a checklist before the status button (the same list the API answers with 409).
import type { RouterOutputs } from '@ikv/api';
import type { Dictionary, Locale } from '~/i18n/locale.ts';

type Aanvraag = RouterOutputs['adviseur']['aanvragen']['get'];

export function VerklaringGereedChecklist({ a, t, locale }: { a: Aanvraag; t: Dictionary; locale: Locale }) {
  if (a.verklaringType !== 'IKV' || !a.toegestaneOvergangen.includes('AFGEROND')) return null;
  const ready = a.verklaringGereed.length === 0;
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-line bg-slate-50 p-3 text-sm"
      data-testid="verklaring-gereed"
    >
      <p className="font-semibold text-ink">{t.trust.checklistTitle}</p>
      {ready ? (
        <p className="text-emerald-800">✓ {t.flowUi.checklistReady}</p>
      ) : (
        <>
          <p className="text-slate-700">{t.trust.checklistLead}</p>
          <ul className="flex flex-col gap-1">
            {a.verklaringGereed.map((f) => (
              <li key={f.path} className="flex gap-2 text-amber-900">
                <span aria-hidden="true">✗</span>
                <span>{locale === 'en' ? f.en : f.nl}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
