'use client';
// Create (optionally weekly) or change an availability block; times entered in Amsterdam time.
// Checked in the browser with the procedures' own schemas (an end before its start is refused here
// already), and the server's field errors shown at the same fields.
import { useEffect, useState, type FormEvent } from 'react';
import { ZCreateAvailabilityInput } from '@ikv/api/schemas/availability/create';
import { ZUpdateAvailabilityInput } from '@ikv/api/schemas/availability/update';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { plural } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { optionalText, validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { formInstant, startEndFields } from '../time.ts';
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
  const { formRef, errors, setErrors } = useFormErrors();
  useEffect(() => setForm({ ...draft, notitie: draft.notitie ?? '', until: '' }), [draft]);

  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const create = useMutation(trpc.availability.create.mutationOptions(submitKey.options));
  const update = useMutation(trpc.availability.update.mutationOptions());

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const fields = { ...startEndFields(form.date), 'herhaling.wekelijksTot': 'until', notitie: 'notitie' };
    const block = {
      start: formInstant(form.date, form.from),
      end: formInstant(form.date, form.to),
      notitie: optionalText(form.notitie),
    };
    const checked = form.id
      ? validate(ZUpdateAvailabilityInput, { id: form.id, ...block }, t, { fields })
      : validate(
          ZCreateAvailabilityInput,
          { ...block, ...(form.until ? { herhaling: { wekelijksTot: form.until } } : {}) },
          t,
          { fields },
        );
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) {
      setMessage({ tone: 'error', text: t.validation.fixFields });
      return;
    }
    const handlers = {
      onSuccess: (res: object) => {
        const reeks = 'reeks' in res ? (res as { reeks: { aantal: number } | null }).reeks : null;
        setMessage({
          tone: 'success',
          text: reeks ? plural(t.flowUi.seriesSaved, reeks.aantal, { count: reeks.aantal }) : t.appointments.saved,
        });
        void refresh();
        onDone?.(form.date);
      },
      onError: (err: unknown) => {
        setErrors(fieldErrorsOf(problemOf(err), t, { fields }));
        setMessage({ tone: 'error', text: problemMessage(err, t) });
      },
    };
    if ('id' in checked.data) update.mutate(checked.data, handlers);
    else create.mutate(checked.data, handlers);
  }

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t.appointments.addAvailability}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t.appointments.date}
          type="date"
          name="date"
          value={form.date}
          onChange={set('date')}
          error={errors.date || null}
          required
        />
        <TextField
          label={t.appointments.from}
          type="time"
          name="from"
          step={900}
          value={form.from}
          onChange={set('from')}
          error={errors.from || null}
          required
        />
        <TextField
          label={t.appointments.to}
          type="time"
          name="to"
          step={900}
          value={form.to}
          onChange={set('to')}
          error={errors.to || null}
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {form.id ? null : (
          <TextField
            label={t.appointments.repeatUntil}
            type="date"
            name="until"
            value={form.until}
            onChange={set('until')}
            hint={t.appointments.repeatHint}
            error={errors.until || null}
          />
        )}
        <TextField
          label={t.appointments.note}
          name="notitie"
          maxLength={500}
          value={form.notitie}
          onChange={set('notitie')}
          error={errors.notitie || null}
        />
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
