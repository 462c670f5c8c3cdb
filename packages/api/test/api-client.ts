// Small helpers to call the REST API like an external client would.
import { randomUUID } from 'node:crypto';
import type { Db } from '@ikv/db';

interface ApiResult<T = unknown> {
  status: number;
  contentType: string;
  body: T;
  headers: Headers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed bodies
export async function call<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: {
    token?: string;
    json?: unknown;
    rawBody?: string;
    contentType?: string | null;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  if (options.rawBody !== undefined) body = options.rawBody;
  if (options.contentType === null) delete headers['content-type'];
  else if (options.contentType) headers['content-type'] = options.contentType;
  const res = await fetch(`${baseUrl}/api${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body: parsed as T,
    headers: res.headers,
  };
}

/**
 * Polls GET path on `url` until it answers `status`; returns the milliseconds that took (or fails after `ms`): how long
 * a change made on one instance takes to reach another (the caches kept honest by NOTIFY).
 */
export async function answersWithin(
  url: string,
  token: string,
  path: string,
  status: number,
  ms = 1_000,
): Promise<number> {
  const start = Date.now();
  let last = 0;
  while (Date.now() - start <= ms) {
    last = (await call(url, 'GET', path, { token })).status;
    if (last === status) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url}${path} still answered ${last} after ${ms} ms (expected ${status})`);
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@test.nl`;
export const PASSWORD = 'een-lang-en-sterk-wachtwoord';

/** Register an entrepreneur over REST and log him in; returns his access token. */
export async function registerAndLogin(
  baseUrl: string,
  overrides: { email?: string; voornaam?: string; achternaam?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const reg = await call(baseUrl, 'POST', '/auth/register', {
    json: {
      email,
      wachtwoord: PASSWORD,
      voornaam: overrides.voornaam ?? 'Test',
      achternaam: overrides.achternaam ?? 'Gebruiker',
    },
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await call<{ accessToken: string }>(baseUrl, 'POST', '/auth/login', {
    json: { email, wachtwoord: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, token: login.body.accessToken, userId: (reg.body as { id: string }).id };
}

/** Assert the RFC 9457 shape; returns the problem for further checks. */
export function expectProblem(result: ApiResult, status: number) {
  const problem = result.body as {
    type: string;
    title: string;
    status: number;
    detail: string;
    code: string;
    errors?: { path: string; message: string }[];
  };
  const ok =
    result.status === status &&
    result.contentType.startsWith('application/problem+json') &&
    typeof problem === 'object' &&
    problem !== null &&
    problem.status === status &&
    typeof problem.type === 'string' &&
    typeof problem.title === 'string' &&
    typeof problem.detail === 'string' &&
    typeof problem.code === 'string';
  if (!ok)
    throw new Error(
      `expected problem ${status}, got ${result.status} ${result.contentType} ${JSON.stringify(result.body)}`,
    );
  return problem;
}

/** An adviser straight in the database (advisers are never self-registered), logged in over REST. */
export async function createAdviserAndLogin(baseUrl: string, db: Db) {
  const { hashPassword } = await import('../src/infra/password.ts');
  const email = uniqueEmail('adviseur');
  await db.user.create({
    data: {
      email,
      passwordHash: await hashPassword(PASSWORD),
      rol: 'ADVISEUR',
      voornaam: 'Ada',
      achternaam: 'Adviseur',
      emailGeverifieerdOp: new Date(),
    },
  });
  const login = await call<{ accessToken: string }>(baseUrl, 'POST', '/auth/login', {
    json: { email, wachtwoord: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`adviser login failed: ${login.status}`);
  return { email, token: login.body.accessToken };
}
