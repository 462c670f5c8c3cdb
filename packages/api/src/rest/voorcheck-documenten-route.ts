// POST /ikv/voorcheck/documenten (ikv.precheckDocuments, API.md, Pre-check): public, rate limited
// per IP like POST /ikv/voorcheck, multipart/form-data with 1–4 files in `bestand` (≤ 10 MB each).
// The same multipart read as the document upload (multipart-form.ts), with its body cap, 413 and
// drain: a Content-Length above the cap is refused before a byte is read, a chunked body is counted
// while it streams. The files are read in memory by the bounded reader and never stored.
import { MAX_DOCUMENT_BYTES, MULTIPART_OVERHEAD_BYTES } from '../modules/documents/documents.rules.ts';
import {
  limitPrecheckDocuments,
  MAX_VOORCHECK_BESTANDEN,
  precheckDocuments,
  type VoorcheckBestand,
} from '../modules/ikv/precheck-documents.service.ts';
import type { PrecheckKeuze } from '../modules/ikv/precheck-documents.rules.ts';
import { tooLargeResponse } from './documents-route.ts';
import { multipartPreflight, readMultipartForm } from './multipart-form.ts';
import { publicRoute, type RouteDoc } from './route.ts';
import { ZVoorcheckDocumenten } from '../modules/ikv/precheck-documents.schema.ts';
import { bestandstypenTekst } from '../shared/documenten.fields.ts';

export const VOORCHECK_DOCUMENTEN_PATH = '/ikv/voorcheck/documenten';
/** Four files and their envelope; anything above is refused (413) unread. */
export const MAX_VOORCHECK_BODY_BYTES = MAX_VOORCHECK_BESTANDEN * MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES;

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});
/** the file types the reader reads: "pdf of XBRL" */
const gelezen = bestandstypenTekst('nl', 'of', true);

const voorcheckDocumentenDoc: RouteDoc = {
  operationId: 'ikv-precheckDocuments',
  tags: ['ikv'],
  summary: 'Voorcheck op documenten: de cijfers uit een jaarrekening, aangifte of aanslag, en de voorcheck (openbaar)',
  description: `Zonder account; beperkt per IP-adres zoals POST /ikv/voorcheck (429 met Retry-After). multipart/form-data met één tot vier bestanden in \`bestand\` (${gelezen}, vastgesteld aan de inhoud; hoogstens 10 MB elk) en eventueel \`rechtsvorm\` (standaard EENMANSZAAK). De bestanden worden in het geheugen gelezen (dezelfde lezer als bij een upload, met dezelfde tijd- en geheugengrens) en **nooit opgeslagen**: geen rij, geen bestand, geen logregel met hun inhoud. Per jaar de gelezen bedragen met hun bron (document, pagina, regel); geven twee documenten voor één jaar verschillende bedragen, dan staat dat in \`meldingen\` en ontbreekt dat bedrag. Zijn drie jaren compleet (de fiscale winst van elk jaar en de balans van het laatste), dan \`voorcheck\`: dezelfde berekening als POST /ikv/voorcheck. Een onleesbaar of vijandig bestand staat als melding in het antwoord (MISLUKT), nooit als 500.`,
  body: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['bestand'],
        properties: {
          bestand: {
            type: 'array',
            minItems: 1,
            maxItems: MAX_VOORCHECK_BESTANDEN,
            items: { type: 'string', format: 'binary', description: `${gelezen}, hoogstens 10 MB` },
          },
          rechtsvorm: { type: 'string', enum: ['EENMANSZAAK', 'VOF', 'MAATSCHAP', 'CV', 'BV', 'NV'] },
          aandeelPercentage: {
            type: 'number',
            description: 'uw winstaandeel in % (0 < p ≤ 100; VOF, maatschap, CV); standaard 100',
          },
          dgaSalarissen: {
            type: 'string',
            description:
              'BV/NV: uw DGA-salaris per jaar als JSON, bijv. [{"jaar":2025,"bedrag":60000}]; jaren die niet gelezen zijn tellen niet',
          },
        },
      },
    },
  },
  responses: {
    '200': {
      description: 'De gelezen cijfers per jaar, de meldingen en, bij drie complete jaren, de voorcheck',
      content: {
        'application/json': {
          // the answer's zod schema, the type the service returns: not typed again
          schema: ZVoorcheckDocumenten,
        },
      },
    },
    '400': problem('Geen of meer dan vier bestanden, of een ongeldige rechtsvorm, aandeel of DGA-salaris'),
    '413': problem('Een bestand groter dan 10 MB'),
    '415': problem(`Geen ${gelezen}, of geen multipart/form-data`),
    '429': problem('Te veel verzoeken'),
  },
};

export const voorcheckDocumentenRoute = publicRoute({
  method: 'POST',
  path: VOORCHECK_DOCUMENTEN_PATH,
  operation: 'ikv.precheckDocuments',
  doc: voorcheckDocumentenDoc,
  // never the files' content in a log line
  quietErrors: true,
  async handle({ req, ctx }) {
    if (
      multipartPreflight(
        req,
        MAX_VOORCHECK_BODY_BYTES,
        'Stuur de bestanden als multipart/form-data in het veld bestand (één tot vier).',
      ) === 'too-large'
    )
      return tooLargeResponse();
    // no login: the context only carries the caller's IP (for the rate limit) and the clock
    await limitPrecheckDocuments(ctx);
    const form = await readMultipartForm(req, MAX_VOORCHECK_BODY_BYTES);
    if (form === null) return tooLargeResponse();
    const bestanden: VoorcheckBestand[] = [];
    for (const f of form.getAll('bestand')) {
      if (!(f instanceof Blob)) continue;
      if (f.size > MAX_DOCUMENT_BYTES) return tooLargeResponse();
      bestanden.push({ naam: (f as File).name ?? '', bytes: new Uint8Array(await f.arrayBuffer()) });
    }
    const rechtsvorm = form.get('rechtsvorm');
    const result = await precheckDocuments(
      ctx,
      bestanden,
      typeof rechtsvorm === 'string' ? rechtsvorm : undefined,
      keuzeUit(form),
    );
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  },
});

/**
 * The share and the DGA salaries sent beside the files (`aandeelPercentage`: a number; `dgaSalarissen`:
 * JSON `[{jaar, bedrag}]`). A value that is not a number or not JSON is passed as it came, so that the
 * service refuses it with a 400 naming the field.
 */
function keuzeUit(form: FormData): PrecheckKeuze {
  const keuze: Record<string, unknown> = {};
  const aandeel = form.get('aandeelPercentage');
  if (typeof aandeel === 'string' && aandeel.trim() !== '') {
    const n = Number(aandeel.trim().replace(',', '.'));
    keuze.aandeelPercentage = Number.isFinite(n) ? n : aandeel;
  }
  const dga = form.get('dgaSalarissen');
  if (typeof dga === 'string' && dga.trim() !== '') {
    try {
      keuze.dgaSalarissen = JSON.parse(dga) as unknown;
    } catch {
      keuze.dgaSalarissen = dga;
    }
  }
  return keuze as PrecheckKeuze;
}
