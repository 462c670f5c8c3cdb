'use client';
// Look up a KvK number in the registry (kvk.lookup), show the record, then link it (companies.add).
import { useEffect, useMemo, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { ZLookupKvkInput } from '@ikv/api/schemas/kvk/lookup';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFocusFirstError } from '~/lib/use-focus-first-error.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC, useTRPCClient } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { CompanySearch } from './company-search.tsx';
import { KvkRecordCard, type AddError, type KvkDetail, type Persoon } from './kvk-record-card.tsx';

export function AddCompanyForm({ persoon = null }: { persoon?: Persoon | null }) {
  const { t } = useI18n();
  const search = useKvkLookup();
  const { kvk, setKvk, inputError, setInputError, lookupError, record, setRecord, lookupNumber } = search;
  const { formRef, recordRef, lookup } = search;
  const linking = useLinkCompany(record, persoon, search.setAddError);

  function onLookup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    lookupNumber(kvk);
  }

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
          <KvkRecordCard
            record={record}
            persoon={persoon}
            birthDate={
              linking.vraagGeboortedatum
                ? { value: linking.geboortedatum, error: linking.geboortedatumFout, onChange: linking.setGeboortedatum }
                : null
            }
            addError={search.addError}
            adding={linking.adding}
            onCancel={() => setRecord(null)}
            onAdd={() => void linking.onAdd()}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The number typed or picked, its check by the lookup's own schema, and the registry's answer. */
function useKvkLookup() {
  const { t } = useI18n();
  const trpc = useTRPC();
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

  const state = { kvk, setKvk, inputError, setInputError, lookupError, record, setRecord, addError, setAddError };
  return { ...state, formRef, recordRef, lookup, lookupNumber };
}

/** Linking the record found: a birth date asked for first, then companies.add, then its years. */
function useLinkCompany(
  record: KvkDetail | null,
  persoon: Persoon | null,
  setAddError: Dispatch<SetStateAction<AddError | null>>,
) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const router = useRouter();
  const [geboortedatum, setGeboortedatum] = useState('');
  const [geboortedatumFout, setGeboortedatumFout] = useState<string | null>(null);
  const vraagGeboortedatum = persoon !== null && !persoon.vast && persoon.geboortedatum === null;
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const add = useMutation(trpc.companies.add.mutationOptions(submitKey.options));
  const updateProfiel = useMutation(trpc.ondernemer.update.mutationOptions());

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

  const adding = updateProfiel.isPending || add.isPending || add.isSuccess;
  return { vraagGeboortedatum, geboortedatum, setGeboortedatum, geboortedatumFout, adding, onAdd };
}
