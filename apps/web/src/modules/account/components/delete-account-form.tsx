'use client';
import { useActionState } from 'react';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { deleteAccountAction, type ActionState } from '../actions.ts';

export function DeleteAccountForm() {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<ActionState, FormData>(deleteAccountAction, { status: 'idle' });
  return (
    <form action={action} className="flex max-w-md flex-col gap-4">
      <p className="text-sm">{t.account.deleteText}</p>
      {state.status === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
      <TextField label={t.auth.password} name="wachtwoord" type="password" autoComplete="current-password" required />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="bevestig" value="ja" required className="mt-0.5 size-4" aria-invalid={state.fieldErrors?.bevestig ? true : undefined} />
        <span>{t.account.deleteConfirm}</span>
      </label>
      <div>
        <Button type="submit" variant="danger" loading={pending}>
          {t.account.deleteButton}
        </Button>
      </div>
    </form>
  );
}
