// POST /oauth/token and the client's bearer token, over HTTP on loopback against real PostgreSQL:
// RFC 6749's answers, a client token refused outside the integration operations and a person's
// token refused on them, rotation with overlap, revocation, and no secret in any log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, registerAndLogin } from '../../../test/api-client.ts';
import type { Clock } from '../../infra/clock.ts';
import { createClient, revokeClient, rotateClientSecret } from './clients.service.ts';

let app: TestApp;
let now = new Date('2026-11-29T10:00:00Z');
const clock: Clock = { now: () => now };

beforeAll(async () => {
  app = await startTestApp({ clock });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const beheer = () => ({ db: app.db, clock, userId: null, ip: null });

async function token(clientId: string, secret: string, form = 'grant_type=client_credentials') {
  const res = await fetch(`${app.url}/api/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /oauth/token', () => {
  it('issues a 15-minute Bearer token with the asked scopes, RFC 6749 errors otherwise', async () => {
    const client = await createClient(beheer(), {
      naam: 'CRM',
      organisatie: 'Hypotheekhuis Oost',
      soort: 'INTERMEDIAIR',
      scopes: ['koppelingen', 'aanvragen:lezen'],
    });
    const ok = await token(client.clientId, client.clientSecret, 'grant_type=client_credentials&scope=koppelingen');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(ok.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'koppelingen',
    });
    const all = await token(client.clientId, client.clientSecret);
    expect(all.body.scope).toBe('koppelingen aanvragen:lezen');

    const wrong = await token(client.clientId, `${client.clientSecret}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect((await token('ikvc_onbekend', client.clientSecret)).body.error).toBe('invalid_client');

    const scope = await token(client.clientId, client.clientSecret, 'grant_type=client_credentials&scope=webhooks');
    expect(scope.status).toBe(400);
    expect(scope.body.error).toBe('invalid_scope');
    const grant = await token(client.clientId, client.clientSecret, 'grant_type=password');
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('unsupported_grant_type');

    const noBasic = await fetch(`${app.url}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(noBasic.status).toBe(401);
    const get = await fetch(`${app.url}/api/oauth/token`);
    expect(get.status).toBe(405);
    expect(get.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('a parallel burst of 40 wrong secrets from one address (30 failures allowed) gets exactly 30 × 401, 10 × 429', async () => {
    const client = await createClient(beheer(), {
      naam: 'CRM',
      organisatie: 'Hypotheekhuis Burst',
      soort: 'INTERMEDIAIR',
      scopes: ['koppelingen'],
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${app.url}/api/oauth/token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${client.clientId}:geraden-secret-${i}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': '198.18.8.1',
          },
          body: 'grant_type=client_credentials',
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // the right secret from another address still gets its token
    const ok = await token(client.clientId, client.clientSecret);
    expect(ok.status).toBe(200);
  });

  it('a client token works only on client operations and a person’s token never as a client’s', async () => {
    const client = await createClient(beheer(), {
      naam: 'CRM 2',
      organisatie: 'Hypotheekhuis West',
      soort: 'INTERMEDIAIR',
      scopes: ['aanvragen:lezen'],
    });
    const { body } = await token(client.clientId, client.clientSecret);
    const access = String(body.access_token);
    // a person's operation: 403 problem+json
    const companies = await call(app.url, 'GET', '/companies', { token: access });
    expect(companies.status).toBe(403);
    expect(companies.contentType).toMatch(/^application\/problem\+json/);
    // a client operation without its scope: 403 SCOPE_MISSING
    const invite = await call(app.url, 'POST', '/koppelingen', { token: access, json: { email: 'x@test.nl' } });
    expect(invite.status).toBe(403);
    expect(invite.body.code).toBe('SCOPE_MISSING');
    // with its scope and no token / a person's token
    expect((await call(app.url, 'GET', '/koppelingen', { token: access })).status).toBe(200);
    expect((await call(app.url, 'GET', '/koppelingen')).status).toBe(401);
    const person = await registerAndLogin(app.url);
    const asPerson = await call(app.url, 'GET', '/koppelingen', { token: person.token });
    expect(asPerson.status).toBe(403);
    expect(asPerson.contentType).toMatch(/^application\/problem\+json/);
    // a forged or tampered token is no token
    expect((await call(app.url, 'GET', '/koppelingen', { token: `${access}x` })).status).toBe(401);
  });

  it('a rotated secret works until the overlap ends, then 401; revocation stops tokens at once', async () => {
    const client = await createClient(beheer(), {
      naam: 'Acceptatie',
      organisatie: 'Bank Noord',
      soort: 'GELDVERSTREKKER',
      scopes: ['verificatie'],
    });
    const rotated = await rotateClientSecret(beheer(), client.id, 2);
    expect((await token(client.clientId, client.clientSecret)).status).toBe(200);
    expect((await token(client.clientId, rotated.clientSecret)).status).toBe(200);
    now = new Date(now.getTime() + 2 * 3_600_000 + 1000);
    expect((await token(client.clientId, client.clientSecret)).status).toBe(401);
    const fresh = await token(client.clientId, rotated.clientSecret);
    expect(fresh.status).toBe(200);

    await revokeClient(beheer(), client.id);
    expect((await call(app.url, 'GET', '/koppelingen', { token: String(fresh.body.access_token) })).status).toBe(401);
    expect((await token(client.clientId, rotated.clientSecret)).status).toBe(401);
  });

  it('audits every token request per client and keeps the secret out of the audit rows', async () => {
    const client = await createClient(beheer(), {
      naam: 'Audit',
      organisatie: 'Hypotheekhuis Zuid',
      soort: 'INTERMEDIAIR',
      scopes: ['koppelingen'],
    });
    await token(client.clientId, client.clientSecret);
    await token(client.clientId, 'ikvs_fout');
    const rows = await app.db.auditLog.findMany({
      where: { apiClientId: client.id },
      orderBy: { aangemaaktOp: 'asc' },
    });
    expect(rows.map((r) => r.actie)).toEqual(['CLIENT_AANGEMAAKT', 'CLIENT_TOKEN', 'CLIENT_TOKEN_GEWEIGERD']);
    expect(JSON.stringify(rows)).not.toContain(client.clientSecret);
    const secrets = await app.db.apiClientSecret.findMany({ where: { apiClientId: client.id } });
    expect(JSON.stringify(secrets)).not.toContain(client.clientSecret);
  });
});
