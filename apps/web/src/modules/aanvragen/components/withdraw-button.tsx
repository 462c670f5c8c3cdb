'use client';
// The entrepreneur withdraws his request (INTREKKEN), after a confirmation.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function WithdrawButton({ id }: { id: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [reden, setReden] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withdraw = useMutation(trpc.aanvragen.withdraw.mutationOptions());
  if (!asking) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        {t.aanvragen.withdraw}
      </Button>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        withdraw.mutate(
          { id, reden: reden.trim() || undefined },
          { onSuccess: () => router.refresh(), onError: (err) => setError(problemMessage(err, t)) },
        );
      }}
    >
      <p className="text-sm text-ink">{t.aanvragen.withdrawConfirm}</p>
      <TextField label={t.aanvragen.withdrawReason} name="reden" value={reden} onChange={(e) => setReden(e.target.value)} maxLength={2000} />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" size="sm" loading={withdraw.isPending}>
          {t.aanvragen.withdraw}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
          {t.addCompany.cancel}
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </form>
  );
}
