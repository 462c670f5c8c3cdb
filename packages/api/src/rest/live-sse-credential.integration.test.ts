// Every live stream ends with its credential (Trust IV, finding 1): an open live.events stream on the
// node:http fast path (as apps/web/server.ts serves it) ends within 2 s of web sign-out (cookie),
// POST /auth/logout, POST /auth/logout-all and a password change (cookie and Bearer), and no stream
// lives past its token's expiry. A membership change (removed as partner of a company) ends that
// user's streams, which carry the company's events (the company_members trigger, on every instance). Each test measures from the moment the way out is taken.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '@ikv/db/factories';
import { call, PASSWORD, uniqueEmail } from '../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { handleLiveEventsNode, isLiveEventsRequest, type WebSessionCredential } from './live-sse-node.ts';
import { endWebSession, isWebSessionRevoked, newWebSessionId } from '../modules/auth/web-sessions.ts';
import { findActorRow } from '../modules/auth/auth.repository.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../infra/jwt.ts';

let app: TestApp;
let fast: Server;
let fastUrl: string;
/** the web sessions the fast path's caller vouches for (the cookie in server.ts), checked as webSessionFromCookie does */
const cookies = new Map<string, WebSessionCredential>();

beforeAll(async () => {
  app = await startTestApp();
  fast = createServer((req, res) => {
    if (!isLiveEventsRequest(req.method, req.url ?? '/')) {
      res.writeHead(404).end();
      return;
    }
    void handleLiveEventsNode(req, res, {
      db: app.db,
      live: app.live,
      sessionUserId: async (r) => {
        const session = cookies.get(String(r.headers['x-test-cookie'] ?? ''));
        if (!session?.sid || (await isWebSessionRevoked(session.sid, { live: app.live }))) return null;
        const row = await findActorRow(app.db, session.userId);
        return row && row.sessieVersie === session.sessieVersie ? session : null;
      },
    });
  });
  await new Promise<void>((resolve) => fast.listen(0, '127.0.0.1', resolve));
  fastUrl = `http://127.0.0.1:${(fast.address() as AddressInfo).port}`;
  await app.live.ready();
});
afterAll(async () => {
  fast?.closeAllConnections();
  await new Promise<void>((resolve) => (fast ? fast.close(() => resolve()) : resolve()));
  await app?.close();
});

async function account() {
  const email = uniqueEmail('stroom');
  const reg = await call<{ id: string }>(app.url, 'POST', '/auth/register', {
    json: { email, wachtwoord: PASSWORD, voornaam: 'Stroom', achternaam: 'Test' },
  });
  expect(reg.status).toBe(201);
  const login = await call<{ accessToken: string; refreshToken: string }>(app.url, 'POST', '/auth/login', {
    json: { email, wachtwoord: PASSWORD },
  });
  expect(login.status).toBe(200);
  return { userId: reg.body.id, email, token: login.body.accessToken, refreshToken: login.body.refreshToken };
}

/** A web session of the user (as Auth.js's cookie carries it). */
function webCookie(userId: string, expiresAtMs = Date.now() + 8 * 3_600_000) {
  const name = `cookie-${newWebSessionId()}`;
  const credential = { userId, sid: newWebSessionId(), sessieVersie: 0, expiresAtMs };
  cookies.set(name, credential);
  return { name, credential };
}

/** Opens a stream; `ended` resolves with the time (ms) the server ended it, `open` once it is connected. */
async function openStream(headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(`${fastUrl}/api/trpc/live.events?input=${encodeURIComponent('{}')}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let connected!: () => void;
  const open = new Promise<void>((r) => (connected = r));
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return { at: performance.now(), text };
        text += value;
        if (text.includes('event: connected')) connected();
      }
    } catch {
      return { at: Number.POSITIVE_INFINITY, text };
    }
  })();
  await open;
  return { ended, close: () => abort.abort() };
}

/** Resolves with how long the stream lived on after `at`, or fails after 5 s. */
async function endsWithin(stream: Awaited<ReturnType<typeof openStream>>, at: number) {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('stream still open after 5 s')), 5_000),
  );
  try {
    const { at: end, text } = await Promise.race([stream.ended, timeout]);
    // ended by the server without `return`: the client reconnects (and gets a 401 without a live credential)
    expect(text).not.toContain('event: return');
    return end - at;
  } finally {
    stream.close();
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a live stream ends with its credential', () => {
  it('web sign-out ends the cookie stream, not another session of the same user', async () => {
    const me = await account();
    const signedOut = webCookie(me.userId);
    const other = webCookie(me.userId);
    const stream = await openStream({ 'x-test-cookie': signedOut.name });
    const otherStream = await openStream({ 'x-test-cookie': other.name });
    const tokenStream = await openStream(bearer(me.token));
    const t0 = performance.now();
    await endWebSession(
      { userId: me.userId, sid: signedOut.credential.sid, expiresAtMs: signedOut.credential.expiresAtMs },
      { db: app.db, live: app.live },
    );
    expect(await endsWithin(stream, t0)).toBeLessThan(2_000);
    // the other session and the token's stream live on
    const still = await Promise.race([
      otherStream.ended.then(() => 'ended'),
      tokenStream.ended.then(() => 'ended'),
      new Promise((r) => setTimeout(() => r('open'), 1_000)),
    ]);
    expect(still).toBe('open');
    otherStream.close();
    tokenStream.close();
    // a new stream with the signed-out cookie is refused (tRPC answers a subscription's error in the stream)
    const again = await fetch(`${fastUrl}/api/trpc/live.events?input=%7B%7D`, {
      headers: { 'x-test-cookie': signedOut.name },
    });
    expect(await again.text()).toMatch(/event: serialized-error\ndata: .*"UNAUTHORIZED"/);
  });

  it('POST /auth/logout ends the stream of its token', async () => {
    const me = await account();
    const stream = await openStream(bearer(me.token));
    const t0 = performance.now();
    const out = await call(app.url, 'POST', '/auth/logout', {
      token: me.token,
      json: { refreshToken: me.refreshToken },
    });
    expect(out.status).toBe(204);
    expect(await endsWithin(stream, t0)).toBeLessThan(2_000);
  });

  it('POST /auth/logout-all ends the token and cookie streams of the user', async () => {
    const me = await account();
    const web = webCookie(me.userId);
    const tokenStream = await openStream(bearer(me.token));
    const cookieStream = await openStream({ 'x-test-cookie': web.name });
    const t0 = performance.now();
    const out = await call(app.url, 'POST', '/auth/logout-all', { token: me.token });
    expect(out.status).toBe(204);
    expect(await endsWithin(tokenStream, t0)).toBeLessThan(2_000);
    expect(await endsWithin(cookieStream, t0)).toBeLessThan(2_000);
  });

  it('a password change ends the token and cookie streams of the user', async () => {
    const me = await account();
    const web = webCookie(me.userId);
    const tokenStream = await openStream(bearer(me.token));
    const cookieStream = await openStream({ 'x-test-cookie': web.name });
    const t0 = performance.now();
    const out = await call(app.url, 'PUT', '/ondernemer/password', {
      token: me.token,
      json: { huidigWachtwoord: PASSWORD, nieuwWachtwoord: 'een-ander-lang-en-sterk-wachtwoord' },
    });
    expect(out.status).toBe(204);
    expect(await endsWithin(tokenStream, t0)).toBeLessThan(2_000);
    expect(await endsWithin(cookieStream, t0)).toBeLessThan(2_000);
  });

  it('no stream outlives its token or its cookie', async () => {
    const me = await account();
    const row = await findActorRow(app.db, me.userId);
    // a token issued so that it has 1.5 s left
    const issuedAt = new Date(Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 + 1_500);
    const token = await signAccessToken(
      { sub: me.userId, rol: row!.rol, email: row!.email, sv: row!.sessieVersie, sid: newWebSessionId() },
      issuedAt,
    );
    const web = webCookie(me.userId, Date.now() + 1_500);
    const t0 = performance.now();
    const tokenStream = await openStream(bearer(token));
    const cookieStream = await openStream({ 'x-test-cookie': web.name });
    // ends at the expiry (up to a second's rounding of `exp`), not later
    expect(await endsWithin(tokenStream, t0)).toBeLessThan(3_000);
    expect(await endsWithin(cookieStream, t0)).toBeLessThan(2_500);
  });

  it('removal as partner of a company ends the partner’s token and cookie streams, not the owner’s', async () => {
    const owner = await account();
    const partner = await account();
    const company = await createCompany(app.db, { ownerId: owner.userId, aandeelPercentage: 60 });
    const member = await app.db.companyMember.create({
      data: { companyId: company.id, userId: partner.userId, rol: 'PARTNER', aandeelPercentage: 40 },
    });
    const web = webCookie(partner.userId);
    const tokenStream = await openStream(bearer(partner.token));
    const cookieStream = await openStream({ 'x-test-cookie': web.name });
    const ownerStream = await openStream(bearer(owner.token));
    const t0 = performance.now();
    const removed = await call(app.url, 'DELETE', `/companies/${company.id}/partners/${member.id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect(await endsWithin(tokenStream, t0)).toBeLessThan(2_000);
    expect(await endsWithin(cookieStream, t0)).toBeLessThan(2_000);
    // the owner's membership did not change: his stream lives on
    const still = await Promise.race([
      ownerStream.ended.then(() => 'ended'),
      new Promise((r) => setTimeout(() => r('open'), 1_000)),
    ]);
    expect(still).toBe('open');
    ownerStream.close();
    // the partner's credential is still good: a new stream opens (and carries only what is his from now on)
    const again = await openStream(bearer(partner.token));
    again.close();
  });
});
