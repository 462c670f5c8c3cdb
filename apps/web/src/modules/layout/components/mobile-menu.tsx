'use client';
// The navigation below the lg breakpoint: one menu button that opens a panel with every entry,
// closed again by a navigation, Escape or a click outside. From lg the header shows the entries inline.
// While closed, the button carries `badge` (what is unread behind it).
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '~/i18n/i18n-provider.tsx';

export function MobileMenu({ children, badge }: { children: ReactNode; badge?: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex h-9 items-center gap-1.5 rounded-md border border-line bg-white px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        data-testid="menu-button"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
        </svg>
        {open ? t.header.closeMenu : t.header.menu}
        {open ? null : badge}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 z-30 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}
