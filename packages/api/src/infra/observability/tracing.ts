// Traces (API.md, Operations): with OTEL_EXPORTER_OTLP_ENDPOINT set, the OpenTelemetry SDK sends
// spans over OTLP/HTTP (JSON) to `{endpoint}/v1/traces`: one span per request (its parent from the
// request's W3C `traceparent`), child spans for database queries, PDF rendering, signing and
// document reading, each carrying the request id (`ikv.request_id`). Without the variable nothing
// of the SDK is loaded and `withSpan` only calls its function. OTEL_SERVICE_NAME names the service
// (`ikv-service`). State on globalThis: the app server and Next's bundle share one provider.
import type * as OtelApi from '@opentelemetry/api';
import type { Attributes, Span, Tracer } from '@opentelemetry/api';
import { currentRequest } from './request-context.ts';
import { config } from '../config.ts';

type Api = typeof OtelApi;
interface Tracing {
  api: Api;
  tracer: Tracer;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const globalForTracing = globalThis as unknown as {
  __ikvTracing?: Tracing | null;
  __ikvTracingStarting?: Promise<Tracing | null>;
};

/** Starts the SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set (once per process); resolves when spans can be made. */
export function initTracing(): Promise<Tracing | null> {
  return (globalForTracing.__ikvTracingStarting ??= (async () => {
    if (!config().otel.endpoint) return (globalForTracing.__ikvTracing = null);
    const [api, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
      await Promise.all([
        import('@opentelemetry/api'),
        import('@opentelemetry/sdk-trace-node'),
        import('@opentelemetry/exporter-trace-otlp-http'),
        import('@opentelemetry/resources'),
      ]);
    // the exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS, _TIMEOUT) itself and appends /v1/traces
    const exporter = new OTLPTraceExporter();
    const provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': config().otel.serviceName }),
      spanProcessors: [
        new BatchSpanProcessor(exporter as unknown as ConstructorParameters<typeof BatchSpanProcessor>[0]),
      ],
    });
    // AsyncLocalStorage context manager and the W3C trace-context propagator
    provider.register();
    const tracing: Tracing = {
      api,
      tracer: api.trace.getTracer('ikv-service'),
      flush: () => provider.forceFlush(),
      shutdown: () => provider.shutdown(),
    };
    return (globalForTracing.__ikvTracing = tracing);
  })());
}

/** The running SDK, or null (off, or not started yet). */
export const tracing = (): Tracing | null => globalForTracing.__ikvTracing ?? null;

/** Sends the spans still buffered (tests, shutdown). */
export async function flushTracing(): Promise<void> {
  await tracing()?.flush();
}

const withRequestId = (attributes: Attributes): Attributes => {
  const id = currentRequest()?.requestId;
  return id ? { ...attributes, 'ikv.request_id': id } : attributes;
};

/** `fn` inside a child span of the current one (with the request id); just `fn` when tracing is off. */
export async function withSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  const t = tracing();
  if (!t) return fn();
  return t.tracer.startActiveSpan(name, { attributes: withRequestId(attributes) }, async (span) => {
    try {
      return await fn();
    } catch (e) {
      span.recordException(e instanceof Error ? e : String(e));
      span.setStatus({ code: t.api.SpanStatusCode.ERROR });
      throw e;
    } finally {
      span.end();
    }
  });
}

/** A client span for one database query (ended by the returned function), or null when tracing is off. */
export function startQuerySpan(statement: string): ((error?: unknown) => void) | null {
  const t = tracing();
  if (!t) return null;
  const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
  const span = t.tracer.startSpan(
    `db ${operation}`,
    // the statement text only: values travel as parameters and never reach a span
    {
      kind: t.api.SpanKind.CLIENT,
      attributes: withRequestId({
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': statement.slice(0, 1000),
      }),
    },
  );
  return (error) => {
    if (error)
      span.setStatus({
        code: t.api.SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : 'query failed',
      });
    span.end();
  };
}

interface RequestSpan {
  span: Span;
  /** runs `fn` with the span as the active one (its children hang under it) */
  run<T>(fn: () => T): T;
  end(status: number, operation: string | undefined): void;
}

/** The server span of one HTTP request, child of the caller's `traceparent` when it sent a valid one; null when tracing is off. */
export function startRequestSpan(
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  requestId: string,
): RequestSpan | null {
  const t = tracing();
  if (!t) return null;
  const { api } = t;
  const parent = api.propagation.extract(api.ROOT_CONTEXT, headers);
  const span = t.tracer.startSpan(
    method,
    {
      kind: api.SpanKind.SERVER,
      attributes: { 'http.request.method': method, 'url.path': path, 'ikv.request_id': requestId },
    },
    parent,
  );
  const ctx = api.trace.setSpan(parent, span);
  return {
    span,
    run: (fn) => api.context.with(ctx, fn),
    end(status, operation) {
      if (operation) {
        span.updateName(`${method} ${operation}`);
        span.setAttribute('ikv.operation', operation);
      }
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    },
  };
}
