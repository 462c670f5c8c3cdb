'use client';
// A document of a request, opened inline in a new tab.
import type { RouterOutputs } from '@ikv/api';
import { useI18n } from '~/i18n/i18n-provider.tsx';

type Doc = RouterOutputs['adviseur']['aanvragen']['get']['documenten'][number];

export function DocLink({ d }: { d: Doc }) {
  const { t } = useI18n();
  return (
    <a
      href={`/api/documents/${encodeURIComponent(d.id)}?inline=1`}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-brand-700 hover:underline"
    >
      {d.bestandsnaam}
      <span className="sr-only"> ({t.trust.open})</span>
    </a>
  );
}
