'use client';
// A list of appointments with status, time (Amsterdam, or the zone passed: the entrepreneur's own),
// the other party and the caller's actions.
import dynamic from 'next/dynamic';
import Link from 'next/link';
import type { RouterOutputs } from '@ikv/api';
import { Badge, type BadgeTone } from '@ikv/ui/badge';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatRange } from '../time.ts';

// the actions (accept, move, cancel … with their forms) load with the first appointment that shows them
const AppointmentActions = dynamic(() => import('./appointment-actions.tsx').then((m) => m.AppointmentActions));

type Appointment = RouterOutputs['appointments']['list'][number];

const tones: Record<Appointment['status'], BadgeTone> = {
  VOORGESTELD: 'warning',
  BEVESTIGD: 'success',
  AFGEWEZEN: 'neutral',
  GEANNULEERD: 'neutral',
};

export function StatusBadge({ status }: { status: Appointment['status'] }) {
  const { t } = useI18n();
  return <Badge tone={tones[status]}>{t.appointments.status[status]}</Badge>;
}

export function AppointmentList({
  items,
  rol,
  empty,
  testId,
  timeZone,
}: {
  items: Appointment[];
  rol: 'ADVISEUR' | 'ONDERNEMER';
  empty: string;
  testId?: string;
  timeZone?: string;
}) {
  const { t, locale } = useI18n();
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white" data-testid={testId}>
      {items.map((a) => {
        const other = rol === 'ADVISEUR' ? a.ondernemer : a.adviseur;
        return (
          <li key={a.id} className="flex flex-col gap-3 p-4" data-testid="appointment" data-status={a.status}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  <Link href={`/afspraken/${a.id}`} className="hover:underline">
                    {a.onderwerp}
                  </Link>
                </p>
                <p className="text-sm text-slate-700">{formatRange(a.start, a.end, locale, timeZone)}</p>
                <p className="text-sm text-muted">
                  {fill(t.appointments.with, { name: `${other.voornaam} ${other.achternaam}` })}
                  {a.locatie ? ` · ${a.locatie}` : ''}
                  {a.status === 'VOORGESTELD'
                    ? ` · ${a.voorgesteldDoor === rol ? t.appointments.proposedByYou : t.appointments.proposedByOther}`
                    : ''}
                  {a.verplaatsing
                    ? ` · ${t.appointments.move.listMarker}: ${formatRange(a.verplaatsing.start, a.verplaatsing.end, locale, timeZone)}${a.verplaatsing.voorgesteldDoor === rol ? '' : ` (${t.appointments.proposedByOther})`}`
                    : ''}
                </p>
                {a.reden ? (
                  <p className="mt-1 text-sm text-muted">{`${t.appointments.reasonLabel}: ${a.reden}`}</p>
                ) : null}
              </div>
              <StatusBadge status={a.status} />
            </div>
            <AppointmentActions appointment={a} rol={rol} />
          </li>
        );
      })}
    </ul>
  );
}
