// POST /api/companies/{companyId}/documents (documents.upload): the multipart upload, streamed so the
// 10 MB cap works before the body is read. A Bearer token (REST clients) or the web session (the
// upload on the financial-years page) identifies the caller; a session upload must come from the
// app's own pages (CSRF). GET (documents.list) is the generated REST operation.
import { handleDocumentRoute, handleRest } from '@ikv/api/rest';
import { csrfRejection, hasBearer, isSameOriginMutation } from '@ikv/api/web-security';
import { appOrigins } from '@ikv/api/app-url';
import { problemResponse } from '@ikv/api/rest';
import { getSessionUser } from '~/auth/session.ts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function ownOrigins(req: Request): string[] {
  return [...appOrigins(), new URL(req.url).origin];
}

export async function POST(req: Request, { params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const bearer = hasBearer(req.headers);
  if (!bearer && !isSameOriginMutation(req.headers, ownOrigins(req)))
    return problemResponse(csrfRejection(), { connection: 'close' });
  const user = bearer ? null : await getSessionUser();
  return handleDocumentRoute(req, { kind: 'upload', companyId }, { context: { sessionUserId: user?.id ?? null } });
}

export function GET(req: Request) {
  return handleRest(req, { endpoint: '/api' });
}
