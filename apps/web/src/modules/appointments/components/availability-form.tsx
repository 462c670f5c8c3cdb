'use client';
// Create (optionally weekly) or change an availability block; times entered in Amsterdam time.
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { localInstant, toLocalParts } from '../time.ts';
import { useSchedulingRefresh } from './use-appointment-mutations.ts';

export interface AvailabilityDraft {
  id?: string;
  date: string;
  from: string;
  to: string;
  notitie?: string;
}

export function AvailabilityForm({ draft, onDone }: { draft: AvailabilityDraft; onDone?: (date: string) => void }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const refresh = useSchedulingRefresh();
  const [form, setForm] = useState({ ...draft, notitie: draft.notitie ?? '', until: '' });
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setForm({ ...draft, notitie: draft.notitie ?? '', until: '' }), [draft]);

  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const create = useMutation(trpc.availability.create.mutationOptions(submitKey.options));
  const update = useMutation(trpc.availability.update.mutationOptions());

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const next: Record<string, string> = {};
    if (!form.date) next.date = t.auth.required;
    if (!form.from) next.from = t.auth.required;
    if (!form.to) next.to = t.auth.required;
    setErrors(next);
    if (Object.keys(next).length) return;
    const endDate = form.to <= form.from ? toLocalParts(new Date(new Date(`${form.date}T12:00:00Z`).getTime() + 86_400_000)).date : form.date;
    const body = { start: localInstant(form.date, form.from), end: localInstant(endDate, form.to), ...(form.notitie.trim() ? { notitie: form.notitie.trim() } : {}) };
    const handlers = {
      onSuccess: (res: object) => {
        const reeks = 'reeks' in res ? (res as { reeks: { aantal: number } | null }).reeks : null;
        setMessage({ tone: 'success', text: reeks ? fill(t.appointments.seriesSaved, { count: reeks.aantal }) : t.appointments.saved });
        void refresh();
        onDone?.(form.date);
      },
      onError: (err: unknown) => {
        const problem = problemOf(err);
        const fields = fieldErrorsOf(problem);
        setErrors({ from: fields.start ?? '', to: fields.end ?? '', until: fields['herhaling.wekelijksTot'] ?? '' });
        setMessage({ tone: 'error', text: problemMessage(err, t) });
      },
    };
    if (form.id) update.mutate({ id: form.id, ...body }, handlers);
    else create.mutate({ ...body, ...(form.until ? { herhaling: { wekelijksTot: form.until } } : {}) }, handlers);
  }

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t.appointments.addAvailability}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t.appointments.date} type="date" name="date" value={form.date} onChange={set('date')} error={errors.date || null} required />
        <TextField label={t.appointments.from} type="time" name="from" step={900} value={form.from} onChange={set('from')} error={errors.from || null} required />
        <TextField label={t.appointments.to} type="time" name="to" step={900} value={form.to} onChange={set('to')} error={errors.to || null} required />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {form.id ? null : (
          <TextField label={t.appointments.repeatUntil} type="date" name="until" value={form.until} onChange={set('until')} hint={t.appointments.repeatHint} error={errors.until || null} />
        )}
        <TextField label={t.appointments.note} name="notitie" maxLength={500} value={form.notitie} onChange={set('notitie')} />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" loading={create.isPending || update.isPending}>
          {t.appointments.save}
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
