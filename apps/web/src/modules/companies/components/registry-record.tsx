// Server component: the full registration record (kvk.registration) of a company.
import type { ReactNode } from 'react';
import type { RouterOutputs } from '@ikv/api';
import { Badge } from '@ikv/ui/badge';
import { Card, CardBody } from '@ikv/ui/card';
import { fill } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatDate } from '~/lib/format.ts';

type Registration = RouterOutputs['kvk']['registration'];

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}

export async function RegistryRecord({ record }: { record: Registration }) {
  const { t, locale } = await getI18n();
  const none = t.companyAdmin.none;
  const date = (d: string | null) => (d ? formatDate(d, locale) : none);
  const c = record.communicatiegegevens;
  const w = record.werkzamePersonen;
  return (
    <Card aria-labelledby="registry-title">
      <CardBody className="flex flex-col gap-6">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id="registry-title" className="text-lg font-semibold text-ink">
            {t.companyAdmin.registryTitle}
          </h2>
          <span className="text-xs text-muted">
            {fill(t.companyAdmin.source, {
              bron: record.bron === 'kvk-api' ? t.companyAdmin.sourceKvk : t.companyAdmin.sourceEmbedded,
            })}
          </span>
        </div>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">{t.companyAdmin.legalEntity}</h3>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <Item label={t.companyAdmin.legalForm}>
              <span lang="nl">{record.rechtspersoon.uitgebreideRechtsvorm ?? record.rechtspersoon.rechtsvorm}</span>
            </Item>
            <Item label={t.companyAdmin.statutoryName}>{record.rechtspersoon.statutaireNaam ?? none}</Item>
            <Item label={t.companyAdmin.rsin}>{record.rechtspersoon.rsin ?? none}</Item>
          </dl>
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">{t.companyAdmin.enterprise}</h3>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <Item label={t.companyAdmin.registeredOn}>{date(record.onderneming.formeleRegistratiedatum)}</Item>
            <Item label={t.companyAdmin.startDate}>{date(record.onderneming.datumAanvang)}</Item>
            <Item label={t.companyAdmin.employees}>
              {w
                ? fill(t.companyAdmin.employeesValue, {
                    totaal: w.totaal,
                    voltijd: w.voltijd ?? none,
                    deeltijd: w.deeltijd ?? none,
                  })
                : none}
            </Item>
            <div className="sm:col-span-3">
              <dt className="text-muted">{t.companyAdmin.tradeNames}</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {record.onderneming.handelsnamen.length
                  ? record.onderneming.handelsnamen.map((n) => <Badge key={n}>{n}</Badge>)
                  : none}
              </dd>
            </div>
          </dl>
        </section>
        {record.hoofdvestiging || record.vestigingen.length ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-ink">{t.companyAdmin.branches}</h3>
            <ul className="divide-y divide-line rounded-lg border border-line text-sm">
              {(record.vestigingen.length
                ? record.vestigingen
                : record.hoofdvestiging
                  ? [
                      {
                        vestigingsnummer: record.hoofdvestiging.vestigingsnummer,
                        eersteHandelsnaam: record.hoofdvestiging.eersteHandelsnaam,
                        indHoofdvestiging: true,
                        adres: record.hoofdvestiging.adres,
                      },
                    ]
                  : []
              ).map((v) => (
                <li
                  key={v.vestigingsnummer}
                  className="flex flex-col gap-1 px-3 py-2.5 sm:flex-row sm:items-center sm:gap-3"
                >
                  <span className="w-28 shrink-0 font-mono text-xs text-muted tabular-nums">{v.vestigingsnummer}</span>
                  <span className="flex-1 text-ink">
                    {v.eersteHandelsnaam}
                    {v.adres ? (
                      <span className="text-muted">
                        {' '}
                        · {[v.adres.straat, v.adres.postcode, v.adres.plaats].filter(Boolean).join(' ')}
                      </span>
                    ) : null}
                  </span>
                  {v.indHoofdvestiging ? <Badge tone="brand">{t.companyAdmin.branchMain}</Badge> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">{t.companyAdmin.officers}</h3>
          {!record.functionarissenBeschikbaar ? (
            <p className="text-sm text-muted">{t.companyAdmin.officersUnavailable}</p>
          ) : record.functionarissen.length === 0 ? (
            <p className="text-sm text-muted">{t.companyAdmin.officersNone}</p>
          ) : (
            <ul className="divide-y divide-line rounded-lg border border-line text-sm">
              {record.functionarissen.map((f, i) => (
                <li
                  key={`${f.volledigeNaam}-${i}`}
                  className="flex flex-col gap-1 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="font-medium text-ink">{f.volledigeNaam}</span>
                  <span className="text-muted">
                    {t.flowUi.registryRoles[f.functie] ?? f.functie}
                    {f.soortBevoegdheid
                      ? ` · ${t.flowUi.registryAuthority[f.soortBevoegdheid] ?? f.soortBevoegdheid}`
                      : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {c ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-ink">{t.companyAdmin.contact}</h3>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
              <Item label={t.companyAdmin.phone}>{c.telefoonnummers.join(', ') || none}</Item>
              <Item label={t.companyAdmin.email}>{c.emailAdressen.join(', ') || none}</Item>
              <Item label={t.companyAdmin.website}>{c.websites.join(', ') || none}</Item>
            </dl>
          </section>
        ) : null}
      </CardBody>
    </Card>
  );
}
