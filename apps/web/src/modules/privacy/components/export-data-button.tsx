'use client';
// Ask for all one's data (privacy.export.request): the job prepares the ZIP and mails the link; this
// card follows its status (privacy.export.status) and offers the download as soon as it is ready.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button, buttonClasses } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function ExportDataButton() {
  const { t } = useI18n();
  const trpc = useTRPC();
  const [id, setId] = useState<string | null>(null);
  const request = useMutation(trpc.privacy.export.request.mutationOptions({ onSuccess: (r) => setId(r.id) }));
  const status = useQuery({
    ...trpc.privacy.export.status.queryOptions({ id: id ?? '' }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'KLAAR' ? false : 2000),
  });
  const ready = status.data?.status === 'KLAAR' ? status.data : null;
  return (
    <div className="flex flex-col gap-3">
      {request.error ? <Alert tone="error">{problemMessage(request.error, t)}</Alert> : null}
      {ready ? (
        <>
          <p className="text-sm" role="status">
            {t.privacy.exportReady}
          </p>
          <div>
            <a href={`/api/account/export/${ready.id}/bestand`} download className={buttonClasses('primary', 'md')}>
              {t.privacy.exportDownload}
            </a>
          </div>
        </>
      ) : id ? (
        <p className="text-sm" role="status">
          {t.privacy.exportBusy}
        </p>
      ) : (
        <div>
          <Button
            type="button"
            variant="secondary"
            loading={request.isPending}
            onClick={() => request.mutate(undefined)}
          >
            {t.privacy.exportRequest}
          </Button>
        </div>
      )}
    </div>
  );
}
