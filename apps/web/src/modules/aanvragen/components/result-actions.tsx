'use client';
// Calculate (again) and download the PDF: both roles. The PDF is a plain link to the binary route.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button, buttonClasses } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function ResultActions({
  id,
  canCalculate,
  hasResult,
  orientatie = false,
  uitgegeven = false,
}: {
  id: string;
  canCalculate: boolean;
  hasResult: boolean;
  orientatie?: boolean;
  /** an issued statement is one sealed PDF (Dutch): no second language is offered */
  uitgegeven?: boolean;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const calculate = useMutation(trpc.ikv.calculate.mutationOptions());
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {canCalculate ? (
          <Button
            size="sm"
            variant={hasResult ? 'secondary' : 'primary'}
            loading={calculate.isPending}
            onClick={() => {
              setError(null);
              calculate.mutate(
                { id },
                { onSuccess: () => router.refresh(), onError: (e) => setError(problemMessage(e, t)) },
              );
            }}
          >
            {hasResult ? t.aanvragen.recalculate : orientatie ? t.flowUi.calculateOrientation : t.aanvragen.calculate}
          </Button>
        ) : null}
        {hasResult ? (
          <>
            <a
              href={`/api/aanvragen/${id}/ikv/pdf${locale === 'en' && !uitgegeven ? '?taal=en' : ''}`}
              className={buttonClasses('primary', 'sm')}
              download
            >
              {t.aanvragen.downloadPdf}
            </a>
            {locale === 'nl' && !uitgegeven ? (
              <a href={`/api/aanvragen/${id}/ikv/pdf?taal=en`} className={buttonClasses('ghost', 'sm')} download>
                {t.aanvragen.downloadPdfEn}
              </a>
            ) : null}
          </>
        ) : null}
      </div>
      {error ? (
        <Alert tone="error" className="max-w-md">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
