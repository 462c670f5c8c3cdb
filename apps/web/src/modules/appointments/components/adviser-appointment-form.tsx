'use client';
// The adviser proposes an appointment to an entrepreneur (who then accepts or declines).
import { useState, type FormEvent } from 'react';
import { ZCreateAppointmentInput } from '@ikv/api/schemas/appointments/adviser/create';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { validate, optionalText } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { formInstant, startEndFields } from '../time.ts';
import { useSchedulingRefresh } from './use-appointment-mutations.ts';
import { EntrepreneurPicker, type PickedPerson } from './entrepreneur-picker.tsx';

export function AdviserAppointmentForm({
  entrepreneurs,
  defaultDate,
  onDone,
}: {
  entrepreneurs: { id: string; naam: string }[];
  defaultDate: string;
  onDone?: (date: string) => void;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const refresh = useSchedulingRefresh();
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const [form, setForm] = useState({ date: defaultDate, from: '10:00', to: '11:00', onderwerp: '', locatie: '' });
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { formRef, errors, setErrors } = useFormErrors();
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const create = useMutation(trpc.appointments.adviser.create.mutationOptions(submitKey.options));
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    // the server's own schema: required fields, lengths, and an end after the start
    const fields = startEndFields(form.date);
    const checked = validate(
      ZCreateAppointmentInput,
      {
        ondernemerId: person?.id ?? '',
        start: formInstant(form.date, form.from),
        end: formInstant(form.date, form.to),
        onderwerp: form.onderwerp,
        locatie: optionalText(form.locatie),
      },
      t,
      { fields },
    );
    // the entrepreneur is picked from the search list, never typed: say so rather than the schema's words
    setErrors({ ...checked.fieldErrors, ...(person ? {} : { ondernemerId: t.appointments.entrepreneurPickFromList }) });
    if (!checked.success) {
      setMessage({ tone: 'error', text: t.validation.fixFields });
      return;
    }
    create.mutate(checked.data, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: t.appointments.saved });
        setForm((f) => ({ ...f, onderwerp: '', locatie: '' }));
        void refresh();
        onDone?.(form.date);
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(problemOf(err), t, { fields }));
        setMessage({ tone: 'error', text: problemMessage(err, t) });
      },
    });
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t.appointments.addAppointment}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <EntrepreneurPicker
          value={person}
          onChange={setPerson}
          recent={entrepreneurs}
          error={errors.ondernemerId || undefined}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t.appointments.date}
          type="date"
          name="date"
          value={form.date}
          onChange={set('date')}
          error={errors.date || null}
        />
        <TextField
          label={t.appointments.from}
          type="time"
          name="from"
          step={900}
          value={form.from}
          onChange={set('from')}
          error={errors.from || null}
        />
        <TextField
          label={t.appointments.to}
          type="time"
          name="to"
          step={900}
          value={form.to}
          onChange={set('to')}
          error={errors.to || null}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.appointments.subject}
          name="onderwerp"
          maxLength={200}
          value={form.onderwerp}
          onChange={set('onderwerp')}
          error={errors.onderwerp || null}
        />
        <TextField
          label={t.appointments.location}
          name="locatie"
          maxLength={200}
          value={form.locatie}
          onChange={set('locatie')}
          error={errors.locatie || null}
        />
      </div>
      <div>
        <Button type="submit" loading={create.isPending}>
          {t.appointments.propose}
        </Button>
      </div>
      {message ? (
        <Alert tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
    </form>
  );
}
