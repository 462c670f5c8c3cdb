// POST /oauth/token (API.md, Integrations): OAuth 2.0 client credentials with client_secret_basic or
// private_key_jwt (RFC 7523; the assertion's aud is this endpoint's public URL).
// Not generated because its body is a form (application/x-www-form-urlencoded) and its answers are
// RFC 6749's JSON, not problem+json (a 405, 413 or 429 still is).
import { DomainError } from '../errors/domain-error.ts';
import { appUrl } from '../infra/app-url.ts';
import { issueClientToken } from '../modules/integraties/oauth.service.ts';
import { readCappedText } from './read-body.ts';
import { publicRoute, type RouteDoc } from './route.ts';

export const OAUTH_TOKEN_PATH = '/oauth/token';
const MAX_FORM_BYTES = 8 * 1024;

const oauthHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  pragma: 'no-cache',
};

function invalidRequest(description: string): Response {
  return new Response(JSON.stringify({ error: 'invalid_request', error_description: description }), {
    status: 400,
    headers: oauthHeaders,
  });
}

const oauthError = (errors: string[], example: string) => ({
  'application/json': {
    schema: {
      type: 'object',
      required: ['error'],
      properties: {
        error: { type: 'string', enum: errors },
        error_description: { type: 'string' },
      },
    },
    example: { error: example, error_description: 'Onbekende client of onjuist secret.' },
  },
});

const oauthTokenDoc: RouteDoc = {
  operationId: 'oauth-token',
  tags: ['integraties'],
  summary: 'Een access token voor een API-client (OAuth 2.0 client credentials)',
  description:
    'RFC 6749 §4.4. De client authenticeert met HTTP Basic (client_id:client_secret, client_secret_basic) of met private_key_jwt (RFC 7523): client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer en client_assertion, een JWT (RS256 of ES256) ondertekend met de sleutel waarvan de client de publieke helft registreerde, met iss en sub de client_id, aud de URL van dit endpoint, exp hooguit 5 minuten vooruit en een jti die maar één keer wordt aangenomen. Zonder scope krijgt het token alle scopes van de client; met scope alleen die (elk moet de client hebben, anders invalid_scope). Het token geldt 15 minuten en werkt alleen op de integratie-operaties. Fouten volgen RFC 6749 §5.2 (geen problem+json); gelimiteerd per client en per IP (429).',
  // client_secret_basic is the ClientBasic scheme; private_key_jwt authenticates in the body (client_assertion),
  // which no OpenAPI security scheme describes: the empty alternative says the scheme is not required then
  security: [{ ClientBasic: [] }, {}],
  body: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        required: ['grant_type'],
        properties: {
          grant_type: { type: 'string', enum: ['client_credentials'] },
          client_assertion_type: {
            type: 'string',
            enum: ['urn:ietf:params:oauth:client-assertion-type:jwt-bearer'],
            description: 'private_key_jwt (in plaats van HTTP Basic)',
          },
          client_assertion: { type: 'string', description: 'De ondertekende JWT (private_key_jwt)' },
          client_id: { type: 'string', description: 'Optioneel bij private_key_jwt; gelijk aan iss' },
          scope: {
            type: 'string',
            description: 'Spatiegescheiden: koppelingen aanvragen:lezen verklaringen:lezen verificatie webhooks',
          },
        },
      },
      example: { grant_type: 'client_credentials', scope: 'koppelingen aanvragen:lezen' },
    },
  },
  responses: {
    '200': {
      description: 'Het access token (RFC 6749 §5.1)',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['access_token', 'token_type', 'expires_in', 'scope'],
            properties: {
              access_token: { type: 'string' },
              token_type: { type: 'string', enum: ['Bearer'] },
              expires_in: { type: 'integer', example: 900 },
              scope: { type: 'string' },
            },
          },
          example: {
            access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJjaWQiOiJpa3ZjXzEyMyJ9.c2lnbmF0dXVy',
            token_type: 'Bearer',
            expires_in: 900,
            scope: 'koppelingen aanvragen:lezen',
          },
        },
      },
    },
    '400': {
      description: 'Onbekende grant_type, scope die de client niet heeft of ongeldig verzoek (RFC 6749 §5.2)',
      content: oauthError(['invalid_request', 'invalid_scope', 'unsupported_grant_type'], 'invalid_scope'),
    },
    '401': {
      description:
        'Onbekende client, onjuist of verlopen secret, ingetrokken client, of een client_assertion die niet klopt (sleutel, aud, verlopen, jti al gebruikt)',
      content: oauthError(['invalid_client'], 'invalid_client'),
    },
    '405': { description: 'Niet POST' },
    '413': { description: 'Body te groot' },
    '429': { description: 'Te veel verzoeken' },
  },
};

export const oauthTokenRoute = publicRoute({
  method: 'POST',
  path: OAUTH_TOKEN_PATH,
  operation: 'oauth.token',
  doc: oauthTokenDoc,
  async handle({ req, ctx }) {
    const type = (req.headers.get('content-type') ?? '').toLowerCase().split(';')[0]!.trim();
    if (type !== 'application/x-www-form-urlencoded')
      return invalidRequest('Stuur de parameters als application/x-www-form-urlencoded.');
    if (Number(req.headers.get('content-length') ?? '0') > MAX_FORM_BYTES) throw formTooLarge();
    const text = await readCappedText(req, MAX_FORM_BYTES);
    if (text === null) throw formTooLarge();
    const form = new URLSearchParams(text);
    // RFC 6749 §3.2: a parameter sent twice is an invalid request
    for (const name of [
      'grant_type',
      'scope',
      'client_id',
      'client_secret',
      'client_assertion_type',
      'client_assertion',
    ])
      if (form.getAll(name).length > 1) return invalidRequest(`${name} staat er meer dan eens in.`);
    if (form.has('client_secret'))
      return invalidRequest('Stuur client_id en client_secret in de Authorization-header (HTTP Basic).');
    const answer = await issueClientToken(ctx, {
      authorization: req.headers.get('authorization'),
      grantType: form.get('grant_type'),
      scope: form.get('scope'),
      clientAssertionType: form.get('client_assertion_type'),
      clientAssertion: form.get('client_assertion'),
      clientId: form.get('client_id'),
      // the assertion's audience: the public URL of the path the request came in on
      audience: `${appUrl()}${new URL(req.url).pathname}`,
    });
    const headers: Record<string, string> =
      answer.status === 401
        ? { ...oauthHeaders, 'www-authenticate': 'Basic realm="ikv", charset="UTF-8"' }
        : oauthHeaders;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  },
});

const formTooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', `De body is groter dan ${MAX_FORM_BYTES} bytes.`);
