import { getOpenApiDocument } from '@ikv/api/rest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(getOpenApiDocument(), {
    headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' },
  });
}
