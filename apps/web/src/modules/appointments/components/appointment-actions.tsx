'use client';
// The buttons a party has for one appointment, by role and state (the same rules the API enforces):
// accept/decline an adviser's proposal, approve/reject an entrepreneur's, move (reschedule) an open
// or confirmed one through the week grid (a new proposal the other party decides on; a confirmed one
// keeps its time until then), accept/decline the other party's new time for a confirmed one, cancel one
// (with a required reason), delete an unconfirmed one (adviser), download it as .ics. The reason and
// note fields are checked with the procedures' own schemas before anything is sent.
import { useEffect, useState } from 'react';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { lazySchema } from '~/lib/lazy-schema.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { IcsDownloadButton } from './ics-download-button.tsx';
import { ReschedulePanel } from './reschedule-panel.tsx';
import { useAppointmentMutations } from './use-appointment-mutations.ts';

type Appointment = RouterOutputs['appointments']['list'][number];

// the reason forms' input schemas, loaded when a form opens (lib/lazy-schema.ts); the adviser's twins
// (appointments.adviser.cancel / reject) take the same inputs
const schemas = {
  cancel: lazySchema(() => import('@ikv/api/schemas/appointments/cancel').then((m) => m.ZCancelAppointmentInput)),
  decline: lazySchema(() => import('@ikv/api/schemas/appointments/decline').then((m) => m.ZDeclineAppointmentInput)),
};

export function AppointmentActions({
  appointment,
  rol,
  onDone,
}: {
  appointment: Appointment;
  rol: 'ADVISEUR' | 'ONDERNEMER';
  onDone?: () => void;
}) {
  const { t } = useI18n();
  const s = useAppointmentActions(appointment, rol, onDone);
  const a = appointment;

  return (
    <div className="flex flex-col gap-2">
      <ActionButtons a={a} rol={rol} s={s} />
      {s.moving ? (
        <ReschedulePanel
          appointment={a}
          rol={rol}
          onClose={() => s.setMoving(false)}
          onDone={(when) => {
            s.setMoving(false);
            s.setNotice(fill(t.appointments.rescheduled, { when }));
            onDone?.();
          }}
        />
      ) : null}
      {s.notice ? (
        <Alert tone="success" role="status">
          {s.notice}
        </Alert>
      ) : null}
      {s.askReason ? <ReasonForm s={s} /> : null}
      {s.error ? (
        <Alert tone="error" role="alert">
          {s.error}
        </Alert>
      ) : null}
    </div>
  );
}

/** The state of the actions: which reason form or panel is open, and what a decision said. */
function useAppointmentActions(a: Appointment, rol: 'ADVISEUR' | 'ONDERNEMER', onDone: (() => void) | undefined) {
  const { t } = useI18n();
  const m = useAppointmentMutations();
  const [reden, setReden] = useState('');
  const [askReason, setAskReason] = useState<null | 'decline' | 'reject' | 'cancel'>(null);
  const [moving, setMoving] = useState(false);
  const { formRef, errors, setErrors } = useFormErrors();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // a new time the other party proposed for a confirmed appointment: decided with the same accept/decline (approve/reject)
  const theirMove = a.status === 'BEVESTIGD' && a.verplaatsing !== null && a.verplaatsing.voorgesteldDoor !== rol;
  const theirProposal = (a.status === 'VOORGESTELD' && a.voorgesteldDoor !== rol) || theirMove;
  const open = a.status === 'VOORGESTELD' || a.status === 'BEVESTIGD';
  const [upcoming, setUpcoming] = useState(false);
  useEffect(() => setUpcoming(Date.parse(a.start) > Date.now()), [a.start]);
  const handlers = {
    onSuccess: () => {
      setAskReason(null);
      setReden('');
      setError(null);
      setErrors({});
      onDone?.();
    },
    onError: (e: unknown) => {
      setErrors(fieldErrorsOf(problemOf(e), t));
      setError(fill(t.appointments.errorGeneric, { detail: problemMessage(e, t) }));
    },
  };
  const pending = Object.values(m).some((x) => x.isPending);
  useEffect(() => {
    if (askReason) (askReason === 'cancel' ? schemas.cancel : schemas.decline).preload();
  }, [askReason]);

  async function confirmWithReason() {
    setError(null);
    if (askReason === 'cancel') {
      const schema = await schemas.cancel.load().catch(() => null);
      if (!schema) return setError(t.common.unexpectedError);
      const checked = validate(schema, { id: a.id, reden }, t);
      // a missing reason, in the words of this form
      setErrors(
        checked.fieldErrors
          ? {
              ...checked.fieldErrors,
              ...(checked.fieldErrors.reden && !reden.trim() ? { reden: t.appointments.reasonRequired } : {}),
            }
          : {},
      );
      if (checked.success) (rol === 'ADVISEUR' ? m.cancelByAdviser : m.cancel).mutate(checked.data, handlers);
      return;
    }
    // decline (appointments.decline) and reject (appointments.adviser.reject) share this input schema
    const schema = await schemas.decline.load().catch(() => null);
    if (!schema) return setError(t.common.unexpectedError);
    const checked = validate(schema, { id: a.id, ...(reden.trim() ? { reden } : {}) }, t);
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) return;
    if (askReason === 'decline') m.decline.mutate(checked.data, handlers);
    else if (askReason === 'reject') m.reject.mutate(checked.data, handlers);
  }

  const state = { m, reden, setReden, askReason, setAskReason, moving, setMoving, formRef, errors, setErrors };
  return {
    ...state,
    error,
    notice,
    setNotice,
    theirMove,
    theirProposal,
    open,
    upcoming,
    handlers,
    pending,
    confirmWithReason,
  };
}

type ActionsState = ReturnType<typeof useAppointmentActions>;

/** The buttons this party has for the appointment in its state. */
function ActionButtons({ a, rol, s }: { a: Appointment; rol: 'ADVISEUR' | 'ONDERNEMER'; s: ActionsState }) {
  const { t } = useI18n();
  const { m, pending, handlers, theirMove, theirProposal, moving, setMoving, setAskReason, setNotice, setErrors } = s;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {theirProposal && rol === 'ONDERNEMER' ? (
        <>
          <Button
            size="sm"
            loading={m.accept.isPending}
            disabled={pending}
            onClick={() => m.accept.mutate({ id: a.id }, handlers)}
          >
            {theirMove ? t.appointments.move.accept : t.appointments.accept}
          </Button>
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => setAskReason('decline')}>
            {theirMove ? t.appointments.move.decline : t.appointments.decline}
          </Button>
        </>
      ) : null}
      {theirProposal && rol === 'ADVISEUR' ? (
        <>
          <Button
            size="sm"
            loading={m.approve.isPending}
            disabled={pending}
            onClick={() => m.approve.mutate({ id: a.id }, handlers)}
          >
            {theirMove ? t.appointments.move.accept : t.appointments.approve}
          </Button>
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => setAskReason('reject')}>
            {theirMove ? t.appointments.move.decline : t.appointments.reject}
          </Button>
        </>
      ) : null}
      {s.open && s.upcoming ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          aria-expanded={moving}
          onClick={() => {
            setMoving(!moving);
            setAskReason(null);
            setNotice(null);
          }}
        >
          {t.appointments.reschedule}
        </Button>
      ) : null}
      {a.status === 'BEVESTIGD' || (a.status === 'VOORGESTELD' && !theirProposal) ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={() => {
            setAskReason('cancel');
            setMoving(false);
            setErrors({});
          }}
        >
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
  );
}

/** The reason for declining, rejecting (optional) or cancelling (required). */
function ReasonForm({ s }: { s: ActionsState }) {
  const { t } = useI18n();
  const { formRef, askReason, reden, setReden, errors, pending, theirMove, setAskReason } = s;
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void s.confirmWithReason();
      }}
    >
      {askReason === 'cancel' ? (
        <TextField
          containerClassName="flex-1"
          label={t.appointments.cancelReason}
          hint={t.appointments.cancelReasonHint}
          error={errors.reden}
          required
          value={reden}
          maxLength={1000}
          onChange={(e) => setReden(e.target.value)}
          autoFocus
        />
      ) : (
        <TextField
          containerClassName="flex-1"
          label={t.appointments.reason}
          value={reden}
          maxLength={1000}
          error={errors.reden}
          onChange={(e) => setReden(e.target.value)}
          autoFocus
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant={askReason === 'cancel' ? 'danger' : 'primary'} loading={pending}>
          {askReason === 'cancel'
            ? t.appointments.cancel
            : theirMove
              ? t.appointments.move.decline
              : askReason === 'decline'
                ? t.appointments.decline
                : t.appointments.reject}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setAskReason(null)}>
          {t.appointments.close}
        </Button>
      </div>
    </form>
  );
}
