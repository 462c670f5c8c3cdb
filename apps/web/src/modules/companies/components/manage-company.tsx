'use client';
// Owner tools for one company: local name/address overrides (checked with companies.update's own
// schema before sending), refresh from the registry, delete.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { ZUpdateCompanyInput } from '@ikv/api/schemas/companies/update';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';

type Company = RouterOutputs['companies']['get'];

export function ManageCompany({ company }: { company: Company }) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [naam, setNaam] = useState(company.naam);
  const [straat, setStraat] = useState(company.adres.straat);
  const [postcode, setPostcode] = useState(company.adres.postcode);
  const [plaats, setPlaats] = useState(company.adres.plaats);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, errors: fieldErrors, setErrors: setFieldErrors } = useFormErrors();
  const update = useMutation(trpc.companies.update.mutationOptions());
  const del = useMutation(trpc.companies.delete.mutationOptions());

  function run(input: Parameters<typeof update.mutate>[0], ok: string) {
    setMessage(null);
    setFailure(null);
    const checked = validate(ZUpdateCompanyInput, input, t);
    setFieldErrors(checked.fieldErrors ?? {});
    if (!checked.success) {
      setFailure(t.validation.fixFields);
      return;
    }
    update.mutate(checked.data, {
      onSuccess: (c) => {
        setNaam(c.naam);
        setStraat(c.adres.straat);
        setPostcode(c.adres.postcode);
        setPlaats(c.adres.plaats);
        setMessage(ok);
        router.refresh();
      },
      onError: (err) => {
        const problem = problemOf(err);
        setFieldErrors(fieldErrorsOf(problem, t));
        setFailure(problemMessage(err, t));
      },
    });
  }

  function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    run({ companyId: company.id, naam, adres: { straat, postcode, plaats } }, t.companyAdmin.localSaved);
  }

  return (
    <Card aria-labelledby="manage-title">
      <CardBody className="flex flex-col gap-5">
        <div>
          <h2 id="manage-title" className="text-lg font-semibold text-ink">
            {t.companyAdmin.manageTitle}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.companyAdmin.localHint}</p>
        </div>
        {message ? (
          <Alert tone="success" role="status">
            {message}
          </Alert>
        ) : null}
        {failure ? (
          <Alert tone="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <form ref={formRef} onSubmit={onSave} noValidate className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.companyAdmin.localName}
            name="naam"
            value={naam}
            onChange={(e) => setNaam(e.target.value)}
            error={fieldErrors.naam}
            containerClassName="sm:col-span-2"
          />
          <TextField
            label={t.companyAdmin.localStreet}
            name="straat"
            value={straat}
            onChange={(e) => setStraat(e.target.value)}
            error={fieldErrors['adres.straat']}
            containerClassName="sm:col-span-2"
          />
          <TextField
            label={t.companyAdmin.localPostcode}
            name="postcode"
            value={postcode}
            onChange={(e) => setPostcode(e.target.value)}
            error={fieldErrors['adres.postcode']}
          />
          <TextField
            label={t.companyAdmin.localCity}
            name="plaats"
            value={plaats}
            onChange={(e) => setPlaats(e.target.value)}
            error={fieldErrors['adres.plaats']}
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" loading={update.isPending && update.variables?.vernieuwVanuitKvk !== true}>
              {t.companyAdmin.saveLocal}
            </Button>
            {company.heeftLokaleWijzigingen ? (
              <Button
                variant="secondary"
                onClick={() => run({ companyId: company.id, naam: null, adres: null }, t.companyAdmin.localSaved)}
              >
                {t.companyAdmin.clearLocal}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              loading={update.isPending && update.variables?.vernieuwVanuitKvk === true}
              onClick={() => run({ companyId: company.id, vernieuwVanuitKvk: true }, t.companyAdmin.refreshed)}
            >
              {t.companyAdmin.refresh}
            </Button>
          </div>
        </form>
        <p className="text-xs text-muted">
          {fill(t.companyAdmin.fetchedAt, { date: formatDate(company.registerOpgehaaldOp, locale) })}
        </p>
        <div className="border-t border-line pt-4">
          <Button
            variant="danger"
            loading={del.isPending || del.isSuccess}
            onClick={() => {
              if (!window.confirm(t.companyAdmin.confirmDelete)) return;
              setFailure(null);
              del.mutate(
                { companyId: company.id },
                { onSuccess: () => router.push('/bedrijven'), onError: (err) => setFailure(problemMessage(err, t)) },
              );
            }}
          >
            {t.companyAdmin.deleteCompany}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
