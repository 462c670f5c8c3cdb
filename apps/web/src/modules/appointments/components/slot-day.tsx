'use client';
// One day of the booking grid: a button per free slot, an empty cell where a time has none (hidden
// on narrow screens, which show one day at a time).
import { cn } from '@ikv/ui/cn';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import type { GridView, Slot } from '../slot-grid.view.ts';

export function SlotDay({
  day: d,
  rows,
  shown,
  selected,
  onPick,
}: {
  day: GridView['days'][number];
  rows: GridView['rows'];
  /** the day shown on narrow screens */
  shown: boolean;
  selected?: Slot | null;
  onPick: (slot: Slot) => void;
}) {
  const { t } = useI18n();
  return (
    <div
      role="group"
      aria-label={d.label}
      className={cn('min-w-0 flex-1 flex-col gap-1', shown ? 'flex' : 'hidden sm:flex')}
    >
      <h4 className="hidden h-10 flex-col items-center justify-center rounded-md bg-slate-50 text-center text-xs leading-tight font-medium text-ink sm:flex">
        {d.shortLabel}
      </h4>
      {Object.keys(d.cells).length === 0 ? (
        <p className="py-2 text-center text-sm text-muted sm:hidden">{t.appointments.grid.noneThisDay}</p>
      ) : null}
      {rows.map((r) => {
        const cell = d.cells[r.key];
        if (!cell)
          return <div key={r.key} className="hidden h-9 rounded-md bg-slate-50/60 sm:block" aria-hidden="true" />;
        const isSelected = selected?.start === cell.slot.start;
        return (
          <button
            key={r.key}
            type="button"
            aria-label={cell.name}
            aria-pressed={isSelected}
            data-start={cell.slot.start}
            onClick={() => onPick(cell.slot)}
            className={cn(
              'h-9 min-w-0 truncate rounded-md px-1 text-sm font-medium tabular-nums ring-1 ring-inset transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              isSelected
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100',
            )}
          >
            {cell.label}
          </button>
        );
      })}
    </div>
  );
}
