'use client';
// The adviser withdraws an issued statement, with a reason (INGETROKKEN at once for every verifier).
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function WithdrawVerklaringForm({ id }: { id: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [reden, setReden] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withdraw = useMutation(trpc.adviseur.verklaring.withdraw.mutationOptions());
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!reden.trim() || !window.confirm(t.trust.withdrawConfirm)) return;
    setError(null);
    withdraw.mutate({ id, reden: reden.trim() }, { onSuccess: () => router.refresh(), onError: (err) => setError(problemMessage(err, t)) });
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 border-t border-line pt-3" aria-label={t.trust.withdrawTitle}>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        {t.trust.withdrawReason}
        <textarea
          name="reden"
          value={reden}
          onChange={(e) => setReden(e.target.value)}
          minLength={3}
          maxLength={2000}
          required
          className="min-h-16 rounded-lg border border-line bg-white px-3 py-2 text-sm font-normal focus:outline-none focus:ring-2 focus:ring-brand-500"
        />
      </label>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button type="submit" size="sm" variant="secondary" loading={withdraw.isPending}>
          {t.trust.withdraw}
        </Button>
      </div>
    </form>
  );
}
