// A page of a document with the line a figure was read from marked (API.md, Intake): reached from
// the source links of the financial-years page and of the adviser's request page. Access is the
// document download's own (members of the company, advisers for a company with a request).
import type { Metadata } from 'next';
import { PageHeader } from '@ikv/ui/page-header';
import { getI18n } from '~/i18n/server.ts';
import { fill } from '~/i18n/locale.ts';
import { viewerParams } from '~/modules/documents/document-page-link.rules.ts';
import { DocumentPageViewer } from '~/modules/documents/document-page-viewer.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.viewer.title };
}

export default async function DocumentPage({
  params,
  searchParams,
}: {
  params: Promise<{ documentId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { t } = await getI18n();
  const { documentId } = await params;
  const q = viewerParams(await searchParams);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader title={fill(t.viewer.heading, { pagina: q.pagina })} description={t.viewer.lead} />
      <DocumentPageViewer documentId={documentId} {...q} />
    </div>
  );
}
