// Server-action bodies bounded where they arrive (Trust IV, finding 4), on a real node:http server
// with the guard exactly as apps/web/server.ts runs it in front of Next.js (here a stand-in that reads
// every body), the document drop's id looked up in a server-reference manifest of the shape Next.js
// builds: a 40 MB body to any action but the drop — an ordinary one, an unknown id, on /ikv-check
// too — is refused (413 problem+json) in well under 100 ms without being read, while the event loop
// stays responsive; only the drop's own id keeps its limit; a form posted without JavaScript (no
// Next-Action header, which Next.js also takes for an action) gets 1 MB on every page but the drop's;
// a chunked action body is refused (411).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_BODY_LIMIT,
  DOCUMENT_DROP_BODY_LIMIT,
  readActionIds,
  refuseOversizedAction,
} from './action-body-limit.ts';

/** The action ids of a build, in the shape of Next.js's `.next/server/server-reference-manifest.json`. */
const DROP_ID = '60dd86b4b602c53658cef4bbdab7f5ca10dd7be669';
const LANGUAGE_ID = '40488fc8db4889a43c47d813f5a10290385a34bd78';
const OTHER_DROP_PAGE_ID = '4091f8ab0c750cd1ff439ac0a2bd9dcfff8cf1ceee';
const manifest = {
  node: {
    [DROP_ID]: {
      exportedName: 'voorcheckAction',
      filename: 'apps/web/src/modules/voorcheck/actions.ts',
      workers: { 'app/(public)/ikv-check/page': { moduleId: 1, async: false } },
    },
    [LANGUAGE_ID]: {
      exportedName: 'setLanguageAction',
      filename: 'apps/web/src/modules/i18n/actions.ts',
      workers: { 'app/(public)/ikv-check/page': { moduleId: 2, async: false } },
    },
    // the same module, another action: not the drop
    [OTHER_DROP_PAGE_ID]: {
      exportedName: 'bewaarVoorAanvraagAction',
      filename: 'apps/web/src/modules/voorcheck/actions.ts',
      workers: { 'app/(public)/ikv-check/page': { moduleId: 1, async: false } },
    },
  },
  edge: {},
  encryptionKey: 'x',
};
const DOCUMENT_DROP = { module: 'src/modules/voorcheck/actions.ts', exportedName: 'voorcheckAction' };
const distDir = mkdtempSync(join(tmpdir(), 'ikv-next-'));
mkdirSync(join(distDir, 'server'));
writeFileSync(join(distDir, 'server', 'server-reference-manifest.json'), JSON.stringify(manifest));
/** as apps/web/server.ts reads them at start from the production build */
const dropIds = readActionIds(distDir, DOCUMENT_DROP);

let server: Server;
let port: number;
/** bytes the stand-in for Next.js read, per request path and action id */
const read: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseOversizedAction(req, res, dropIds)) return;
    let n = 0;
    req.on('data', (c: Buffer) => (n += c.length));
    req.on('end', () => {
      read[`${req.url ?? '/'} ${String(req.headers['next-action'])}`] = n;
      res.writeHead(200, { 'content-type': 'text/plain' }).end(String(n));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(distDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
/** an id no build gave any action */
const UNKNOWN_ID = '7f3a';

/** Posts `size` bytes (in 64 KB chunks, as fast as the socket takes them) and times the answer. */
function post(
  path: string,
  size: number,
  headers: Record<string, string> = { 'next-action': UNKNOWN_ID },
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

describe('server-action bodies', () => {
  it('refuses 40 MB to any action but the drop in < 100 ms, unread, with the event loop responsive — on /ikv-check too', async () => {
    // one small refused post first: the first request of a process pays for loading and compiling
    // the client's and the guard's code, which says nothing about a large body
    expect((await post('/', 2 * MB)).status).toBe(413);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cases: [string, string][] = [
      ['/', UNKNOWN_ID],
      ['/instellingen?taal=en', LANGUAGE_ID],
      ['/login', UNKNOWN_ID],
      // the drop's page, with an id that is not the drop: an unknown one, the layout's language
      // switch, another action of the drop's own module
      ['/ikv-check', UNKNOWN_ID],
      ['/ikv-check/', UNKNOWN_ID],
      ['/ikv-check', LANGUAGE_ID],
      ['/ikv-check', OTHER_DROP_PAGE_ID],
    ];
    for (const [path, id] of cases) {
      const r = await post(path, 40 * MB, { 'next-action': id });
      expect(r.status, `${path} ${id}`).toBe(413);
      expect(r.contentType).toContain('application/problem+json');
      expect(JSON.parse(r.body)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect(r.ms).toBeLessThan(100);
      expect(read[`${path} ${id}`]).toBeUndefined();
    }
    delay.disable();
    expect(delay.percentile(99) / 1e6).toBeLessThan(50);
  });

  it('lets any action up to 1 MB through, and a request that is no action', async () => {
    expect((await post('/ikv-check', ACTION_BODY_LIMIT)).status).toBe(200);
    expect((await post('/bedrijven', ACTION_BODY_LIMIT)).status).toBe(200);
    expect((await post('/bedrijven', ACTION_BODY_LIMIT + 1)).status).toBe(413);
    expect((await post('/ikv-check', ACTION_BODY_LIMIT + 1)).status).toBe(413);
    // not a server action: the REST door and routes under /api (their own limits), a body that is no form
    expect((await post('/api/companies/x/documents', 2 * MB, {})).status).toBe(200);
    expect((await post('/geen-actie', 2 * MB, { 'content-type': 'application/json' })).status).toBe(200);
  });

  it('refuses 40 MB posted as a form without JavaScript (no Next-Action header) to any page but the drop, unread', async () => {
    // Next.js takes such a post for a server action and reads the body to find which
    for (const [path, type] of [
      ['/', 'multipart/form-data; boundary=x'],
      ['/login', 'multipart/form-data; boundary=x'],
      ['/instellingen', 'application/x-www-form-urlencoded'],
      ['/ikv-check', 'application/x-www-form-urlencoded'],
    ]) {
      const r = await post(path!, 40 * MB, { 'content-type': type! });
      expect(r.status, path).toBe(413);
      expect(r.ms).toBeLessThan(100);
      expect(read[`${path} undefined`]).toBeUndefined();
    }
    expect((await post('/login', ACTION_BODY_LIMIT, {})).status).toBe(200);
    // the drop's form without JavaScript names its action in the body only: its page keeps the drop's
    // size for a multipart post (the one place a large body still goes by path)
    expect((await post('/ikv-check', 40 * MB, {})).status).toBe(200);
    expect((await post('/ikv-check', DOCUMENT_DROP_BODY_LIMIT + 1, {})).status).toBe(413);
  });

  it("gives only the document drop's own action id its limit", async () => {
    expect(dropIds).toEqual(new Set([DROP_ID]));
    const ok = await post('/ikv-check', 40 * MB, { 'next-action': DROP_ID });
    expect(ok.status).toBe(200);
    expect(read[`/ikv-check ${DROP_ID}`]).toBe(40 * MB);
    const over = await post('/ikv-check/', DOCUMENT_DROP_BODY_LIMIT + 1, { 'next-action': DROP_ID });
    expect(over.status).toBe(413);
  });

  it('without a build that names the drop (none, or under next dev not yet compiled), no action gets more than 1 MB', async () => {
    expect(readActionIds(join(distDir, 'absent'), DOCUMENT_DROP)).toEqual(new Set());
    expect(readActionIds(distDir, DOCUMENT_DROP, { dev: true })).toEqual(new Set());
    // the development server's manifest, read when a large body arrives: once the drop is compiled its
    // id is found there
    mkdirSync(join(distDir, 'dev', 'server'), { recursive: true });
    writeFileSync(join(distDir, 'dev', 'server', 'server-reference-manifest.json'), JSON.stringify(manifest));
    expect(readActionIds(distDir, DOCUMENT_DROP, { dev: true })).toEqual(new Set([DROP_ID]));
  });

  it('refuses an action body of unknown length (chunked) before reading it', async () => {
    const r = await post('/', 2 * MB, { 'next-action': UNKNOWN_ID }, true);
    expect(r.status).toBe(411);
    expect(JSON.parse(r.body)).toMatchObject({ code: 'LENGTH_REQUIRED' });
  });
});
