'use client';
// A search combobox (WAI-ARIA 1.2 "combobox with listbox popup", list autocomplete): the input keeps
// focus, the options are announced through aria-activedescendant. Keyboard: ↓/↑ move through the
// options (↓ opens the list), Home/End jump, Enter picks, Escape closes the list (a second Escape
// clears the text). Controlled and data-free: the caller searches and passes the options.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { FieldShell, inputClasses, useFieldIds } from './input.tsx';
import { Spinner } from './spinner.tsx';

export interface ComboboxOption {
  id: string;
  /** the main line (e.g. a name); also the text put in the input when picked */
  label: string;
  /** a second line (e.g. an e-mail address) */
  description?: string;
}

export interface ComboboxProps {
  label: ReactNode;
  /** the text in the input (the query) */
  query: string;
  onQueryChange: (query: string) => void;
  options: ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** results are being fetched */
  loading?: boolean;
  /** shown in the list when the query found nothing (or needs more characters) */
  emptyText?: ReactNode;
  /** whether the list may show at all */
  ready?: boolean;
  /** what a screen reader hears when the results change, e.g. "3 results" */
  announce?: (count: number) => string;
  hint?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  id?: string;
  name?: string;
  containerClassName?: string;
}

/** The list's state: open or not, the active option, and the keys that move through it. */
function useListState({
  query,
  onQueryChange,
  options,
  onSelect,
  ready,
}: Pick<ComboboxProps, 'query' | 'onQueryChange' | 'options' | 'onSelect'> & { ready: boolean }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // new results: nothing is active until the user moves
  useEffect(() => setActive(-1), [options]);
  // keep the active option in view
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const showList = open && ready;

  function pick(option: ComboboxOption) {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) setOpen(true);
        else if (options.length) setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) setOpen(true);
        else if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Home':
        if (showList && options.length) {
          e.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (showList && options.length) {
          e.preventDefault();
          setActive(options.length - 1);
        }
        break;
      case 'Enter': {
        const option = showList && active >= 0 ? options[active] : undefined;
        if (option) {
          e.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          e.preventDefault();
          onQueryChange('');
        }
        break;
    }
  }

  return { setOpen, active, setActive, listRef, showList, pick, onKeyDown };
}

export function Combobox({
  label,
  query,
  onQueryChange,
  options,
  onSelect,
  loading = false,
  emptyText,
  ready = true,
  announce,
  hint,
  error,
  placeholder,
  id,
  name,
  containerClassName,
}: ComboboxProps) {
  const { inputId, hintId, errorId, aria } = useFieldIds(id, hint, error);
  const listId = `${inputId}-list`;
  const statusId = `${inputId}-status`;
  const optionId = (i: number) => `${inputId}-opt-${i}`;
  const { setOpen, active, setActive, listRef, showList, pick, onKeyDown } = useListState({
    query,
    onQueryChange,
    options,
    onSelect,
    ready,
  });

  const count = options.length;

  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      inputId={inputId}
      hintId={hintId}
      errorId={errorId}
      containerClassName={cn('min-w-0', containerClassName)}
    >
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          {...aria}
          placeholder={placeholder}
          className={cn(inputClasses, 'pr-9')}
          value={query}
          onChange={(e) => {
            onQueryChange(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {loading ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted">
            <Spinner />
          </span>
        ) : null}
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={typeof label === 'string' ? label : undefined}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
        >
          {options.map((o, i) => (
            <li
              key={o.id}
              id={optionId(i)}
              data-index={i}
              role="option"
              aria-selected={i === active}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm',
                i === active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-50',
              )}
              // mousedown, not click: the input keeps its focus (no blur closing the list first)
              onMouseDown={(e) => {
                e.preventDefault();
                pick(o);
              }}
              onMouseMove={() => setActive(i)}
            >
              <span className="block font-medium break-words">{o.label}</span>
              {o.description ? <span className="block text-xs break-all text-muted">{o.description}</span> : null}
            </li>
          ))}
          {count === 0 && !loading && emptyText ? (
            <li role="presentation" className="px-3 py-2 text-sm text-muted">
              {emptyText}
            </li>
          ) : null}
        </ul>
      </div>
      {/* the number of results, for screen readers (polite) */}
      <p id={statusId} className="sr-only" aria-live="polite">
        {showList && !loading
          ? count === 0
            ? typeof emptyText === 'string'
              ? emptyText
              : ''
            : (announce?.(count) ?? '')
          : ''}
      </p>
    </FieldShell>
  );
}
