// The configuration of the command-line scripts (`pnpm start`, `pnpm create-adviser`, `pnpm create-client`,
// `pnpm delete-adviser`, `pnpm rotate-keys`, `pnpm intake:reread`, `pnpm seed:scale`): the one place they
// read the environment (the root eslint.config.js holds them to it). The app's own
// variables are checked by the app's configuration (packages/api/src/infra/config.ts), so `pnpm start`
// refuses a bad PORT or APP_URL before it starts anything; the scripts' own ones with zod below. The
// benchmark and Lighthouse harnesses (scripts/bench*.ts, scripts/lighthouse*.ts) set and read the
// environment of the servers they start, as tests do.
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError, parseConfig, type Config } from '@ikv/api/config';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = z.preprocess(blankToUndefined, z.string().trim().optional());

const scriptSchema = z.object({
  IKV_DATA_DIR: text,
  IKV_DEMO: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 1 (seed the demo accounts) or 0' }).optional(),
  ),
  VERKLARING_SEAL_ORGANISATIE: text,
  // a password is taken as given (spaces included)
  ADVISER_PASSWORD: z.string().optional(),
  SCALE_REQUESTS: text,
  // the secrets as given (`pnpm start` generates the missing ones); their form is the app's check
  AUTH_SECRET: text,
  JWT_SECRET: text,
  TOTP_ENCRYPTION_KEY: text,
  VERKLARING_SIGNING_KEY: text,
  VERKLARING_SEAL_P12: text,
  VERKLARING_SEAL_P12_PASSWORD: z.string().optional(),
  VERKLARING_SEAL_CA_KEY: text,
});

export const GENERATED_SECRETS = [
  'AUTH_SECRET',
  'JWT_SECRET',
  'TOTP_ENCRYPTION_KEY',
  'VERKLARING_SIGNING_KEY',
  'VERKLARING_SEAL_P12',
  'VERKLARING_SEAL_P12_PASSWORD',
  'VERKLARING_SEAL_CA_KEY',
] as const;
export type SecretName = (typeof GENERATED_SECRETS)[number];

export interface ScriptConfig {
  /** the app's configuration (PORT, HOST, DATABASE_URL, APP_URL, SMTP_URL, …) */
  app: Config;
  /** IKV_DATA_DIR (.data), absolute: the embedded PostgreSQL and the generated secrets */
  dataDir: string;
  /** IKV_DEMO as given, for demoMode */
  demo: string | undefined;
  /** VERKLARING_SEAL_ORGANISATIE (IKV-service): the organisation in a generated seal certificate */
  sealOrganisatie: string;
  /** ADVISER_PASSWORD: `pnpm create-adviser` without asking */
  adviserPassword: string | undefined;
  /** SCALE_REQUESTS: the size of `pnpm seed:scale` without --requests */
  scaleRequests: string | undefined;
  /** the secrets set in the environment (the missing ones come from .data/secrets.json) */
  secrets: Partial<Record<SecretName, string>>;
  /** HOST as given (`pnpm start --dev` defaults to localhost, the server to 0.0.0.0) */
  hostGiven: string | undefined;
  /** APP_URL and AUTH_URL as given, for the server's AUTH_URL */
  urls: { APP_URL?: string; AUTH_URL?: string };
  /** IKV_DEV_MAILBOX as given */
  devMailbox: string | undefined;
}

/** The scripts' configuration from the environment; throws ConfigError naming every invalid variable. */
export function scriptConfig(
  root: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ScriptConfig {
  const problems: string[] = [];
  let app: Config | undefined;
  try {
    app = parseConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    problems.push(...e.problems);
  }
  const parsed = scriptSchema.safeParse(env);
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems.push(`${String(issue.path[0])} ${issue.message}`);
  if (problems.length || !app || !parsed.success) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = e.IKV_DATA_DIR ?? '.data';
  const secrets: Partial<Record<SecretName, string>> = {};
  for (const name of GENERATED_SECRETS) if (e[name] !== undefined) secrets[name] = e[name];
  return {
    app,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(root, dataDir),
    demo: e.IKV_DEMO,
    sealOrganisatie: e.VERKLARING_SEAL_ORGANISATIE ?? 'IKV-service',
    adviserPassword: e.ADVISER_PASSWORD,
    scaleRequests: e.SCALE_REQUESTS,
    secrets,
    hostGiven: env.HOST?.trim() || undefined,
    urls: { APP_URL: app.appUrl, AUTH_URL: app.authUrl },
    devMailbox: env.IKV_DEV_MAILBOX?.trim() || undefined,
  };
}

/** The environment for a child process (the app server), with `overrides` on top. */
export function childEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

/**
 * Sets variables in this process's environment, for the app's configuration to read next (a command
 * that runs the app's code with a secret `pnpm start` generated, e.g. `pnpm rotate-keys`).
 */
export function setForThisProcess(vars: Record<string, string>): void {
  Object.assign(process.env, vars);
}
