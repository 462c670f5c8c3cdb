import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from './cn.ts';

export const inputClasses = cn(
  'block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-sm sm:text-sm',
  'placeholder:text-slate-400 transition-colors',
  'focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200',
  'aria-invalid:border-red-500 aria-invalid:focus:outline-red-200',
  'disabled:bg-slate-50 disabled:text-muted',
);

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** the visible label; it is the input's whole accessible name */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** shown after the input (e.g. a unit) */
  suffix?: ReactNode;
  containerClassName?: string;
}

/** A labelled input with hint and error slots wired up through aria-describedby. */
export function TextField({ label, hint, error, id, suffix, className, containerClassName, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `f${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={cn(inputClasses, suffix ? 'pr-10' : undefined, className)} {...rest} />
        {suffix ? <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">{suffix}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm text-red-700">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
            <path fillRule="evenodd" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" clipRule="evenodd" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
