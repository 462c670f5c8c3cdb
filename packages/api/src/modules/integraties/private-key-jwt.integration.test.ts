// POST /oauth/token with private_key_jwt (RFC 7523), over HTTP on loopback against real PostgreSQL:
// a client that registered a public key gets a token with an assertion it signed (RS256 or ES256);
// another audience, an expired assertion, a replayed jti, another key, a client without a key and a
// request that also sends HTTP Basic are refused (401 invalid_client / 400 invalid_request).
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { appUrl } from '../../infra/app-url.ts';
import type { Clock } from '../../infra/clock.ts';
import { createClient, setClientPublicKeys } from './clients.service.ts';
import { JWT_BEARER_ASSERTION_TYPE } from './clients.rules.ts';

let app: TestApp;
const now = new Date('2026-11-29T10:00:00Z');
const clock: Clock = { now: () => now };
const t = Math.floor(now.getTime() / 1000);

beforeAll(async () => {
  app = await startTestApp({ clock });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const beheer = () => ({ db: app.db, clock, userId: null, ip: null });
const audience = () => `${appUrl()}/api/oauth/token`;

function assertion(
  key: KeyObject,
  clientId: string,
  claims: { aud?: string; exp?: number; jti?: string; iss?: string } = {},
  alg: 'RS256' | 'ES256' = 'RS256',
) {
  return new SignJWT({ jti: claims.jti ?? randomUUID() })
    .setProtectedHeader({ alg })
    .setIssuer(claims.iss ?? clientId)
    .setSubject(clientId)
    .setAudience(claims.aud ?? audience())
    .setIssuedAt(t)
    .setExpirationTime(claims.exp ?? t + 60)
    .sign(key);
}

async function token(form: Record<string, string>, authorization?: string) {
  const res = await fetch(`${app.url}/api/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const withAssertion = (jwt: string, extra: Record<string, string> = {}) => ({
  grant_type: 'client_credentials',
  client_assertion_type: JWT_BEARER_ASSERTION_TYPE,
  client_assertion: jwt,
  ...extra,
});

describe('private_key_jwt', () => {
  it('a registered public key: RS256 and ES256 assertions get a token; aud, exp, jti replay, another key are refused', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const client = await createClient(beheer(), {
      naam: 'Acceptatie',
      organisatie: 'Bank Zuid',
      soort: 'GELDVERSTREKKER',
      scopes: ['verificatie'],
    });
    const row = await app.db.apiClient.findUniqueOrThrow({ where: { clientId: client.clientId } });
    await setClientPublicKeys(
      beheer(),
      row.id,
      JSON.stringify({ keys: [rsa.publicKey.export({ format: 'jwk' }), ec.publicKey.export({ format: 'jwk' })] }),
    );

    const ok = await token(
      withAssertion(await assertion(rsa.privateKey, client.clientId), { client_id: client.clientId }),
    );
    expect(ok).toEqual({
      status: 200,
      body: { access_token: expect.any(String), token_type: 'Bearer', expires_in: 900, scope: 'verificatie' },
    });
    // the token works on the integration operations
    const verified = await fetch(`${app.url}/api/verificatie/ONBEKEND`, {
      headers: { authorization: `Bearer ${ok.body.access_token as string}` },
    });
    expect(verified.status).not.toBe(401);
    expect(await token(withAssertion(await assertion(ec.privateKey, client.clientId, {}, 'ES256')))).toMatchObject({
      status: 200,
    });

    const refused = async (jwt: string, extra: Record<string, string> = {}) => {
      const r = await token(withAssertion(jwt, extra));
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('invalid_client');
    };
    // another audience (the API's base, another server)
    await refused(await assertion(rsa.privateKey, client.clientId, { aud: `${appUrl()}/api` }));
    await refused(await assertion(rsa.privateKey, client.clientId, { aud: 'https://elders.example/oauth/token' }));
    // expired, and one that would live too long
    await refused(await assertion(rsa.privateKey, client.clientId, { exp: t - 1 }));
    await refused(await assertion(rsa.privateKey, client.clientId, { exp: t + 3600 }));
    // the same assertion twice: the second is a replay
    const once = await assertion(rsa.privateKey, client.clientId, { jti: 'eenmalig' });
    expect((await token(withAssertion(once))).status).toBe(200);
    await refused(once);
    // a new assertion with a used jti too
    await refused(await assertion(rsa.privateKey, client.clientId, { jti: 'eenmalig', exp: t + 120 }));
    // signed with a key the client did not register
    await refused(await assertion(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, client.clientId));
    // client_id other than iss
    await refused(await assertion(rsa.privateKey, client.clientId), { client_id: 'ikvc_ander' });
    const jtis = await app.db.apiClientAssertion.findMany({ where: { apiClientId: row.id } });
    expect(jtis.map((j) => j.jti)).toContain('eenmalig');
    const refusals = await app.db.auditLog.count({ where: { apiClientId: row.id, actie: 'CLIENT_TOKEN_GEWEIGERD' } });
    // each refusal audited against the client (the client_id mismatch names no client)
    expect(refusals).toBe(7);
  });

  it('a client without a registered key, an unknown client, a wrong type, and Basic beside an assertion are refused', async () => {
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const client = await createClient(beheer(), {
      naam: 'CRM',
      organisatie: 'Hypotheekhuis Noord',
      soort: 'INTERMEDIAIR',
      scopes: ['koppelingen'],
    });
    expect((await token(withAssertion(await assertion(key, client.clientId, {}, 'ES256')))).status).toBe(401);
    expect((await token(withAssertion(await assertion(key, 'ikvc_onbekend', {}, 'ES256')))).status).toBe(401);
    expect((await token(withAssertion('geen.jwt.dit'))).status).toBe(401);
    const wrongType = await token({
      ...withAssertion(await assertion(key, client.clientId, {}, 'ES256')),
      client_assertion_type: 'urn:x',
    });
    expect(wrongType).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    const basic = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    const both = await token(withAssertion(await assertion(key, client.clientId, {}, 'ES256')), basic);
    expect(both).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    // client_secret_basic alone still works
    expect((await token({ grant_type: 'client_credentials' }, basic)).status).toBe(200);
  });

  it('registers public keys only', async () => {
    const client = await createClient(beheer(), {
      naam: 'Sleutels',
      organisatie: 'Bank West',
      soort: 'GELDVERSTREKKER',
      scopes: ['verificatie'],
    });
    const row = await app.db.apiClient.findUniqueOrThrow({ where: { clientId: client.clientId } });
    const priv = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    await expect(setClientPublicKeys(beheer(), row.id, JSON.stringify(priv))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await app.db.apiClient.findUniqueOrThrow({ where: { id: row.id } })).jwks).toBeNull();
  });
});
