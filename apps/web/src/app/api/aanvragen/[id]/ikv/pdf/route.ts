// GET /api/aanvragen/{id}/ikv/pdf (ikv.pdf): the binary route. A Bearer token (REST clients) or the
// web session (the download link on the request page) identifies the caller; same service as the API.
import { handleIkvPdf } from '@ikv/api/rest';
import { getSessionUser } from '~/auth/session.ts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = req.headers.get('authorization') ? null : await getSessionUser();
  return handleIkvPdf(req, id, { context: { sessionUserId: user?.id ?? null } });
}
