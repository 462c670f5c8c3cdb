'use client';
// Delete the account: the password (checked in the browser with ondernemer.delete's own schema) and
// an explicit confirmation; the server's answer (wrong password) stands at the field.
import { useActionState, useId } from 'react';
import Link from 'next/link';
import { ZDeleteInput } from '@ikv/api/schemas/ondernemer/delete';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { validate, type Validation } from '~/lib/schema-form.ts';
import { useActionFormErrors } from '~/lib/use-form-errors.ts';
import { deleteAccountAction, type ActionState } from '../actions.ts';

export function DeleteAccountForm() {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<ActionState, FormData>(deleteAccountAction, { status: 'idle' });
  const { formRef, errors, guard } = useActionFormErrors(state.fieldErrors);
  const confirmErrorId = `${useId()}-bevestig-error`;
  const check = (form: FormData): Validation<unknown> => {
    const checked = validate(ZDeleteInput, { wachtwoord: String(form.get('wachtwoord') ?? '') }, t);
    // the confirmation is the form's own (the procedure has no such field)
    if (form.get('bevestig') === 'ja') return checked;
    return { success: false, fieldErrors: { ...checked.fieldErrors, bevestig: t.account.deleteConfirmRequired } };
  };
  return (
    <form ref={formRef} action={action} onSubmit={guard(check)} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-sm">{t.account.deleteText}</p>
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-medium">{t.account.deleteKeptTitle}</p>
        <ul className="list-disc pl-5">
          {t.account.deleteKept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          {t.account.deleteTold}{' '}
          <Link href="/privacy" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t.privacy.footerLink}
          </Link>
        </p>
      </div>
      {state.status === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
      <TextField
        label={t.auth.password}
        name="wachtwoord"
        type="password"
        autoComplete="current-password"
        required
        error={errors.wachtwoord}
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="bevestig"
            value="ja"
            required
            className="mt-0.5 size-4"
            aria-invalid={errors.bevestig ? true : undefined}
            aria-describedby={errors.bevestig ? confirmErrorId : undefined}
          />
          <span>{t.account.deleteConfirm}</span>
        </label>
        {errors.bevestig ? (
          <p id={confirmErrorId} className="text-sm text-red-700">
            {errors.bevestig}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" variant="danger" loading={pending}>
          {t.account.deleteButton}
        </Button>
      </div>
    </form>
  );
}
