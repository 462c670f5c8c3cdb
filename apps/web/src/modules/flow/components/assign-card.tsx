'use client';
// Who handles this request: take it, give it to a colleague, or put it back in the queue. The input
// is checked with adviseur.aanvragen.assign's own schema before sending. "Zelf oppakken" on a request
// that waits also starts it (IN_BEHANDELING) in the same click (take-steps.rules.ts).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ZAssignAdviseurAanvraagInput } from '@ikv/api/schemas/adviseur/aanvragen/assign';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { SelectField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { takeStarts, takeSteps } from '../take-steps.rules.ts';

export function AssignCard({
  id,
  behandelaar,
  meId,
  status,
  toegestaneOvergangen,
}: {
  id: string;
  behandelaar: { id: string; naam: string } | null;
  meId: string;
  status: string;
  toegestaneOvergangen: readonly string[];
}) {
  const { t } = useI18n();
  const f = t.flow;
  const trpc = useTRPC();
  const router = useRouter();
  const advisers = useQuery(trpc.availability.advisers.queryOptions({}));
  const assign = useMutation(trpc.adviseur.aanvragen.assign.mutationOptions());
  const start = useMutation(trpc.adviseur.aanvragen.update.mutationOptions());
  const request = { status, behandelaarId: behandelaar?.id ?? null, toegestaneOvergangen };
  /** "Zelf oppakken": take it and, when it waits, start it, in one click */
  const take = async () => {
    setError(null);
    try {
      for (const step of takeSteps(request, meId)) {
        if (step === 'assign') await assign.mutateAsync({ id });
        else await start.mutateAsync({ id, status: 'IN_BEHANDELING' });
      }
    } catch (e) {
      setError(problemMessage(e, t));
    }
    router.refresh();
  };
  const busy = assign.isPending || start.isPending;
  const [colleague, setColleague] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFormErrors();
  const run = (adviseurId?: string | null) => {
    setError(null);
    const checked = validate(ZAssignAdviseurAanvraagInput, adviseurId === undefined ? { id } : { id, adviseurId }, t);
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) {
      if (!checked.fieldErrors.adviseurId) setError(t.validation.fixFields);
      return;
    }
    assign.mutate(checked.data, {
      onSuccess: () => router.refresh(),
      onError: (e) => {
        setErrors(fieldErrorsOf(problemOf(e), t));
        setError(problemMessage(e, t));
      },
    });
  };
  const mine = behandelaar?.id === meId;
  const others = (advisers.data ?? []).filter((a) => a.id !== behandelaar?.id);
  return (
    <div className="flex flex-col gap-3" data-testid="assign-card">
      <h2 className="text-lg font-semibold text-ink">{f.handler}</h2>
      <p className="text-sm text-slate-700" data-testid="behandelaar">
        {behandelaar ? (mine ? f.handlerYou : fill(f.handlerIs, { naam: behandelaar.naam })) : f.handlerNobody}
      </p>
      <div className="flex flex-wrap gap-2">
        {!mine ? (
          <Button
            size="sm"
            loading={busy}
            onClick={() => void take()}
            aria-describedby={takeStarts(request) ? `${id}-take-hint` : undefined}
          >
            {f.take}
          </Button>
        ) : null}
        {behandelaar ? (
          <Button size="sm" variant="secondary" loading={busy} onClick={() => run(null)}>
            {f.release}
          </Button>
        ) : null}
      </div>
      {!mine && takeStarts(request) ? (
        <p id={`${id}-take-hint`} className="text-xs text-muted">
          {f.takeStarts}
        </p>
      ) : null}
      {others.length > 0 ? (
        <form
          ref={formRef}
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            // no colleague chosen: "fill in" at the select (an absent adviseurId would mean "myself")
            if (!colleague) setErrors({ adviseurId: t.validation.required });
            else run(colleague);
          }}
        >
          <SelectField
            containerClassName="min-w-0 flex-1"
            label={f.giveTo}
            value={colleague}
            onChange={(e) => setColleague(e.target.value)}
            error={errors.adviseurId}
          >
            <option value="">{f.chooseColleague}</option>
            {others.map((a) => (
              <option key={a.id} value={a.id}>
                {a.voornaam} {a.achternaam}
              </option>
            ))}
          </SelectField>
          <Button type="submit" size="sm" variant="secondary" loading={assign.isPending}>
            {f.give}
          </Button>
        </form>
      ) : null}
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
