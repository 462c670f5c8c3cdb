'use client';
// The adviser's week: seven day columns (Amsterdam days) with availability blocks and appointments
// positioned by wall-clock time. Every item is a button (Tab / Enter / Space); dragging over an
// empty part of a day (or clicking it: one hour) prefills the availability form with that range.
// A proposed new time of a confirmed appointment (a pending move) is a dashed block of its own that
// links to the appointment's page; the appointment at its confirmed time carries a small marker.
import Link from 'next/link';
import { useState, type PointerEvent } from 'react';
import type { RouterOutputs } from '@ikv/api';
import { cn } from '@ikv/ui/cn';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import {
  addDays,
  formatDateShort,
  formatRange,
  formatTime,
  minutesIntoDay,
  todayLocal,
  toLocalParts,
} from '../time.ts';

export type CalendarEvent = RouterOutputs['availability']['period'][number];

const FIRST_HOUR = 7;
const LAST_HOUR = 21;
const HOUR_PX = 48;

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

export function WeekCalendar({
  weekStart,
  events,
  selectedId,
  onSelect,
  onPickSlot,
}: {
  weekStart: string;
  events: CalendarEvent[];
  selectedId: string | null;
  onSelect: (event: CalendarEvent) => void;
  onPickSlot: (date: string, from: string, to: string) => void;
}) {
  const [drag, setDrag] = useState<{ date: string; from: number; to: number } | null>(null);
  const { t, locale } = useI18n();
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const today = todayLocal();
  const hours = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);
  const height = (LAST_HOUR - FIRST_HOUR) * HOUR_PX;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  /** minutes since midnight under the pointer, in quarter hours (down or up) */
  const minutesAt = (e: PointerEvent<HTMLElement>, round: 'down' | 'up') => {
    const y = Math.max(0, Math.min(height, e.clientY - e.currentTarget.getBoundingClientRect().top));
    const quarters = (y / HOUR_PX) * 4;
    return FIRST_HOUR * 60 + (round === 'down' ? Math.floor(quarters) : Math.ceil(quarters)) * 15;
  };

  return (
    <div
      className="overflow-x-auto rounded-lg border border-line bg-white"
      role="region"
      aria-label={t.appointments.calendar}
    >
      <div className="grid min-w-[760px] grid-cols-[3rem_repeat(7,minmax(0,1fr))]">
        <div aria-hidden="true" />
        {days.map((d) => (
          <div
            key={d}
            className={cn(
              'border-b border-l border-line px-2 py-2 text-center text-xs font-semibold',
              d === today ? 'text-brand-700' : 'text-slate-700',
            )}
          >
            {formatDateShort(d, locale)}
          </div>
        ))}
        <div className="relative" style={{ height }} aria-hidden="true">
          {hours.map((h) => (
            <div
              key={h}
              className="absolute right-1 -translate-y-2 text-[11px] tabular-nums text-muted"
              style={{ top: (h - FIRST_HOUR) * HOUR_PX }}
            >
              {String(h).padStart(2, '0')}:00
            </div>
          ))}
        </div>
        {days.map((d) => {
          const dayEvents = events.filter((e) => minutesIntoDay(e.start, d) < 24 * 60 && minutesIntoDay(e.end, d) > 0);
          const sorted = [...dayEvents].sort((a, b) =>
            a.soort === b.soort ? 0 : a.soort === 'BESCHIKBAARHEID' ? -1 : 1,
          );
          return (
            <section
              key={d}
              aria-label={formatDateShort(d, locale)}
              className="relative select-none border-l border-line"
              style={{
                height,
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgb(226 232 240) ${HOUR_PX - 1}px, rgb(226 232 240) ${HOUR_PX}px)`,
              }}
              onPointerDown={(e) => {
                if (e.target !== e.currentTarget || e.button !== 0) return;
                e.currentTarget.setPointerCapture(e.pointerId);
                const from = minutesAt(e, 'down');
                setDrag({ date: d, from, to: from + 15 });
              }}
              onPointerMove={(e) => {
                if (!drag || drag.date !== d) return;
                setDrag({ ...drag, to: Math.max(drag.from + 15, Math.min(LAST_HOUR * 60, minutesAt(e, 'up'))) });
              }}
              onPointerUp={() => {
                if (!drag || drag.date !== d) return;
                // a click (no real drag) means one hour from the start of that hour
                const from = drag.to - drag.from <= 15 ? Math.floor(drag.from / 60) * 60 : drag.from;
                const to = drag.to - drag.from <= 15 ? Math.min(from + 60, 24 * 60 - 1) : drag.to;
                setDrag(null);
                onPickSlot(d, hhmm(from), hhmm(to));
              }}
              onPointerCancel={() => setDrag(null)}
            >
              {sorted.length === 0 ? <span className="sr-only">{t.appointments.noEvents}</span> : null}
              {drag?.date === d ? (
                <div
                  aria-hidden="true"
                  data-testid="calendar-drag"
                  className="pointer-events-none absolute left-0.5 right-0.5 rounded-md border-2 border-dashed border-brand-500 bg-brand-50/60 px-1 text-[11px] font-semibold text-brand-800"
                  style={{
                    top: ((drag.from - FIRST_HOUR * 60) / 60) * HOUR_PX,
                    height: ((drag.to - drag.from) / 60) * HOUR_PX,
                  }}
                >
                  {hhmm(drag.from)}–{hhmm(drag.to)}
                </div>
              ) : null}
              <ul>
                {sorted.map((e) => {
                  const from = Math.max(minutesIntoDay(e.start, d), FIRST_HOUR * 60);
                  const to = Math.min(minutesIntoDay(e.end, d), LAST_HOUR * 60);
                  if (to <= from) return null;
                  const top = ((from - FIRST_HOUR * 60) / 60) * HOUR_PX;
                  const h = Math.max(((to - from) / 60) * HOUR_PX, 18);
                  const isBlock = e.soort === 'BESCHIKBAARHEID';
                  const shownTime = `${formatTime(e.start, locale)}${toLocalParts(new Date(e.end)).date === d ? `–${formatTime(e.end, locale)}` : ''}`;
                  const time = <span className="font-semibold tabular-nums">{shownTime}</span>;
                  if (e.soort === 'VERPLAATSING') {
                    const title = fill(t.appointments.move.calendarProposed, { subject: e.titel });
                    const by =
                      e.voorgesteldDoor === 'ADVISEUR'
                        ? t.appointments.move.calendarByYou
                        : t.appointments.move.calendarByEntrepreneur;
                    return (
                      <li key={`${e.soort}-${e.id}`}>
                        <Link
                          href={`/afspraken/${e.afspraakId ?? e.id}`}
                          aria-label={`${shownTime} ${title}, ${by}`}
                          data-testid="calendar-move"
                          className={cn(
                            itemClass,
                            'left-3 right-1 z-10 hover:bg-violet-100',
                            styles.VERPLAATSING,
                            h < TWO_LINES_PX ? 'truncate' : undefined,
                          )}
                          style={{ top, height: h, backgroundImage: MOVE_STRIPES }}
                        >
                          <MoveIcon className="mr-0.5 inline size-2.5 align-[-1px]" />
                          {time} <span>{title}</span>
                        </Link>
                      </li>
                    );
                  }
                  const move = e.verplaatsing
                    ? `${t.appointments.move.listMarker}: ${formatRange(e.verplaatsing.start, e.verplaatsing.end, locale)}`
                    : null;
                  const label = `${isBlock ? t.appointments.available : e.titel}, ${formatTime(e.start, locale)}–${formatTime(e.end, locale)}${e.status ? `, ${t.appointments.status[e.status]}` : ''}${move ? `, ${move}` : ''}`;
                  return (
                    <li key={`${e.soort}-${e.id}`}>
                      <button
                        type="button"
                        aria-label={label}
                        aria-pressed={selectedId === e.id}
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
                          selectedId === e.id ? 'ring-2 ring-brand-600' : undefined,
                        )}
                        style={{ top, height: h }}
                      >
                        {time}{' '}
                        <span>
                          {isBlock ? (e.titel === 'Beschikbaar' ? t.appointments.available : e.titel) : e.titel}
                        </span>
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
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
