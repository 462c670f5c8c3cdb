'use client';
// Look up a KvK number in the registry (kvk.lookup), show the record, then link it (companies.add).
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { ZLookupKvkInput } from '@ikv/api/schemas/kvk/lookup';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFocusFirstError } from '~/lib/use-focus-first-error.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC, useTRPCClient } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { CompanySearch } from './company-search.tsx';

type KvkDetail = RouterOutputs['kvk']['lookup'];
type AddError = { kind: 'linked'; companyId: string | null } | { kind: 'message'; text: string };

/** The person the register check compares with the KvK's officers; `vast`: fixed since an earlier link. */
type Persoon = { naam: string; geboortedatum: string | null; vast: boolean };

export function AddCompanyForm({ persoon = null }: { persoon?: Persoon | null }) {
  const { t, locale } = useI18n();
  const [geboortedatum, setGeboortedatum] = useState('');
  const [geboortedatumFout, setGeboortedatumFout] = useState<string | null>(null);
  const trpc = useTRPC();
  const client = useTRPCClient();
  const vraagGeboortedatum = persoon !== null && !persoon.vast && persoon.geboortedatum === null;
  const router = useRouter();
  const [kvk, setKvk] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [record, setRecord] = useState<KvkDetail | null>(null);
  const [addError, setAddError] = useState<AddError | null>(null);

  const recordRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputErrors = useMemo(() => ({ kvkNummer: inputError }), [inputError]);
  useFocusFirstError(formRef, inputErrors);
  // a hit picked from the search lands below it: bring the record into view
  useEffect(() => {
    if (record) recordRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [record]);
  const lookup = useMutation(trpc.kvk.lookup.mutationOptions());
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const add = useMutation(trpc.companies.add.mutationOptions(submitKey.options));
  const updateProfiel = useMutation(trpc.ondernemer.update.mutationOptions());

  function onLookup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    lookupNumber(kvk);
  }

  function lookupNumber(input: string) {
    const value = input.replace(/\s/g, '');
    setRecord(null);
    setLookupError(null);
    setAddError(null);
    // the lookup's own schema decides what a KvK number is
    const checked = validate(ZLookupKvkInput, { kvkNummer: value }, t);
    if (!checked.success) {
      setInputError(checked.fieldErrors.kvkNummer ?? t.addCompany.invalid);
      return;
    }
    setInputError(null);
    lookup.mutate(checked.data, {
      onSuccess: (data) => setRecord(data),
      onError: (error) => {
        const problem = problemOf(error);
        if (problem?.status === 404) setLookupError(t.addCompany.notFound);
        else if (problem?.status === 400) setInputError(fieldErrorsOf(problem, t).kvkNummer ?? t.addCompany.invalid);
        else setLookupError(problemMessage(error, t));
      },
    });
  }

  async function onAdd() {
    if (!record) return;
    setAddError(null);
    setGeboortedatumFout(null);
    // a birth date typed here is saved first: the register check compares it with the KvK's officers
    if (vraagGeboortedatum && geboortedatum) {
      try {
        await updateProfiel.mutateAsync({ geboortedatum });
      } catch (error) {
        const problem = problemOf(error);
        setGeboortedatumFout(fieldErrorsOf(problem, t).geboortedatum ?? problemMessage(error, t));
        return;
      }
    }
    add.mutate(
      { kvkNummer: record.kvkNummer },
      {
        onSuccess: (company) => router.push(`/bedrijven/${company.id}/boekjaren`),
        onError: async (error) => {
          const problem = problemOf(error);
          if (problem?.code === 'COMPANY_ALREADY_LINKED') {
            const mine = await client.companies.list.query().catch(() => []);
            setAddError({ kind: 'linked', companyId: mine.find((c) => c.kvkNummer === record.kvkNummer)?.id ?? null });
          } else setAddError({ kind: 'message', text: problemMessage(error, t) });
        },
      },
    );
  }

  const hoofd = record?.sbiActiviteiten.filter((a) => a.indHoofdactiviteit === 'Ja') ?? [];
  const overig = record?.sbiActiviteiten.filter((a) => a.indHoofdactiviteit !== 'Ja') ?? [];

  return (
    <div className="flex flex-col gap-6">
      <CompanySearch
        onPick={(nr) => {
          setKvk(nr);
          lookupNumber(nr);
        }}
      />
      <Card>
        <CardBody>
          <h2 className="mb-3 text-base font-semibold text-ink">{t.companyAdmin.orByNumber}</h2>
          <form ref={formRef} onSubmit={onLookup} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <TextField
              label={t.addCompany.kvkLabel}
              name="kvkNummer"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              value={kvk}
              onChange={(e) => {
                setKvk(e.target.value);
                if (inputError) setInputError(null);
              }}
              hint={t.addCompany.kvkHint}
              error={inputError}
              containerClassName="flex-1"
              className="tabular-nums tracking-wide"
            />
            <Button type="submit" size="md" loading={lookup.isPending} className="sm:mt-7">
              {t.addCompany.lookup}
            </Button>
          </form>
          {lookupError ? (
            <Alert tone="warning" role="alert" className="mt-4">
              {lookupError}
            </Alert>
          ) : null}
        </CardBody>
      </Card>

      {record ? (
        <div ref={recordRef} className="scroll-mt-24">
          <Card aria-labelledby="kvk-record-title">
            <CardBody className="flex flex-col gap-6">
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
                    <dd className="mt-0.5 font-medium text-ink">
                      {formatDate(record.formeleRegistratiedatum, locale)}
                    </dd>
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
                {vraagGeboortedatum ? (
                  <TextField
                    label={t.trustOwner.birthDateLabel}
                    hint={t.trustOwner.birthDateHint}
                    name="geboortedatum"
                    type="date"
                    autoComplete="bday"
                    value={geboortedatum}
                    onChange={(e) => setGeboortedatum(e.target.value)}
                    error={geboortedatumFout ?? undefined}
                  />
                ) : null}
              </div>
              {addError ? (
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
              ) : null}

              <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted">{t.addCompany.confirm}</p>
                <div className="flex gap-2">
                  <Button variant="ghost" onClick={() => setRecord(null)}>
                    {t.addCompany.cancel}
                  </Button>
                  <Button
                    onClick={() => void onAdd()}
                    loading={updateProfiel.isPending || add.isPending || add.isSuccess}
                  >
                    {t.addCompany.add}
                  </Button>
                </div>
              </div>
            </CardBody>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
