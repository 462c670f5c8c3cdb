// An API client's credentials: the client asks POST /oauth/token with HTTP Basic and a form body,
// sends the token as Bearer, reuses it until a minute before it expires, and reports the token
// endpoint's RFC 6749 error. Against a fetch that answers as the server does (no network).
import { afterEach, expect, it, vi } from 'vitest';
import { createIkvClient, OAuthError } from './index.ts';

afterEach(() => {
  vi.useRealTimers();
});

function fakeServer(expiresIn = 900) {
  const seen: { url: string; authorization: string | null; body: string; contentType: string | null }[] = [];
  let issued = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push({
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: await request.clone().text(),
      contentType: request.headers.get('content-type'),
    });
    if (request.url.endsWith('/oauth/token')) {
      if (request.headers.get('authorization') !== `Basic ${btoa('ikvc_1:ikvs_geheim')}`)
        return Response.json({ error: 'invalid_client', error_description: 'onjuist' }, { status: 401 });
      issued++;
      return Response.json({
        access_token: `token-${issued}`,
        token_type: 'Bearer',
        expires_in: expiresIn,
        scope: 'koppelingen',
      });
    }
    return Response.json([]);
  };
  return { fetch, seen };
}

it('gets a token with client_secret_basic, sends it as Bearer and reuses it until a minute before it expires', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const server = fakeServer();
  const api = createIkvClient({
    baseUrl: 'http://ikv.test/api',
    clientCredentials: { clientId: 'ikvc_1', clientSecret: 'ikvs_geheim', scope: 'koppelingen' },
    fetch: server.fetch,
  });
  await api.GET('/koppelingen');
  await api.GET('/koppelingen');
  const [token, first, second] = server.seen;
  expect(token).toMatchObject({
    url: 'http://ikv.test/api/oauth/token',
    contentType: 'application/x-www-form-urlencoded',
    body: 'grant_type=client_credentials&scope=koppelingen',
  });
  expect(first?.authorization).toBe('Bearer token-1');
  expect(second?.authorization).toBe('Bearer token-1');
  expect(server.seen).toHaveLength(3);
  vi.setSystemTime(Date.now() + 14 * 60_000 + 1_000); // within the last minute: renewed
  await api.GET('/koppelingen');
  expect(server.seen.at(-1)?.authorization).toBe('Bearer token-2');
});

it('reports the token endpoint’s error', async () => {
  const server = fakeServer();
  const api = createIkvClient({
    baseUrl: 'http://ikv.test/api',
    clientCredentials: { clientId: 'ikvc_1', clientSecret: 'fout' },
    fetch: server.fetch,
  });
  const failure = await api.GET('/koppelingen').catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(OAuthError);
  expect((failure as OAuthError).error).toBe('invalid_client');
  expect((failure as OAuthError).status).toBe(401);
});
