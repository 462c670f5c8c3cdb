'use client';
// The documents part of the financial-years page: the checklist, per year the documents with upload,
// and the company-level documents (KvK extract, other).
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { DocumentChecklist } from './document-checklist.tsx';
import { DocumentFigures } from './document-figures.tsx';
import { DocumentList } from './document-list.tsx';
import { DocumentUpload } from './document-upload.tsx';
import { documentSoortenBij, type DocumentSoort } from '@ikv/api/shared/documenten.fields';

/** The kinds for the company as a whole; once ownership is confirmed the extract is no longer the likely one. */
function bedrijfSoorten(eigendomBevestigd: boolean): DocumentSoort[] {
  const soorten = documentSoortenBij('bedrijf');
  if (!eigendomBevestigd) return soorten;
  return [...soorten.filter((s) => s !== 'KVK_UITTREKSEL'), ...soorten.filter((s) => s === 'KVK_UITTREKSEL')];
}

export function DocumentsSection({
  companyId,
  jaren,
  eigendomBevestigd,
  terugHref = null,
}: {
  companyId: string;
  jaren: readonly number[];
  eigendomBevestigd: boolean;
  /** the request the person came from (?terug=): a way back beside the year linked to */
  terugHref?: string | null;
}) {
  const { t } = useI18n();
  // a link to one year's upload (#documenten-2025, e.g. from what the adviser asked) opens that year,
  // also when its figures are not entered yet
  const [linked, setLinked] = useState<number | null>(null);
  useEffect(() => {
    const m = /^#documenten-(\d{4})$/.exec(window.location.hash);
    if (!m) return;
    const jaar = Number(m[1]);
    setLinked(jaar);
    requestAnimationFrame(() => document.getElementById(`documenten-${jaar}`)?.scrollIntoView({ block: 'start' }));
  }, []);
  const sorted = [...new Set([...jaren, ...(linked === null ? [] : [linked])])].sort((a, b) => b - a);
  return (
    <section id="bewijsstukken" aria-labelledby="bewijsstukken-title" className="flex flex-col gap-4">
      <div>
        <h2 id="bewijsstukken-title" className="text-lg font-semibold text-ink">
          {t.documents.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t.documents.lead}</p>
      </div>
      <DocumentChecklist companyId={companyId} jaren={jaren} eigendomBevestigd={eigendomBevestigd} />
      {sorted.map((jaar) => (
        <div
          key={jaar}
          id={`documenten-${jaar}`}
          className="flex scroll-mt-24 flex-col gap-3 rounded-lg border border-line bg-white p-4"
          data-testid={`documents-${jaar}`}
        >
          <h3 className="text-base font-semibold text-ink">{fill(t.documents.yearTitle, { jaar })}</h3>
          {linked === jaar && terugHref ? (
            <Link
              href={terugHref}
              className="self-start text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              ← {t.flowUi.backToRequest}
            </Link>
          ) : null}
          <DocumentList companyId={companyId} jaar={jaar} />
          <DocumentFigures companyId={companyId} jaar={jaar} />
          <DocumentUpload companyId={companyId} jaar={jaar} soorten={documentSoortenBij('jaar')} />
        </div>
      ))}
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4" data-testid="documents-company">
        <h3 className="text-base font-semibold text-ink">{t.documents.companyTitle}</h3>
        <DocumentList companyId={companyId} jaar={null} />
        <DocumentUpload companyId={companyId} jaar={null} soorten={bedrijfSoorten(eigendomBevestigd)} />
      </div>
    </section>
  );
}
