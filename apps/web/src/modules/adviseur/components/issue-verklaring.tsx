'use client';
// Issuing the statement as a deliberate act: a button beside the gate checklist (enabled only when
// nothing is missing), a confirmation that shows what will be issued, and afterwards the statement's
// number with the link to its public page. Issuing is adviseur.aanvragen.update to AFGEROND (API.md,
// Trust: "AFGEROND issues the statement once"); the page refreshes when the dialog closes, so the
// number stays in view until the adviser has read it.
import { useRef } from 'react';
import Link from 'next/link';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextareaField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { IssueSummaryList, type IssueSummary } from './issue-summary.tsx';
import { useIssueVerklaring } from './use-issue-verklaring.ts';

export type { IssueSummary };

export function IssueVerklaring({ id, ready, summary }: { id: string; ready: boolean; summary: IssueSummary }) {
  const { t } = useI18n();
  const f = t.flowUi;
  const dialog = useRef<HTMLDialogElement>(null);
  const hintId = `issue-hint-${id}`;
  const { opmerking, setOpmerking, conclusie, setConclusie, conclusieFout, error, issued, pending, onClosed, confirm } =
    useIssueVerklaring(id, `${hintId}-conclusie`);
  function close() {
    dialog.current?.close();
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
              <IssueSummaryList summary={summary} />
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
                <Button size="sm" variant="secondary" onClick={close} disabled={pending}>
                  {f.cancel}
                </Button>
                <Button size="sm" loading={pending} onClick={confirm}>
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
