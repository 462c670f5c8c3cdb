// GET /api/koppelingen/{id}/verklaringen/{nummer}/pdf: the sealed PDF for an API client (Bearer
// access token of POST /oauth/token, scope verklaringen:lezen); same service as the API.
import { handleKoppelingPdf } from '@ikv/api/rest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(req: Request, { params }: { params: Promise<{ id: string; nummer: string }> }) {
  const { id, nummer } = await params;
  return handleKoppelingPdf(req, id, nummer);
}
