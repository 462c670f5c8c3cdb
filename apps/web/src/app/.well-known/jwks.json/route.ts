// GET /.well-known/jwks.json (public): the statement-signing public keys, current and retired.
import { handleJwks } from '@ikv/api/rest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET() {
  return handleJwks();
}
