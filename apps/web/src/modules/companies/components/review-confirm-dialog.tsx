'use client';
// The second, deliberate step before figures an adviser is reviewing are changed (issue Flow III: a
// partner, also one whose e-mail address is unconfirmed, does not change figures under review by one
// click). A modal dialog: the browser keeps focus inside it, Escape cancels, the cancel button has the
// focus first (the safe choice), and closing gives the focus back to the save button. The API is
// unchanged: a save over REST needs no confirmation (API.md, Trust: the change voids the check).
import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import type { YearUnderReview } from '../years-under-review.rules.ts';

export function ReviewConfirmDialog({
  years,
  emailOnbevestigd,
  onConfirm,
  onCancel,
}: {
  /** the years under review the save would change; empty: the dialog is closed */
  years: readonly YearUnderReview[];
  emailOnbevestigd: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const r = t.years.review;
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = years.length > 0;
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      // the safe choice first (React's autoFocus sets no attribute for the dialog's own focusing)
      d.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);
  const jaren = new Intl.ListFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { type: 'conjunction' }).format(
    years.map((y) => String(y.jaar)),
  );
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(e) => {
        // Escape: the same as "do not change"
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(30rem,calc(100vw-1.5rem))] rounded-(--radius-card) border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/50"
      data-testid="review-confirm-dialog"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 id={titleId} className="text-lg font-semibold break-words text-ink">
            {r.confirmTitle}
          </h2>
          <div id={textId} className="flex flex-col gap-2 text-sm break-words text-slate-700">
            <p>{fill(r.confirmText, { jaren })}</p>
            {emailOnbevestigd ? (
              <p>
                {r.unconfirmed}{' '}
                <Link href="/instellingen" className="font-medium text-brand-700 underline underline-offset-2">
                  {r.confirmLink}
                </Link>
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button size="sm" variant="secondary" onClick={onCancel} data-cancel>
              {r.confirmCancel}
            </Button>
            <Button size="sm" onClick={onConfirm}>
              {r.confirmChange}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
