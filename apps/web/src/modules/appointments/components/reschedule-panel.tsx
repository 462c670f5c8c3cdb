'use client';
// Moving an appointment (appointment-actions.tsx) through the week grid of the adviser's free time:
// a new proposal the other party decides on (a confirmed one keeps its time until then). The note is
// checked with the procedure's own schema before anything is sent.
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
import { viewerTimeZone } from '../viewer-time-zone.ts';
import { slotLabel, todayIn } from '../zoned-format.ts';
import { SlotGrid, type Slot } from './slot-grid.tsx';
import { useAppointmentMutations } from './use-appointment-mutations.ts';

type Appointment = RouterOutputs['appointments']['list'][number];

// the form's input schema, loaded when the panel opens (lib/lazy-schema.ts); the adviser's twin
// (appointments.adviser.reschedule) takes the same input
const rescheduleSchema = lazySchema(() =>
  import('@ikv/api/schemas/appointments/reschedule').then((m) => m.ZRescheduleAppointmentInput),
);

/** Moving an appointment: the week grid of the adviser's free time, then an optional note. */
export function ReschedulePanel({
  appointment,
  rol,
  onDone,
  onClose,
}: {
  appointment: Appointment;
  rol: 'ADVISEUR' | 'ONDERNEMER';
  onDone: (when: string) => void;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const m = useAppointmentMutations();
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [toelichting, setToelichting] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFormErrors();
  useEffect(() => {
    setTimeZone(viewerTimeZone());
    rescheduleSchema.preload();
  }, []);
  const a = appointment;
  const other = rol === 'ADVISEUR' ? a.ondernemer : a.adviseur;
  const minutes = Math.round((Date.parse(a.end) - Date.parse(a.start)) / 60_000);
  const mutation = rol === 'ADVISEUR' ? m.rescheduleByAdviser : m.reschedule;
  if (!timeZone) return null;

  async function send() {
    if (!slot || !timeZone || mutation.isPending) return;
    setError(null);
    const schema = await rescheduleSchema.load().catch(() => null);
    if (!schema) return setError(t.common.unexpectedError);
    const checked = validate(
      schema,
      { id: a.id, start: slot.start, end: slot.end, ...(toelichting.trim() ? { reden: toelichting } : {}) },
      t,
    );
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) {
      if (!checked.fieldErrors.reden) setError(t.validation.fixFields);
      return;
    }
    const when = slotLabel(slot, timeZone, locale);
    mutation.mutate(checked.data, {
      onSuccess: () => onDone(when),
      onError: (e: unknown) => {
        setErrors(fieldErrorsOf(problemOf(e), t));
        setError(fill(t.appointments.errorGeneric, { detail: problemMessage(e, t) }));
      },
    });
  }

  return (
    <section
      aria-label={t.appointments.rescheduleTitle}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-slate-50 p-3 sm:p-4"
    >
      <div>
        <h3 className="text-base font-semibold text-ink">{t.appointments.rescheduleTitle}</h3>
        <p className="text-sm text-muted">
          {fill(a.status === 'BEVESTIGD' ? t.appointments.rescheduleLeadConfirmed : t.appointments.rescheduleLead, {
            name: `${other.voornaam} ${other.achternaam}`,
          })}
        </p>
      </div>
      <SlotGrid
        adviserId={a.adviserId}
        timeZone={timeZone}
        initialDate={todayIn(timeZone, new Date(a.start))}
        durationMinutes={minutes}
        selected={slot}
        onPick={setSlot}
      />
      {slot ? (
        <form
          ref={formRef}
          noValidate
          className="flex flex-col gap-3"
          aria-label={t.appointments.rescheduleSend}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <p className="text-sm text-slate-700">
            <span className="font-medium text-ink">{t.appointments.grid.chosen}:</span>{' '}
            {slotLabel(slot, timeZone, locale)}
          </p>
          <TextField
            label={t.appointments.rescheduleReason}
            name="reden"
            value={toelichting}
            maxLength={1000}
            error={errors.reden}
            onChange={(e) => setToelichting(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={mutation.isPending}>
              {t.appointments.rescheduleSend}
            </Button>
            <Button size="sm" variant="ghost" onClick={onClose}>
              {t.appointments.close}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t.appointments.close}
          </Button>
        </div>
      )}
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}
