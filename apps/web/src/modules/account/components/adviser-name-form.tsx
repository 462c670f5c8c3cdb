'use client';
// An adviser changes his own name (account.naam): what entrepreneurs see as their behandelaar and what
// new statements carry. Checked with the operation's own schema before sending.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { ZNaamInput } from '@ikv/api/schemas/account/naam';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function AdviserNameForm({
  voornaam: startVoornaam,
  achternaam: startAchternaam,
}: {
  voornaam: string;
  achternaam: string;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [voornaam, setVoornaam] = useState(startVoornaam);
  const [achternaam, setAchternaam] = useState(startAchternaam);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { formRef, errors, setErrors } = useFormErrors();
  const save = useMutation(trpc.account.naam.mutationOptions());
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(null);
    const checked = validate(ZNaamInput, { voornaam, achternaam }, t);
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) return;
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setVoornaam(saved.voornaam);
        setAchternaam(saved.achternaam);
        setMessage({ tone: 'success', text: t.account.saved });
        router.refresh();
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(problemOf(err), t));
        setMessage({ tone: 'error', text: problemMessage(err, t) });
      },
    });
  }
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t.flowUi.nameTitle}
    >
      {message ? (
        <div className="sm:col-span-2">
          <Alert tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        </div>
      ) : null}
      <TextField
        label={t.auth.firstName}
        name="voornaam"
        autoComplete="given-name"
        required
        maxLength={100}
        value={voornaam}
        onChange={(e) => setVoornaam(e.target.value)}
        error={errors.voornaam}
      />
      <TextField
        label={t.auth.lastName}
        name="achternaam"
        autoComplete="family-name"
        required
        maxLength={100}
        value={achternaam}
        onChange={(e) => setAchternaam(e.target.value)}
        error={errors.achternaam}
      />
      <p className="text-sm text-muted sm:col-span-2">{t.flowUi.nameLead}</p>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          {t.account.save}
        </Button>
      </div>
    </form>
  );
}
