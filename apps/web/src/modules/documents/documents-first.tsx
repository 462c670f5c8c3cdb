'use client';
// Documents first (API.md, Flow III): the entrepreneur drops his annual accounts, returns or XBRL
// files, several at once; each is uploaded without a year (the reading files it under its own year and
// corrects a wrong kind), read in the background, and every year the documents state that is not saved
// yet comes back as a filled-in year in the form below, to check and save. Nothing is typed that a
// document states.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { TDocument } from '@ikv/api/schemas/documents/document';
import { acceptVan } from '@ikv/api/shared/documenten.fields';
import { Alert } from '@ikv/ui/alert';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { messageForProblem } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useRefreshDocuments } from './document-list.tsx';
import { FileDropZone } from './file-drop-zone.tsx';

const MAX_BYTES = 10 * 1024 * 1024;

type Stap =
  | { soort: 'rust' }
  | { soort: 'upload'; naam: string; nr: number; aantal: number }
  | { soort: 'lezen'; ids: string[]; namen: string[] };

export function DocumentsFirst({ companyId }: { companyId: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshDocuments = useRefreshDocuments();
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [stap, setStap] = useState<Stap>({ soort: 'rust' });
  const [fouten, setFouten] = useState<string[]>([]);
  const [uitkomst, setUitkomst] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const lezen = stap.soort === 'lezen' ? stap : null;
  const jaren = useQuery({
    ...trpc.companies.financials.fromDocuments.queryOptions({ companyId }),
    enabled: lezen !== null,
    refetchInterval: 1500,
  });

  // once every file just uploaded is read: the page is drawn again with the years the documents state
  const data = jaren.data;
  useEffect(() => {
    if (!lezen || !data) return;
    // a document read on (a long scan cut short by time) has its first figures: those are shown now
    if (data.bezig.some((d) => !d.verder && lezen.ids.includes(d.documentId))) return;
    const gevonden = data.jaren.filter((j) =>
      Object.values(j.bronnen.velden).some((v) => v?.voorstellen.some((p) => lezen.ids.includes(p.documentId))),
    );
    setStap({ soort: 'rust' });
    setUitkomst(
      gevonden.length > 0
        ? { tone: 'success', text: fill(t.documents.firstFound, { jaren: gevonden.map((j) => j.jaar).join(', ') }) }
        : { tone: 'info', text: fill(t.documents.firstNothing, { namen: lezen.namen.join(', ') }) },
    );
    void refreshDocuments();
    void queryClient.invalidateQueries(trpc.companies.financials.pathFilter());
    router.refresh();
  }, [lezen, data, t, queryClient, trpc, router, refreshDocuments]);

  async function send(files: File[]) {
    if (files.length === 0 || stap.soort !== 'rust') return;
    setFouten([]);
    setUitkomst(null);
    const ids: string[] = [];
    const namen: string[] = [];
    const fout: string[] = [];
    for (const [i, file] of files.entries()) {
      setStap({ soort: 'upload', naam: file.name, nr: i + 1, aantal: files.length });
      if (file.size > MAX_BYTES) {
        fout.push(`${file.name}: ${t.documents.errTooLarge}`);
        continue;
      }
      const form = new FormData();
      form.append('bestand', file, file.name);
      form.append('soort', 'JAARREKENING');
      try {
        const res = await fetch(`/api/companies/${encodeURIComponent(companyId)}/documents`, {
          method: 'POST',
          body: form,
        });
        const body = (await res.json().catch(() => null)) as (TDocument & { code?: unknown }) | null;
        if (res.status === 201 && body) {
          ids.push(body.id);
          namen.push(body.bestandsnaam);
        } else {
          const reden =
            res.status === 413
              ? t.documents.errTooLarge
              : res.status === 415
                ? t.documents.errType
                : fill(t.documents.errGeneric, { detail: messageForProblem(body, t) });
          fout.push(`${file.name}: ${reden}`);
        }
      } catch {
        fout.push(`${file.name}: ${t.documents.errNetwork}`);
      }
    }
    if (input.current) input.current.value = '';
    setFouten(fout);
    void refreshDocuments();
    setStap(ids.length > 0 ? { soort: 'lezen', ids, namen } : { soort: 'rust' });
  }

  const busy = stap.soort !== 'rust';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
      data-testid="documents-first"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {t.documents.firstTitle}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t.documents.firstLead}</p>
      </div>
      <FileDropZone
        id={id}
        inputRef={input}
        accept={acceptVan(true)}
        multiple
        disabled={busy}
        dropText={t.documents.firstDrop}
        chooseText={t.documents.firstChoose}
        onFiles={(files) => void send(files)}
        className="bg-white"
        testId="documents-first-input"
      />
      <div role="status" aria-live="polite" className="text-sm">
        {stap.soort === 'upload'
          ? fill(t.documents.firstUploading, { naam: stap.naam, nr: stap.nr, aantal: stap.aantal })
          : stap.soort === 'lezen'
            ? fill(t.documents.firstReading, { namen: stap.namen.join(', ') })
            : uitkomst?.tone === 'success'
              ? uitkomst.text
              : null}
      </div>
      {uitkomst?.tone === 'info' ? (
        <Alert tone="info" role="note">
          {uitkomst.text}
        </Alert>
      ) : null}
      {fouten.length > 0 ? (
        <Alert tone="error" role="alert">
          <ul className="flex flex-col gap-1">
            {fouten.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </section>
  );
}
