'use client';
// The adviser's forms on a request: change the status (with an optional remark) and post a remark.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { emptyRij, GevraagdEditor, toGevraagd, type GevraagdRij } from '~/modules/flow/components/gevraagd-editor.tsx';

type Status = 'INGEDIEND' | 'IN_BEHANDELING' | 'AANVULLING_NODIG' | 'AFGEROND' | 'AFGEWEZEN' | 'INGETROKKEN';
const textarea = 'min-h-20 rounded-lg border border-line bg-white px-3 py-2 text-sm font-normal focus:outline-none focus:ring-2 focus:ring-brand-500';

export function StatusForm({ id, transitions }: { id: string; transitions: Status[] }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [status, setStatus] = useState<Status | ''>(transitions[0] ?? '');
  const [opmerking, setOpmerking] = useState('');
  const [gevraagd, setGevraagd] = useState<GevraagdRij[]>(() => [emptyRij(new Date().getFullYear() - 1)]);
  const [error, setError] = useState<string | null>(null);
  const update = useMutation(trpc.adviseur.aanvragen.update.mutationOptions());
  if (transitions.length === 0) return <p className="text-sm text-muted">{t.adviseur.noTransitions}</p>;
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!status) return;
    setError(null);
    update.mutate(
      { id, status, opmerking: opmerking.trim() || undefined, intern: false, ...(status === 'AANVULLING_NODIG' ? { gevraagd: toGevraagd(gevraagd) } : {}) },
      {
        onSuccess: () => {
          setOpmerking('');
          setGevraagd([emptyRij(new Date().getFullYear() - 1)]);
          router.refresh();
        },
        onError: (err) => setError(problemMessage(err, t)),
      },
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t.adviseur.changeStatus}>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        {t.adviseur.newStatus}
        <select name="status" value={status} onChange={(e) => setStatus(e.target.value as Status)} className="rounded-lg border border-line bg-white px-3 py-2 text-sm font-normal">
          {transitions.map((s) => (
            <option key={s} value={s}>
              {t.aanvragen.statuses[s]}
            </option>
          ))}
        </select>
      </label>
      {status === 'AANVULLING_NODIG' ? <GevraagdEditor rows={gevraagd} onChange={setGevraagd} defaultJaar={new Date().getFullYear() - 1} /> : null}
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        {t.adviseur.remarkOptional}
        <textarea name="opmerking" value={opmerking} onChange={(e) => setOpmerking(e.target.value)} maxLength={4000} className={textarea} />
      </label>
      {error ? <Alert tone="error">{error}</Alert> : null}
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
  const update = useMutation(trpc.adviseur.aanvragen.update.mutationOptions());
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!tekst.trim()) return;
    setError(null);
    update.mutate(
      { id, opmerking: tekst.trim(), intern },
      {
        onSuccess: () => {
          setTekst('');
          setIntern(false);
          router.refresh();
        },
        onError: (err) => setError(problemMessage(err, t)),
      },
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t.adviseur.addRemark}>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        {t.adviseur.remark}
        <textarea name="tekst" value={tekst} onChange={(e) => setTekst(e.target.value)} maxLength={4000} className={textarea} required />
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={intern} onChange={(e) => setIntern(e.target.checked)} />
        {t.adviseur.internalOnly}
      </label>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button type="submit" size="sm" variant="secondary" loading={update.isPending}>
          {t.adviseur.place}
        </Button>
      </div>
    </form>
  );
}
