// GET /api/adviseur/aanvragen/export.csv (adviseur.aanvragen.export): the streamed CSV. A Bearer token
// (REST clients) or the web session (the button on the list page) identifies the caller.
import { handleAdviseurExport } from '@ikv/api/rest';
import { getSessionUser } from '~/auth/session.ts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(req: Request) {
  const user = req.headers.get('authorization') ? null : await getSessionUser();
  return handleAdviseurExport(req, { context: { sessionUserId: user?.id ?? null } });
}
