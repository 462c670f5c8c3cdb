// The public routes of statement verification (API.md, Trust):
// POST /verificatie (verificatie.check) takes the PDF's bytes (a binary body the generated adapter
// cannot take), GET /.well-known/jwks.json publishes the signing keys, GET /.well-known/ikv-ca.pem
// the CA of the seal on the issued PDFs (Trust III) and GET /.well-known/ikv-ca.crl that CA's current
// revocation list (Trust IV), the distribution point its seal certificate names. Same services as the API.
import { DomainError } from '../errors/domain-error.ts';
import { checkVerificatiePdf, jwks, sealCa, sealCaCrl } from '../modules/verificatie/verificatie.service.ts';
import { readCappedBytes } from './read-body.ts';
import { binary } from './pdf-response.ts';
import { contextFreeRoute, publicRoute, type RouteDoc } from './route.ts';
import { SEAL_CRL_PATH } from '../infra/verklaring-seal.ts';
import { ZVerificatieCheck } from '../modules/verklaring/verklaring.schema.ts';

/** A PDF larger than this is not one of ours (issued statements are well under 1 MB). */
const MAX_VERIFICATIE_BYTES = 10 * 1024 * 1024;
const VERIFICATIE_CHECK_PATH = '/verificatie';
const JWKS_PATH = '/.well-known/jwks.json';
const SEAL_CA_PATH = '/.well-known/ikv-ca.pem';

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };

const jwksDoc: RouteDoc = {
  operationId: 'verificatie-jwks',
  tags: ['verificatie'],
  summary: 'De publieke sleutels waarmee verklaringen zijn ondertekend (JWK Set, openbaar)',
  description:
    'De huidige sleutel en eerder gebruikte sleutels (kid in de header van de JWS van een verklaring), om de handtekening van GET /verificatie/{code} zelf te controleren. Mag 5 minuten worden bewaard.',
  responses: {
    '200': {
      description: 'JWK Set (RFC 7517)',
      content: {
        'application/jwk-set+json': {
          schema: {
            type: 'object',
            required: ['keys'],
            properties: {
              keys: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['kty', 'kid', 'alg', 'use'],
                  properties: {
                    kty: { type: 'string', enum: ['OKP', 'EC'] },
                    crv: { type: 'string', enum: ['Ed25519', 'P-256'] },
                    x: { type: 'string' },
                    y: { type: 'string' },
                    kid: { type: 'string' },
                    alg: { type: 'string', enum: ['EdDSA', 'ES256'] },
                    use: { type: 'string', enum: ['sig'] },
                  },
                },
              },
            },
          },
          example: {
            keys: [
              {
                kty: 'OKP',
                crv: 'Ed25519',
                x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
                kid: 'ikv-2026-11-01-a1b2c3',
                alg: 'EdDSA',
                use: 'sig',
              },
            ],
          },
        },
      },
    },
  },
};

const sealCaDoc: RouteDoc = {
  operationId: 'verificatie-seal-ca',
  tags: ['verificatie'],
  summary: 'Het CA-certificaat van het zegel op uitgegeven verklaringen (PEM, openbaar)',
  description:
    'Elke uitgegeven pdf draagt een pdf-handtekening (PAdES) over het hele bestand, gemaakt met het zegelcertificaat van de uitgever. Dit is het CA-certificaat daarboven: wie het in de vertrouwde certificaten van zijn pdf-lezer zet, ziet de handtekening als geldig en vertrouwd. Mag 5 minuten worden bewaard.',
  responses: {
    '200': {
      description: 'X.509-certificaat in PEM (RFC 7468)',
      content: {
        'application/pem-certificate-chain': {
          schema: { type: 'string' },
          example: '-----BEGIN CERTIFICATE-----\nMIIE…\n-----END CERTIFICATE-----\n',
        },
      },
    },
  },
};

const sealCrlDoc: RouteDoc = {
  operationId: 'verificatie-seal-crl',
  tags: ['verificatie'],
  summary: 'De actuele intrekkingslijst (CRL) van de CA van het zegel (openbaar)',
  description:
    'Het zegelcertificaat noemt dit adres als plek van zijn intrekkingslijst (CRL distribution point), zodat een pdf-lezer online kan nagaan dat het zegel niet is ingetrokken. Elke verzegelde pdf bevat ook zelf een intrekkingslijst van het moment van verzegelen. Niet gevonden als het zegel van een andere certificaatautoriteit komt; die publiceert haar eigen lijst. Mag een uur worden bewaard.',
  responses: {
    '200': {
      description: 'Certificate revocation list in DER (RFC 5280)',
      content: { 'application/pkix-crl': { schema: { type: 'string', format: 'binary' } } },
    },
    '404': { description: 'Geen eigen certificaatautoriteit', content: problemContent },
  },
};

const verificatieCheckDoc: RouteDoc = {
  operationId: 'verificatie-check',
  tags: ['verificatie'],
  summary: 'Is deze pdf een echte, uitgegeven verklaring? (openbaar)',
  description:
    'Body: de bytes van de pdf (application/pdf, hoogstens 10 MB). echt is alleen true als de SHA-256 van de bytes die van een uitgegeven verklaring is; dan ook de code en de huidige status. Status VERWIJDERD (zonder code): de verklaring is na afloop van haar bewaartermijn verwijderd. Gelimiteerd per IP.',
  body: { 'application/pdf': { schema: binary } },
  responses: {
    '200': {
      description: 'Uitkomst',
      content: {
        'application/json': {
          // the service's answer type, from its zod schema: not typed again
          schema: ZVerificatieCheck,
          example: { echt: true, code: 'pV3k0W6oQ2yS8bX1nC4dZg', status: 'GELDIG' },
        },
      },
    },
    '400': { description: 'Lege body', content: problemContent },
    '413': { description: 'Groter dan 10 MB', content: problemContent },
    '415': { description: 'Geen application/pdf', content: problemContent },
    '429': { description: 'Te veel verzoeken', content: problemContent },
  },
};

export const verificatieCheckRoute = publicRoute({
  method: 'POST',
  path: VERIFICATIE_CHECK_PATH,
  operation: 'verificatie.check',
  doc: verificatieCheckDoc,
  async handle({ req, ctx }) {
    const type = (req.headers.get('content-type') ?? '').toLowerCase().split(';')[0]!.trim();
    if (type !== 'application/pdf' && type !== 'application/octet-stream') {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Stuur de pdf als body met Content-Type: application/pdf.');
    }
    const tooLarge = () =>
      new DomainError('PAYLOAD_TOO_LARGE', `De pdf is groter dan ${MAX_VERIFICATIE_BYTES / 1024 / 1024} MB.`);
    if (Number(req.headers.get('content-length') ?? '0') > MAX_VERIFICATIE_BYTES) throw tooLarge();
    const bytes = await readCappedBytes(req, MAX_VERIFICATIE_BYTES);
    if (bytes === null) throw tooLarge();
    if (bytes.byteLength === 0) {
      throw new DomainError('VALIDATION_FAILED', 'De body is leeg: stuur de pdf.', {
        errors: [{ path: '(body)', message: 'de pdf ontbreekt' }],
      });
    }
    const answer = await checkVerificatiePdf(ctx, bytes);
    return Response.json(answer, { status: 200, headers: { 'cache-control': 'no-store' } });
  },
});

export const jwksRoute = contextFreeRoute({
  method: 'GET',
  path: JWKS_PATH,
  root: true,
  operation: 'jwks',
  doc: jwksDoc,
  async handle() {
    return Response.json(await jwks(), {
      status: 200,
      headers: { 'content-type': 'application/jwk-set+json', 'cache-control': 'public, max-age=300' },
    });
  },
});

/** The seal's CA certificate (PEM; RFC 8555's media type for PEM certificates). */
export const sealCaRoute = contextFreeRoute({
  method: 'GET',
  path: SEAL_CA_PATH,
  root: true,
  operation: 'verificatie.sealCa',
  doc: sealCaDoc,
  async handle() {
    return new Response(await sealCa(), {
      status: 200,
      headers: {
        'content-type': 'application/pem-certificate-chain',
        'content-disposition': 'attachment; filename="ikv-ca.pem"',
        'cache-control': 'public, max-age=300',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});

/** The seal CA's current CRL (DER, RFC 5280; the media type of RFC 2585). */
export const sealCrlRoute = contextFreeRoute({
  method: 'GET',
  path: SEAL_CRL_PATH,
  root: true,
  operation: 'verificatie.sealCrl',
  doc: sealCrlDoc,
  async handle() {
    return new Response(Buffer.from(await sealCaCrl()), {
      status: 200,
      headers: {
        'content-type': 'application/pkix-crl',
        'content-disposition': 'attachment; filename="ikv-ca.crl"',
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});
