'use client';
// The adviser's decision on who owns a company record (companies.eigendom.decide): besluit + a
// required explanation. Its own file so the adviser's request page only gains one line.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

type Status = 'BEVESTIGD' | 'ONBEVESTIGD' | 'AFGEWEZEN';
const textarea = 'min-h-20 rounded-lg border border-line bg-white px-3 py-2 text-sm font-normal focus:outline-none focus:ring-2 focus:ring-brand-500';

export function EigendomDecisionForm({ companyId, status }: { companyId: string; status: Status }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [besluit, setBesluit] = useState<'BEVESTIGD' | 'AFGEWEZEN'>('BEVESTIGD');
  const [toelichting, setToelichting] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const decide = useMutation(trpc.companies.eigendom.decide.mutationOptions());

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(false);
    if (!toelichting.trim()) {
      setError(t.eigendom.toelichtingRequired);
      return;
    }
    setError(null);
    decide.mutate(
      { companyId, besluit, toelichting },
      {
        onSuccess: () => {
          setToelichting('');
          setSaved(true);
          router.refresh();
        },
        onError: (err) => setError(problemMessage(err, t)),
      },
    );
  }

  return (
    <Card>
      <CardBody className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">{t.eigendom.adviserTitle}</h2>
        <p className="text-sm text-muted" data-testid="eigendom-adviser-status">
          {fill(t.eigendom.adviserCurrent, { status: t.eigendom.status[status] })}
        </p>
        <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t.eigendom.adviserTitle} noValidate>
          <fieldset className="flex flex-col gap-1.5 text-sm">
            <legend className="mb-1 font-medium text-ink">{t.eigendom.besluit}</legend>
            {(['BEVESTIGD', 'AFGEWEZEN'] as const).map((b) => (
              <label key={b} className="flex items-center gap-2">
                <input type="radio" name="besluit" value={b} checked={besluit === b} onChange={() => setBesluit(b)} />
                {b === 'BEVESTIGD' ? t.eigendom.confirm : t.eigendom.reject}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            {t.eigendom.toelichting}
            <textarea
              name="toelichting"
              value={toelichting}
              onChange={(e) => setToelichting(e.target.value)}
              maxLength={2000}
              required
              aria-invalid={error ? true : undefined}
              placeholder={t.eigendom.toelichtingHint}
              className={textarea}
            />
          </label>
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {saved ? (
            <Alert tone="success" role="status">
              {t.eigendom.saved}
            </Alert>
          ) : null}
          <Button type="submit" disabled={decide.isPending}>
            {t.eigendom.save}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
