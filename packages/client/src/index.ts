// The REST API's TypeScript client: openapi-fetch typed by the generated src/openapi.ts.
//   const api = createIkvClient({ baseUrl: 'https://ikv.example/api' });
//   const { data, error } = await api.POST('/kvk', { body: { kvkNummer: '69599084' } });
// `error` is the problem+json body (RFC 9457) of a 4xx/5xx; `response` the raw Response.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './openapi.ts';

export type { components, operations, paths };
export type Problem = components['schemas']['Problem'];
export type IkvClient = Client<paths> & {
  /** use this access token from now on (after login or a refresh); undefined logs out */
  setAccessToken(token: string | undefined): void;
};

export interface IkvClientOptions {
  /** the API's root, e.g. http://localhost:3000/api */
  baseUrl: string;
  accessToken?: string;
  fetch?: typeof globalThis.fetch;
}

export function createIkvClient(options: IkvClientOptions): IkvClient {
  let token = options.accessToken;
  const client = createClient<paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const bearer: Middleware = {
    onRequest({ request }) {
      if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
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
