'use client';
// Issuing the statement: adviseur.aanvragen.update to AFGEROND with the adviser's conclusion
// (required) and remark, and the statement issued, kept until the dialog closes.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { ZUpdateAdviseurAanvraagInput } from '@ikv/api/schemas/adviseur/aanvragen/update';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useTRPC } from '~/trpc/react.tsx';

/** `conclusieId`: the conclusion's field, focused when it is empty */
export function useIssueVerklaring(id: string, conclusieId: string) {
  const { t } = useI18n();
  const f = t.flowUi;
  const router = useRouter();
  const [opmerking, setOpmerking] = useState('');
  const [conclusie, setConclusie] = useState('');
  const [conclusieFout, setConclusieFout] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ nummer: string; code: string } | null>(null);
  const trpc = useTRPC();
  const trpcIssue = useMutation(trpc.adviseur.aanvragen.update.mutationOptions());
  function onClosed() {
    setError(null);
    if (issued) router.refresh();
  }
  function confirm() {
    setError(null);
    setConclusieFout(null);
    // the statement carries the adviser's conclusion: asked here, required
    if (!conclusie.trim()) {
      setConclusieFout(f.issueConclusionRequired);
      document.getElementById(conclusieId)?.focus();
      return;
    }
    const checked = validate(
      ZUpdateAdviseurAanvraagInput,
      { id, status: 'AFGEROND', opmerking: opmerking.trim() ? opmerking : undefined, conclusie, intern: false },
      t,
    );
    if (!checked.success) {
      if (checked.fieldErrors.conclusie) setConclusieFout(checked.fieldErrors.conclusie);
      else setError(checked.fieldErrors.opmerking ?? t.validation.invalid);
      return;
    }
    trpcIssue.mutate(checked.data, {
      onSuccess: (a) => {
        if (a.verklaring) setIssued({ nummer: a.verklaring.nummer, code: a.verklaring.code });
        else router.refresh();
      },
      onError: (err) => {
        const fields = fieldErrorsOf(problemOf(err), t);
        if (fields.conclusie) setConclusieFout(fields.conclusie);
        else setError(fields.opmerking ?? problemMessage(err, t));
      },
    });
  }
  return {
    opmerking,
    setOpmerking,
    conclusie,
    setConclusie,
    conclusieFout,
    error,
    issued,
    pending: trpcIssue.isPending,
    onClosed,
    confirm,
  };
}
