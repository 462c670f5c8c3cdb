'use client';
// The adviser's page: week calendar with availability and appointments, the open proposals of
// entrepreneurs, forms to add availability (single or weekly) and to propose an appointment.
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { addDays, formatDay, localInstant, mondayOf, todayLocal } from '../time.ts';
import { AdviserAppointmentForm } from './adviser-appointment-form.tsx';
import { IcsDownloadButton } from './ics-download-button.tsx';
import { AppointmentList } from './appointment-list.tsx';
import { AvailabilityForm, type AvailabilityDraft } from './availability-form.tsx';
import { SelectedEventCard } from './selected-event-card.tsx';
import { useSchedulingRefresh } from './use-appointment-mutations.ts';
import { WeekCalendar, type CalendarEvent } from './week-calendar.tsx';

/** The adviser's appointments: those waiting for him, the other coming ones and his entrepreneurs. */
function useAdviserAppointments() {
  const trpc = useTRPC();
  const appointments = useQuery(trpc.appointments.adviser.list.queryOptions());
  const all = appointments.data ?? [];
  const now = Date.now();
  // waiting for the adviser: an entrepreneur's proposal, or his new time for a confirmed appointment
  const waitsForMe = (a: (typeof all)[number]) =>
    (a.status === 'VOORGESTELD' && a.voorgesteldDoor === 'ONDERNEMER') ||
    (a.status === 'BEVESTIGD' && a.verplaatsing?.voorgesteldDoor === 'ONDERNEMER');
  const pending = all.filter((a) => waitsForMe(a) && Date.parse(a.end) > now);
  const upcoming = all.filter((a) => Date.parse(a.end) > now && !waitsForMe(a));
  const entrepreneurs = useMemo(() => {
    const seen = new Map<string, string>();
    for (const a of all) seen.set(a.ondernemer.id, `${a.ondernemer.voornaam} ${a.ondernemer.achternaam}`);
    return [...seen].map(([id, naam]) => ({ id, naam })).sort((a, b) => a.naam.localeCompare(b.naam));
  }, [all]);
  return { all, pending, upcoming, entrepreneurs };
}

function scrollToAvailabilityForm() {
  document.getElementById('availability-form')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

/** The title of the week shown, with the buttons to the previous, the current and the next week. */
function WeekHeading({ weekStart, onChange }: { weekStart: string; onChange: (weekStart: string) => void }) {
  const { t, locale } = useI18n();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id="week-title" className="text-lg font-semibold text-ink" aria-live="polite">
        {fill(t.appointments.week, { date: formatDay(localInstant(weekStart, '12:00'), locale) })}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onChange(addDays(weekStart, -7))}>
          ← {t.appointments.prevWeek}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(mondayOf(todayLocal()))}>
          {t.appointments.thisWeek}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onChange(addDays(weekStart, 7))}>
          {t.appointments.nextWeek} →
        </Button>
      </div>
    </div>
  );
}

export function AdviserAgenda() {
  const { t } = useI18n();
  const trpc = useTRPC();
  const refresh = useSchedulingRefresh();
  const [weekStart, setWeekStart] = useState(() => mondayOf(todayLocal()));
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const [draft, setDraft] = useState<AvailabilityDraft>(() => ({
    date: addDays(todayLocal(), 1),
    from: '09:00',
    to: '12:00',
  }));
  const [error, setError] = useState<string | null>(null);

  const period = useQuery(
    trpc.availability.period.queryOptions({
      from: localInstant(weekStart, '00:00'),
      to: localInstant(addDays(weekStart, 7), '00:00'),
    }),
  );
  const { all, pending, upcoming, entrepreneurs } = useAdviserAppointments();
  const removeBlock = useMutation(trpc.availability.delete.mutationOptions());
  const selectedAppointment = selected?.soort === 'AFSPRAAK' ? all.find((a) => a.id === selected.id) : undefined;

  function deleteBlock(id: string) {
    setError(null);
    removeBlock.mutate(
      { id },
      {
        onSuccess: () => {
          setSelected(null);
          void refresh();
        },
        onError: (e) => setError(fill(t.appointments.errorGeneric, { detail: problemMessage(e, t) })),
      },
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="pending-title" className="flex flex-col gap-3">
        <h2 id="pending-title" className="text-lg font-semibold text-ink">
          {t.appointments.pending} {pending.length ? <span className="text-muted">({pending.length})</span> : null}
        </h2>
        <AppointmentList
          items={pending}
          rol="ADVISEUR"
          empty={t.appointments.pendingEmpty}
          testId="pending-proposals"
        />
      </section>

      <section aria-labelledby="week-title" className="flex flex-col gap-3">
        <WeekHeading weekStart={weekStart} onChange={setWeekStart} />
        <WeekCalendar
          weekStart={weekStart}
          events={period.data ?? []}
          selectedId={selected?.id ?? null}
          onSelect={(e) => setSelected(e)}
          onPickSlot={(date, from, to) => {
            setDraft({ date, from, to });
            scrollToAvailabilityForm();
          }}
        />
        {selected ? (
          <SelectedEventCard
            selected={selected}
            appointment={selectedAppointment}
            deleting={removeBlock.isPending}
            error={error}
            onEdit={(edit) => {
              setDraft(edit);
              scrollToAvailabilityForm();
            }}
            onDelete={deleteBlock}
            onClose={() => setSelected(null)}
          />
        ) : null}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="availability-form">
          <CardBody className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-ink">
              {draft.id ? t.appointments.editAvailability : t.appointments.addAvailability}
            </h2>
            <p className="text-sm text-muted">{t.appointments.addAvailabilityLead}</p>
            <AvailabilityForm
              draft={draft}
              onDone={(date) => {
                setSelected(null);
                setWeekStart(mondayOf(date));
              }}
            />
          </CardBody>
        </Card>
        <Card>
          <CardBody className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-ink">{t.appointments.addAppointment}</h2>
            <AdviserAppointmentForm
              entrepreneurs={entrepreneurs}
              defaultDate={addDays(todayLocal(), 1)}
              onDone={(date) => setWeekStart(mondayOf(date))}
            />
          </CardBody>
        </Card>
      </div>

      <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="upcoming-title" className="text-lg font-semibold text-ink">
            {t.appointments.upcoming}
          </h2>
          <IcsDownloadButton label={t.appointments.feed} />
        </div>
        <AppointmentList
          items={upcoming}
          rol="ADVISEUR"
          empty={t.appointments.upcomingEmpty}
          testId="adviser-appointments"
        />
      </section>
    </div>
  );
}
