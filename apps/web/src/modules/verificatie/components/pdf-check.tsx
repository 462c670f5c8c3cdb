'use client';
// Drop or choose a PDF: its bytes go to POST /api/verificatie, which says whether they are exactly an
// issued statement's (nothing is stored).
import { useRef, useState, type DragEvent } from 'react';
import Link from 'next/link';
import { Alert } from '@ikv/ui/alert';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { messageForProblem } from '~/lib/problem-message.ts';

type Result = { echt: boolean; code?: string; status?: 'GELDIG' | 'VERLOPEN' | 'INGETROKKEN' | 'VERWIJDERD' };
const MAX = 10 * 1024 * 1024;

export function PdfCheck() {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function check(file: File | undefined) {
    if (!file) return;
    setResult(null);
    setError(null);
    if (file.size > MAX) return setError(t.verificatie.tooLarge);
    if (file.type && file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
      return setError(t.verificatie.notPdf);
    setBusy(true);
    try {
      const res = await fetch('/api/verificatie', {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: file,
      });
      if (!res.ok) {
        setError(messageForProblem((await res.json().catch(() => null)) as { code?: unknown } | null, t));
      } else setResult((await res.json()) as Result);
    } catch {
      setError(t.common.unexpectedError);
    } finally {
      setBusy(false);
    }
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setOver(false);
    void check(e.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed p-8 text-center ${over ? 'border-brand-500 bg-brand-50' : 'border-line bg-white'}`}
      >
        <label className="cursor-pointer rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-within:ring-2 focus-within:ring-brand-500">
          {t.verificatie.choose}
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            data-testid="verificatie-bestand"
            onChange={(e) => void check(e.target.files?.[0])}
          />
        </label>
        <p className="text-sm text-muted">{t.verificatie.drop}</p>
      </div>
      {busy ? <p className="text-sm text-muted">{t.verificatie.checking}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {result ? (
        <div role="status" data-testid="verificatie-uitkomst">
          {result.echt ? (
            <Alert tone="success" title={t.verificatie.genuine}>
              {result.status ? <p>{t.verificatie[result.status]}</p> : null}
              {result.code ? (
                <Link href={`/verificatie/${encodeURIComponent(result.code)}`} className="font-medium underline">
                  {t.verificatie.openDetails}
                </Link>
              ) : null}
            </Alert>
          ) : (
            <Alert tone="error">{t.verificatie.notGenuine}</Alert>
          )}
        </div>
      ) : null}
    </div>
  );
}
