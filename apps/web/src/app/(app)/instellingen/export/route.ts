// GET /instellingen/export: the GDPR export (ondernemer.export) as a JSON download for the session user.
import { getSessionUser } from '~/auth/session.ts';
import { serverApi } from '~/trpc/server.ts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const user = await getSessionUser();
  if (!user || user.rol !== 'ONDERNEMER') return new Response(null, { status: 303, headers: { location: '/login' } });
  const data = await (await serverApi()).ondernemer.export();
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="ikv-gegevens-${data.gegenereerdOp.slice(0, 10)}.json"`,
      'cache-control': 'no-store',
    },
  });
}
