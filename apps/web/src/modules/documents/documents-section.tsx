'use client';
// The documents part of the financial-years page: the checklist, per year the documents with upload,
// and the company-level documents (KvK extract, other).
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { DocumentChecklist } from './document-checklist.tsx';
import { DocumentFigures } from './document-figures.tsx';
import { DocumentList } from './document-list.tsx';
import { DocumentUpload } from './document-upload.tsx';

export function DocumentsSection({ companyId, jaren, eigendomBevestigd }: { companyId: string; jaren: readonly number[]; eigendomBevestigd: boolean }) {
  const { t } = useI18n();
  const sorted = [...jaren].sort((a, b) => b - a);
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
        <div key={jaar} className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4" data-testid={`documents-${jaar}`}>
          <h3 className="text-base font-semibold text-ink">{fill(t.documents.yearTitle, { jaar })}</h3>
          <DocumentList companyId={companyId} jaar={jaar} />
          <DocumentFigures companyId={companyId} jaar={jaar} />
          <DocumentUpload companyId={companyId} jaar={jaar} soorten={['JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB', 'OVERIG']} />
        </div>
      ))}
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4" data-testid="documents-company">
        <h3 className="text-base font-semibold text-ink">{t.documents.companyTitle}</h3>
        <DocumentList companyId={companyId} jaar={null} />
        <DocumentUpload companyId={companyId} jaar={null} soorten={eigendomBevestigd ? ['OVERIG', 'KVK_UITTREKSEL'] : ['KVK_UITTREKSEL', 'OVERIG']} />
      </div>
    </section>
  );
}
