// GET /adviseur/aanvragen/export.csv (adviseur.aanvragen.export): the list's filters from the query,
// validated by the same schema as the procedures, and the rows streamed from the service's keyset
// batches (never all in memory). A Bearer token or the web session (the button on the list page)
// identifies the adviser.
import { exportDashboardCsv } from '../modules/adviseur/adviseur.service.ts';
import { ZDashboardFilterFields, ZDashboardFilterInput } from '../modules/adviseur/aanvragen/list.schema.ts';
import { log } from '../infra/observability/logger.ts';
import { personRoute } from './route.ts';

export const adviseurExportRoute = personRoute({
  method: 'GET',
  path: '/adviseur/aanvragen/export.csv',
  operation: 'adviseur.aanvragen.export',
  roles: ['ADVISEUR'],
  session: true,
  doc: {
    operationId: 'adviseur-aanvragen-export',
    tags: ['adviseur'],
    summary: 'Alle aanvragen die aan de filters van de lijst voldoen, als CSV (voor Excel)',
    description:
      'Dezelfde filters als GET /adviseur/aanvragen (zonder cursor en pageSize): elke passende rij. text/csv in UTF-8 met BOM, puntkomma als scheidingsteken, CRLF per regel, bedragen met twee decimalen en een decimale komma (Excel met Nederlandse instellingen), datums als dd-mm-jjjj uu:mm (Europe/Amsterdam). Tekstcellen die met =, +, -, @, tab of CR beginnen krijgen een apostrof ervoor (CSV-injectie). Gestreamd in batches.',
    // the filters of the list, the schema the query is parsed with
    query: ZDashboardFilterFields,
    responses: {
      '200': { description: 'De CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
      '400': { description: 'Ongeldige filters' },
      '401': { description: 'Niet ingelogd' },
      '403': { description: 'Alleen voor adviseurs' },
    },
  },
  async handle({ req, ctx }) {
    const query = Object.fromEntries(new URL(req.url).searchParams);
    const input = ZDashboardFilterInput.parse(query);
    const chunks = exportDashboardCsv(ctx, input);
    // the first chunk (BOM, header, and the search-word lookups before it) runs now, so errors still become a problem
    const first = await chunks.next();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (!first.done) controller.enqueue(encoder.encode(first.value));
      },
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (e) {
          log().error({ err: e }, 'rest: CSV export failed mid-stream');
          controller.error(e);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    const datum = ctx.clock.now().toISOString().slice(0, 10);
    return new Response(req.method === 'HEAD' ? null : body, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="aanvragen-${datum}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});
