'use client';
// The entrepreneur books like in a calendar: he picks an adviser, sees the adviser's free 30-minute
// slots for a week in his own time zone (previous/next week), clicks one, and confirms with a
// subject (prefilled; checked with the proposal's own schema before it is sent). The adviser then
// approves or rejects the proposal. The page renders on the server with the advisers and the first
// week that has free time (`initial`), so the grid is there at once; the schema loads when a slot is
// picked (lib/lazy-schema.ts).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { inputClasses, TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { lazySchema, schemaForSubmit } from '~/lib/lazy-schema.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import type { GridView } from '../slot-grid.view.ts';
import type { TimeZoneOffsets } from '../viewer-time-zone.shared.ts';
import { slotLabel } from '../zoned-format.ts';
import { NoFreeTime } from './no-free-time.tsx';
import { SlotGrid, type Slot, type WeekSlots } from './slot-grid.tsx';
import { useSchedulingRefresh } from './use-appointment-mutations.ts';

const proposeSchema = lazySchema(() =>
  import('@ikv/api/schemas/appointments/propose').then((m) => m.ZProposeAppointmentInput),
);

export interface BookSlotInitial {
  advisers: RouterOutputs['availability']['advisers'];
  /** the zone the server rendered in (the one the browser reported last, else Amsterdam) */
  timeZone: string;
  /** the adviser preselected (the only one) and his first week with free time, laid out */
  adviserId: string;
  grid: { week: WeekSlots; view: GridView } | null;
  /** getTimezoneOffset() at instants around the year in `timeZone` (viewer-time-zone.ts) */
  offsets: TimeZoneOffsets;
}

/** `timeZone`: the viewer's (useViewerTimeZone, kept by the page so its list shows the same times) */
export function BookSlot({ initial, timeZone }: { initial: BookSlotInitial; timeZone: string }) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const refresh = useSchedulingRefresh();
  // the adviser and the week live in the URL (?adviseur=…&week=YYYY-MM-DD): reload and Back keep them
  const searchParams = useSearchParams();
  const urlWeek = /^\d{4}-\d{2}-\d{2}$/.test(searchParams.get('week') ?? '') ? searchParams.get('week')! : undefined;
  const urlAdviser = searchParams.get('adviseur');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [onderwerp, setOnderwerp] = useState(t.appointments.grid.defaultSubject);
  const { formRef, errors, setErrors } = useFormErrors();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const advisers = useQuery({ ...trpc.availability.advisers.queryOptions(), initialData: initial.advisers });
  const checking = useRef(false);
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const propose = useMutation(trpc.appointments.propose.mutationOptions(submitKey.options));

  // one adviser: nothing to choose
  const only = advisers.data?.length === 1 ? advisers.data[0]!.id : '';
  // without a choice in the URL: the adviser preselected by the server, else the only one
  const adviserId =
    urlAdviser === null ? initial.adviserId || only : advisers.data?.some((a) => a.id === urlAdviser) ? urlAdviser : '';
  // another adviser (also through Back): the slot picked with the previous one no longer applies
  useEffect(() => {
    setSlot(null);
  }, [adviserId]);
  function keepInUrl(change: { adviseur?: string; week?: string | null }) {
    const params = new URLSearchParams(searchParams.toString());
    if (change.adviseur !== undefined) {
      params.set('adviseur', change.adviseur);
      params.delete('week');
    }
    if (change.week) params.set('week', change.week);
    const qs = params.toString();
    window.history.pushState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
  }
  const adviser = advisers.data?.find((a) => a.id === adviserId);

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

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <label className="flex max-w-sm flex-col gap-1.5 text-sm font-medium text-ink">
        {t.appointments.adviser}
        <select
          className={inputClasses}
          value={adviserId}
          onChange={(e) => {
            keepInUrl({ adviseur: e.target.value });
            setSlot(null);
            setMessage(null);
          }}
        >
          <option value="">{t.appointments.chooseAdviser}</option>
          {(advisers.data ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.voornaam} {a.achternaam}
            </option>
          ))}
        </select>
      </label>
      {advisers.data && advisers.data.length === 0 ? (
        <p className="text-sm text-muted">{t.appointments.noAdvisers}</p>
      ) : null}

      {adviserId ? (
        <section aria-labelledby="grid-title" className="flex min-w-0 flex-col gap-3">
          <div>
            <h3 id="grid-title" className="text-base font-semibold text-ink">
              {t.appointments.grid.title}
            </h3>
            <p className="text-sm text-muted">
              {fill(t.appointments.grid.lead, {
                name: adviser ? `${adviser.voornaam} ${adviser.achternaam}` : '',
                tz: timeZone,
              })}
            </p>
          </div>
          <SlotGrid
            adviserId={adviserId}
            timeZone={timeZone}
            initial={adviserId === initial.adviserId ? initial.grid : null}
            selected={slot}
            onPick={pick}
            week={urlWeek}
            onWeekChange={(week) => keepInUrl({ week })}
            noneAhead={
              adviser ? (
                <NoFreeTime
                  adviser={adviser}
                  advisers={advisers.data ?? []}
                  timeZone={timeZone}
                  onChooseAdviser={(id, week) => {
                    keepInUrl({ adviseur: id, week });
                    setSlot(null);
                    setMessage(null);
                  }}
                />
              ) : null
            }
          />
        </section>
      ) : null}

      {slot ? (
        <form
          ref={formRef}
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="flex flex-col gap-4 rounded-lg border border-line bg-slate-50 p-4"
          aria-label={t.appointments.grid.confirmTitle}
        >
          <p className="text-sm text-slate-700">
            <span className="font-medium text-ink">{t.appointments.grid.chosen}:</span>{' '}
            {slotLabel(slot, timeZone, locale)}
          </p>
          <TextField
            id="book-subject"
            label={t.appointments.subject}
            name="onderwerp"
            maxLength={200}
            value={onderwerp}
            error={errors.onderwerp}
            onChange={(e) => setOnderwerp(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={propose.isPending}>
              {t.appointments.grid.book}
            </Button>
            <Button variant="ghost" onClick={() => setSlot(null)}>
              {t.appointments.grid.otherTime}
            </Button>
          </div>
        </form>
      ) : null}
      {message ? (
        <Alert tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}
