'use client';
// After a failed submit: move the focus to the first field marked invalid (aria-invalid, as the
// ui fields set it with their error), so keyboard and screen-reader users land on the problem.
import { useEffect, type RefObject } from 'react';

export function useFocusFirstError(
  formRef: RefObject<HTMLElement | null>,
  errors: Record<string, unknown> | null | undefined,
): void {
  useEffect(() => {
    if (!errors || !Object.values(errors).some(Boolean)) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, formRef]);
}
