'use client';
// The adviser's decision on who owns a company record (companies.eigendom.decide): besluit + a
// required explanation, checked with the procedure's own schema before sending. Its own file so the
// adviser's request page only gains one line.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { ZDecideEigendomInput } from '@ikv/api/schemas/companies/eigendom/decide';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { TextareaField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';

type Status = 'BEVESTIGD' | 'ONBEVESTIGD' | 'AFGEWEZEN';

export function EigendomDecisionForm({ companyId, status }: { companyId: string; status: Status }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [besluit, setBesluit] = useState<'BEVESTIGD' | 'AFGEWEZEN'>('BEVESTIGD');
  const [toelichting, setToelichting] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const decide = useMutation(trpc.companies.eigendom.decide.mutationOptions());
  const { formRef, errors, setErrors } = useFormErrors();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(false);
    setError(null);
    const checked = validate(ZDecideEigendomInput, { companyId, besluit, toelichting }, t);
    // a missing explanation, in the words of this form
    setErrors(
      checked.fieldErrors
        ? {
            ...checked.fieldErrors,
            ...(checked.fieldErrors.toelichting && !toelichting.trim()
              ? { toelichting: t.eigendom.toelichtingRequired }
              : {}),
          }
        : {},
    );
    if (!checked.success) return;
    decide.mutate(checked.data, {
      onSuccess: () => {
        setToelichting('');
        setSaved(true);
        router.refresh();
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(problemOf(err), t));
        setError(problemMessage(err, t));
      },
    });
  }

  return (
    <Card>
      <CardBody className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">{t.eigendom.adviserTitle}</h2>
        <p className="text-sm text-muted" data-testid="eigendom-adviser-status">
          {fill(t.eigendom.adviserCurrent, { status: t.eigendom.status[status] })}
        </p>
        <form
          ref={formRef}
          onSubmit={onSubmit}
          className="flex flex-col gap-3"
          aria-label={t.eigendom.adviserTitle}
          noValidate
        >
          <fieldset className="flex flex-col gap-1.5 text-sm">
            <legend className="mb-1 font-medium text-ink">{t.eigendom.besluit}</legend>
            {(['BEVESTIGD', 'AFGEWEZEN'] as const).map((b) => (
              <label key={b} className="flex items-center gap-2">
                <input type="radio" name="besluit" value={b} checked={besluit === b} onChange={() => setBesluit(b)} />
                {b === 'BEVESTIGD' ? t.eigendom.confirm : t.eigendom.reject}
              </label>
            ))}
          </fieldset>
          <TextareaField
            label={t.eigendom.toelichting}
            name="toelichting"
            value={toelichting}
            onChange={(e) => setToelichting(e.target.value)}
            maxLength={2000}
            required
            error={errors.toelichting}
            placeholder={t.eigendom.toelichtingHint}
          />
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {saved ? (
            <Alert tone="success" role="status">
              {t.eigendom.saved}
            </Alert>
          ) : null}
          <Button type="submit" loading={decide.isPending}>
            {t.eigendom.save}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
