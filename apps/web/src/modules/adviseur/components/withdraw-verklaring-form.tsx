'use client';
// The adviser withdraws an issued statement, with a reason (INGETROKKEN at once for every verifier);
// the reason is checked with adviseur.verklaring.withdraw's own schema before the confirmation.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { ZWithdrawVerklaringInput } from '@ikv/api/schemas/adviseur/verklaring/withdraw';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextareaField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function WithdrawVerklaringForm({ id }: { id: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [reden, setReden] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withdraw = useMutation(trpc.adviseur.verklaring.withdraw.mutationOptions());
  const { formRef, errors, setErrors } = useFormErrors();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const checked = validate(ZWithdrawVerklaringInput, { id, reden }, t);
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success || !window.confirm(t.trust.withdrawConfirm)) return;
    withdraw.mutate(checked.data, {
      onSuccess: () => router.refresh(),
      onError: (err) => {
        setErrors(fieldErrorsOf(problemOf(err), t));
        setError(problemMessage(err, t));
      },
    });
  }
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2 border-t border-line pt-3"
      aria-label={t.trust.withdrawTitle}
    >
      <TextareaField
        label={t.trust.withdrawReason}
        name="reden"
        rows={2}
        value={reden}
        onChange={(e) => setReden(e.target.value)}
        minLength={3}
        maxLength={2000}
        required
        error={errors.reden}
      />
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" size="sm" variant="secondary" loading={withdraw.isPending}>
          {t.trust.withdraw}
        </Button>
      </div>
    </form>
  );
}
