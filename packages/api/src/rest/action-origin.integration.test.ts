// Cross-origin server actions (Trust IV, finding 8), on a real node:http server with the guard exactly
// as apps/web/server.ts runs it in front of Next.js (here a stand-in that answers 200 after reading the
// body): an action posted from another origin gets 403 problem+json (not Next's 500), unread; one
// from the app's own origin, behind a proxy that names the public host, and a POST that is no action
// go through.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseCrossOriginAction } from './action-origin.ts';

let server: Server;
let port: number;
let reached = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseCrossOriginAction(req, res)) return;
    reached++;
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

function post(headers: Record<string, string>): Promise<{ status: number; body: string; contentType?: string }> {
  return new Promise((resolve, reject) => {
    const body = 'a'.repeat(10_000);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/instellingen',
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': String(body.length), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, contentType: res.headers['content-type'] }),
        );
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    req.end(body);
  });
}

describe('server actions from another origin', () => {
  it('are refused with 403 problem+json, before anything reads them', async () => {
    const before = reached;
    for (const origin of ['https://evil.example', `http://127.0.0.1:${port + 1}`, 'null']) {
      const r = await post({ 'next-action': '7f3a', origin });
      expect(r.status, origin).toBe(403);
      expect(r.contentType).toContain('application/problem+json');
      expect(JSON.parse(r.body)).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    }
    // a forged X-Forwarded-Host that does not match the origin is no way around it
    const forged = await post({
      'next-action': '7f3a',
      origin: 'https://evil.example',
      'x-forwarded-host': 'ikv.example',
    });
    expect(forged.status).toBe(403);
    expect(reached).toBe(before);
  });

  it('let the app’s own origin, a proxied public host and requests that are no action through', async () => {
    const before = reached;
    expect((await post({ 'next-action': '7f3a', origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect(
      (await post({ 'next-action': '7f3a', origin: 'https://ikv.example', 'x-forwarded-host': 'ikv.example' })).status,
    ).toBe(200);
    // no Origin: Next.js judges it, as before
    expect((await post({ 'next-action': '7f3a' })).status).toBe(200);
    // not a server action: not this guard's business
    expect((await post({ origin: 'https://evil.example' })).status).toBe(200);
    expect(reached).toBe(before + 4);
  });
});
