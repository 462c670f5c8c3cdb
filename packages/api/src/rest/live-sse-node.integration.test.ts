// live.events on the node:http fast path (live-sse-node.ts, as apps/web/server.ts serves it) against
// tRPC's own SSE output for the same rows: byte for byte the same stream (connected event, tracked
// events), the same error answers (401 without a login, 400 for a bad Last-Event-ID), Last-Event-ID
// resume, another user's events never delivered, the session-user path (web cookie, decided by the
// caller) and no listener left behind.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../../test/api-client.ts';
import { subscribe } from '../../test/sse.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { notify } from '../modules/notify/notify.ts';
import { handleLiveEventsNode, isLiveEventsRequest } from './live-sse-node.ts';

let app: TestApp;
let fast: Server;
let fastUrl: string;
/** the session user the fast path's caller vouches for, per request (the web cookie's user in server.ts) */
const sessions = new Map<string, string>();

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
      sessionUserId: async (r) => sessions.get(String(r.headers['x-test-session'] ?? '')) ?? null,
    });
  });
  await new Promise<void>((resolve) => fast.listen(0, '127.0.0.1', resolve));
  fastUrl = `http://127.0.0.1:${(fast.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fast?.closeAllConnections();
  await new Promise<void>((resolve) => (fast ? fast.close(() => resolve()) : resolve()));
  await app?.close();
});

/** The raw text of a stream until `until` matches it (then the connection is closed). */
async function rawStream(
  base: string,
  headers: Record<string, string>,
  until: (text: string) => boolean,
  input = '{}',
): Promise<{ status: number; contentType: string | null; text: string }> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/trpc/live.events?input=${encodeURIComponent(input)}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  if (!res.body) return { status: res.status, contentType: res.headers.get('content-type'), text: '' };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const deadline = setTimeout(() => abort.abort(), 10_000);
  try {
    while (!until(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
  } catch {
    // aborted at the deadline: the text so far
  } finally {
    clearTimeout(deadline);
    abort.abort();
  }
  return { status: res.status, contentType: res.headers.get('content-type'), text };
}

const titles = (events: { data: unknown }[]) =>
  events.map((e) => (e.data as { payload: { titel: string } }).payload.titel);

describe('live.events on the node:http fast path', () => {
  it("writes exactly tRPC's stream for the same rows", async () => {
    const me = await registerAndLogin(app.url);
    await app.live.ready();
    const first = subscribe(app.url, 'live.events', {}, { token: me.token });
    await first.connected();
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'een "citaat" en <b>', bericht: 'ë ✓' },
    });
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'twee', bericht: '-' },
    });
    const [a] = await first.waitFor(2);
    await first.close();
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'drie', bericht: '-' },
    });
    // both resume after the first event: the catch-up (two events) as each writes it
    const count = (t: string) => (t.match(/\nid: /g) ?? []).length;
    const auth = { authorization: `Bearer ${me.token}`, 'last-event-id': a!.id! };
    const viaTrpc = await rawStream(app.url, auth, (t) => count(t) >= 2);
    const viaFast = await rawStream(fastUrl, auth, (t) => count(t) >= 2);
    expect(viaFast.status).toBe(200);
    expect(viaFast.contentType).toBe(viaTrpc.contentType);
    expect(viaTrpc.text).toMatch(/^event: connected\ndata: \{"reconnectAfterInactivityMs":30000\}\n\n\n/);
    expect(viaFast.text).toBe(viaTrpc.text);
  });

  it('answers exactly as tRPC without a login, with a forged token and with a malformed last event id', async () => {
    const me = await registerAndLogin(app.url);
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer vervalst.token.xyz' },
      { 'x-test-session': 'onbekend' },
      { authorization: `Bearer ${me.token}`, 'last-event-id': 'abc' },
      // beyond PostgreSQL's bigint: refused as input (it once reached the query and gave a 500)
      { authorization: `Bearer ${me.token}`, 'last-event-id': '9999999999999999999' },
    ];
    for (const headers of cases) {
      const viaTrpc = await rawStream(app.url, headers, () => false);
      const viaFast = await rawStream(fastUrl, headers, () => false);
      // tRPC answers a subscription's error as a stream: connected, then one serialized-error event
      expect(viaFast.status).toBe(viaTrpc.status);
      expect(viaFast.text).toMatch(
        /^event: connected\n.*\n\n\nevent: serialized-error\ndata: .*"(UNAUTHORIZED|BAD_REQUEST)"/,
      );
      expect(viaFast.text).not.toMatch(/\nid: /);
      if (headers['last-event-id']) expect(viaFast.text).toMatch(/"BAD_REQUEST"/);
      // the same but for the stack trace (outside production; one adapter's frames, the other's)
      const noStack = (t: string) => t.replace(/"stack":"(?:[^"\\]|\\.)*",?/g, '');
      expect(noStack(viaFast.text)).toBe(noStack(viaTrpc.text));
    }
  });

  it("resumes from Last-Event-ID, delivers live, and never hands out another user's events", async () => {
    const me = await registerAndLogin(app.url);
    const other = await registerAndLogin(app.url);
    const sub = subscribe(fastUrl, 'live.events', {}, { token: me.token });
    await sub.connected();
    await app.live.ready();
    await notify(app.db, {
      userId: other.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'voor een ander', bericht: '-' },
    });
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'a', bericht: '-' },
    });
    const [a] = await sub.waitFor(1);
    await sub.close();
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'b', bericht: '-' },
    });
    await notify(app.db, {
      userId: other.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'ook voor een ander', bericht: '-' },
    });
    const again = subscribe(fastUrl, 'live.events', {}, { token: me.token, lastEventId: a!.id! });
    expect(titles(await again.waitFor(1))).toEqual(['b']);
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'c', bericht: '-' },
    });
    expect(titles(await again.waitFor(2))).toEqual(['b', 'c']);
    // a last event as the marker: events arrive in order, so once it is here nothing else is on its way
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'einde', bericht: '-' },
    });
    expect(titles(await again.waitFor(3))).toEqual(['b', 'c', 'einde']);
    expect(titles(again.events())).toEqual(['b', 'c', 'einde']);
    await again.close();
  });

  it('a session user (the web cookie in server.ts) gets his own events only; a Bearer token still wins', async () => {
    const me = await registerAndLogin(app.url);
    const other = await registerAndLogin(app.url);
    sessions.set('mijn-sessie', me.userId);
    await app.live.ready();
    const count = (t: string) => (t.match(/\nid: /g) ?? []).length;
    // the earlier tests' streams are gone (their listeners leave once the server sees them close)
    await expect.poll(() => app.live.listenerCount(), { timeout: 10_000 }).toBe(0);
    const stream = rawStream(fastUrl, { 'x-test-session': 'mijn-sessie' }, (t) => count(t) >= 1);
    // the marker: the stream's listener is registered with the hub, so what follows is delivered live
    await expect.poll(() => app.live.listenerCount(), { timeout: 10_000 }).toBe(1);
    await notify(app.db, {
      userId: other.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'voor een ander', bericht: '-' },
    });
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'voor mij', bericht: '-' },
    });
    const { status, text } = await stream;
    expect(status).toBe(200);
    expect(text).toContain('voor mij');
    expect(text).not.toContain('voor een ander');
    // a (forged) Bearer token is judged on its own: the session behind it does not rescue it
    const forged = await rawStream(
      fastUrl,
      { 'x-test-session': 'mijn-sessie', authorization: 'Bearer vervalst.token.xyz' },
      () => false,
    );
    expect(forged.text).toMatch(/\nevent: serialized-error\ndata: .*"UNAUTHORIZED"/);
    expect(forged.text).not.toMatch(/\nid: /);
  });

  it('leaves no listener behind after 50 connects and disconnects', async () => {
    const me = await registerAndLogin(app.url);
    const before = app.live.listenerCount();
    for (let i = 0; i < 50; i++) {
      const sub = subscribe(fastUrl, 'live.events', {}, { token: me.token });
      await sub.connected();
      await sub.close();
    }
    const deadline = Date.now() + 5_000;
    while (app.live.listenerCount() !== before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(app.live.listenerCount()).toBe(before);
  });
});
