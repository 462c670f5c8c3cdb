// What the adviser asked for, what came in and when (server- and client-safe, presentational).
import { BOEKJAAR_VELDEN, type BoekjaarVeldNaam } from '@ikv/api/shared/financieel-boekjaar.fields';
import { Badge } from '@ikv/ui/badge';
import type { Dictionary, Locale } from '~/i18n/locale.ts';
import { fill } from '~/i18n/locale.ts';
import { formatDateTime, formatMoney } from '~/lib/format.ts';

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
  /** what came in without a tick: the documents filed for the year, or the asked figure changed */
  geleverd: {
    documenten: { id: string; bestandsnaam: string }[];
    cijfer: { jaar: number; veld: BoekjaarVeldNaam | null; waarde: number | null } | null;
  } | null;
  /** ticked off, or answered in place: nothing left to tick */
  klaar: boolean;
};

/** What came in for an item in place, in words: the files, the asked figure as it is now, or the year. */
export function geleverdText(g: Pick<GevraagdItem, 'geleverd'>, t: Dictionary, locale: Locale): string | null {
  if (!g.geleverd) return null;
  const { documenten, cijfer } = g.geleverd;
  if (documenten.length > 0)
    return fill(t.flow.suppliedFiles, { namen: documenten.map((d) => d.bestandsnaam).join(', ') });
  if (!cijfer) return null;
  const veld = cijfer.veld ? BOEKJAAR_VELDEN.find((v) => v.naam === cijfer.veld) : undefined;
  if (veld && cijfer.waarde !== null)
    return fill(t.flow.suppliedFigure, {
      veld: veld.label[locale],
      jaar: cijfer.jaar,
      bedrag: formatMoney(cijfer.waarde, locale),
    });
  return fill(t.flow.suppliedYear, { jaar: cijfer.jaar });
}

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
            ) : g.klaar ? (
              <Badge tone="brand">{f.answered}</Badge>
            ) : (
              <Badge tone="warning">{f.open}</Badge>
            )}
          </p>
          <p className="text-slate-700">{g.omschrijving}</p>
          {g.geleverd ? <p className="text-emerald-800">{geleverdText(g, t, locale)}</p> : null}
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
