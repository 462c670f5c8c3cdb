// POST /oauth/token: OAuth 2.0 client credentials (RFC 6749 §4.4), the client authenticated with
// client_secret_basic or with private_key_jwt (RFC 7523: a JWT it signed with a key whose public half
// it registered; each assertion is accepted once). Answers in RFC 6749's own shapes (§5.1 / §5.2), not
// problem+json: the route (rest/oauth-token-route.ts) writes them as they are. The secret is compared
// in constant time and never logged or stored.
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import type { ServiceContext } from '../../infra/service-context.ts';
import { CLIENT_TOKEN_TTL_SECONDS, signClientToken } from '../../infra/jwt.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import { consume, guess } from '../rate-limit/rate-limit.service.ts';
import { findClientWithSecrets, recordAssertion } from './clients.repository.ts';
import {
  ASSERTION_ALGORITHMS,
  JWT_BEARER_ASSERTION_TYPE,
  checkAssertionClaims,
  grantScopes,
  parseBasicCredentials,
  secretValidAt,
} from './clients.rules.ts';
import { hashSecret, secretMatches } from './client-secrets.ts';

interface TokenRequest {
  /** the Authorization header as sent */
  authorization: string | null;
  grantType: string | null;
  scope: string | null;
  /** private_key_jwt: client_assertion_type, client_assertion and (optional) client_id as sent */
  clientAssertionType?: string | null;
  clientAssertion?: string | null;
  clientId?: string | null;
  /** the token endpoint's URL, the audience a client assertion must name */
  audience?: string;
}

type Client = NonNullable<Awaited<ReturnType<typeof findClientWithSecrets>>>;

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

const invalidRequest = (description: string): TokenAnswer => ({
  status: 400,
  body: { error: 'invalid_request', error_description: description },
});

/** A refused authentication: audited, then 401 invalid_client (the caller keeps its place in the IP's limit). */
async function refuse(ctx: ServiceContext, client: Client | null, reden: string) {
  await writeAudit(ctx.db, {
    userId: null,
    apiClientId: client?.id ?? null,
    actie: 'CLIENT_TOKEN_GEWEIGERD',
    ip: ctx.ip,
    details: { reden },
  });
  return invalidClient;
}

/** client_secret_basic: the client, or why not. */
async function bySecret(ctx: ServiceContext, authorization: string | null, now: Date) {
  const credentials = parseBasicCredentials(authorization);
  if (!credentials) return null;
  const client = await findClientWithSecrets(ctx.db, credentials.clientId);
  const secrets = client?.secrets.filter((s) => secretValidAt(s, now)) ?? [];
  // every valid secret is compared (no early exit), and one when the client is unknown
  let matched = false;
  for (const s of secrets.length ? secrets : [{ hash: NO_SECRET }])
    if (secretMatches(credentials.secret, s.hash)) matched = true;
  if (!client) return { client: null, reden: 'onbekend' } as const;
  if (client.ingetrokkenOp) return { client, reden: 'ingetrokken' } as const;
  return matched ? ({ client, reden: null } as const) : ({ client, reden: 'secret' } as const);
}

/** private_key_jwt (RFC 7523): the client whose registered key signed the assertion, or why not. */
async function byAssertion(
  ctx: ServiceContext,
  assertion: string,
  clientIdParam: string | null,
  audience: string,
  now: Date,
) {
  let issuer: unknown;
  try {
    issuer = decodeJwt(assertion).iss;
  } catch {
    return { client: null, reden: 'assertion onleesbaar' } as const;
  }
  if (typeof issuer !== 'string' || (clientIdParam && clientIdParam !== issuer))
    return { client: null, reden: 'assertion: iss is niet de client_id' } as const;
  const client = await findClientWithSecrets(ctx.db, issuer);
  if (!client) return { client: null, reden: 'onbekend' } as const;
  if (client.ingetrokkenOp) return { client, reden: 'ingetrokken' } as const;
  if (!client.jwks) return { client, reden: 'assertion: geen publieke sleutel geregistreerd' } as const;
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(assertion, createLocalJWKSet(client.jwks as unknown as JSONWebKeySet), {
      algorithms: [...ASSERTION_ALGORITHMS],
      currentDate: now,
    }));
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { client, reden: code === 'ERR_JWT_EXPIRED' ? 'assertion verlopen' : 'assertion: handtekening' } as const;
  }
  const checked = checkAssertionClaims(payload, { clientId: client.clientId, audience, now });
  if (!checked.ok) return { client, reden: `assertion: ${checked.reden}` } as const;
  if (!(await recordAssertion(ctx.db, client.id, checked.jti, checked.expires, now)))
    return { client, reden: 'assertion: jti al gebruikt' } as const;
  return { client, reden: null } as const;
}

/** The token answer; a rate limit is a thrown RATE_LIMITED (429, problem+json with Retry-After). */
export async function issueClientToken(ctx: ServiceContext, request: TokenRequest): Promise<TokenAnswer> {
  const now = ctx.clock.now();
  // failed authentications per IP: a place is reserved before the client is authenticated, and a
  // refusal keeps it, so a parallel burst of guessed secrets gets exactly the limit checked
  const authenticated = await guess<{ answer: TokenAnswer } | { client: Client }>(
    ctx,
    [['oauthIp', ctx.ip]],
    async (wrong) => {
      const assertionType = request.clientAssertionType ?? null;
      let outcome;
      if (assertionType !== null || request.clientAssertion) {
        // one way of authenticating per request (RFC 6749 §2.3)
        if (request.authorization)
          return { answer: invalidRequest('Gebruik óf HTTP Basic óf een client_assertion, niet allebei.') };
        if (assertionType !== JWT_BEARER_ASSERTION_TYPE)
          return { answer: invalidRequest(`client_assertion_type moet ${JWT_BEARER_ASSERTION_TYPE} zijn.`) };
        if (!request.clientAssertion) return { answer: invalidRequest('client_assertion ontbreekt.') };
        if (!request.audience) return { answer: invalidRequest('client_assertion wordt hier niet aangenomen.') };
        outcome = await byAssertion(ctx, request.clientAssertion, request.clientId ?? null, request.audience, now);
      } else {
        outcome = await bySecret(ctx, request.authorization, now);
        if (!outcome) return { answer: invalidClient };
      }
      if (outcome.reden === null && outcome.client) return { client: outcome.client };
      wrong();
      return { answer: await refuse(ctx, outcome.client, outcome.reden ?? 'onbekend') };
    },
  );
  if ('answer' in authenticated) return authenticated.answer;
  const client = authenticated.client;
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
