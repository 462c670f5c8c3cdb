// GET /.well-known/ikv-ca.pem (public): the CA certificate above the seal on issued PDFs (Trust III).
import { handleSealCa } from '@ikv/api/rest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET() {
  return handleSealCa();
}
