'use client';
// What evidence is still missing for the given years (and a KvK extract while ownership is not
// confirmed), live from the company's documents. Reusable on the adviser's request page.
import Link from 'next/link';
import type { TListedDocument } from '@ikv/api/schemas/documents/list';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { useCompanyDocuments } from './document-list.tsx';
import { documentChecklist } from './document-checklist.rules.ts';

export function DocumentChecklist({
  companyId,
  jaren,
  eigendomBevestigd,
  uploadHref,
  initial,
}: {
  companyId: string;
  jaren: readonly number[];
  eigendomBevestigd: boolean;
  uploadHref?: string;
  /** the company's documents as read on the server */
  initial?: TListedDocument[];
}) {
  const { t } = useI18n();
  const { documents, isLoading } = useCompanyDocuments(companyId, undefined, initial);
  if (isLoading) return null;
  const items = documentChecklist(documents, jaren, eigendomBevestigd);
  const missing = items.filter((i) => !i.present);
  return (
    <section
      aria-labelledby={`checklist-${companyId}`}
      className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4"
    >
      <h3 id={`checklist-${companyId}`} className="text-base font-semibold text-ink">
        {t.documents.checklistTitle}
      </h3>
      {/* without any year nothing can be complete yet: say what comes first instead of "all there" */}
      {jaren.length === 0 ? (
        <p className="text-sm text-muted">{t.flowUi.noDocumentsYet}</p>
      ) : missing.length === 0 ? (
        <p className="text-sm font-medium text-emerald-800">{t.documents.checklistDone}</p>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm">
        {items.map((i) => (
          <li key={i.kind === 'jaar' ? i.jaar : 'kvk'} className="flex items-start gap-2">
            <span aria-hidden="true" className={i.present ? 'text-emerald-700' : 'text-amber-700'}>
              {i.present ? '✓' : '○'}
            </span>
            <span>
              {i.kind === 'jaar' ? fill(t.documents.checklistYear, { jaar: i.jaar }) : t.documents.checklistKvk}:{' '}
              <strong className={i.present ? 'text-emerald-800' : 'text-amber-800'}>
                {i.present ? t.documents.checklistPresent : t.documents.checklistMissing}
              </strong>
            </span>
          </li>
        ))}
      </ul>
      {uploadHref && missing.length > 0 ? (
        <Link href={uploadHref} className="text-sm font-medium text-brand-700 hover:underline">
          {t.documents.checklistUploadLink}
        </Link>
      ) : null}
    </section>
  );
}
