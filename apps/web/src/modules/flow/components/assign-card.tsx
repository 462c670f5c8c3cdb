'use client';
// Who handles this request: take it, give it to a colleague, or put it back in the queue.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function AssignCard({ id, behandelaar, meId }: { id: string; behandelaar: { id: string; naam: string } | null; meId: string }) {
  const { t } = useI18n();
  const f = t.flow;
  const trpc = useTRPC();
  const router = useRouter();
  const advisers = useQuery(trpc.availability.advisers.queryOptions({}));
  const assign = useMutation(trpc.adviseur.aanvragen.assign.mutationOptions());
  const [colleague, setColleague] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = (adviseurId?: string | null) => {
    setError(null);
    assign.mutate(adviseurId === undefined ? { id } : { id, adviseurId }, { onSuccess: () => router.refresh(), onError: (e) => setError(problemMessage(e, t)) });
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
          <Button size="sm" loading={assign.isPending} onClick={() => run(undefined)}>
            {f.take}
          </Button>
        ) : null}
        {behandelaar ? (
          <Button size="sm" variant="secondary" loading={assign.isPending} onClick={() => run(null)}>
            {f.release}
          </Button>
        ) : null}
      </div>
      {others.length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (colleague) run(colleague);
          }}
        >
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-muted">
            {f.giveTo}
            <select value={colleague} onChange={(e) => setColleague(e.target.value)} className="rounded-lg border border-line bg-white px-3 py-2 text-sm font-normal text-ink">
              <option value="">{f.chooseColleague}</option>
              {others.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.voornaam} {a.achternaam}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={!colleague} loading={assign.isPending}>
            {f.give}
          </Button>
        </form>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
