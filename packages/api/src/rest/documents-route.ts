// The binary routes of documents.* (API.md, Trust): the multipart upload
// POST /companies/{companyId}/documents and the download GET /documents/{id}. trpc-to-openapi has no
// multipart or binary bodies; these call the same service as the procedures. A Bearer token or the web
// session (the upload and the links on the financial-years and request pages) identifies the caller.
// The upload's steps are the service's (receiveDocument: the uploader checked once, then the form
// read, then the file checked and stored); this route only reads the multipart form for it.
//
// The upload never holds more than the cap in memory (multipart-form.ts): a Content-Length above it
// is refused (413) before a byte of the body is read, and a body without one (chunked) is counted
// while it streams and refused the moment it passes the cap. A refused upload is answered at once, and
// what the client still sends is then read and dropped for a while (the REST door drains it: nginx's
// lingering close): a connection closed under a client that is still sending is reset, and the client
// (Node's fetch, browsers) then sees a network error instead of the 413.
import { toProblem } from '../errors/to-problem.ts';
import { DomainError } from '../errors/domain-error.ts';
import { downloadDocument, documentTooLarge, receiveDocument } from '../modules/documents/documents.service.ts';
import { contentDisposition, MAX_UPLOAD_BODY_BYTES } from '../modules/documents/documents.rules.ts';
import { fileContentSecurityPolicy } from '../infra/web-security.ts';
import { ZId } from '../shared/schema-primitives.schema.ts';
import { multipartPreflight, readMultipartForm } from './multipart-form.ts';
import { z } from 'zod';
import { ZDocument } from '../modules/documents/document.schema.ts';
import { bestandstypenTekst, DOCUMENT_MIMES, DOCUMENT_SOORTEN } from '../shared/documenten.fields.ts';
import { problemResponse } from './problem-response.ts';
import { binary } from './pdf-response.ts';
import { personRoute } from './route.ts';

const typen = bestandstypenTekst('nl', 'of');

function validId(id: string, notFound: 'COMPANY_NOT_FOUND' | 'DOCUMENT_NOT_FOUND'): string {
  // an id that cannot exist is simply unknown
  if (!ZId.safeParse(id).success) throw new DomainError(notFound);
  return id;
}

export const tooLargeResponse = () => problemResponse(toProblem(documentTooLarge()));

const UPLOAD_HINT = 'Stuur het bestand als multipart/form-data met het veld bestand (en soort, eventueel jaar).';

export const documentUploadRoute = personRoute({
  method: 'POST',
  path: '/companies/{companyId}/documents',
  operation: 'documents.upload',
  roles: ['ONDERNEMER'],
  session: true,
  doc: {
    operationId: 'documents-upload',
    tags: ['documents'],
    summary: `Een bewijsstuk uploaden (${typen}, hoogstens 10 MB)`,
    description: `Leden van het bedrijf (ondernemers). multipart/form-data met \`bestand\`, \`soort\` en eventueel \`jaar\`. Het type wordt vastgesteld aan de inhoud (magic bytes), niet aan de naam of het opgegeven type: iets anders dan ${typen} is 415 (XBRL: een instantiedocument). Een jaarrekening of aangifte (${bestandstypenTekst('nl', 'of', true)}) wordt daarna op de achtergrond gelezen: GET /documents/{id}/cijfers. Groter dan 10 MB is 413, bij een te grote Content-Length zonder de body te lezen. Opgeslagen in PostgreSQL in één transactie met de auditregel; het antwoord komt pas na de commit.`,
    params: z.object({ companyId: z.string() }),
    body: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['bestand', 'soort'],
          properties: {
            bestand: { ...binary, description: `${typen}, hoogstens 10 MB` },
            soort: { type: 'string', enum: DOCUMENT_SOORTEN },
            jaar: { type: 'integer', minimum: 1900, description: 'het boekjaar; weglaten voor het bedrijf als geheel' },
          },
        },
      },
    },
    responses: {
      // the stored document as GET …/documents lists it: from its zod schema, not typed again
      '201': { description: 'Het opgeslagen document', content: { 'application/json': { schema: ZDocument } } },
      '400': { description: 'Ongeldige invoer' },
      '401': { description: 'Niet ingelogd' },
      '403': { description: 'Geen ondernemer' },
      '404': { description: 'Bedrijf onbekend of niet van u' },
      '413': { description: 'Groter dan 10 MB' },
      '415': { description: `Geen ${typen}, of geen multipart/form-data` },
    },
  },
  async handle({ req, params, ctx }) {
    // the service checks the uploader before it asks for the form: a refusal reads nothing of the body
    const document = await receiveDocument(ctx, params.companyId!, async () => {
      if (multipartPreflight(req, MAX_UPLOAD_BODY_BYTES, UPLOAD_HINT) === 'too-large') throw documentTooLarge();
      const form = await readMultipartForm(req, MAX_UPLOAD_BODY_BYTES);
      if (form === null) throw documentTooLarge();
      const fields: Record<string, unknown> = {};
      for (const name of ['soort', 'jaar'] as const) {
        const v = form.get(name);
        if (typeof v === 'string' && v.trim() !== '') fields[name] = v.trim();
      }
      const file = form.get('bestand');
      return {
        bestand:
          file instanceof Blob
            ? {
                naam: (file as File).name ?? '',
                size: file.size,
                bytes: async () => new Uint8Array(await file.arrayBuffer()),
              }
            : null,
        fields,
      };
    });
    return new Response(JSON.stringify(document), {
      status: 201,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        location: `/api/documents/${document.id}`,
      },
    });
  },
});

export const documentDownloadRoute = personRoute({
  method: 'GET',
  path: '/documents/{id}',
  operation: 'documents.download',
  roles: null,
  session: true,
  doc: {
    operationId: 'documents-download',
    tags: ['documents'],
    summary: 'Een bewijsstuk downloaden',
    description:
      'Leden van het bedrijf, en adviseurs voor een bedrijf met een aanvraag. De bytes zoals geüpload, als bijlage (`Content-Disposition: attachment` met een veilige naam, `X-Content-Type-Options: nosniff`). Met `?inline=1` om in de browser te openen (`inline`, in een sandbox zonder scripts).',
    params: z.object({ id: z.string() }),
    query: z.object({ inline: z.enum(['1']).optional() }),
    responses: {
      '200': {
        description: 'De bytes',
        content: Object.fromEntries(DOCUMENT_MIMES.map((mime) => [mime, { schema: binary }])),
      },
      '401': { description: 'Niet ingelogd' },
      '404': { description: 'Onbekend of niet toegankelijk' },
    },
  },
  async handle({ req, params, ctx }) {
    const { document, bytes } = await downloadDocument(ctx, validId(params.id!, 'DOCUMENT_NOT_FOUND'));
    const inline = new URL(req.url).searchParams.get('inline') === '1';
    const headers: Record<string, string> = {
      'content-type': document.mimeType,
      'content-length': String(bytes.byteLength),
      'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', document.bestandsnaam),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      // opened in the browser: a sandbox without scripts, loading nothing but itself; the adviser's own
      // pages may frame it (the app server sets the same policy first: web-security.ts securityTargetFor)
      'content-security-policy': fileContentSecurityPolicy(inline),
      'x-frame-options': inline ? 'SAMEORIGIN' : 'DENY',
      'cross-origin-resource-policy': 'same-origin',
    };
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers });
  },
});
