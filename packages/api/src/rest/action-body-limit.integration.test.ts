// Server-action bodies bounded where they arrive (Trust IV, finding 4), on a real node:http server
// with the guard exactly as apps/web/server.ts runs it in front of Next.js (here a stand-in that reads
// every body): a 40 MB body to an ordinary action — or an unknown one — is refused (413
// problem+json) in well under 100 ms without being read, while the event loop stays responsive; the
// document drop on /ikv-check keeps its own limit; a chunked action body is refused (411).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, DOCUMENT_DROP_BODY_LIMIT, refuseOversizedAction } from './action-body-limit.ts';

let server: Server;
let port: number;
/** bytes the stand-in for Next.js read, per request path */
const read: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseOversizedAction(req, res)) return;
    let n = 0;
    req.on('data', (c: Buffer) => (n += c.length));
    req.on('end', () => {
      read[req.url ?? '/'] = n;
      res.writeHead(200, { 'content-type': 'text/plain' }).end(String(n));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

/** Posts `size` bytes (in 64 KB chunks, as fast as the socket takes them) and times the answer. */
function post(
  path: string,
  size: number,
  headers: Record<string, string> = { 'next-action': '7f3a' },
  chunked = false,
): Promise<{ status: number; ms: number; body: string; contentType: string | undefined }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
          ...headers,
        },
      },
      (res) => {
        const ms = performance.now() - started;
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms, body, contentType: res.headers['content-type'] }),
        );
      },
    );
    // the server may close while we still write: that is the point
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

const MB = 1024 * 1024;

describe('server-action bodies', () => {
  it('refuses 40 MB to an ordinary (or unknown) action in < 100 ms, unread, with the event loop responsive', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    for (const path of ['/', '/instellingen?taal=en', '/login']) {
      const r = await post(path, 40 * MB);
      expect(r.status).toBe(413);
      expect(r.contentType).toContain('application/problem+json');
      expect(JSON.parse(r.body)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect(r.ms).toBeLessThan(100);
      expect(read[path]).toBeUndefined();
    }
    delay.disable();
    expect(delay.percentile(99) / 1e6).toBeLessThan(50);
  });

  it('lets an ordinary action up to 1 MB through, and a request that is no action', async () => {
    expect((await post('/ikv-check', ACTION_BODY_LIMIT)).status).toBe(200);
    expect((await post('/bedrijven', ACTION_BODY_LIMIT)).status).toBe(200);
    expect((await post('/bedrijven', ACTION_BODY_LIMIT + 1)).status).toBe(413);
    // not a server action (no Next-Action header): not this guard's business
    expect((await post('/geen-actie', 2 * MB, {})).status).toBe(200);
  });

  it('gives the document drop on /ikv-check its own limit', async () => {
    const ok = await post('/ikv-check', 40 * MB);
    expect(ok.status).toBe(200);
    expect(read['/ikv-check']).toBe(40 * MB);
    const over = await post('/ikv-check/', DOCUMENT_DROP_BODY_LIMIT + 1);
    expect(over.status).toBe(413);
  });

  it('refuses an action body of unknown length (chunked) before reading it', async () => {
    const r = await post('/', 2 * MB, { 'next-action': '7f3a' }, true);
    expect(r.status).toBe(411);
    expect(JSON.parse(r.body)).toMatchObject({ code: 'LENGTH_REQUIRED' });
  });
});
