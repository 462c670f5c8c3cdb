// API clients for tests: made with the service (as `pnpm create-client` does) and a token from
// POST /oauth/token over HTTP, the way an organisation's system gets one.
import type { Db } from '@ikv/db';
import { systemClock, type Clock } from '../src/infra/clock.ts';
import type { ClientScope } from '../src/infra/service-context.ts';
import { createClient } from '../src/modules/integraties/clients.service.ts';

export interface TestClient {
  id: string;
  clientId: string;
  clientSecret: string;
  organisatieId: string;
}

export async function makeClient(
  db: Db,
  organisatie: string,
  scopes: ClientScope[],
  soort: 'INTERMEDIAIR' | 'GELDVERSTREKKER' = 'INTERMEDIAIR',
  clock: Clock = systemClock,
): Promise<TestClient> {
  const c = await createClient(
    { db, clock, userId: null, ip: null },
    { naam: `${organisatie} CRM`, organisatie, soort, scopes },
  );
  return { id: c.id, clientId: c.clientId, clientSecret: c.clientSecret, organisatieId: c.organisatie.id };
}

/** The Authorization header of client_secret_basic (RFC 6749 §2.3.1). */
export const basicAuth = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** An access token of the client (all its scopes unless `scope` is given). */
export async function clientToken(baseUrl: string, client: TestClient, scope?: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: basicAuth(client.clientId, client.clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }).toString(),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`token: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
