// The REST API's TypeScript client: openapi-fetch typed by the generated src/openapi.ts.
//   const api = createIkvClient({ baseUrl: 'https://ikv.example/api' });
//   const { data, error } = await api.POST('/kvk', { body: { kvkNummer: '69599084' } });
// `error` is the problem+json body (RFC 9457) of a 4xx/5xx; `response` the raw Response.
// An organisation's API client (docs/integrations.md) gives its credentials instead of a token:
//   const api = createIkvClient({ baseUrl, clientCredentials: { clientId, clientSecret, scope: 'koppelingen' } });
// and the client gets (and renews, a minute before it expires) an access token from POST /oauth/token.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './openapi.ts';

export type { components, operations, paths };
export type Problem = components['schemas']['Problem'];
export type IkvClient = Client<paths> & {
  /** use this access token from now on (after login or a refresh); undefined logs out */
  setAccessToken(token: string | undefined): void;
};

/** OAuth 2.0 client credentials of an organisation's API client (client_secret_basic). */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** space-separated scopes to ask for; all of the client's when absent */
  scope?: string;
}

export interface IkvClientOptions {
  /** the API's root, e.g. http://localhost:3000/api */
  baseUrl: string;
  accessToken?: string;
  /** an API client's credentials: the access token is fetched from POST /oauth/token and renewed */
  clientCredentials?: ClientCredentials;
  fetch?: typeof globalThis.fetch;
}

/** An RFC 6749 §5.2 error of the token endpoint. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description?: string,
  ) {
    super(description ? `${error}: ${description}` : error);
  }
}

const RENEW_BEFORE_MS = 60_000;

/** Gets and keeps a client-credentials access token, renewed a minute before it expires. */
function tokenSource(baseUrl: string, credentials: ClientCredentials, fetcher: typeof globalThis.fetch) {
  let current: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;
  async function fetchToken(): Promise<string> {
    const basic = btoa(
      String.fromCharCode(
        ...new TextEncoder().encode(
          `${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`,
        ),
      ),
    );
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (credentials.scope) form.set('scope', credentials.scope);
    const res = await fetcher(`${baseUrl.replace(/\/$/, '')}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (!res.ok || !body.access_token)
      throw new OAuthError(res.status, body.error ?? 'server_error', body.error_description);
    current = { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 0) * 1000 };
    return body.access_token;
  }
  return {
    async get(): Promise<string> {
      if (current && current.expiresAt - RENEW_BEFORE_MS > Date.now()) return current.token;
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

export function createIkvClient(options: IkvClientOptions): IkvClient {
  let token = options.accessToken;
  const fetcher = options.fetch ?? globalThis.fetch;
  const source = options.clientCredentials ? tokenSource(options.baseUrl, options.clientCredentials, fetcher) : null;
  const client = createClient<paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const bearer: Middleware = {
    async onRequest({ request }) {
      if (request.headers.has('authorization')) return request;
      const bearerToken = token ?? (source ? await source.get() : undefined);
      if (bearerToken) request.headers.set('authorization', `Bearer ${bearerToken}`);
      return request;
    },
  };
  client.use(bearer);
  return Object.assign(client, {
    setAccessToken(next: string | undefined) {
      token = next;
    },
  });
}
