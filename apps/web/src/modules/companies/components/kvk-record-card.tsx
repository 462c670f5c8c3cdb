'use client';
// The KvK's record of a company looked up in add-company-form.tsx, with what linking it fixes (the
// person the register check compares) and the button that links it.
import Link from 'next/link';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';

export type KvkDetail = RouterOutputs['kvk']['lookup'];
export type AddError = { kind: 'linked'; companyId: string | null } | { kind: 'message'; text: string };

/** The person the register check compares with the KvK's officers; `vast`: fixed since an earlier link. */
export type Persoon = { naam: string; geboortedatum: string | null; vast: boolean };

export function KvkRecordCard({
  record,
  persoon,
  birthDate,
  addError,
  adding,
  onCancel,
  onAdd,
}: {
  record: KvkDetail;
  persoon: Persoon | null;
  /** the birth date asked for before linking (null: not asked) */
  birthDate: { value: string; error: string | null; onChange: (value: string) => void } | null;
  addError: AddError | null;
  adding: boolean;
  onCancel: () => void;
  onAdd: () => void;
}) {
  const { t, locale } = useI18n();
  return (
    <Card aria-labelledby="kvk-record-title">
      <CardBody className="flex flex-col gap-6">
        <RecordFacts record={record} />

        <div className="flex flex-col gap-3 text-sm text-slate-700" data-testid="identity-fixed-note">
          {persoon ? (
            <p>
              {persoon.vast
                ? t.trustOwner.fixedNotice
                : fill(t.trustOwner.fixedBeforeLinkPerson, {
                    naam: persoon.naam,
                    geboortedatum: persoon.geboortedatum
                      ? formatDate(persoon.geboortedatum, locale)
                      : t.trustOwner.birthDateUnknown,
                  })}{' '}
              {persoon.vast ? null : (
                <Link href="/instellingen" className="font-medium text-brand-700 underline underline-offset-2">
                  {t.trustOwner.changeInSettings}
                </Link>
              )}
            </p>
          ) : (
            <p>{t.trustOwner.fixedBeforeLink}</p>
          )}
          {birthDate ? (
            <TextField
              label={t.trustOwner.birthDateLabel}
              hint={t.trustOwner.birthDateHint}
              name="geboortedatum"
              type="date"
              autoComplete="bday"
              value={birthDate.value}
              onChange={(e) => birthDate.onChange(e.target.value)}
              error={birthDate.error ?? undefined}
            />
          ) : null}
        </div>
        {addError ? <AddErrorAlert addError={addError} /> : null}

        <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">{t.addCompany.confirm}</p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={onCancel}>
              {t.addCompany.cancel}
            </Button>
            <Button onClick={onAdd} loading={adding}>
              {t.addCompany.add}
            </Button>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}

/** What the registry says: name, number, legal form, address, registration date and activities. */
function RecordFacts({ record }: { record: KvkDetail }) {
  const { t, locale } = useI18n();
  const hoofd = record.sbiActiviteiten.filter((a) => a.indHoofdactiviteit === 'Ja');
  const overig = record.sbiActiviteiten.filter((a) => a.indHoofdactiviteit !== 'Ja');
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm font-medium text-emerald-700">{t.addCompany.registryTitle}</p>
          <h2 id="kvk-record-title" className="mt-1 text-xl font-semibold tracking-tight text-ink">
            {record.juridischeNaam}
          </h2>
        </div>
        <Badge tone="neutral" className="self-start tabular-nums">
          KvK {record.kvkNummer}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t.addCompany.legalForm}</dt>
          <dd className="mt-0.5 font-medium text-ink">
            <span lang="nl">{record.rechtsvorm}</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t.addCompany.address}</dt>
          <dd className="mt-0.5 font-medium text-ink">
            {record.adres.straat}
            <br />
            {record.adres.postcode} {record.adres.plaats}
          </dd>
        </div>
        {record.formeleRegistratiedatum ? (
          <div>
            <dt className="text-muted">{t.addCompany.registeredOn}</dt>
            <dd className="mt-0.5 font-medium text-ink">{formatDate(record.formeleRegistratiedatum, locale)}</dd>
          </div>
        ) : null}
      </dl>
      {record.sbiActiviteiten.length ? (
        <div>
          <h3 className="text-sm text-muted">{t.addCompany.activities}</h3>
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {[...hoofd, ...overig].map((a) => (
              <li
                key={a.sbiCode}
                className="flex flex-col gap-1 px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:gap-3"
              >
                <span className="w-14 shrink-0 font-mono text-xs text-muted tabular-nums">{a.sbiCode}</span>
                <span className="flex-1 text-ink" lang="nl">
                  {a.sbiOmschrijving}
                </span>
                {a.indHoofdactiviteit === 'Ja' ? (
                  <Badge tone="brand" className="self-start sm:self-auto">
                    {t.addCompany.mainActivity}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function AddErrorAlert({ addError }: { addError: AddError }) {
  const { t } = useI18n();
  return (
    <Alert tone={addError.kind === 'message' ? 'error' : 'warning'} role="alert">
      {addError.kind === 'linked' ? (
        <>
          {t.addCompany.alreadyLinked}{' '}
          {addError.companyId ? (
            <Link
              href={`/bedrijven/${addError.companyId}/boekjaren`}
              className="font-medium underline underline-offset-2"
            >
              {t.addCompany.goToCompany}
            </Link>
          ) : null}
        </>
      ) : (
        addError.text
      )}
    </Alert>
  );
}
