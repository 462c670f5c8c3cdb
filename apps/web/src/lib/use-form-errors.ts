'use client';
// A form's field errors (from the schema in the browser or the API's problem) with the focus moved
// to the first invalid field after each failed submit.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { LazySchema } from './lazy-schema.ts';
import type { FieldErrors, Validation } from './schema-form.ts';
import { useFocusFirstError } from './use-focus-first-error.ts';

export function useFormErrors<E extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<E>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useFocusFirstError(formRef, errors);
  return { formRef, errors, setErrors };
}

const NONE: FieldErrors = {};

/**
 * A form posted to a server action (useActionState): the server's field errors, or the browser's
 * when `guard` stopped the submit. `guard(check)` is the form's onSubmit: it checks the form's
 * values (check: FormData → validate(schema, …)) and, when they are invalid, stops the submit (no
 * request, the typed input stays) and shows the messages. The focus moves to the first invalid field.
 * `guardLazy` does the same with a schema loaded on first use.
 */
export function useActionFormErrors(serverErrors: FieldErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const [local, setLocal] = useState<FieldErrors | null>(null);
  // guardLazy: waiting for the schema; a resubmit to let through unchecked (the schema would not load)
  const waiting = useRef(false);
  const unchecked = useRef(false);
  // a new answer from the server replaces what the browser said
  useEffect(() => setLocal(null), [serverErrors]);
  const errors = local ?? serverErrors ?? NONE;
  useFocusFirstError(formRef, errors);
  const guard = (check: (form: FormData) => Validation<unknown>) => (e: FormEvent<HTMLFormElement>) => {
    const result = check(new FormData(e.currentTarget));
    if (result.success) {
      setLocal(null);
      return;
    }
    e.preventDefault();
    setLocal(result.fieldErrors);
  };
  const resubmit = (form: HTMLFormElement, failed: boolean) => {
    waiting.current = false;
    if (!form.isConnected) return;
    unchecked.current = failed;
    form.requestSubmit();
  };
  /**
   * guard() with a schema that loads when the form is first used (lib/lazy-schema.ts), so zod and
   * the schema stay out of the page's own script. Once it has loaded the check is the same; a
   * submit while it is still on its way waits for it and is then sent again, checked. If it cannot
   * load, the submit goes to the server action, which checks with the same schema.
   */
  const guardLazy =
    <S extends z.ZodType>(schema: LazySchema<S>, check: (form: FormData, schema: S) => Validation<unknown>) =>
    (e: FormEvent<HTMLFormElement>) => {
      const ready = schema.loaded();
      if (ready) return guard((form) => check(form, ready))(e);
      if (unchecked.current) {
        unchecked.current = false;
        return;
      }
      e.preventDefault();
      if (waiting.current) return;
      waiting.current = true;
      const form = e.currentTarget;
      void schema.load().then(
        () => resubmit(form, false),
        () => resubmit(form, true),
      );
    };
  return { formRef, errors, guard, guardLazy };
}
