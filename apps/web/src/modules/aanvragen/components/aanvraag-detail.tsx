// The full request (AanvraagVolledig) for both roles: company, IKV result, orientation, years, remarks, history.
import { rechtsvormWeergave } from '@ikv/api/rules/ikv-berekening/rechtsvorm-weergave';
import type { ReactNode } from 'react';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Card, CardBody } from '@ikv/ui/card';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { OrientatieBreakdown } from '~/modules/orientatie/components/orientatie-breakdown.tsx';
import { formatDate, formatMoney } from '~/lib/format.ts';
import { StatusBadge } from './status-badge.tsx';

type AanvraagVolledig = RouterOutputs['aanvragen']['get'];

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card>
      <CardBody className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          {actions}
        </div>
        {children}
      </CardBody>
    </Card>
  );
}

const pct = (n: number | null, locale: Locale) =>
  n === null
    ? null
    : `${n.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
const num2 = (n: number | null, locale: Locale) =>
  n === null
    ? null
    : n.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function AanvraagDetail({
  a,
  t,
  locale,
  resultActions,
  sidebar,
  showEntrepreneur = false,
}: {
  a: AanvraagVolledig;
  t: Dictionary;
  locale: Locale;
  resultActions?: ReactNode;
  sidebar?: ReactNode;
  showEntrepreneur?: boolean;
}) {
  const r = a.ikvResultaat;
  const tt = t.aanvragen;
  const ok = (v: boolean | null) => (v === null ? tt.na : v ? tt.passes : tt.fails);
  const text = (x: { nl: string; en: string }) => x[locale];
  // remarks are placed on their own or with a status change (then they are kept in the history):
  // both are remarks to whoever reads the request, so both stand under "Opmerkingen", oldest first
  const remarks = [
    ...a.opmerkingen.map((o) => ({
      key: `o-${o.id}`,
      tekst: o.tekst,
      auteurNaam: o.auteurNaam,
      op: o.aangemaaktOp,
      intern: !o.zichtbaarVoorOndernemer,
      status: null,
    })),
    ...a.statusHistorie.flatMap((h, i) =>
      h.opmerking
        ? [{ key: `s-${i}`, tekst: h.opmerking, auteurNaam: h.doorNaam, op: h.op, intern: false, status: h.naarStatus }]
        : [],
    ),
  ].sort((x, y) => x.op.localeCompare(y.op));
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Section title={tt.result} actions={resultActions}>
          {r ? (
            <div className="flex flex-col gap-4">
              <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
                <div>
                  <p className="text-sm text-muted">{tt.testIncome}</p>
                  <p className="text-4xl font-bold tabular-nums text-ink" data-testid="toetsinkomen">
                    {r.toetsinkomen === null
                      ? tt.notCalculated
                      : formatMoney(r.toetsinkomen, locale).replace(/[.,]00$/, '')}
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
                {r.geldigVanaf
                  ? ` (${fill(tt.rulesFrom, { datum: formatDate(`${r.geldigVanaf}T12:00:00Z`, locale) })})`
                  : ''}{' '}
                · {fill(tt.window, { van: r.venster.vanJaar, tot: r.venster.totJaar })}
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
            </div>
          ) : (
            <p className="text-sm text-muted">{tt.notCalculated}</p>
          )}
        </Section>

        {a.verklaringType === 'ORIENTATIE' ? (
          <Section title={tt.orientation}>
            {a.orientatie ? (
              <div className="flex flex-col gap-4 text-sm">
                <div>
                  <p className="text-muted">{tt.maxMortgage}</p>
                  <p className="text-3xl font-bold tabular-nums text-ink" data-testid="max-hypotheek">
                    {formatMoney(a.orientatie.maximaleHypotheek, locale).replace(/[.,]00$/, '')}
                  </p>
                </div>
                <OrientatieBreakdown o={a.orientatie} locale={locale} t={t} />
              </div>
            ) : (
              <p className="text-sm text-muted">{tt.orientationPending}</p>
            )}
          </Section>
        ) : null}

        <Section title={tt.years}>
          {a.boekjaren.length === 0 ? (
            <p className="text-sm text-muted">{tt.noYears}</p>
          ) : (
            <ul className="grid gap-2 text-sm sm:grid-cols-3">
              {a.boekjaren.map((b) => (
                <li key={b.jaar} className="rounded-lg border border-line px-3 py-2">
                  <p className="text-muted">{b.jaar}</p>
                  <p className="font-semibold tabular-nums text-ink">{formatMoney(b.fiscaleWinst, locale)}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title={tt.remarks}>
          {remarks.length === 0 ? (
            <p className="text-sm text-muted">{tt.noRemarks}</p>
          ) : (
            <ul className="flex flex-col gap-3 text-sm" data-testid="opmerkingen">
              {remarks.map((o) => (
                <li key={o.key} className="rounded-lg bg-slate-50 px-3 py-2">
                  <p className="whitespace-pre-line break-words text-ink">{o.tekst}</p>
                  <p className="mt-1 text-xs text-muted">
                    {o.auteurNaam ? `${o.auteurNaam} · ` : ''}
                    {formatDate(o.op, locale)}
                    {o.status ? ` · ${fill(t.flowUi.remarkWithStatus, { status: tt.statuses[o.status] })}` : ''}
                    {o.intern ? ` · ${tt.internal}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <aside className="flex flex-col gap-6">
        {sidebar}
        <Section title={tt.company}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-muted">{tt.company}</dt>
            <dd className="font-medium text-ink">{a.bedrijf.naam}</dd>
            <dt className="text-muted">KvK</dt>
            <dd className="tabular-nums text-ink">{a.bedrijf.kvkNummer}</dd>
            <dt className="text-muted">{t.companies.legalForm}</dt>
            <dd className="text-ink" lang="nl">
              {rechtsvormWeergave(a.bedrijf.rechtsvorm, locale)}
            </dd>
            <dt className="text-muted">{t.companies.address}</dt>
            <dd className="text-ink">
              {a.bedrijf.adres.straat}, {a.bedrijf.adres.postcode} {a.bedrijf.adres.plaats}
            </dd>
            {a.bedrijf.aandeelPercentage !== null ? (
              <>
                <dt className="text-muted">{tt.share}</dt>
                <dd className="text-ink">{a.bedrijf.aandeelPercentage}%</dd>
              </>
            ) : null}
            {showEntrepreneur ? (
              <>
                <dt className="text-muted">{tt.ownerCheck}</dt>
                <dd className="text-ink">
                  {a.bedrijf.eigenaarCheck?.isEigenaar === true
                    ? `${tt.ownerConfirmed}${typeof a.bedrijf.eigenaarCheck.functie === 'string' ? ` (${a.bedrijf.eigenaarCheck.functie})` : ''}`
                    : a.bedrijf.eigenaarCheck?.isEigenaar === false
                      ? tt.ownerNotFound
                      : tt.ownerCheckUnknown}
                </dd>
              </>
            ) : null}
          </dl>
          {showEntrepreneur ? (
            <p className="text-xs text-muted">
              {fill(tt.registryFetched, { datum: formatDate(a.bedrijf.registerOpgehaaldOp, locale) })}
            </p>
          ) : null}
        </Section>
        {showEntrepreneur ? (
          <Section title={tt.entrepreneur}>
            <p className="text-sm font-medium text-ink">
              {a.ondernemer.voornaam} {a.ondernemer.achternaam}
            </p>
            <p className="text-sm text-slate-700">{a.ondernemer.email}</p>
            {a.ondernemer.telefoonnummer ? (
              <p className="text-sm text-slate-700">{a.ondernemer.telefoonnummer}</p>
            ) : null}
          </Section>
        ) : null}
        <Section title={tt.history}>
          <ol className="flex flex-col gap-3 text-sm" data-testid="statushistorie">
            {a.statusHistorie.map((h, i) => (
              <li key={i} className="border-l-2 border-brand-200 pl-3">
                <StatusBadge status={h.naarStatus} t={t} />
                <p className="mt-1 text-xs text-muted">
                  {formatDate(h.op, locale)}
                  {h.doorNaam ? ` · ${fill(tt.by, { naam: h.doorNaam })}` : ''}
                </p>
                {h.opmerking ? <p className="mt-1 text-slate-700">{h.opmerking}</p> : null}
              </li>
            ))}
          </ol>
        </Section>
        {a.status === 'AFGEWEZEN' || a.status === 'INGETROKKEN' ? (
          <Alert tone="info">{tt.statuses[a.status]}</Alert>
        ) : null}
      </aside>
    </div>
  );
}
