'use client';
// The check form of one financial year: its values, its errors and the two ways to record the check
// (the form, checked with adviseur.aanvragen.controle's own schema, and approval on the documents).
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { ZControleAanvraagInput } from '@ikv/api/schemas/adviseur/aanvragen/controle';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';

type Controle = RouterOutputs['adviseur']['aanvragen']['get']['controles'][number];

export function useYearCheck({
  aanvraagId,
  jaar,
  controle,
}: {
  aanvraagId: string;
  jaar: number;
  controle: Controle | undefined;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [akkoord, setAkkoord] = useState(controle ? controle.akkoord : true);
  const [gekozen, setGekozen] = useState<string[]>(controle && !controle.vervallen ? controle.documentIds : []);
  const [toelichting, setToelichting] = useState(controle?.toelichting ?? '');
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFormErrors();
  const docsErrorId = `${useId()}-docs-error`;
  const save = useMutation(trpc.adviseur.aanvragen.controle.mutationOptions());

  /** Records the year as checked and in order, citing `documentIds`. */
  function approveOnDocuments(documentIds: string[]) {
    setError(null);
    save.mutate(
      { id: aanvraagId, jaar, akkoord: true, documentIds },
      { onSuccess: () => router.refresh(), onError: (err) => setError(problemMessage(err, t)) },
    );
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const checked = validate(
      ZControleAanvraagInput,
      {
        id: aanvraagId,
        jaar,
        akkoord,
        documentIds: gekozen,
        toelichting: toelichting.trim() ? toelichting : undefined,
      },
      t,
    );
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) {
      if (!checked.fieldErrors.documentIds && !checked.fieldErrors.toelichting) setError(t.validation.fixFields);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => router.refresh(),
      onError: (err) => {
        setErrors(fieldErrorsOf(problemOf(err), t));
        setError(problemMessage(err, t));
      },
    });
  }

  return {
    akkoord,
    setAkkoord,
    gekozen,
    setGekozen,
    toelichting,
    setToelichting,
    error,
    formRef,
    errors,
    docsErrorId,
    saving: save.isPending,
    approveOnDocuments,
    onSubmit,
  };
}

export type YearCheckState = ReturnType<typeof useYearCheck>;
