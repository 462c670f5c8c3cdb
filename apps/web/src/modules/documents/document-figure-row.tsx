'use client';
// One figure the documents give for a year: the amount (or the amounts, when they disagree), the
// documents it was found in (each a link to the page in the app's viewer) and how it compares with
// the saved figure.
import type { TJaarBronnen } from '@ikv/api/schemas/documents/intake/bronnen';
import { Badge } from '@ikv/ui/badge';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatMoney } from '~/lib/format.ts';
import { fieldLabel, leesVeld, type Veld } from './document-fields.ts';
import { bronHref } from './document-page-link.rules.ts';

type VeldBronnen = NonNullable<TJaarBronnen['velden'][Veld]>;

function Comparison({
  waarde,
  stored,
  afwijking,
  readOnly,
}: {
  waarde: number | undefined;
  stored: number | null | undefined;
  afwijking: boolean;
  readOnly: boolean;
}) {
  const { t, locale } = useI18n();
  if (waarde === undefined) return <Badge tone="warning">{t.intake.documentsDisagree}</Badge>;
  if (stored === undefined || stored === null) return <Badge tone="brand">{t.intake.notSaved}</Badge>;
  if (!afwijking) return <Badge tone="success">{readOnly ? t.intake.matchesDocument : t.intake.matches}</Badge>;
  return (
    <Badge tone="warning">
      {fill(readOnly ? t.intake.differsFromDocument : t.intake.differs, {
        bedrag: formatMoney(stored, locale),
      })}
    </Badge>
  );
}

/** `waarde`: the amount the documents agree on; `stored`: the saved one. */
export function FigureRow({
  jaar,
  veld,
  bron,
  waarde,
  stored,
  readOnly,
}: {
  jaar: number;
  veld: Veld;
  bron: VeldBronnen;
  waarde: number | undefined;
  stored: number | null | undefined;
  readOnly: boolean;
}) {
  const { t, locale } = useI18n();
  const { voorstellen: list, afwijking } = bron;
  return (
    <li className="flex flex-col gap-1 py-2" data-testid={`intake-${jaar}-${veld}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-ink">{fieldLabel(veld, locale)}</span>
        <span className="tabular-nums text-ink">
          {waarde !== undefined
            ? formatMoney(waarde, locale)
            : list.map((b) => formatMoney(b.waarde, locale)).join(' / ')}
        </span>
      </div>
      {list.map((b) => (
        <a
          key={b.documentId}
          href={bronHref(b.documentId, jaar, leesVeld(veld), b)}
          target="_blank"
          rel="noopener noreferrer"
          className="break-words text-xs text-brand-700 hover:underline"
        >
          {b.pagina
            ? fill(t.intake.foundOnPage, { naam: b.bestandsnaam, pagina: b.pagina })
            : fill(t.intake.found, { naam: b.bestandsnaam })}
          {list.length > 1 ? ` (${formatMoney(b.waarde, locale)})` : ''}
        </a>
      ))}
      <span>
        <Comparison waarde={waarde} stored={stored} afwijking={afwijking} readOnly={readOnly} />
      </span>
    </li>
  );
}
