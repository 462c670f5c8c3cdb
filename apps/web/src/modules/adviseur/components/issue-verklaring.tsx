'use client';
// Issuing the statement as a deliberate act: a button beside the gate checklist (enabled only when
// nothing is missing), a confirmation that shows what will be issued, and afterwards the statement's
// number with the link to its public page. Issuing is adviseur.aanvragen.update to AFGEROND (API.md,
// Trust: "AFGEROND issues the statement once"); the page refreshes when the dialog closes, so the
// number stays in view until the adviser has read it.
import { useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { ZUpdateAdviseurAanvraagInput } from '@ikv/api/schemas/adviseur/aanvragen/update';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextareaField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useTRPC } from '~/trpc/react.tsx';

export type IssueSummary = {
  bedrijf: string;
  kvkNummer: string;
  aanvrager: string;
  aandeel: string | null;
  toetsinkomen: string;
  jaren: string;
  geldigTot: string;
};

export function IssueVerklaring({ id, ready, summary }: { id: string; ready: boolean; summary: IssueSummary }) {
  const { t } = useI18n();
  const f = t.flowUi;
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [opmerking, setOpmerking] = useState('');
  const [conclusie, setConclusie] = useState('');
  const [conclusieFout, setConclusieFout] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ nummer: string; code: string } | null>(null);
  const trpc = useTRPC();
  const trpcIssue = useMutation(trpc.adviseur.aanvragen.update.mutationOptions());
  const hintId = `issue-hint-${id}`;
  function close() {
    dialog.current?.close();
  }
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
      document.getElementById(`${hintId}-conclusie`)?.focus();
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
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          size="sm"
          disabled={!ready}
          aria-describedby={ready ? undefined : hintId}
          onClick={() => dialog.current?.showModal()}
        >
          {f.issue}
        </Button>
      </div>
      {ready ? null : (
        <p id={hintId} className="text-xs text-muted">
          {f.issueDisabledHint}
        </p>
      )}
      <dialog
        ref={dialog}
        onClose={onClosed}
        aria-labelledby={`${hintId}-title`}
        className="m-auto w-[min(34rem,calc(100vw-1.5rem))] rounded-(--radius-card) border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/50"
        data-testid="issue-dialog"
      >
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 id={`${hintId}-title`} className="text-lg font-semibold text-ink">
            {issued ? f.issuedTitle : f.issueConfirmTitle}
          </h2>
          {issued ? (
            <div role="status" className="flex flex-col gap-3 text-sm">
              <p>{fill(f.issuedText, { nummer: issued.nummer })}</p>
              <p className="text-2xl font-bold tabular-nums text-ink" data-testid="issued-nummer">
                {issued.nummer}
              </p>
              <Link
                href={`/verificatie/${encodeURIComponent(issued.code)}`}
                className="font-medium text-brand-700 hover:underline"
                target="_blank"
              >
                {f.issuedPublicLink} →
              </Link>
            </div>
          ) : (
            <>
              <p className="text-sm text-slate-700">{f.issueConfirmLead}</p>
              <dl
                className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]"
                data-testid="issue-summary"
              >
                <dt className="text-muted">{f.issueCompany}</dt>
                <dd className="font-medium break-words">
                  {summary.bedrijf} · KvK {summary.kvkNummer}
                </dd>
                <dt className="text-muted">{f.issueApplicant}</dt>
                <dd className="break-words">
                  {summary.aandeel ? `${summary.aanvrager} (${summary.aandeel})` : summary.aanvrager}
                </dd>
                <dt className="text-muted">{f.issueIncome}</dt>
                <dd className="font-semibold tabular-nums">{summary.toetsinkomen}</dd>
                <dt className="text-muted">{f.issueYears}</dt>
                <dd className="tabular-nums">{summary.jaren}</dd>
                <dt className="text-muted">{f.issueValidity}</dt>
                <dd>{fill(f.issueValidUntil, { datum: summary.geldigTot })}</dd>
              </dl>
              <TextareaField
                id={`${hintId}-conclusie`}
                label={f.issueConclusion}
                name="conclusie"
                rows={4}
                required
                value={conclusie}
                onChange={(e) => setConclusie(e.target.value)}
                maxLength={2000}
                hint={f.issueConclusionHint}
                error={conclusieFout ?? undefined}
                data-testid="issue-conclusie"
              />
              <TextareaField
                label={t.adviseur.remarkOptional}
                name="opmerking"
                rows={2}
                value={opmerking}
                onChange={(e) => setOpmerking(e.target.value)}
                maxLength={4000}
              />
              <p className="text-xs text-muted">{f.issueFinal}</p>
            </>
          )}
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {issued ? (
              <Button size="sm" onClick={close}>
                {f.close}
              </Button>
            ) : (
              <>
                <Button size="sm" variant="secondary" onClick={close} disabled={trpcIssue.isPending}>
                  {f.cancel}
                </Button>
                <Button size="sm" loading={trpcIssue.isPending} onClick={confirm}>
                  {f.issueConfirm}
                </Button>
              </>
            )}
          </div>
        </div>
      </dialog>
    </div>
  );
}
