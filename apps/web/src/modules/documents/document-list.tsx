'use client';
// The documents of a company (optionally of one year, or only the company-level ones): name, kind,
// size, date, open (inline) and download links, and delete for one's own uploads. A page that
// read the documents on the server hands them in (`initial`), so its first HTML lists them.
import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TListedDocument } from '@ikv/api/schemas/documents/list';
import { DOCUMENT_SOORT_DEFINITIES } from '@ikv/api/shared/documenten.fields';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';
import { problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { lezingUitleg } from './lezing-uitleg.rules.ts';

/**
 * `jaar`: a number for that year's documents, null for the company-level ones, undefined for all.
 * `initial`: all the company's documents as read on the server (documents.list).
 */
export function useCompanyDocuments(companyId: string, jaar?: number | null, initial?: TListedDocument[]) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.documents.list.queryOptions({ companyId }), initialData: initial });
  const all = query.data ?? [];
  return { ...query, documents: jaar === undefined ? all : all.filter((d) => d.jaar === jaar) };
}

/**
 * After an upload or a deletion: the lists of documents fetched again. A fetch of a list that started
 * before the change (a page just opened) is dropped, not waited for: it cannot hold the new document,
 * and a refetch while a first fetch is under way would only wait for that one.
 */
export function useRefreshDocuments() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const lists = trpc.documents.list.pathFilter();
    await queryClient.cancelQueries(lists);
    await queryClient.invalidateQueries(lists);
  }, [trpc, queryClient]);
}

export function DocumentList({
  companyId,
  jaar,
  canDelete = true,
  initial,
}: {
  companyId: string;
  jaar?: number | null;
  canDelete?: boolean;
  initial?: TListedDocument[];
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const { documents, isLoading } = useCompanyDocuments(companyId, jaar, initial);
  const refreshDocuments = useRefreshDocuments();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const remove = useMutation(trpc.documents.delete.mutationOptions());

  function onDelete(d: TListedDocument) {
    if (!window.confirm(fill(t.documents.deleteConfirm, { naam: d.bestandsnaam }))) return;
    setMessage(null);
    remove.mutate(
      { id: d.id },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t.documents.deleted });
          void refreshDocuments();
        },
        onError: (e) => {
          const p = problemOf(e);
          setMessage({ tone: 'error', text: p?.status === 409 ? t.documents.deleteInUse : problemMessage(e, t) });
        },
      },
    );
  }

  if (isLoading) return null;
  return (
    <div className="flex flex-col gap-2">
      {documents.length === 0 ? (
        <p className="text-sm text-muted">{t.documents.none}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" aria-label={t.documents.title}>
          {documents.map((d) => (
            <li
              key={d.id}
              className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-ink" title={d.bestandsnaam}>
                  {d.bestandsnaam}
                </p>
                <p className="text-xs text-muted">
                  {DOCUMENT_SOORT_DEFINITIES[d.soort].label[locale]} ·{' '}
                  {fill(t.documents.size, {
                    kb: Math.max(1, Math.round(d.grootte / 1024)).toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL'),
                  })}{' '}
                  · {formatDate(d.geuploadOp, locale)}
                  {d.geuploadDoorNaam && !d.eigenUpload
                    ? ` · ${fill(t.documents.uploadedBy, { naam: d.geuploadDoorNaam })}`
                    : ''}
                </p>
                <LezingRegel d={d} />
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-3">
                <a
                  href={`/api/documents/${encodeURIComponent(d.id)}?inline=1`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 hover:underline"
                >
                  {t.documents.open}
                </a>
                <a
                  href={`/api/documents/${encodeURIComponent(d.id)}`}
                  download
                  className="font-medium text-brand-700 hover:underline"
                >
                  {t.documents.download}
                </a>
                {canDelete && d.eigenUpload ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onDelete(d)}
                    loading={remove.isPending && remove.variables?.id === d.id}
                  >
                    {t.documents.delete}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {message ? (
        <Alert tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}

/** What the reading of the document found, and why not, beside it (lezing-uitleg.rules.ts). */
function LezingRegel({ d }: { d: TListedDocument }) {
  const { t, locale } = useI18n();
  const uitleg = lezingUitleg(d, t, locale);
  if (!uitleg) return null;
  const kleur =
    uitleg.tone === 'success' ? 'text-emerald-800' : uitleg.tone === 'warning' ? 'text-amber-900' : 'text-muted';
  return (
    <div className={`mt-1 text-xs ${kleur}`} data-testid="document-lezing">
      <p>{uitleg.tekst}</p>
      {uitleg.redenen.length > 0 ? (
        <ul className="mt-1 list-disc pl-4">
          {uitleg.redenen.slice(0, 4).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
