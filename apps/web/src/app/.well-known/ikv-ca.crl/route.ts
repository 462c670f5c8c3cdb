// GET /.well-known/ikv-ca.crl (public): the current CRL of the seal's CA, the distribution point its
// seal certificate names (Trust IV).
import { handleSealCaCrl } from '@ikv/api/rest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET() {
  return handleSealCaCrl();
}
