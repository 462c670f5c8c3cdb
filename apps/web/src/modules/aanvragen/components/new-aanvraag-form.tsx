'use client';
// Choose a company and the type; aanvragen.create; then to the new request.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { OrientatieFields } from '~/modules/orientatie/components/orientatie-fields.tsx';
import { REQUEST_START_STATE, toInvoer, type OrientatieFormState } from '~/modules/orientatie/components/orientatie-form-state.ts';

export function NewAanvraagForm({ companies, initialCompanyId }: { companies: { id: string; naam: string; kvkNummer: string }[]; initialCompanyId?: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [companyId, setCompanyId] = useState(initialCompanyId ?? companies[0]?.id ?? '');
  const [type, setType] = useState<'IKV' | 'ORIENTATIE'>('IKV');
  const [error, setError] = useState<string | null>(null);
  const [orientatie, setOrientatie] = useState<OrientatieFormState>(REQUEST_START_STATE);
  const orientatieCheck = toInvoer(orientatie, false);
  const orientatieInvalid = type === 'ORIENTATIE' && Object.keys(orientatieCheck.errors).length > 0;
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const create = useMutation(trpc.aanvragen.create.mutationOptions(submitKey.options));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    create.mutate(
      type === 'ORIENTATIE' ? { companyId, verklaringType: type, orientatieInvoer: orientatieCheck.invoer } : { companyId, verklaringType: type },
      {
        onSuccess: (a) => router.push(`/aanvragen/${a.id}`),
        onError: (e) => {
          const p = problemOf(e);
          if (p?.code === 'AANVRAAG_ALREADY_OPEN') setError(t.aanvragen.alreadyOpen);
          else if (p?.code === 'EMAIL_NOT_VERIFIED') setError(t.aanvragen.notVerified);
          else setError(problemMessage(e, t));
        },
      },
    );
  }

  return (
    <Card>
      <CardBody>
        <form onSubmit={onSubmit} className="flex flex-col gap-6">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            {t.aanvragen.company}
            <select
              name="companyId"
              value={companyId}
              onChange={(e) => setCompanyId(e.target.value)}
              className="rounded-lg border border-line bg-white px-3 py-2 text-sm font-normal focus:outline-none focus:ring-2 focus:ring-brand-500"
            >
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.naam} (KvK {c.kvkNummer})
                </option>
              ))}
            </select>
          </label>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-ink">{t.aanvragen.type}</legend>
            {(['IKV', 'ORIENTATIE'] as const).map((v) => (
              <label key={v} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                <input type="radio" name="verklaringType" value={v} checked={type === v} onChange={() => setType(v)} className="mt-1" />
                <span>
                  <span className="block text-sm font-semibold text-ink">{v === 'IKV' ? t.aanvragen.typeIKV : t.aanvragen.typeORIENTATIE}</span>
                  <span className="block text-sm text-muted">{v === 'IKV' ? t.aanvragen.typeIKVHint : t.aanvragen.typeORIENTATIEHint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {type === 'ORIENTATIE' ? (
            <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{t.orientatie.requestInputs}</legend>
              <p className="text-sm text-muted">{t.orientatie.requestInputsHint}</p>
              <OrientatieFields state={orientatie} errors={orientatieCheck.errors} onChange={setOrientatie} metInkomen={false} />
            </fieldset>
          ) : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div>
            <Button type="submit" loading={create.isPending} disabled={!companyId || orientatieInvalid}>
              {t.aanvragen.submit}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
