import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';

/** A fieldset with a visible legend (role "group", named by the legend); actions sit top right. */
export function FieldGroup({
  legend,
  actions,
  children,
  className,
  ...rest
}: FieldsetHTMLAttributes<HTMLFieldSetElement> & { legend: ReactNode; actions?: ReactNode }) {
  return (
    <fieldset
      className={cn(
        'relative min-w-0 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) sm:p-5',
        className,
      )}
      {...rest}
    >
      <legend className={cn('float-left mb-4 text-base font-semibold text-ink', actions ? 'pr-32' : undefined)}>
        {legend}
      </legend>
      {actions ? (
        <div className="absolute top-3 right-3 flex items-center gap-2 sm:top-4 sm:right-4">{actions}</div>
      ) : null}
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
