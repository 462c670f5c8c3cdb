'use client';
// Asks before a page with unsaved edits is left. Three ways out are covered while `dirty`:
// - a link inside the app: the click is held (capture phase, before Next's Link sees it) and a
//   dialog asks; "Weggaan zonder opslaan" then navigates there;
// - Back (and Forward) inside the app: a guard entry with the same URL is pushed on the history, so
//   Back first lands on this page again; the dialog asks, and leaving goes back once more;
// - reload, closing the tab, a typed address or another site: the browser's own beforeunload prompt.
// Saving or discarding (dirty turns false) takes the guard entry off again, so Back works as usual.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { leavingPath } from './leave-guard.rules.ts';

type Leaving = { kind: 'link'; path: string } | { kind: 'back' };

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useI18n();
  const router = useRouter();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  /** the way out that waits for the answer */
  const pending = useRef<Leaving | null>(null);
  /** our guard entry is the current history entry */
  const armed = useRef(false);
  /** the person chose to leave: nothing holds him any more */
  const released = useRef(false);
  /** what to do on a popstate this component caused itself (history.back() to drop the guard entry) */
  const ownPop = useRef<(() => void) | null>(null);

  function ask(leaving: Leaving) {
    pending.current = leaving;
    if (!dialog.current?.open) dialog.current?.showModal();
  }

  function arm() {
    if (armed.current || released.current) return;
    window.history.pushState(window.history.state, '', window.location.href);
    armed.current = true;
  }

  /** Drop the guard entry (back to the real one, same URL), then `then`. */
  function disarm(then: () => void) {
    if (!armed.current) return then();
    armed.current = false;
    ownPop.current = then;
    window.history.back();
  }

  // reload, closing, another site: the browser asks
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (released.current) return;
      e.preventDefault();
      // older browsers show the prompt only with a returnValue set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // a link inside the app: held until answered
  useEffect(() => {
    if (!dirty) return;
    const onClick = (e: MouseEvent) => {
      if (released.current || !(e.target instanceof Element)) return;
      const a = e.target.closest('a[href]');
      if (!(a instanceof HTMLAnchorElement)) return;
      const path = leavingPath(
        {
          href: a.href,
          target: a.target,
          download: a.hasAttribute('download'),
          button: e.button,
          modified: e.metaKey || e.ctrlKey || e.shiftKey || e.altKey,
        },
        window.location.href,
      );
      if (!path) return;
      e.preventDefault();
      e.stopPropagation();
      ask({ kind: 'link', path });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty]);

  // Back inside the app: the guard entry while dirty, gone again once saved or discarded
  useEffect(() => {
    if (dirty) arm();
    else if (armed.current) disarm(() => undefined);
    // arm/disarm only read refs
  }, [dirty]);

  useEffect(() => {
    const onPop = () => {
      const own = ownPop.current;
      if (own) {
        ownPop.current = null;
        own();
        return;
      }
      if (!armed.current) return;
      // Back left the guard entry: this page again, with the same URL
      armed.current = false;
      if (dirtyRef.current && !released.current) ask({ kind: 'back' });
      else window.history.back();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function leave() {
    const leaving = pending.current;
    pending.current = null;
    released.current = true;
    dialog.current?.close();
    if (!leaving) return;
    if (leaving.kind === 'back') window.history.back();
    else if (armed.current) {
      // the guard entry becomes the page he goes to: Back from there returns here, once
      armed.current = false;
      router.replace(leaving.path);
    } else router.push(leaving.path);
  }

  function stay() {
    const leaving = pending.current;
    pending.current = null;
    if (dialog.current?.open) dialog.current.close();
    // Back was pressed: put the guard entry back for the next time
    if (leaving?.kind === 'back' && dirtyRef.current) arm();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        stay();
      }}
      className="m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-(--radius-card) border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/50"
      data-testid="leave-dialog"
    >
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t.common.leaveTitle}
        </h2>
        <p className="text-sm text-slate-700">{t.common.leaveText}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button size="sm" variant="secondary" onClick={leave}>
            {t.common.leaveConfirm}
          </Button>
          <Button size="sm" onClick={stay} autoFocus>
            {t.common.leaveStay}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
