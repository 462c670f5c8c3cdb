'use client';
// One page of a document, drawn in the browser with pdf.js (unpdf's build: no worker download, no
// eval, no network beyond the document itself), with the line a figure was read from marked
// (API.md, Intake). The page is scaled to the width available, so it works at 320 px; the marked
// line is scrolled into view. Below the page, the arithmetic checks of that page that prove its figures
// ("vlottende activa: 6.000 + 4.000 = 10.000"), from the document's reading.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@ikv/ui/alert';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';
import type { ViewerParams } from './document-page-link.rules.ts';

export function DocumentPageViewer({ documentId, pagina, positie, regel }: { documentId: string } & ViewerParams) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const figures = useQuery(trpc.documents.figures.queryOptions({ id: documentId }));
  const checks = (figures.data?.controles ?? []).filter((c) => c.pagina === pagina && c.soort !== 'SCHAAL');
  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const mark = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<
    { status: 'laden' | 'fout' } | { status: 'klaar'; schaal: number; pagina: number; aantal: number }
  >({ status: 'laden' });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      try {
        const res = await fetch(`/api/documents/${encodeURIComponent(documentId)}`, { credentials: 'same-origin' });
        if (!res.ok || res.headers.get('content-type')?.split(';')[0] !== 'application/pdf')
          throw new Error('not a pdf');
        const data = new Uint8Array(await res.arrayBuffer());
        const { getDocument } = await import('unpdf/pdfjs');
        const task = getDocument({ data, useSystemFonts: true });
        destroy = () => task.destroy();
        const pdf = await task.promise;
        const nummer = Math.min(pagina, pdf.numPages);
        const page = await pdf.getPage(nummer);
        const base = page.getViewport({ scale: 1 });
        const el = canvas.current;
        if (cancelled || !el || !wrap.current) return;
        const schaal = wrap.current.clientWidth / base.width;
        const dpr = Math.min(window.devicePixelRatio || 1, 3);
        const viewport = page.getViewport({ scale: schaal * dpr });
        el.width = Math.floor(viewport.width);
        el.height = Math.floor(viewport.height);
        el.style.width = `${base.width * schaal}px`;
        el.style.height = `${base.height * schaal}px`;
        await page.render({ canvas: el, viewport }).promise;
        if (!cancelled) setState({ status: 'klaar', schaal, pagina: nummer, aantal: pdf.numPages });
      } catch {
        if (!cancelled) setState({ status: 'fout' });
      }
    })();
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [documentId, pagina]);

  useEffect(() => {
    if (state.status === 'klaar') mark.current?.scrollIntoView({ block: 'center' });
  }, [state]);

  const href = `/api/documents/${encodeURIComponent(documentId)}?inline=1#page=${pagina}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted" role="status">
        {state.status === 'laden'
          ? t.viewer.loading
          : state.status === 'klaar'
            ? fill(t.viewer.pageOf, { pagina: state.pagina, aantal: state.aantal })
            : ''}
      </p>
      {state.status === 'fout' ? (
        <Alert tone="error" role="alert">
          {t.viewer.failed}
        </Alert>
      ) : null}
      {regel ? (
        <p className="break-words text-sm">
          <span className="font-medium text-ink">{t.viewer.marked}</span>{' '}
          <span data-testid="viewer-regel">{regel}</span>
        </p>
      ) : null}
      <div
        ref={wrap}
        className="relative w-full max-w-3xl overflow-hidden rounded-md border border-line bg-white"
        data-testid="viewer-pagina"
      >
        <canvas ref={canvas} className="block" aria-label={fill(t.viewer.pageLabel, { pagina })} role="img" />
        {state.status === 'klaar' && positie ? (
          <div
            ref={mark}
            data-testid="viewer-markering"
            aria-hidden="true"
            className="pointer-events-none absolute rounded-sm bg-amber-300/40 ring-2 ring-amber-500"
            style={{
              left: `${(positie.x - 3) * state.schaal}px`,
              top: `${(positie.y - 3) * state.schaal}px`,
              width: `${(positie.breedte + 6) * state.schaal}px`,
              height: `${(positie.hoogte + 6) * state.schaal}px`,
            }}
          />
        ) : null}
      </div>
      {checks.length > 0 ? (
        <section aria-labelledby="viewer-checks" className="flex flex-col gap-1 text-sm">
          <h2 id="viewer-checks" className="font-medium text-ink">
            {t.viewer.checks}
          </h2>
          <p className="text-muted">{t.viewer.checksLead}</p>
          <ul className="flex flex-col gap-1" data-testid="viewer-controles">
            {checks.map((c, i) => (
              <li key={i} className="break-words">
                <span aria-hidden="true">{c.uitkomst === 'KLOPT' ? '✓ ' : '✗ '}</span>
                <span className="sr-only">{c.uitkomst === 'KLOPT' ? t.viewer.checkOk : t.viewer.checkNotOk} </span>
                {c.jaar}: {c.tekst}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-sm">
        <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
          {t.viewer.openWhole}
        </a>
      </p>
    </div>
  );
}
