'use client';
// The adviser proposes an appointment to an entrepreneur (who then accepts or declines).
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { localInstant } from '../time.ts';
import { useSchedulingRefresh } from './use-appointment-mutations.ts';
import { EntrepreneurPicker, type PickedPerson } from './entrepreneur-picker.tsx';

export function AdviserAppointmentForm({ entrepreneurs, defaultDate, onDone }: { entrepreneurs: { id: string; naam: string }[]; defaultDate: string; onDone?: (date: string) => void }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const refresh = useSchedulingRefresh();
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const [form, setForm] = useState({ date: defaultDate, from: '10:00', to: '11:00', onderwerp: '', locatie: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const create = useMutation(trpc.appointments.adviser.create.mutationOptions(submitKey.options));
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const next: Record<string, string> = {};
    for (const k of ['date', 'from', 'to', 'onderwerp'] as const) if (!form[k].trim()) next[k] = t.auth.required;
    if (!person) next.ondernemerId = t.appointments.entrepreneurPickFromList;
    setErrors(next);
    if (Object.keys(next).length || !person) return;
    create.mutate(
      {
        ondernemerId: person.id,
        start: localInstant(form.date, form.from),
        end: localInstant(form.date, form.to),
        onderwerp: form.onderwerp.trim(),
        ...(form.locatie.trim() ? { locatie: form.locatie.trim() } : {}),
      },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t.appointments.saved });
          setForm((f) => ({ ...f, onderwerp: '', locatie: '' }));
          void refresh();
          onDone?.(form.date);
        },
        onError: (err) => {
          const problem = problemOf(err);
          const fields = fieldErrorsOf(problem);
          setErrors({ from: fields.start ?? '', to: fields.end ?? '', onderwerp: fields.onderwerp ?? '', ondernemerId: fields.ondernemerId ?? '' });
          setMessage({ tone: 'error', text: problemMessage(err, t) });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t.appointments.addAppointment}>
      <div className="grid gap-4 sm:grid-cols-2">
        <EntrepreneurPicker value={person} onChange={setPerson} recent={entrepreneurs} error={errors.ondernemerId || undefined} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t.appointments.date} type="date" value={form.date} onChange={set('date')} error={errors.date || null} />
        <TextField label={t.appointments.from} type="time" step={900} value={form.from} onChange={set('from')} error={errors.from || null} />
        <TextField label={t.appointments.to} type="time" step={900} value={form.to} onChange={set('to')} error={errors.to || null} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.appointments.subject} maxLength={200} value={form.onderwerp} onChange={set('onderwerp')} error={errors.onderwerp || null} />
        <TextField label={t.appointments.location} maxLength={200} value={form.locatie} onChange={set('locatie')} />
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
