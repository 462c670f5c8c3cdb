'use client';
// Booking a slot with an adviser: the slot picked, the subject, and the proposal sent (checked with
// the proposal's own schema, loaded when a slot is picked: lib/lazy-schema.ts).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { lazySchema, schemaForSubmit } from '~/lib/lazy-schema.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { slotLabel } from '../zoned-format.ts';
import type { Slot } from './slot-grid.tsx';
import { useSchedulingRefresh } from './use-appointment-mutations.ts';

const proposeSchema = lazySchema(() =>
  import('@ikv/api/schemas/appointments/propose').then((m) => m.ZProposeAppointmentInput),
);

/** `adviserId`: the adviser chosen; `timeZone`: the viewer's, in which the booked time is told */
export function useBooking(adviserId: string, timeZone: string) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const refresh = useSchedulingRefresh();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [onderwerp, setOnderwerp] = useState(t.appointments.grid.defaultSubject);
  const { formRef, errors, setErrors } = useFormErrors();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const checking = useRef(false);
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const propose = useMutation(trpc.appointments.propose.mutationOptions(submitKey.options));

  // another adviser (also through Back): the slot picked with the previous one no longer applies
  useEffect(() => {
    setSlot(null);
  }, [adviserId]);

  function pick(s: Slot) {
    proposeSchema.preload();
    setSlot(s);
    setMessage(null);
    setErrors({});
    setTimeout(() => document.getElementById('book-subject')?.focus(), 0);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!slot || propose.isPending || checking.current) return;
    setMessage(null);
    checking.current = true;
    const schema = await schemaForSubmit(proposeSchema, () =>
      setMessage({ tone: 'error', text: t.common.unexpectedError }),
    );
    checking.current = false;
    if (!schema) return;
    const checked = validate(schema, { adviserId, start: slot.start, end: slot.end, onderwerp }, t);
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) {
      if (!checked.fieldErrors.onderwerp) setMessage({ tone: 'error', text: t.validation.fixFields });
      return;
    }
    const when = slotLabel(slot, timeZone, locale);
    propose.mutate(checked.data, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: fill(t.appointments.grid.booked, { when }) });
        setSlot(null);
        setOnderwerp(t.appointments.grid.defaultSubject);
        void refresh();
      },
      onError: (err) => {
        const problem = problemOf(err);
        setMessage({ tone: 'error', text: problemMessage(err, t) });
        // a refused subject: stay on the form with the message at the field
        if (problem?.status === 400 && fieldErrorsOf(problem, t).onderwerp) {
          setErrors(fieldErrorsOf(problem, t));
          return;
        }
        setSlot(null);
        void refresh();
      },
    });
  }

  return {
    slot,
    setSlot,
    onderwerp,
    setOnderwerp,
    formRef,
    errors,
    message,
    setMessage,
    sending: propose.isPending,
    pick,
    onSubmit,
  };
}

export type Booking = ReturnType<typeof useBooking>;
