import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, config, parseConfig, requireServerConfig, resetConfigForTests } from './config.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  throw new Error('the environment passed');
}

describe('parseConfig', () => {
  it('an empty environment gives the documented defaults', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databasePoolSize: 10,
      mailFrom: 'IKV-service <no-reply@ikv.localhost>',
      jobsDisabled: false,
      intakeDisabled: false,
      intake: { timeoutMs: 30_000, memoryMb: 768 },
      logLevel: 'info',
      logPretty: true,
      otel: { endpoint: undefined, serviceName: 'ikv-service' },
      verklaring: { sealP12Password: '' },
      webhookAllowLoopback: false,
    });
    expect(parseConfig({ WEBHOOK_ALLOW_LOOPBACK: '1' }).webhookAllowLoopback).toBe(true);
    expect(parseConfig({ WEBHOOK_ALLOW_LOOPBACK: '0' }).webhookAllowLoopback).toBe(false);
    expect(c.trustedProxies.size).toBe(0);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('a remote seal (CSC_URL) needs its token endpoint and OAuth client, and never shows the secret', () => {
    expect(parseConfig({}).verklaring.csc).toBeUndefined();
    expect(problemsOf({ CSC_URL: 'https://tsp.example.eu/csc/v2', CSC_CLIENT_SECRET: 'geheim-geheim' })).toEqual([
      'CSC_TOKEN_URL must be set with CSC_URL (the remote seal)',
      'CSC_CLIENT_ID must be set with CSC_URL (the remote seal)',
    ]);
    expect(problemsOf({ CSC_URL: 'ftp://tsp', CSC_CLIENT_SECRET: 'geheim-geheim' }).join()).not.toContain('geheim');
    expect(
      parseConfig({
        CSC_URL: 'https://tsp.example.eu/csc/v2',
        CSC_TOKEN_URL: 'https://tsp.example.eu/oauth2/token',
        CSC_CLIENT_ID: 'ikv',
        CSC_CLIENT_SECRET: 'geheim-geheim',
        CSC_CREDENTIAL_ID: ' ',
      }).verklaring.csc,
    ).toEqual({
      url: 'https://tsp.example.eu/csc/v2',
      tokenUrl: 'https://tsp.example.eu/oauth2/token',
      clientId: 'ikv',
      clientSecret: 'geheim-geheim',
      credentialId: undefined,
    });
  });

  it('reads and converts the variables; blank means unset', () => {
    const c = parseConfig({
      NODE_ENV: 'production',
      PORT: '4100',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://u@db/ikv',
      DATABASE_POOL_SIZE: '25',
      LOG_LEVEL: 'WARN',
      IKV_DISABLE_JOBS: '1',
      TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8',
      APP_URL: '  ',
      MAIL_FROM: 'x <x@example.nl>',
    });
    expect(c).toMatchObject({
      nodeEnv: 'production',
      port: 4100,
      host: '127.0.0.1',
      databasePoolSize: 25,
      logLevel: 'warn',
      jobsDisabled: true,
      appUrl: undefined,
      mailFrom: 'x <x@example.nl>',
    });
    expect(c.databaseListenUrl).toBe('postgresql://u@db/ikv');
    expect(c.trustedProxies.size).toBe(2);
  });

  it('the secrets fall back as documented: JWT_SECRET to AUTH_SECRET, AUTH_SECRET to NEXTAUTH_SECRET', () => {
    expect(parseConfig({ AUTH_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(parseConfig({ NEXTAUTH_SECRET: SECRET })).toMatchObject({ authSecret: SECRET, jwtSecret: SECRET });
    expect(parseConfig({ AUTH_SECRET: SECRET, JWT_SECRET: `${SECRET}-jwt` }).jwtSecret).toBe(`${SECRET}-jwt`);
  });

  it('names every invalid variable in one error, in plain words, without showing secrets', () => {
    const problems = problemsOf({
      PORT: 'drieduizend',
      APP_URL: 'ikv.example.nl',
      DATABASE_URL: 'mysql://x',
      AUTH_SECRET: 'kort',
      METRICS_TOKEN: 'geheim',
      LOG_LEVEL: 'loud',
      TRUSTED_PROXIES: '10.0.0.0/8 proxy.local',
      IKV_DISABLE_JOBS: 'true',
      VERKLARING_RETIRED_KEYS: '{kapot',
      SMTP_URL: 'http://mail',
    });
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (it is "drieduizend")',
      'APP_URL must be a URL starting with http:// or https://, e.g. https://ikv.example.nl (it is "ikv.example.nl")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://, e.g. postgresql://user:password@db.example.nl:5432/ikv',
      'AUTH_SECRET must be at least 32 characters long',
      'SMTP_URL must be a URL starting with smtp:// or smtps://, e.g. smtps://user:pass@smtp.example.nl:465',
      'TRUSTED_PROXIES must list IP addresses or CIDR ranges ("proxy.local" is not an IP address or CIDR range) (it is "10.0.0.0/8 proxy.local")',
      'IKV_DISABLE_JOBS must be 1 (on) or 0 (off) (it is "true")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (it is "loud")',
      'METRICS_TOKEN must be at least 32 characters long',
      'VERKLARING_RETIRED_KEYS must be a JSON array of public JWKs or a JWK Set ({"keys": [...]}) (it is "{kapot")',
    ]);
    expect(() => parseConfig({ PORT: '70000', NODE_ENV: 'staging' })).toThrow(
      /2 environment variables are wrong[\s\S]*NODE_ENV must be development, production or test[\s\S]*PORT must be a whole number from 0 to 65535[\s\S]*docs\/deployment\.md/,
    );
  });
});

describe('config() and requireServerConfig()', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });

  it('parses process.env once, until reset', () => {
    process.env.PORT = '4200';
    resetConfigForTests();
    expect(config().port).toBe(4200);
    process.env.PORT = '4300';
    expect(config().port).toBe(4200);
    resetConfigForTests();
    expect(config().port).toBe(4300);
  });

  it('a server refuses to start without a database or a secret, or with a bad variable, naming all of them', () => {
    process.env = { NODE_ENV: 'test', PORT: 'x' };
    resetConfigForTests();
    const error = (() => {
      try {
        requireServerConfig();
      } catch (e) {
        return e as ConfigError;
      }
      throw new Error('started');
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (it is "x")',
      expect.stringMatching(/^DATABASE_URL must be set/),
      expect.stringMatching(/^AUTH_SECRET must be set/),
    ]);
    process.env = { NODE_ENV: 'test', DATABASE_URL: 'postgresql://u@db/ikv', AUTH_SECRET: SECRET };
    resetConfigForTests();
    expect(requireServerConfig().databaseUrl).toBe('postgresql://u@db/ikv');
  });
});
