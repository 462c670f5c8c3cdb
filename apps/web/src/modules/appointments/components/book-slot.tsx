'use client';
// The entrepreneur picks an adviser, sees his free slots for the next two weeks (Amsterdam time)
// and proposes a time inside one of them; the adviser then approves or rejects.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { inputClasses, TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { addDays, formatDay, formatInstant, formatRange, formatTime, localInstant, todayLocal, toLocalParts } from '../time.ts';
import { useSchedulingRefresh } from './use-appointment-mutations.ts';

type Slot = { start: string; end: string };
const STEP_MIN = 15;
const DURATIONS = [30, 45, 60, 90];

/** Start times in 15-minute steps inside the slot that leave room for at least 30 minutes. */
function startOptions(slot: Slot): string[] {
  const out: string[] = [];
  const end = Date.parse(slot.end);
  let t = Math.ceil(Date.parse(slot.start) / (STEP_MIN * 60_000)) * STEP_MIN * 60_000;
  for (; t + 30 * 60_000 <= end && out.length < 96; t += STEP_MIN * 60_000) out.push(formatInstant(new Date(t)));
  return out;
}

export function BookSlot() {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const refresh = useSchedulingRefresh();
  const [adviserId, setAdviserId] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [start, setStart] = useState('');
  const [duration, setDuration] = useState(60);
  const [onderwerp, setOnderwerp] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const today = todayLocal();
  const advisers = useQuery(trpc.availability.advisers.queryOptions());
  const slots = useQuery({
    ...trpc.availability.forAdviser.queryOptions({ adviserId, from: localInstant(today, '00:00'), to: localInstant(addDays(today, 15), '00:00') }),
    enabled: adviserId !== '',
  });
  const propose = useMutation(trpc.appointments.propose.mutationOptions());

  const byDay = new Map<string, Slot[]>();
  for (const s of slots.data ?? []) {
    const d = toLocalParts(new Date(s.start)).date;
    byDay.set(d, [...(byDay.get(d) ?? []), s]);
  }
  const maxMinutes = slot && start ? Math.floor((Date.parse(slot.end) - Date.parse(start)) / 60_000) : 0;
  const durations = DURATIONS.filter((d) => d <= maxMinutes);

  function choose(s: Slot) {
    setSlot(s);
    setStart(startOptions(s)[0] ?? s.start);
    setDuration(60);
    setMessage(null);
    setTimeout(() => document.getElementById('book-form-start')?.focus(), 0);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!slot || !start) return;
    if (!onderwerp.trim()) {
      setMessage({ tone: 'error', text: `${t.appointments.subject}: ${t.auth.required}` });
      return;
    }
    const minutes = Math.min(duration, maxMinutes);
    propose.mutate(
      { adviserId, start, end: formatInstant(new Date(Date.parse(start) + minutes * 60_000)), onderwerp: onderwerp.trim() },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t.appointments.booked });
          setSlot(null);
          setOnderwerp('');
          void refresh();
        },
        onError: (err) => {
          setMessage({ tone: 'error', text: problemMessage(err, t) });
          void refresh();
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <label className="flex max-w-sm flex-col gap-1.5 text-sm font-medium text-ink">
        {t.appointments.adviser}
        <select
          className={inputClasses}
          value={adviserId}
          onChange={(e) => {
            setAdviserId(e.target.value);
            setSlot(null);
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
      {advisers.data && advisers.data.length === 0 ? <p className="text-sm text-muted">{t.appointments.noAdvisers}</p> : null}

      {adviserId ? (
        <section aria-labelledby="slots-title" className="flex flex-col gap-3">
          <h3 id="slots-title" className="text-base font-semibold text-ink">
            {t.appointments.freeSlots}
          </h3>
          {slots.isLoading ? <p className="text-sm text-muted">{t.common.loading}</p> : null}
          {slots.data && slots.data.length === 0 ? <p className="text-sm text-muted">{t.appointments.noSlots}</p> : null}
          <ul className="flex flex-col gap-3" data-testid="free-slots">
            {[...byDay].map(([day, list]) => (
              <li key={day} className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
                <span className="w-44 shrink-0 text-sm font-medium text-slate-700">{formatDay(localInstant(day, '12:00'), locale)}</span>
                <div className="flex flex-wrap gap-2">
                  {list.map((s) => (
                    <Button key={s.start} size="sm" variant={slot?.start === s.start ? 'primary' : 'secondary'} aria-pressed={slot?.start === s.start} onClick={() => choose(s)}>
                      {fill(t.appointments.pickSlot, { from: formatTime(s.start, locale), to: formatTime(s.end, locale) })}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {slot ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-lg border border-line bg-slate-50 p-4" aria-label={t.appointments.bookTitle}>
          <p className="text-sm text-slate-700">{fill(t.appointments.slotChosen, { when: formatRange(slot.start, slot.end, locale) })}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
              {t.appointments.startTime}
              <select id="book-form-start" className={inputClasses} value={start} onChange={(e) => setStart(e.target.value)}>
                {startOptions(slot).map((o) => (
                  <option key={o} value={o}>
                    {formatTime(o, locale)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
              {t.appointments.duration}
              <select className={inputClasses} value={Math.min(duration, durations.at(-1) ?? duration)} onChange={(e) => setDuration(Number(e.target.value))}>
                {(durations.length ? durations : [maxMinutes]).map((d) => (
                  <option key={d} value={d}>
                    {fill(t.appointments.minutes, { n: d })}
                  </option>
                ))}
              </select>
            </label>
            <TextField label={t.appointments.subject} name="onderwerp" maxLength={200} value={onderwerp} onChange={(e) => setOnderwerp(e.target.value)} />
          </div>
          <div>
            <Button type="submit" loading={propose.isPending}>
              {t.appointments.book}
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
