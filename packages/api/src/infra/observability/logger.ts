// The structured log (API.md, Operations): pino, one JSON object per line on stdout with `time`,
// `level`, `msg` and, inside a request or job run, its `requestId`, `operation` and `userId`
// (request-context.ts); everything passes the redaction list (redact.ts). Pretty only under
// `pnpm dev` (NODE_ENV=development, pino-pretty when installed). LOG_LEVEL sets the level (info).
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequest } from './request-context.ts';
import { redact, redactText } from './redact.ts';
import { config } from '../config.ts';

export type { Logger };

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

function options(levelOverride?: string): pino.LoggerOptions {
  const level = levelOverride?.toLowerCase();
  return {
    level: level && LEVELS.has(level) ? level : config().logLevel,
    base: undefined, // no pid/hostname: the platform's log driver adds the instance
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    // errors are made plain (and cleaned) by redact() in formatters.log; pino's own serializer would redo them
    serializers: { err: (value: unknown) => value },
    formatters: { level: (label) => ({ level: label }), log: (object) => redact(object) as Record<string, unknown> },
    hooks: {
      // the message text too: an interpolated error or header must not carry a secret out
      logMethod(args, method) {
        if (typeof args[0] === 'string') args[0] = redactText(args[0]);
        else if (typeof args[1] === 'string') args[1] = redactText(args[1]);
        method.apply(this, args);
      },
    },
    mixin(line: object) {
      const store = currentRequest();
      // nothing to add to a line that carries them itself (the request line, http-observer.ts)
      if (!store || ('requestId' in line && 'operation' in line && (!store.userId || 'userId' in line))) return {};
      return store.userId
        ? { requestId: store.requestId, operation: store.operation, userId: store.userId }
        : { requestId: store.requestId, operation: store.operation };
    },
  };
}

/** The longest a line waits in the stdout buffer. */
const LOG_FLUSH_MS = 200;

/** A logger writing to `destination` (tests) or stdout. */
export function createLogger(destination?: DestinationStream, level?: string): Logger {
  if (destination) return pino(options(level), destination);
  if (config().nodeEnv === 'development' && config().logPretty) {
    try {
      const pretty = createRequire(import.meta.url)('pino-pretty') as (o: object) => DestinationStream;
      return pino(options(), pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
    } catch {
      // pino-pretty is a development dependency: without it, JSON lines
    }
  }
  // lines are written in batches of 4 KiB, and at least every LOG_FLUSH_MS: under load one write per
  // ~20 request lines instead of one per turn of the event loop (about 5 µs of CPU per request less,
  // measured with the request line); pino flushes what is left when the process exits
  return pino(options(), pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS }));
}

/** An asynchronous file destination, as stdout is written (benchmarks: /dev/null). */
export const fileDestination = (path: string): DestinationStream => pino.destination({ dest: path, sync: false });

const globalForLog = globalThis as unknown as { __ikvLogger?: Logger };

/** The process's logger (one for the app server and Next's bundle). */
export function log(): Logger {
  return (globalForLog.__ikvLogger ??= createLogger());
}

/** Sends the process's log to `destination` until the returned function is called (tests). */
export function useLogDestination(destination: DestinationStream, level?: string): () => void {
  const before = globalForLog.__ikvLogger;
  globalForLog.__ikvLogger = createLogger(destination, level);
  return () => {
    globalForLog.__ikvLogger = before;
  };
}

/** Collects the process's log lines (parsed) until `restore` (tests: what reached the log, and that no secret did). */
export function captureLogs(): { lines: Record<string, unknown>[]; raw: string[]; restore: () => void } {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const restore = useLogDestination(
    {
      write(chunk: string) {
        raw.push(chunk);
        lines.push(JSON.parse(chunk) as Record<string, unknown>);
      },
    },
    'trace',
  );
  return { lines, raw, restore };
}
