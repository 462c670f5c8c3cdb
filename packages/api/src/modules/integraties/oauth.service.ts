// POST /oauth/token: OAuth 2.0 client credentials (RFC 6749 §4.4) with client_secret_basic. Answers
// in RFC 6749's own shapes (§5.1 / §5.2), not problem+json: the route (rest/oauth-token-route.ts)
// writes them as they are. The secret is compared in constant time and never logged or stored.
import type { ServiceContext } from '../../infra/service-context.ts';
import { CLIENT_TOKEN_TTL_SECONDS, signClientToken } from '../../infra/jwt.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import { assertNotLimited, consume, countAttempt } from '../rate-limit/rate-limit.service.ts';
import { findClientWithSecrets } from './clients.repository.ts';
import { grantScopes, parseBasicCredentials, secretValidAt } from './clients.rules.ts';
import { hashSecret, secretMatches } from './client-secrets.ts';

interface TokenRequest {
  /** the Authorization header as sent */
  authorization: string | null;
  grantType: string | null;
  scope: string | null;
}

type TokenAnswer =
  | {
      status: 200;
      body: { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string };
    }
  | {
      status: 400 | 401;
      body: {
        error: 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type';
        error_description: string;
      };
    };

/** Compared against when the client_id is unknown, so the answer takes as long as for a known one. */
const NO_SECRET = hashSecret('no client has this secret');

const invalidClient: TokenAnswer = {
  status: 401,
  body: { error: 'invalid_client', error_description: 'Onbekende client of onjuist secret.' },
};

/** The token answer; a rate limit is a thrown RATE_LIMITED (429, problem+json with Retry-After). */
export async function issueClientToken(ctx: ServiceContext, request: TokenRequest): Promise<TokenAnswer> {
  const ipBucket: ['oauthIp', string | null] = ['oauthIp', ctx.ip];
  await assertNotLimited(ctx, [ipBucket]);
  const credentials = parseBasicCredentials(request.authorization);
  if (!credentials) return invalidClient;
  const now = ctx.clock.now();
  const client = await findClientWithSecrets(ctx.db, credentials.clientId);
  const secrets = client?.secrets.filter((s) => secretValidAt(s, now)) ?? [];
  // every valid secret is compared (no early exit), and one when the client is unknown
  let matched = false;
  for (const s of secrets.length ? secrets : [{ hash: NO_SECRET }])
    if (secretMatches(credentials.secret, s.hash)) matched = true;
  if (!client || client.ingetrokkenOp || !matched) {
    await countAttempt(ctx, [ipBucket]);
    await writeAudit(ctx.db, {
      userId: null,
      apiClientId: client?.id ?? null,
      actie: 'CLIENT_TOKEN_GEWEIGERD',
      ip: ctx.ip,
      details: { reden: !client ? 'onbekend' : client.ingetrokkenOp ? 'ingetrokken' : 'secret' },
    });
    return invalidClient;
  }
  await consume(ctx, [['oauthClient', client.id]]);
  if (request.grantType === null || request.grantType === '')
    return { status: 400, body: { error: 'invalid_request', error_description: 'grant_type ontbreekt.' } };
  if (request.grantType !== 'client_credentials')
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Alleen grant_type=client_credentials.' },
    };
  const granted = grantScopes(request.scope, client.scopes);
  if (!granted.ok)
    return {
      status: 400,
      body: { error: 'invalid_scope', error_description: `Deze client heeft alleen: ${client.scopes.join(' ')}.` },
    };
  const scope = granted.scopes.join(' ');
  const accessToken = await signClientToken({ sub: client.id, cid: client.clientId, scope }, now);
  await writeAudit(ctx.db, {
    userId: null,
    apiClientId: client.id,
    actie: 'CLIENT_TOKEN',
    ip: ctx.ip,
    details: { scope },
  });
  return {
    status: 200,
    body: { access_token: accessToken, token_type: 'Bearer', expires_in: CLIENT_TOKEN_TTL_SECONDS, scope },
  };
}
