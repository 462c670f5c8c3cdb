// What the adviser asked for, what came in and when (server- and client-safe, presentational).
import type { BoekjaarVeldNaam } from '@ikv/api/shared/financieel-boekjaar.fields';
import { Badge } from '@ikv/ui/badge';
import type { Dictionary, Locale } from '~/i18n/locale.ts';
import { fill } from '~/i18n/locale.ts';
import { formatDateTime } from '~/lib/format.ts';

export type GevraagdItem = {
  id: string;
  soort: 'DOCUMENT' | 'BOEKJAAR' | 'TOELICHTING';
  jaar: number | null;
  /** BOEKJAAR: the one figure asked; null: the year's figures */
  veld?: BoekjaarVeldNaam | null;
  omschrijving: string;
  gevraagdOp: string;
  gevraagdDoor: string | null;
  afgevinktOp: string | null;
  antwoord: string | null;
  aangevuldOp: string | null;
};

export function itemLabel(g: Pick<GevraagdItem, 'soort' | 'jaar'>, t: Dictionary): string {
  return g.jaar !== null && g.soort !== 'TOELICHTING'
    ? fill(t.flow.soortJaar[g.soort], { jaar: g.jaar })
    : t.flow.soort[g.soort];
}

export function GevraagdOverview({ items, t, locale }: { items: GevraagdItem[]; t: Dictionary; locale: Locale }) {
  const f = t.flow;
  if (items.length === 0) return <p className="text-sm text-muted">{f.nothingAsked}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="gevraagd-overview">
      {items.map((g) => (
        <li key={g.id} className="flex flex-col gap-1 rounded-lg border border-line p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {itemLabel(g, t)}
            {g.aangevuldOp ? (
              <Badge tone="success">{f.supplied}</Badge>
            ) : g.afgevinktOp ? (
              <Badge tone="brand">{f.ticked}</Badge>
            ) : (
              <Badge tone="warning">{f.open}</Badge>
            )}
          </p>
          <p className="text-slate-700">{g.omschrijving}</p>
          {g.antwoord ? <p className="rounded-md bg-slate-50 p-2 text-slate-800">“{g.antwoord}”</p> : null}
          <p className="text-xs text-muted">
            {fill(f.askedOn, { date: formatDateTime(g.gevraagdOp, locale), naam: g.gevraagdDoor ?? '—' })}
            {g.afgevinktOp ? ` · ${fill(f.tickedOn, { date: formatDateTime(g.afgevinktOp, locale) })}` : ''}
            {g.aangevuldOp ? ` · ${fill(f.suppliedOn, { date: formatDateTime(g.aangevuldOp, locale) })}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
