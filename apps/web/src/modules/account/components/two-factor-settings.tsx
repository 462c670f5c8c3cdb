'use client';
// Settings: two-factor authentication. Set up (QR code + key), turn on with a code (the ten
// recovery codes are shown once, with download and copy), new recovery codes, turn off. Each form is
// checked in the browser with its procedure's own (small) schema before the server action runs; the
// server's answer is worded in the user's language at the fields too.
import { useActionState, useState } from 'react';
import { useRouter } from 'next/navigation';
import { ZDisableInput } from '@ikv/api/schemas/auth/two-factor/disable';
import { ZEnableInput } from '@ikv/api/schemas/auth/two-factor/enable';
import { ZRegenerateRecoveryCodesInput } from '@ikv/api/schemas/auth/two-factor/regenerate-recovery-codes';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { plural } from '~/i18n/locale.ts';
import { validate } from '~/lib/schema-form.ts';
import { useActionFormErrors } from '~/lib/use-form-errors.ts';
import {
  disableTwoFactorAction,
  enableTwoFactorAction,
  regenerateRecoveryCodesAction,
  setupTwoFactorAction,
  type ActionState,
  type TwoFactorState,
} from '../actions.ts';

/** A code as the server action reads it: spaces removed ("123 456"). */
const codeOf = (form: FormData) => String(form.get('code') ?? '').replace(/\s/g, '');

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useI18n();
  const router = useRouter();
  const [copied, setCopied] = useState(false);
  const file = `${t.account.recoveryFileHeader}\n\n${codes.join('\n')}\n`;
  return (
    <div className="flex flex-col gap-3" role="region" aria-labelledby="recovery-title">
      <Alert tone="warning" title={t.account.recoveryTitle}>
        <p id="recovery-title">{t.account.recoveryText}</p>
      </Alert>
      <ol
        className="grid grid-cols-2 gap-2 rounded-lg border border-line bg-slate-50 p-4 font-mono text-sm sm:grid-cols-5"
        aria-label={t.account.recoveryTitle}
        data-testid="recovery-codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <a
          className="inline-flex items-center rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="ikv-herstelcodes.txt"
        >
          {t.account.download}
        </a>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(file).then(() => setCopied(true));
          }}
        >
          {t.account.copy}
        </Button>
        <Button size="sm" onClick={() => router.refresh()}>
          {t.account.recoveryStored}
        </Button>
        {copied ? (
          <span role="status" className="self-center text-sm text-muted">
            {t.account.copied}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function Setup() {
  const { t } = useI18n();
  const [setup, start, starting] = useActionState<TwoFactorState, FormData>(setupTwoFactorAction, { status: 'idle' });
  const [enabled, enable, enabling] = useActionState<TwoFactorState, FormData>(enableTwoFactorAction, {
    status: 'idle',
  });
  const data = enabled.setup ?? setup.setup;
  const enableForm = useActionFormErrors(enabled.fieldErrors);
  if (enabled.recoveryCodes) return <RecoveryCodes codes={enabled.recoveryCodes} />;
  if (!data) {
    return (
      <form action={start}>
        {setup.status === 'error' ? <Alert tone="error">{setup.message}</Alert> : null}
        <Button type="submit" loading={starting}>
          {t.account.startSetup}
        </Button>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t.account.scanQr}</p>
      <img
        src={data.qrCodeDataUrl}
        alt={t.account.qrAlt}
        width={200}
        height={200}
        className="rounded-lg border border-line"
      />
      <div className="text-sm">
        <p className="text-muted">{t.account.manualKey}</p>
        <code
          className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm"
          data-testid="totp-secret"
        >
          {data.secret}
        </code>
      </div>
      <form
        ref={enableForm.formRef}
        action={enable}
        onSubmit={enableForm.guard((f) => validate(ZEnableInput, { code: codeOf(f) }, t))}
        noValidate
        className="flex max-w-xs flex-col gap-3"
      >
        {enabled.status === 'error' ? <Alert tone="error">{enabled.message}</Alert> : null}
        <TextField
          label={t.account.twoFactorCode}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={enableForm.errors.code}
        />
        <div>
          <Button type="submit" loading={enabling}>
            {t.account.enableButton}
          </Button>
        </div>
      </form>
    </div>
  );
}

function Enabled({ remaining }: { remaining: number }) {
  const { t } = useI18n();
  const [regen, regenerate, regenerating] = useActionState<TwoFactorState, FormData>(regenerateRecoveryCodesAction, {
    status: 'idle',
  });
  const [off, disable, disabling] = useActionState<ActionState, FormData>(disableTwoFactorAction, { status: 'idle' });
  const regenForm = useActionFormErrors(regen.fieldErrors);
  const offForm = useActionFormErrors(off.fieldErrors);
  if (regen.recoveryCodes) return <RecoveryCodes codes={regen.recoveryCodes} />;
  if (off.status === 'ok') return <Alert tone="success">{off.message}</Alert>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <p className="text-sm text-muted md:col-span-2">
        {plural(t.flowUi.recoveryRemaining, remaining, { count: remaining })}
      </p>
      <form
        ref={regenForm.formRef}
        action={regenerate}
        onSubmit={regenForm.guard((f) => validate(ZRegenerateRecoveryCodesInput, { code: codeOf(f) }, t))}
        noValidate
        className="flex flex-col gap-3"
      >
        <h3 className="font-medium text-ink">{t.account.regenerateTitle}</h3>
        <p className="text-sm text-muted">{t.account.regenerateText}</p>
        {regen.status === 'error' ? <Alert tone="error">{regen.message}</Alert> : null}
        <TextField
          label={t.account.twoFactorCode}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={regenForm.errors.code}
        />
        <div>
          <Button type="submit" variant="secondary" loading={regenerating}>
            {t.account.regenerateButton}
          </Button>
        </div>
      </form>
      <form
        ref={offForm.formRef}
        action={disable}
        onSubmit={offForm.guard((f) =>
          validate(ZDisableInput, { wachtwoord: String(f.get('wachtwoord') ?? ''), code: codeOf(f) }, t),
        )}
        noValidate
        className="flex flex-col gap-3"
      >
        <h3 className="font-medium text-ink">{t.account.disableTitle}</h3>
        {off.status === 'error' ? <Alert tone="error">{off.message}</Alert> : null}
        <TextField
          label={t.auth.password}
          name="wachtwoord"
          type="password"
          autoComplete="current-password"
          required
          error={offForm.errors.wachtwoord}
        />
        <TextField
          label={t.account.twoFactorCode}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={offForm.errors.code}
        />
        <div>
          <Button type="submit" variant="danger" loading={disabling}>
            {t.account.disableButton}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function TwoFactorSettings({ enabled, remaining }: { enabled: boolean; remaining: number }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t.account.twoFactorIntro}</p>
      {enabled ? <Enabled remaining={remaining} /> : <Setup />}
    </div>
  );
}
