'use client';
// A form's field errors (from the schema in the browser or the API's problem) with the focus moved
// to the first invalid field after each failed submit.
import { useRef, useState } from 'react';
import type { FieldErrors } from './schema-form.ts';
import { useFocusFirstError } from './use-focus-first-error.ts';

export function useFormErrors<E extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<E>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useFocusFirstError(formRef, errors);
  return { formRef, errors, setErrors };
}
