// The app's configuration: the one place that reads the environment (process.env) for the app
// server, Next.js and everything in this package. Every variable is checked with zod on first use
// (and at start-up by apps/web/server.ts, through requireServerConfig), and an invalid environment
// fails with one error that names every bad variable in plain words. The variables, their defaults
// and their meaning are listed in docs/deployment.md (Environment); keep that table in step.
//
// Lazy and cached: tests set process.env before the first call; a test that changes it between
// cases calls resetConfigForTests().
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './client-address.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset, empty and blank all mean "not set". */
const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const url = (protocols: readonly string[], example: string) =>
  optional(
    z
      .string()
      .refine(
        (v) => isUrl(v, protocols),
        `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}, e.g. ${example}`,
      ),
  );

const wholeNumber = (min: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`),
  );

const flag = optional(z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }));

const secret = optional(z.string().min(32, 'must be at least 32 characters long'));

const httpUrl = (example: string) => url(['http:', 'https:'], example);
const postgresUrl = url(['postgres:', 'postgresql:'], 'postgresql://user:password@db.example.nl:5432/ikv');

const envSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }),
  ),
  PORT: wholeNumber(0, 65535),
  HOST: optional(z.string()),
  APP_URL: httpUrl('https://ikv.example.nl'),
  AUTH_URL: httpUrl('https://ikv.example.nl'),
  DATABASE_URL: postgresUrl,
  DATABASE_LISTEN_URL: postgresUrl,
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),
  AUTH_SECRET: secret,
  NEXTAUTH_SECRET: secret,
  JWT_SECRET: secret,
  TOTP_ENCRYPTION_KEY: secret,
  // the keys that wrap documents' data keys: `id=secret,…` (each secret 32+ characters); the first wraps new ones
  DOCUMENT_KEYS: optional(
    z.string().regex(/^[A-Za-z0-9_-]{1,32}=[^,]{32,}(,[A-Za-z0-9_-]{1,32}=[^,]{32,})*$/, {
      error: 'must be id=secret pairs separated by commas, each secret at least 32 characters',
    }),
  ),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtps://user:pass@smtp.example.nl:465'),
  MAIL_FROM: optional(z.string()),
  IKV_DEV_MAILBOX: flag,
  KVK_API_KEY: optional(z.string()),
  KVK_BASE_URL: httpUrl('https://api.kvk.nl/api'),
  KVK_FUNCTIONARISSEN_BASE_URL: httpUrl('https://api.kvk.nl/api'),
  TRUSTED_PROXIES: optional(
    z.string().transform((value, ctx) => {
      try {
        return parseTrustedProxies(value);
      } catch (e) {
        ctx.addIssue({
          code: 'custom',
          message: `must list IP addresses or CIDR ranges (${(e as Error).message.replace(/^TRUSTED_PROXIES: /, '')})`,
        });
        return z.NEVER;
      }
    }),
  ),
  IKV_DISABLE_JOBS: flag,
  IKV_DISABLE_INTAKE: flag,
  INTAKE_TIMEOUT_MS: wholeNumber(1, 3_600_000),
  INTAKE_READ_ON_TIMEOUT_MS: wholeNumber(0, 3_600_000),
  INTAKE_MEMORY_MB: wholeNumber(64, 65_536),
  INTAKE_READERS: wholeNumber(1, 64),
  INTAKE_QUEUE: wholeNumber(0, 1000),
  INTAKE_CHILD_PATH: optional(z.string()),
  LOG_LEVEL: optional(
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  ),
  LOG_PRETTY: flag,
  // the bearer token of GET /api/metrics (Trust IV): as long as the other secrets, so it cannot be guessed
  METRICS_TOKEN: secret,
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl('http://otel-collector:4318'),
  OTEL_SERVICE_NAME: optional(z.string()),
  VERKLARING_SIGNING_KEY: optional(z.string()),
  VERKLARING_RETIRED_KEYS: optional(
    z.string().refine((v) => {
      try {
        const parsed: unknown = JSON.parse(v);
        return (
          Array.isArray(parsed) ||
          (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { keys?: unknown }).keys))
        );
      } catch {
        return false;
      }
    }, 'must be a JSON array of public JWKs or a JWK Set ({"keys": [...]})'),
  ),
  VERKLARING_SEAL_P12: optional(z.string()),
  // a password may be empty: not blank-to-undefined, and never trimmed
  VERKLARING_SEAL_P12_PASSWORD: z.string().optional(),
  VERKLARING_SEAL_CA: optional(z.string()),
  // the generated CA's key (PKCS#8 PEM): it signs the CRL embedded in every sealed statement
  VERKLARING_SEAL_CA_KEY: optional(z.string()),
  TSA_URL: httpUrl('http://timestamp.example.nl/tsr'),
  // a remote seal (QSealC) at a trust-service provider's Cloud Signature Consortium API v2
  CSC_URL: httpUrl('https://tsp.example.eu/csc/v2'),
  CSC_TOKEN_URL: httpUrl('https://tsp.example.eu/oauth2/token'),
  CSC_CLIENT_ID: optional(z.string()),
  CSC_CLIENT_SECRET: optional(z.string()),
  CSC_CREDENTIAL_ID: optional(z.string()),
  WEBHOOK_ALLOW_LOOPBACK: flag,
});

/** Variables whose value never appears in an error message. */
const SECRET_NAMES = new Set([
  'AUTH_SECRET',
  'NEXTAUTH_SECRET',
  'JWT_SECRET',
  'TOTP_ENCRYPTION_KEY',
  'DOCUMENT_KEYS',
  'SMTP_URL',
  'DATABASE_URL',
  'DATABASE_LISTEN_URL',
  'KVK_API_KEY',
  'METRICS_TOKEN',
  'VERKLARING_SIGNING_KEY',
  'VERKLARING_SEAL_P12',
  'VERKLARING_SEAL_P12_PASSWORD',
  'VERKLARING_SEAL_CA_KEY',
  'CSC_CLIENT_SECRET',
]);

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /** where the server listens (3000, 0.0.0.0) */
  port: number;
  host: string;
  /** the public origin as configured (APP_URL, AUTH_URL); resolved by app-url.ts */
  appUrl: string | undefined;
  authUrl: string | undefined;
  databaseUrl: string | undefined;
  /** the live feed's LISTEN connection: DATABASE_LISTEN_URL, else DATABASE_URL */
  databaseListenUrl: string | undefined;
  databasePoolSize: number;
  /** Auth.js's secret: AUTH_SECRET, else NEXTAUTH_SECRET */
  authSecret: string | undefined;
  /** API tokens and code hashes: JWT_SECRET, else the Auth.js secret */
  jwtSecret: string | undefined;
  totpEncryptionKey: string | undefined;
  /** DOCUMENT_KEYS as given (parsed by document-crypto.ts) */
  documentKeys: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** IKV_DEV_MAILBOX=1: the development mailbox also in production (never with SMTP_URL) */
  devMailboxForced: boolean;
  kvk: { apiKey: string | undefined; baseUrl: string | undefined; functionarissenBaseUrl: string | undefined };
  trustedProxies: TrustedProxies;
  jobsDisabled: boolean;
  intakeDisabled: boolean;
  intake: {
    timeoutMs: number;
    /** the longer bound of reading on a reading cut short by time; 0 (or not above timeoutMs): no reading on */
    readOnTimeoutMs: number;
    memoryMb: number;
    childPath: string | undefined;
    readers: number;
    queue: number;
  };
  logLevel: (typeof LOG_LEVELS)[number];
  logPretty: boolean;
  metricsToken: string | undefined;
  otel: { endpoint: string | undefined; serviceName: string };
  verklaring: {
    signingKey: string | undefined;
    retiredKeys: string | undefined;
    sealP12: string | undefined;
    sealP12Password: string;
    sealCa: string | undefined;
    /** VERKLARING_SEAL_CA_KEY: the generated CA's key, for the CRLs in the DSS */
    sealCaKey: string | undefined;
    tsaUrl: string | undefined;
    /** CSC_*: the seal signed remotely (csc-seal-signer.ts), else the PKCS#12 */
    csc:
      | { url: string; tokenUrl: string; clientId: string; clientSecret: string; credentialId: string | undefined }
      | undefined;
  };
  /** WEBHOOK_ALLOW_LOOPBACK=1: webhooks may also go to http://127.0.0.1:<port> (tests only) */
  webhookAllowLoopback: boolean;
}

/** An environment that does not pass: `problems` holds one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration: ${problems.length === 1 ? 'one environment variable is' : `${problems.length} environment variables are`} wrong.\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/deployment.md (Environment) for every variable and its default.`,
    );
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** The configuration of an environment; throws ConfigError naming every invalid variable. Pure. */
export function parseConfig(env: Env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const byName = new Map<string, string[]>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '(environment)');
      byName.set(name, [...(byName.get(name) ?? []), issue.message]);
    }
    throw new ConfigError(
      [...byName].map(([name, messages]) => {
        const value = env[name];
        const shown =
          SECRET_NAMES.has(name) || value === undefined
            ? ''
            : ` (it is "${value.length > 80 ? `${value.slice(0, 80)}…` : value}")`;
        return `${name} ${[...new Set(messages)].join('; ')}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const cscMissing = (['CSC_TOKEN_URL', 'CSC_CLIENT_ID', 'CSC_CLIENT_SECRET'] as const).filter((name) => !e[name]);
  if (e.CSC_URL && cscMissing.length)
    throw new ConfigError(cscMissing.map((name) => `${name} must be set with CSC_URL (the remote seal)`));
  const authSecret = e.AUTH_SECRET ?? e.NEXTAUTH_SECRET;
  return {
    nodeEnv: e.NODE_ENV ?? 'development',
    port: e.PORT ?? 3000,
    host: e.HOST ?? '0.0.0.0',
    appUrl: e.APP_URL,
    authUrl: e.AUTH_URL,
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL ?? e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    authSecret,
    jwtSecret: e.JWT_SECRET ?? authSecret,
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY,
    documentKeys: e.DOCUMENT_KEYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'IKV-service <no-reply@ikv.localhost>',
    devMailboxForced: e.IKV_DEV_MAILBOX === '1',
    kvk: { apiKey: e.KVK_API_KEY, baseUrl: e.KVK_BASE_URL, functionarissenBaseUrl: e.KVK_FUNCTIONARISSEN_BASE_URL },
    trustedProxies: e.TRUSTED_PROXIES ?? parseTrustedProxies(undefined),
    jobsDisabled: e.IKV_DISABLE_JOBS === '1',
    intakeDisabled: e.IKV_DISABLE_INTAKE === '1',
    intake: {
      timeoutMs: e.INTAKE_TIMEOUT_MS ?? 30_000,
      readOnTimeoutMs: e.INTAKE_READ_ON_TIMEOUT_MS ?? 150_000,
      memoryMb: e.INTAKE_MEMORY_MB ?? 768,
      childPath: e.INTAKE_CHILD_PATH,
      readers: e.INTAKE_READERS ?? 2,
      queue: e.INTAKE_QUEUE ?? 4,
    },
    logLevel: e.LOG_LEVEL ?? 'info',
    logPretty: e.LOG_PRETTY !== '0',
    metricsToken: e.METRICS_TOKEN,
    otel: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME ?? 'ikv-service' },
    verklaring: {
      signingKey: e.VERKLARING_SIGNING_KEY,
      retiredKeys: e.VERKLARING_RETIRED_KEYS,
      sealP12: e.VERKLARING_SEAL_P12,
      sealP12Password: e.VERKLARING_SEAL_P12_PASSWORD ?? '',
      sealCa: e.VERKLARING_SEAL_CA,
      sealCaKey: e.VERKLARING_SEAL_CA_KEY,
      tsaUrl: e.TSA_URL,
      csc:
        e.CSC_URL && e.CSC_TOKEN_URL && e.CSC_CLIENT_ID && e.CSC_CLIENT_SECRET
          ? {
              url: e.CSC_URL,
              tokenUrl: e.CSC_TOKEN_URL,
              clientId: e.CSC_CLIENT_ID,
              clientSecret: e.CSC_CLIENT_SECRET,
              credentialId: e.CSC_CREDENTIAL_ID,
            }
          : undefined,
    },
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === '1',
  };
}

/** What a serving instance cannot do without, beyond well-formed values: the missing ones, named. */
export function missingForServer(c: Config): string[] {
  const missing: string[] = [];
  if (!c.databaseUrl)
    missing.push(
      'DATABASE_URL must be set (postgresql://…; `pnpm start` starts an embedded PostgreSQL when it is unset)',
    );
  if (!c.authSecret)
    missing.push(
      'AUTH_SECRET must be set (at least 32 characters; `pnpm start` generates one into .data/secrets.json)',
    );
  return missing;
}

// one per module instance: the app server and Next's bundle each parse the same environment once
let cached: Config | undefined;

/** The process's configuration, parsed from process.env on first use. */
export function config(): Config {
  return (cached ??= parseConfig(process.env));
}

/**
 * The configuration a server needs, checked at start-up: every invalid variable and every missing
 * required one in one ConfigError.
 */
export function requireServerConfig(): Config {
  let c: Config;
  try {
    c = config();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    // name the missing ones too, from what did parse
    const named = (line: string) => line.slice(0, line.indexOf(' '));
    const missing = missingForServer(
      parseConfig(
        Object.fromEntries(Object.entries(process.env).filter(([name]) => !e.problems.some((p) => named(p) === name))),
      ),
    );
    throw new ConfigError([...e.problems, ...missing.filter((m) => !e.problems.some((p) => named(p) === named(m)))]);
  }
  const missing = missingForServer(c);
  if (missing.length) throw new ConfigError(missing);
  return c;
}

/** Forgets the parsed configuration, so the next config() reads process.env again (tests that change it). */
export function resetConfigForTests(): void {
  cached = undefined;
}

/**
 * The whole environment of the document reader's child process: the time zone, locale and temporary
 * directory, nothing else. The server's own environment holds the signing keys, the seal's PKCS#12
 * password and the database URL; a process that reads hostile files inherits none of it.
 */
export function childEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['TZ', 'LANG', 'TMPDIR'] as const) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}
