// A page of a document with the line a figure was read from marked (API.md, Intake): reached from
// the source links of the financial-years page and of the adviser's request page. Access is the
// document download's own (members of the company, advisers for a company with a request). The link
// names the source (year and field); the page, the line and its box come from the document's own
// reading (Trust IV), never from the query.
import type { Metadata } from 'next';
import { TRPCError } from '@trpc/server';
import { PageHeader } from '@ikv/ui/page-header';
import { getI18n } from '~/i18n/server.ts';
import { fill } from '~/i18n/locale.ts';
import { viewerParams, viewerQuery } from '~/modules/documents/document-page-link.rules.ts';
import { DocumentPageViewer } from '~/modules/documents/document-page-viewer.tsx';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.viewer.title };
}

/** The document's reading, or null when there is none to see (the viewer then says the page cannot be shown). */
async function reading(id: string) {
  try {
    return await (await serverApi()).documents.figures({ id });
  } catch (e) {
    if (e instanceof TRPCError && (e.code === 'NOT_FOUND' || e.code === 'BAD_REQUEST' || e.code === 'FORBIDDEN'))
      return null;
    throw e;
  }
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
  const q = viewerParams(viewerQuery(await searchParams), await reading(documentId));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader title={fill(t.viewer.heading, { pagina: q.pagina })} description={t.viewer.lead} />
      <DocumentPageViewer documentId={documentId} {...q} />
    </div>
  );
}
