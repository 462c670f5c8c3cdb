'use client';
// Dragging over an empty part of a day in the week calendar (or clicking it: one hour) picks that
// range, in quarter hours.
import { useState, type PointerEvent } from 'react';
import { DAY_HEIGHT, FIRST_HOUR, HOUR_PX, LAST_HOUR, hhmm } from './calendar-scale.ts';

/** minutes since midnight under the pointer, in quarter hours (down or up) */
function minutesAt(e: PointerEvent<HTMLElement>, round: 'down' | 'up') {
  const y = Math.max(0, Math.min(DAY_HEIGHT, e.clientY - e.currentTarget.getBoundingClientRect().top));
  const quarters = (y / HOUR_PX) * 4;
  return FIRST_HOUR * 60 + (round === 'down' ? Math.floor(quarters) : Math.ceil(quarters)) * 15;
}

/** A range being dragged over day `date`, in minutes since midnight. */
export interface SlotDrag {
  date: string;
  from: number;
  to: number;
}

export function useSlotDrag(onPickSlot: (date: string, from: string, to: string) => void) {
  const [drag, setDrag] = useState<SlotDrag | null>(null);
  /** The pointer handlers of day `d`'s column. */
  const handlers = (d: string) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.target !== e.currentTarget || e.button !== 0) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      const from = minutesAt(e, 'down');
      setDrag({ date: d, from, to: from + 15 });
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (!drag || drag.date !== d) return;
      setDrag({ ...drag, to: Math.max(drag.from + 15, Math.min(LAST_HOUR * 60, minutesAt(e, 'up'))) });
    },
    onPointerUp: () => {
      if (!drag || drag.date !== d) return;
      // a click (no real drag) means one hour from the start of that hour
      const from = drag.to - drag.from <= 15 ? Math.floor(drag.from / 60) * 60 : drag.from;
      const to = drag.to - drag.from <= 15 ? Math.min(from + 60, 24 * 60 - 1) : drag.to;
      setDrag(null);
      onPickSlot(d, hhmm(from), hhmm(to));
    },
    onPointerCancel: () => setDrag(null),
  });
  return { drag, handlers };
}
