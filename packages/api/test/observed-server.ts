// The app server's observed handler stack on loopback, as apps/web/server.ts builds it: observeHttp
// around GET /api/metrics and the REST fast path (handleRestNode), on the process-wide database
// client (processDb, so the pool metrics see it), plus a small OTLP/HTTP receiver for the traces.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { Db } from '@ikv/db';
import { processDb } from '../src/infra/database.ts';
import { handleRestNode } from '../src/rest/rest-handler.ts';
import { createApp } from '../src/app.ts';
import { metricsReply } from '../src/infra/observability/index.ts';
import { observeHttp } from '../src/rest/http-observer.ts';
import { LiveHub } from '../src/modules/live/live-hub.ts';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A span as OTLP/JSON carries it, with its attributes as a plain object. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Record<string, unknown>;
}

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpBody = {
  resourceSpans?: {
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'attributes'> & { attributes?: { key: string; value: OtlpValue }[] })[];
    }[];
  }[];
};

/** An OTLP/HTTP (JSON) trace receiver: POST /v1/traces; keeps every span it gets. */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      if (req.url === '/v1/traces' && (req.headers['content-type'] ?? '').includes('json')) {
        const body = JSON.parse(raw.toString('utf8')) as OtlpBody;
        for (const rs of body.resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? []) {
              const attributes: Record<string, unknown> = {};
              for (const a of s.attributes ?? [])
                attributes[a.key] = a.value.stringValue ?? a.value.intValue ?? a.value.boolValue ?? a.value.doubleValue;
              spans.push({ ...s, attributes });
            }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const url = await listen(server);
  return { url, spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function startObservedServer(): Promise<{ url: string; db: Db; live: LiveHub; close(): Promise<void> }> {
  // wired as the app server starts (the outbox gauges read the database through the mail module)
  createApp();
  const db = processDb();
  const live = new LiveHub({ url: process.env.DATABASE_URL!, backoff: { min: 50, max: 500 }, log: () => undefined });
  const server = createServer(
    observeHttp((req, res) => {
      if ((req.url ?? '').startsWith('/api/metrics')) {
        void metricsReply(req.headers.authorization).then((reply) =>
          res.writeHead(reply.status, reply.headers).end(reply.body),
        );
        return;
      }
      void handleRestNode(req, res, { endpoint: '/api', context: { live } });
    }),
  );
  const url = await listen(server);
  return {
    url,
    db,
    live,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await live.close();
      await db.$disconnect();
    },
  };
}
