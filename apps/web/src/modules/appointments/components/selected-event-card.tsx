'use client';
// The adviser's agenda: the event picked in the week calendar, with what can be done with it (an
// availability block is edited or deleted, an appointment has its actions).
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatRange, toLocalParts } from '../time.ts';
import { AppointmentActions } from './appointment-actions.tsx';
import { StatusBadge } from './appointment-list.tsx';
import type { AvailabilityDraft } from './availability-form.tsx';
import type { CalendarEvent } from './week-calendar.tsx';

type AdviserAppointment = RouterOutputs['appointments']['adviser']['list'][number];

/** The form's draft for changing the availability block `block`. */
function editDraft(block: CalendarEvent): AvailabilityDraft {
  const s = toLocalParts(new Date(block.start));
  const e = toLocalParts(new Date(block.end));
  return {
    id: block.id,
    date: s.date,
    from: s.time,
    to: e.time,
    notitie: block.titel === 'Beschikbaar' ? '' : block.titel,
  };
}

export function SelectedEventCard({
  selected,
  appointment,
  deleting,
  error,
  onEdit,
  onDelete,
  onClose,
}: {
  selected: CalendarEvent;
  /** the appointment behind `selected`, when it is one */
  appointment: AdviserAppointment | undefined;
  deleting: boolean;
  error: string | null;
  onEdit: (draft: AvailabilityDraft) => void;
  onDelete: (id: string) => void;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  return (
    <Card role="region" aria-label={t.appointments.selected}>
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-medium text-ink">
              {selected.soort === 'BESCHIKBAARHEID' ? t.appointments.available : selected.titel}
            </p>
            <p className="text-sm text-slate-700">{formatRange(selected.start, selected.end, locale)}</p>
            {appointment ? (
              <p className="text-sm text-muted">
                {fill(t.appointments.with, {
                  name: `${appointment.ondernemer.voornaam} ${appointment.ondernemer.achternaam}`,
                })}
              </p>
            ) : null}
          </div>
          {selected.status ? <StatusBadge status={selected.status} /> : null}
        </div>
        {selected.soort === 'BESCHIKBAARHEID' ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => onEdit(editDraft(selected))}>
              {t.appointments.edit}
            </Button>
            <Button size="sm" variant="danger" loading={deleting} onClick={() => onDelete(selected.id)}>
              {t.appointments.delete}
            </Button>
          </div>
        ) : appointment ? (
          <AppointmentActions appointment={appointment} rol="ADVISEUR" onDone={onClose} />
        ) : null}
        {error ? (
          <Alert tone="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <div>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t.appointments.close}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
