'use client';
// The adviser's forms on a request: change the status (with an optional remark) and post a remark.
// Both are checked with adviseur.aanvragen.update's own schema before sending.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { ZUpdateAdviseurAanvraagInput } from '@ikv/api/schemas/adviseur/aanvragen/update';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { SelectField, TextareaField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import {
  emptyRij,
  GevraagdEditor,
  gevraagdErrors,
  toGevraagd,
  type GevraagdRij,
} from '~/modules/flow/components/gevraagd-editor.tsx';

type Status = 'INGEDIEND' | 'IN_BEHANDELING' | 'AANVULLING_NODIG' | 'AFGEROND' | 'AFGEWEZEN' | 'INGETROKKEN';

export function StatusForm({ id, transitions }: { id: string; transitions: Status[] }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [status, setStatus] = useState<Status | ''>(transitions[0] ?? '');
  const [opmerking, setOpmerking] = useState('');
  const [gevraagd, setGevraagd] = useState<GevraagdRij[]>(() => [emptyRij(new Date().getFullYear() - 1)]);
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFormErrors();
  const update = useMutation(trpc.adviseur.aanvragen.update.mutationOptions());
  if (transitions.length === 0) return <p className="text-sm text-muted">{t.adviseur.noTransitions}</p>;
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const checked = validate(
      ZUpdateAdviseurAanvraagInput,
      {
        id,
        status: status || undefined,
        opmerking: opmerking.trim() ? opmerking : undefined,
        intern: false,
        ...(status === 'AANVULLING_NODIG' ? { gevraagd: toGevraagd(gevraagd) } : {}),
      },
      t,
    );
    setErrors(gevraagdErrors(checked.fieldErrors ?? {}, gevraagd));
    if (!checked.success) return;
    update.mutate(checked.data, {
      onSuccess: () => {
        setOpmerking('');
        setGevraagd([emptyRij(new Date().getFullYear() - 1)]);
        router.refresh();
      },
      onError: (err) => {
        setErrors(gevraagdErrors(fieldErrorsOf(problemOf(err), t), gevraagd));
        setError(problemMessage(err, t));
      },
    });
  }
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t.adviseur.changeStatus}
    >
      <SelectField
        label={t.adviseur.newStatus}
        name="status"
        value={status}
        onChange={(e) => setStatus(e.target.value as Status)}
        error={errors.status}
      >
        {transitions.map((s) => (
          <option key={s} value={s}>
            {t.aanvragen.statuses[s]}
          </option>
        ))}
      </SelectField>
      {status === 'AANVULLING_NODIG' ? (
        <GevraagdEditor
          rows={gevraagd}
          onChange={setGevraagd}
          defaultJaar={new Date().getFullYear() - 1}
          errors={errors}
        />
      ) : null}
      <TextareaField
        label={t.adviseur.remarkOptional}
        name="opmerking"
        value={opmerking}
        onChange={(e) => setOpmerking(e.target.value)}
        maxLength={4000}
        error={errors.opmerking}
      />
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" size="sm" loading={update.isPending}>
          {t.adviseur.save}
        </Button>
      </div>
    </form>
  );
}

export function RemarkForm({ id }: { id: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [tekst, setTekst] = useState('');
  const [intern, setIntern] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFormErrors();
  const update = useMutation(trpc.adviseur.aanvragen.update.mutationOptions());
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    // a remark alone: an empty one is "fill in this field" at the remark
    const checked = validate(ZUpdateAdviseurAanvraagInput, { id, opmerking: tekst, intern }, t);
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) return;
    update.mutate(checked.data, {
      onSuccess: () => {
        setTekst('');
        setIntern(false);
        router.refresh();
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(problemOf(err), t));
        setError(problemMessage(err, t));
      },
    });
  }
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t.adviseur.addRemark}
    >
      <TextareaField
        label={t.adviseur.remark}
        name="tekst"
        value={tekst}
        onChange={(e) => setTekst(e.target.value)}
        maxLength={4000}
        error={errors.opmerking}
        required
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={intern} onChange={(e) => setIntern(e.target.checked)} />
        {t.adviseur.internalOnly}
      </label>
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" size="sm" variant="secondary" loading={update.isPending}>
          {t.adviseur.place}
        </Button>
      </div>
    </form>
  );
}
