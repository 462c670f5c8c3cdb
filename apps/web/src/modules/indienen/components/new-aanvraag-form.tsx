'use client';
// Choose a company and the type; before submitting, the gaps already known for that company (voor-indienen.tsx);
// aanvragen.create (its input checked with the procedure's own schema before sending, messages at the
// fields); then to the new request.
import { useActionState, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { ZCreateAanvraagInput } from '@ikv/api/schemas/aanvragen/create';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { SelectField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { OrientatieFields } from '~/modules/orientatie/components/orientatie-fields.tsx';
import {
  REQUEST_START_STATE,
  toInvoer,
  type OrientatieFormState,
} from '~/modules/orientatie/components/orientatie-form-state.ts';
import { resendVerificationAction, type ActionState } from '~/modules/account/actions.ts';
import { VoorIndienen } from './voor-indienen.tsx';

// the schema's paths → the form's fields
const FIELDS = {
  'orientatieInvoer.partnerToetsinkomen': 'partnerToetsinkomen',
  'orientatieInvoer.rentevastJaren': 'rentevastJaren',
  'orientatieInvoer.rentePct': 'rentePct',
  'orientatieInvoer.energielabel': 'energielabel',
  'orientatieInvoer.woningwaarde': 'woningwaarde',
  'orientatieInvoer.studieschuldMaandlast': 'studieschuldMaandlast',
  'orientatieInvoer.kredietLimieten': 'kredietLimieten',
  'orientatieInvoer.overigeMaandlasten': 'overigeMaandlasten',
  'orientatieInvoer.energiebesparendeMaatregelen.bedrag': 'maatregelenBedrag',
  'orientatieInvoer.energiebesparendeMaatregelen.labelBestaandeWoning': 'maatregelenLabel',
};

export function NewAanvraagForm({
  companies,
  initialCompanyId,
}: {
  companies: {
    id: string;
    naam: string;
    kvkNummer: string;
    eigendomBevestigd: boolean;
    waarschuwingen: { code: string; bericht: string }[];
  }[];
  initialCompanyId?: string;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [companyId, setCompanyId] = useState(initialCompanyId ?? companies[0]?.id ?? '');
  const [type, setType] = useState<'IKV' | 'ORIENTATIE'>('IKV');
  const gekozen = companies.find((c) => c.id === companyId);
  const [nietBevestigd, setNietBevestigd] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [orientatie, setOrientatie] = useState<OrientatieFormState>(REQUEST_START_STATE);
  const orientatieCheck = toInvoer(orientatie, false, locale);
  const orientatieInvalid = type === 'ORIENTATIE' && Object.keys(orientatieCheck.errors).length > 0;
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const create = useMutation(trpc.aanvragen.create.mutationOptions(submitKey.options));
  const { formRef, errors, setErrors } = useFormErrors();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (orientatieInvalid) return;
    const checked = validate(
      ZCreateAanvraagInput,
      type === 'ORIENTATIE'
        ? { companyId, verklaringType: type, orientatieInvoer: orientatieCheck.invoer }
        : { companyId, verklaringType: type },
      t,
      { fields: FIELDS },
    );
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) {
      setError(t.validation.fixFields);
      return;
    }
    create.mutate(checked.data, {
      onSuccess: (a) => router.push(`/aanvragen/${a.id}`),
      onError: (e) => {
        const p = problemOf(e);
        setErrors(fieldErrorsOf(p, t, { fields: FIELDS }));
        if (p?.code === 'AANVRAAG_ALREADY_OPEN') setError(t.aanvragen.alreadyOpen);
        else if (p?.code === 'EMAIL_NOT_VERIFIED') {
          setError(t.aanvragen.notVerified);
          setNietBevestigd(true);
        } else setError(problemMessage(e, t));
      },
    });
  }

  return (
    <Card>
      <CardBody>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <SelectField
            label={t.aanvragen.company}
            name="companyId"
            value={companyId}
            onChange={(e) => setCompanyId(e.target.value)}
            error={errors.companyId}
          >
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.naam} (KvK {c.kvkNummer})
              </option>
            ))}
          </SelectField>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-ink">{t.aanvragen.type}</legend>
            {(['IKV', 'ORIENTATIE'] as const).map((v) => (
              <label
                key={v}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="verklaringType"
                  value={v}
                  checked={type === v}
                  onChange={() => setType(v)}
                  className="mt-1"
                />
                <span>
                  <span className="block text-sm font-semibold text-ink">
                    {v === 'IKV' ? t.aanvragen.typeIKV : t.aanvragen.typeORIENTATIE}
                  </span>
                  <span className="block text-sm text-muted">
                    {v === 'IKV' ? t.aanvragen.typeIKVHint : t.aanvragen.typeORIENTATIEHint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {type === 'ORIENTATIE' ? (
            <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{t.orientatie.requestInputs}</legend>
              <p className="text-sm text-muted">{t.orientatie.requestInputsHint}</p>
              <OrientatieFields
                state={orientatie}
                errors={orientatieCheck.errors}
                messages={errors}
                onChange={setOrientatie}
                metInkomen={false}
              />
            </fieldset>
          ) : null}
          {gekozen ? (
            <VoorIndienen
              companyId={gekozen.id}
              eigendomBevestigd={gekozen.eigendomBevestigd}
              waarschuwingen={gekozen.waarschuwingen}
            />
          ) : null}
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" loading={create.isPending} disabled={!companyId || orientatieInvalid}>
              {t.aanvragen.submit}
            </Button>
          </div>
        </form>
        {nietBevestigd ? <BevestigEerst terug={`/aanvragen/nieuw?bedrijf=${encodeURIComponent(companyId)}`} /> : null}
      </CardBody>
    </Card>
  );
}

/** Asked to confirm his address first: the confirmation mail again, whose link brings him back here. */
function BevestigEerst({ terug }: { terug: string }) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<ActionState, FormData>(resendVerificationAction, { status: 'idle' });
  return state.status === 'ok' ? (
    <Alert tone="success" className="mt-4">
      {state.message}
    </Alert>
  ) : (
    <form action={action} className="mt-4 flex flex-col gap-2" aria-label={t.account.resendTitle}>
      {state.status === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
      <input type="hidden" name="terug" value={terug} />
      <div>
        <Button type="submit" variant="secondary" loading={pending}>
          {t.account.resendButton}
        </Button>
      </div>
    </form>
  );
}
