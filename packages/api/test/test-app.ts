// A real HTTP server on loopback for integration tests: the REST adapter under /api and tRPC
// under /api/trpc, both against the test file's own database.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createDb, type Db } from '@ikv/db';
import { createTestDatabase } from '@ikv/db/testing';
import { createApp } from '../src/app.ts';
import { handleRest } from '../src/rest/rest-handler.ts';
import { answerClientError } from '../src/rest/client-error.ts';
import { createTrpcContext } from '../src/rest/context.ts';
import type { Clock } from '../src/infra/clock.ts';
import type { RegistryProvider } from '../src/modules/kvk/registry/registry-provider.ts';
import { MAIL_DELIVERY_JOB, mailDeliveryJob } from '../src/modules/mail/mail-delivery.ts';
import { CODE_REQUESTS_JOB, processCodeRequests } from '../src/modules/auth/code-requests.ts';
import { ACCOUNT_EXPORTS_JOB, runAccountExports } from '../src/modules/privacy/export.service.ts';
import { systemClock } from '../src/infra/clock.ts';
import { INTAKE_JOB, intakeJob } from '../src/modules/documents/intake/intake.service.ts';
import { startJobRuntime } from '../src/infra/jobs/runtime.ts';
import { WEBHOOK_DELIVERY_JOB, webhookDeliveryJob } from '../src/modules/webhook-outbox/webhook-delivery.ts';
import { LiveHub } from '../src/modules/live/live-hub.ts';
import { applyClientAddress, parseTrustedProxies } from '../src/infra/client-address.ts';

export interface TestApp {
  url: string;
  db: Db;
  databaseUrl: string;
  /** this app's live hub (its own LISTEN connection) */
  live: LiveHub;
  close(): Promise<void>;
}

async function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request> {
  // a document upload streams (as in the web app), so its size cap works before the body is read
  if (req.method === 'POST' && /^\/api\/companies\/[^/]+\/documents\/?(\?|$)/.test(req.url ?? '')) {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    return new Request(new URL(req.url ?? '/', origin), {
      method: 'POST',
      headers,
      body: Readable.toWeb(req) as ReadableStream,
      signal,
      duplex: 'half',
    } as RequestInit);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
    signal,
  });
}

/** Streams the body (server-sent events must not wait for the end of the response). */
async function send(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  if (!response.body) return void res.end();
  res.flushHeaders();
  try {
    for await (const chunk of response.body) res.write(chunk);
  } catch {
    // the client went away mid-stream
  }
  res.end();
}

/**
 * `trustedProxies` (TRUSTED_PROXIES of this app): by default loopback, so tests speak as the proxy
 * and name the client in X-Forwarded-For; '' makes the app trust no one's header.
 */
export async function startTestApp(
  options: {
    clock?: Clock;
    registry?: RegistryProvider;
    trustedProxies?: string;
    /** another instance on this app's database (its own pool, server and LISTEN connection); it leaves the database to its owner */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const { trustedProxies: trustedSetting = '127.0.0.1, ::1', sameDatabaseAs, ...contextOptions } = options;
  // the wired API, as every server starts with (src/app.ts)
  const { router } = createApp();
  const proxies = parseTrustedProxies(trustedSetting);
  const database = sameDatabaseAs
    ? { url: sameDatabaseAs.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const db = createDb(database.url, { max: 20 });
  const live = new LiveHub({ url: database.url, backoff: { min: 50, max: 500 }, log: () => undefined });
  // the jobs that requests ask for (as the app server runs them; jobs.ts), without the cron and sweeps
  const jobs = await startJobRuntime({
    connectionString: database.url,
    db,
    tasks: {
      [MAIL_DELIVERY_JOB]: mailDeliveryJob(db),
      [WEBHOOK_DELIVERY_JOB]: webhookDeliveryJob(db),
      [INTAKE_JOB]: intakeJob(db),
      [CODE_REQUESTS_JOB]: () => processCodeRequests(db).then(() => undefined),
      [ACCOUNT_EXPORTS_JOB]: () => runAccountExports(db, contextOptions.clock ?? systemClock),
    },
  });
  let origin = '';
  const server = createServer((req, res) => {
    applyClientAddress(req, proxies);
    void (async () => {
      try {
        const abort = new AbortController();
        res.on('close', () => abort.abort());
        const request = await toRequest(req, origin, abort.signal);
        // tRPC as the web app's route serves it; everything else through the REST door, as on both servers
        const response = new URL(request.url).pathname.startsWith('/api/trpc/')
          ? await fetchRequestHandler({
              endpoint: '/api/trpc',
              req: request,
              router,
              createContext: () => createTrpcContext({ headers: request.headers, db, live, ...contextOptions }),
            })
          : await handleRest(request, { context: { db, live, ...contextOptions } });
        await send(res, response);
      } catch (e) {
        console.error(e);
        res.statusCode = 599;
        res.end(String(e));
      }
    })();
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    db,
    databaseUrl: database.url,
    live,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await live.close();
      await jobs.stop();
      await db.$disconnect();
      await database.drop();
    },
  };
}
