// The full request (AanvraagVolledig) for both roles: company, IKV result, orientation, years, remarks, history.
import { rechtsvormWeergave } from '@ikv/api/rules/ikv-berekening/rechtsvorm-weergave';
import type { ReactNode } from 'react';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Card, CardBody } from '@ikv/ui/card';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { OrientatieBreakdown } from '~/modules/orientatie/components/orientatie-breakdown.tsx';
import { formatDate, formatMoney } from '~/lib/format.ts';
import { IkvResult } from './ikv-result.tsx';
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

// remarks are placed on their own or with a status change (then they are kept in the history):
// both are remarks to whoever reads the request, so both stand under "Opmerkingen", oldest first
function remarksOf(a: AanvraagVolledig) {
  return [
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
}

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
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Section title={tt.result} actions={resultActions}>
          {r ? <IkvResult r={r} t={t} locale={locale} /> : <p className="text-sm text-muted">{tt.notCalculated}</p>}
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
          <Remarks a={a} t={t} locale={locale} />
        </Section>
      </div>

      <aside className="flex flex-col gap-6">
        {sidebar}
        <Section title={tt.company}>
          <CompanyFacts a={a} t={t} locale={locale} showEntrepreneur={showEntrepreneur} />
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
          <StatusHistory a={a} t={t} locale={locale} />
        </Section>
        {a.status === 'AFGEWEZEN' || a.status === 'INGETROKKEN' ? (
          <Alert tone="info">{tt.statuses[a.status]}</Alert>
        ) : null}
      </aside>
    </div>
  );
}

type PartProps = { a: AanvraagVolledig; t: Dictionary; locale: Locale };

function Remarks({ a, t, locale }: PartProps) {
  const tt = t.aanvragen;
  const remarks = remarksOf(a);
  return remarks.length === 0 ? (
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
  );
}

function CompanyFacts({ a, t, locale, showEntrepreneur }: PartProps & { showEntrepreneur: boolean }) {
  const tt = t.aanvragen;
  return (
    <>
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
    </>
  );
}

function StatusHistory({ a, t, locale }: PartProps) {
  const tt = t.aanvragen;
  return (
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
  );
}
