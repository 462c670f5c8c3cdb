// GET /api/account/export/{id}/bestand (privacy.export.download): the ZIP of one's own data. A Bearer
// token or the web session (the link in the e-mail, the button in settings) identifies the caller.
import { handleAccountExportFile } from '@ikv/api/rest';
import { getSessionUser } from '~/auth/session.ts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = req.headers.get('authorization') ? null : await getSessionUser();
  return handleAccountExportFile(req, id, { context: { sessionUserId: user?.id ?? null } });
}

export { GET as HEAD };
