// GET /api/documents/{id} (documents.download): the bytes, as an attachment or with ?inline=1 in a
// sandbox. A Bearer token or the web session (links on the financial-years and request pages)
// identifies the caller. DELETE (documents.delete) is the generated REST operation (Bearer only; the
// web deletes through tRPC).
import { handleDocumentRoute, handleRest } from '@ikv/api/rest';
import { getSessionUser } from '~/auth/session.ts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = req.headers.get('authorization') ? null : await getSessionUser();
  return handleDocumentRoute(req, { kind: 'download', id }, { context: { sessionUserId: user?.id ?? null } });
}

export { GET as HEAD };

export function DELETE(req: Request) {
  return handleRest(req, { endpoint: '/api' });
}
