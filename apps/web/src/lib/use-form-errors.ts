'use client';
// A form's field errors (from the schema in the browser or the API's problem) with the focus moved
// to the first invalid field after each failed submit.
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
 */
export function useActionFormErrors(serverErrors: FieldErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const [local, setLocal] = useState<FieldErrors | null>(null);
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
  return { formRef, errors, guard };
}
