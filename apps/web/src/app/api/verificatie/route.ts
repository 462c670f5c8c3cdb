// POST /api/verificatie (verificatie.check, public): the PDF's bytes in, genuine or not out.
import { handleVerificatieCheck } from '@ikv/api/rest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(req: Request) {
  return handleVerificatieCheck(req);
}
