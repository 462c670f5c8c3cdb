// Test helpers for the companies/partners/notifications suites: named entrepreneurs and a company.
import { call, registerAndLogin, uniqueEmail } from './api-client.ts';

export interface Person {
  email: string;
  token: string;
  userId: string;
}

/** Registers an entrepreneur with the given name (and optional e-mail) and logs him in. */
export function registerPerson(
  baseUrl: string,
  voornaam = 'Test',
  achternaam = 'Gebruiker',
  email = uniqueEmail(voornaam.toLowerCase()),
): Promise<Person> {
  return registerAndLogin(baseUrl, { email, voornaam, achternaam });
}

/** Links a company for the owner (by KvK number) and returns its id. */
export async function addCompany(baseUrl: string, owner: Person, kvkNummer: string): Promise<string> {
  const res = await call(baseUrl, 'POST', '/companies', { token: owner.token, json: { kvkNummer } });
  if (res.status !== 201) throw new Error(`add company failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { id: string }).id;
}

/** tRPC over HTTP (no client library): a query or a mutation, returning data or the error. */
export async function trpc(baseUrl: string, token: string, path: string, input: unknown, kind: 'query' | 'mutation') {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res =
    kind === 'query'
      ? await fetch(`${baseUrl}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${baseUrl}/api/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify(input) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed bodies
  const body = (await res.json()) as any;
  return { status: res.status, data: body.result?.data, error: body.error };
}
