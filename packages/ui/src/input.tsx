import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
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

interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  containerClassName?: string;
}

/** The ids and aria attributes a control gets from its label, hint and error (also the combobox's). */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const inputId = id ?? `f${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    hintId,
    errorId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const,
  };
}

/** Label, control, hint and error of one field, laid out alike for every control (also the combobox). */
export function FieldShell({
  label,
  hint,
  error,
  inputId,
  hintId,
  errorId,
  containerClassName,
  children,
}: FieldShellProps & { inputId: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm text-red-700">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with hint and error slots wired up through aria-describedby. */
export function TextField({ label, hint, error, id, suffix, className, containerClassName, ...rest }: TextFieldProps) {
  const { inputId, hintId, errorId, aria } = useFieldIds(id, hint, error);
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      inputId={inputId}
      hintId={hintId}
      errorId={errorId}
      containerClassName={containerClassName}
    >
      <div className="relative">
        <input id={inputId} {...aria} className={cn(inputClasses, suffix ? 'pr-10' : undefined, className)} {...rest} />
        {suffix ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">
            {suffix}
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
}

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldShellProps {}

/** A labelled textarea with hint and error, like TextField. */
export function TextareaField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  rows = 3,
  ...rest
}: TextareaFieldProps) {
  const { inputId, hintId, errorId, aria } = useFieldIds(id, hint, error);
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      inputId={inputId}
      hintId={hintId}
      errorId={errorId}
      containerClassName={containerClassName}
    >
      <textarea id={inputId} rows={rows} {...aria} className={cn(inputClasses, className)} {...rest} />
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldShellProps {}

/** A labelled select with hint and error, like TextField. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  children,
  ...rest
}: SelectFieldProps) {
  const { inputId, hintId, errorId, aria } = useFieldIds(id, hint, error);
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      inputId={inputId}
      hintId={hintId}
      errorId={errorId}
      containerClassName={containerClassName}
    >
      <select id={inputId} {...aria} className={cn(inputClasses, className)} {...rest}>
        {children}
      </select>
    </FieldShell>
  );
}
