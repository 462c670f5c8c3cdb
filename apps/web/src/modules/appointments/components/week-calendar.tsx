'use client';
// The adviser's week: seven day columns (Amsterdam days) with availability blocks and appointments
// positioned by wall-clock time. Every item is a button (Tab / Enter / Space); dragging over an
// empty part of a day (or clicking it: one hour) prefills the availability form with that range.
// A proposed new time of a confirmed appointment (a pending move) is a dashed block of its own that
// links to the appointment's page; the appointment at its confirmed time carries a small marker.
import { cn } from '@ikv/ui/cn';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { addDays, formatDateShort, minutesIntoDay, todayLocal } from '../time.ts';
import { CalendarEventItem, type CalendarEvent } from './calendar-event-item.tsx';
import { DAY_HEIGHT, FIRST_HOUR, HOUR_PX, LAST_HOUR, hhmm } from './calendar-scale.ts';
import { useSlotDrag, type SlotDrag } from './use-slot-drag.ts';

export type { CalendarEvent };

/** The range being dragged over a day. */
function DragRange({ drag }: { drag: SlotDrag }) {
  return (
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
  );
}

/** The column of day `d`: its events, and the range dragged over it. */
function DayColumn({
  d,
  events,
  slotDrag,
  selectedId,
  onSelect,
}: {
  d: string;
  events: CalendarEvent[];
  slotDrag: ReturnType<typeof useSlotDrag>;
  selectedId: string | null;
  onSelect: (event: CalendarEvent) => void;
}) {
  const { t, locale } = useI18n();
  const { drag, handlers } = slotDrag;
  const dayEvents = events.filter((e) => minutesIntoDay(e.start, d) < 24 * 60 && minutesIntoDay(e.end, d) > 0);
  const sorted = [...dayEvents].sort((a, b) => (a.soort === b.soort ? 0 : a.soort === 'BESCHIKBAARHEID' ? -1 : 1));
  return (
    <section
      aria-label={formatDateShort(d, locale)}
      className="relative select-none border-l border-line"
      style={{
        height: DAY_HEIGHT,
        backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgb(226 232 240) ${HOUR_PX - 1}px, rgb(226 232 240) ${HOUR_PX}px)`,
      }}
      {...handlers(d)}
    >
      {sorted.length === 0 ? <span className="sr-only">{t.appointments.noEvents}</span> : null}
      {drag?.date === d ? <DragRange drag={drag} /> : null}
      <ul>
        {sorted.map((e) => (
          <CalendarEventItem
            key={`${e.soort}-${e.id}`}
            e={e}
            d={d}
            selected={selectedId === e.id}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </section>
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
  const slotDrag = useSlotDrag(onPickSlot);
  const { t, locale } = useI18n();
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const today = todayLocal();
  const hours = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);

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
        <div className="relative" style={{ height: DAY_HEIGHT }} aria-hidden="true">
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
        {days.map((d) => (
          <DayColumn key={d} d={d} events={events} slotDrag={slotDrag} selectedId={selectedId} onSelect={onSelect} />
        ))}
      </div>
    </div>
  );
}
