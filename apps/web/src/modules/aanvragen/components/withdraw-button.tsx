'use client';
// The entrepreneur withdraws his request (INTREKKEN), after a confirmation; the optional reason is
// checked with aanvragen.withdraw's own schema before sending (loaded when the form opens,
// lib/lazy-schema.ts, so zod stays out of the request page's own script).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { lazySchema, schemaForSubmit } from '~/lib/lazy-schema.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';

const withdrawSchema = lazySchema(() =>
  import('@ikv/api/schemas/aanvragen/withdraw').then((m) => m.ZWithdrawAanvraagInput),
);

export function WithdrawButton({ id }: { id: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [reden, setReden] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const withdraw = useMutation(trpc.aanvragen.withdraw.mutationOptions());
  const { formRef, errors, setErrors } = useFormErrors();
  if (!asking) {
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          withdrawSchema.preload();
          setAsking(true);
        }}
      >
        {t.aanvragen.withdraw}
      </Button>
    );
  }
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (withdraw.isPending || checking) return;
        setError(null);
        setChecking(true);
        const schema = await schemaForSubmit(withdrawSchema, () => setError(t.common.unexpectedError));
        setChecking(false);
        if (!schema) return;
        const checked = validate(schema, { id, reden: reden.trim() ? reden : undefined }, t);
        setErrors(checked.fieldErrors ?? {});
        if (!checked.success) return;
        withdraw.mutate(checked.data, {
          onSuccess: () => router.refresh(),
          onError: (err) => {
            setErrors(fieldErrorsOf(problemOf(err), t));
            setError(problemMessage(err, t));
          },
        });
      }}
    >
      <p className="text-sm text-ink">{t.aanvragen.withdrawConfirm}</p>
      <TextField
        label={t.aanvragen.withdrawReason}
        name="reden"
        value={reden}
        onChange={(e) => setReden(e.target.value)}
        maxLength={2000}
        error={errors.reden}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" size="sm" loading={withdraw.isPending || checking}>
          {t.aanvragen.withdraw}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
          {t.addCompany.cancel}
        </Button>
      </div>
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </form>
  );
}
