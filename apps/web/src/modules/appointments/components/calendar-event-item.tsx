'use client';
// One item of a day in the week calendar, placed by wall-clock time: an availability block or an
// appointment (a button that selects it), or a proposed new time of a confirmed appointment (a
// dashed block that links to the appointment's page; the appointment at its confirmed time carries
// a small marker).
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { RouterOutputs } from '@ikv/api';
import { cn } from '@ikv/ui/cn';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatRange, formatTime, minutesIntoDay, toLocalParts } from '../time.ts';
import { FIRST_HOUR, HOUR_PX, LAST_HOUR } from './calendar-scale.ts';

export type CalendarEvent = RouterOutputs['availability']['period'][number];

const styles: Record<string, string> = {
  BESCHIKBAARHEID: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  VOORGESTELD: 'border-amber-400 bg-amber-50 text-amber-900 border-dashed',
  BEVESTIGD: 'border-brand-500 bg-brand-50 text-brand-900',
  AFGEWEZEN: 'border-slate-300 bg-slate-50 text-slate-500 line-through',
  GEANNULEERD: 'border-slate-300 bg-slate-50 text-slate-500 line-through',
  VERPLAATSING: 'border-2 border-dashed border-violet-600 bg-violet-50 text-violet-950',
};
/** Light diagonal stripes: a proposed time differs from a booked one by more than colour. */
const MOVE_STRIPES = 'repeating-linear-gradient(135deg, transparent 0 6px, rgb(237 233 254) 6px 12px)';
/** Below this height a block has room for one line: a proposed time's label is cut with an ellipsis there, not hidden. */
const TWO_LINES_PX = 40;
const itemClass =
  'absolute overflow-hidden rounded-md px-1.5 py-0.5 text-left text-[11px] leading-tight shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** A curved arrow: "this appointment is moving", on the proposed time and as the marker on the current one. */
function MoveIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 12a5.5 5.5 0 0 1 10-4.5M13.5 3v4.5H9" />
    </svg>
  );
}

/** Where an item sits in its day's column and how it is drawn. */
interface Placement {
  top: number;
  h: number;
  shownTime: string;
  time: ReactNode;
}

function MoveProposal({ e, at }: { e: CalendarEvent; at: Placement }) {
  const { t } = useI18n();
  const title = fill(t.appointments.move.calendarProposed, { subject: e.titel });
  const by =
    e.voorgesteldDoor === 'ADVISEUR' ? t.appointments.move.calendarByYou : t.appointments.move.calendarByEntrepreneur;
  return (
    <li>
      <Link
        href={`/afspraken/${e.afspraakId ?? e.id}`}
        aria-label={`${at.shownTime} ${title}, ${by}`}
        data-testid="calendar-move"
        className={cn(
          itemClass,
          'left-3 right-1 z-10 hover:bg-violet-100',
          styles.VERPLAATSING,
          at.h < TWO_LINES_PX ? 'truncate' : undefined,
        )}
        style={{ top: at.top, height: at.h, backgroundImage: MOVE_STRIPES }}
      >
        <MoveIcon className="mr-0.5 inline size-2.5 align-[-1px]" />
        {at.time} <span>{title}</span>
      </Link>
    </li>
  );
}

function EventButton({
  e,
  at,
  selected,
  onSelect,
}: {
  e: CalendarEvent;
  at: Placement;
  selected: boolean;
  onSelect: (event: CalendarEvent) => void;
}) {
  const { t, locale } = useI18n();
  const isBlock = e.soort === 'BESCHIKBAARHEID';
  const move = e.verplaatsing
    ? `${t.appointments.move.listMarker}: ${formatRange(e.verplaatsing.start, e.verplaatsing.end, locale)}`
    : null;
  const label = `${isBlock ? t.appointments.available : e.titel}, ${formatTime(e.start, locale)}–${formatTime(e.end, locale)}${e.status ? `, ${t.appointments.status[e.status]}` : ''}${move ? `, ${move}` : ''}`;
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        aria-pressed={selected}
        data-testid={isBlock ? 'calendar-availability' : 'calendar-appointment'}
        data-status={e.status ?? undefined}
        data-pending-move={move ? 'true' : undefined}
        onClick={() => onSelect(e)}
        className={cn(
          itemClass,
          'border',
          isBlock ? 'left-0.5 right-0.5' : 'left-3 right-1 z-10',
          styles[e.status ?? e.soort],
          move ? 'pr-5' : undefined,
          selected ? 'ring-2 ring-brand-600' : undefined,
        )}
        style={{ top: at.top, height: at.h }}
      >
        {at.time} <span>{isBlock ? (e.titel === 'Beschikbaar' ? t.appointments.available : e.titel) : e.titel}</span>
        {move ? (
          <span
            aria-hidden="true"
            title={move}
            data-testid="calendar-move-marker"
            className="absolute right-0.5 top-0.5 flex size-3.5 items-center justify-center rounded-full border border-dashed border-violet-600 bg-white text-violet-800"
          >
            <MoveIcon className="size-2.5" />
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** Event `e` on day `d` (nothing when it falls outside the hours shown). */
export function CalendarEventItem({
  e,
  d,
  selected,
  onSelect,
}: {
  e: CalendarEvent;
  d: string;
  selected: boolean;
  onSelect: (event: CalendarEvent) => void;
}) {
  const { locale } = useI18n();
  const from = Math.max(minutesIntoDay(e.start, d), FIRST_HOUR * 60);
  const to = Math.min(minutesIntoDay(e.end, d), LAST_HOUR * 60);
  if (to <= from) return null;
  const top = ((from - FIRST_HOUR * 60) / 60) * HOUR_PX;
  const h = Math.max(((to - from) / 60) * HOUR_PX, 18);
  const shownTime = `${formatTime(e.start, locale)}${toLocalParts(new Date(e.end)).date === d ? `–${formatTime(e.end, locale)}` : ''}`;
  const at = { top, h, shownTime, time: <span className="font-semibold tabular-nums">{shownTime}</span> };
  if (e.soort === 'VERPLAATSING') return <MoveProposal e={e} at={at} />;
  return <EventButton e={e} at={at} selected={selected} onSelect={onSelect} />;
}
