'use client';
// The buttons a party has for one appointment, by role and state (the same rules the API enforces):
// accept/decline an adviser's proposal, approve/reject an entrepreneur's, cancel a confirmed one
// (with an optional reason), delete an unconfirmed one (adviser), download it as .ics.
import { useState } from 'react';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { inputClasses } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPCClient } from '~/trpc/react.tsx';
import { useAppointmentMutations } from './use-appointment-mutations.ts';

type Appointment = RouterOutputs['appointments']['list'][number];

export function IcsDownloadButton({ id, label }: { id?: string; label: string }) {
  const client = useTRPCClient();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const file = await client.appointments.ical.query(id ? { id } : undefined);
      const url = URL.createObjectURL(new Blob([file.inhoud], { type: 'text/calendar;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = file.bestandsnaam;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="ghost" size="sm" loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}

export function AppointmentActions({ appointment, rol, onDone }: { appointment: Appointment; rol: 'ADVISEUR' | 'ONDERNEMER'; onDone?: () => void }) {
  const { t } = useI18n();
  const m = useAppointmentMutations();
  const [reden, setReden] = useState('');
  const [askReason, setAskReason] = useState<null | 'decline' | 'reject' | 'cancel'>(null);
  const [error, setError] = useState<string | null>(null);
  const a = appointment;
  const theirProposal = a.status === 'VOORGESTELD' && a.voorgesteldDoor !== rol;
  const handlers = {
    onSuccess: () => {
      setAskReason(null);
      setReden('');
      setError(null);
      onDone?.();
    },
    onError: (e: unknown) => setError(fill(t.appointments.errorGeneric, { detail: problemMessage(e, t) })),
  };
  const pending = Object.values(m).some((x) => x.isPending);

  function confirmWithReason() {
    const input = { id: a.id, ...(reden.trim() ? { reden: reden.trim() } : {}) };
    if (askReason === 'decline') m.decline.mutate(input, handlers);
    else if (askReason === 'reject') m.reject.mutate(input, handlers);
    else if (askReason === 'cancel') (rol === 'ADVISEUR' ? m.cancelByAdviser : m.cancel).mutate(input, handlers);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {theirProposal && rol === 'ONDERNEMER' ? (
          <>
            <Button size="sm" loading={m.accept.isPending} disabled={pending} onClick={() => m.accept.mutate({ id: a.id }, handlers)}>
              {t.appointments.accept}
            </Button>
            <Button size="sm" variant="secondary" disabled={pending} onClick={() => setAskReason('decline')}>
              {t.appointments.decline}
            </Button>
          </>
        ) : null}
        {theirProposal && rol === 'ADVISEUR' ? (
          <>
            <Button size="sm" loading={m.approve.isPending} disabled={pending} onClick={() => m.approve.mutate({ id: a.id }, handlers)}>
              {t.appointments.approve}
            </Button>
            <Button size="sm" variant="secondary" disabled={pending} onClick={() => setAskReason('reject')}>
              {t.appointments.reject}
            </Button>
          </>
        ) : null}
        {a.status === 'BEVESTIGD' ? (
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => setAskReason('cancel')}>
            {t.appointments.cancel}
          </Button>
        ) : null}
        {rol === 'ADVISEUR' && a.status !== 'BEVESTIGD' ? (
          <Button
            size="sm"
            variant="danger"
            loading={m.remove.isPending}
            disabled={pending}
            onClick={() => {
              if (window.confirm(t.appointments.confirmDelete)) m.remove.mutate({ id: a.id }, handlers);
            }}
          >
            {t.appointments.delete}
          </Button>
        ) : null}
        {a.status !== 'AFGEWEZEN' ? <IcsDownloadButton id={a.id} label={t.appointments.download} /> : null}
      </div>
      {askReason ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            confirmWithReason();
          }}
        >
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-ink">
            {t.appointments.reason}
            <input className={inputClasses} value={reden} maxLength={1000} onChange={(e) => setReden(e.target.value)} autoFocus />
          </label>
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant={askReason === 'cancel' ? 'danger' : 'primary'} loading={pending}>
              {askReason === 'decline' ? t.appointments.decline : askReason === 'reject' ? t.appointments.reject : t.appointments.cancel}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAskReason(null)}>
              {t.appointments.close}
            </Button>
          </div>
        </form>
      ) : null}
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
