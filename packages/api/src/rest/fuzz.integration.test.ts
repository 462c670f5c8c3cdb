// Fuzzing every operation of the REST API from its OpenAPI schema (test/fuzz/requests.ts): by
// default 10 000 malformed and boundary requests (FUZZ_RUNS, FUZZ_SEED to replay; `pnpm fuzz` runs
// 200 000), spread evenly over the operations, as the owner of real resources, as an adviser and
// anonymously. Asserted for every answer: no 5xx; every 4xx is application/problem+json with
// type/title/status; a rejected write (POST/PUT/PATCH/DELETE answered 4xx) changed no table (a
// checksum of every table before and after it). Successful
// answers are allowed (a boundary value can be valid); their shape is enforced by each
// procedure's output schema, whose violation would be a 500 here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOpenApiDocument, HTTP_METHODS } from './openapi-document.ts';
import { changedTables, dbChecksum } from '../../test/db-checksum.ts';
import { generate, rng, type FuzzRequest, type JsonSchema, type Operation } from '../../test/fuzz/requests.ts';
import { issueTokens } from '../modules/auth/tokens.service.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { buildWorld, fillPath, validBody, type World } from '../../test/world.ts';
import { clientToken } from '../../test/clients.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        security?: unknown[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        parameters?: { name: string; in: string; schema: JsonSchema }[];
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

let app: TestApp;
let world: World;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildWorld(app);
  tokensIssuedAt = Date.now();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/**
 * Operations whose success ends the caller's session (logout, whatever refresh token it names) or
 * all of them: signed in, they are sent as entrepreneur A, whom nothing else here uses, on a session
 * of his own made just before, so that B's and C's tokens stay valid for the whole run.
 */
const ENDS_SESSION = new Set(['auth-logout', 'auth-logoutAll']);

/**
 * A new session of the account, made as a login makes it. Not over HTTP: the fuzzer's own failed
 * logins from 127.0.0.1 soon close the login door for that address (429), as they should.
 */
async function newSessionOf(email: string): Promise<string> {
  const user = await app.db.user.findUniqueOrThrow({ where: { email } });
  sessionMade = true;
  return (await issueTokens(app.db, user, new Date())).accessToken;
}

/**
 * B's and C's access tokens live 15 minutes, and a long run (`pnpm fuzz`, or a loaded machine)
 * outlasts them: like a real client they get new tokens before that, so that a refusal of their
 * token is always a defect (below) and never the clock.
 */
const TOKEN_RENEW_MS = 10 * 60_000;
let tokensIssuedAt = Date.now();
/** set when a session was made since the last table checksum: the checksum is taken anew after it */
let sessionMade = false;

/** The API clients' operations (oauth2 security): their "owner" is the client B is linked to. */
const clientOperations = new Set<string>();

/**
 * The caller's token, made before the checksum: a fresh session of A for a session-ending operation,
 * else B's (the linked API client's on a client operation) or C's.
 */
async function tokenFor(req: FuzzRequest): Promise<string | undefined> {
  if (req.caller === 'anonymous') return undefined;
  if (ENDS_SESSION.has(req.operationId)) return newSessionOf(world.a.email);
  if (Date.now() - tokensIssuedAt > TOKEN_RENEW_MS) {
    [world.b.token, world.c.token] = [await newSessionOf(world.b.email), await newSessionOf(world.c.email)];
    world.client.token = await clientToken(app.url, world.client);
    sessionMade = true;
    tokensIssuedAt = Date.now();
  }
  if (req.caller === 'owner' && clientOperations.has(req.operationId)) return world.client.token;
  return req.caller === 'owner' ? world.b.token : world.c.token;
}

/** POST /oauth/token answers its 400 and 401 as RFC 6749 §5.2 says: JSON with an `error` code. */
function oauthDefect(res: { status: number; contentType: string; text: string }): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status !== 400 && res.status !== 401) return problemDefect(res);
  if (!res.contentType.startsWith('application/json')) return `${res.status} with content-type "${res.contentType}"`;
  try {
    const body = JSON.parse(res.text) as { error?: unknown };
    return typeof body.error === 'string' ? null : `${res.status} without an error code: ${res.text.slice(0, 200)}`;
  } catch {
    return `${res.status} with a body that is not JSON`;
  }
}

async function send(req: FuzzRequest, token: string | undefined) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const bodyAllowed = req.method !== 'GET' && req.method !== 'HEAD';
  if (req.contentType && bodyAllowed) headers['content-type'] = req.contentType;
  const res = await fetch(`${app.url}/api${req.path}`, {
    method: req.method,
    headers,
    body: bodyAllowed ? req.rawBody : undefined,
  });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
}

function problemDefect(res: { status: number; contentType: string; text: string }): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status < 400) return null;
  if (!res.contentType.startsWith('application/problem+json'))
    return `${res.status} with content-type "${res.contentType}"`;
  try {
    const p = JSON.parse(res.text) as { type?: unknown; title?: unknown; status?: unknown };
    if (typeof p.type !== 'string' || typeof p.title !== 'string' || p.status !== res.status)
      return `${res.status} with an incomplete problem: ${res.text.slice(0, 200)}`;
  } catch {
    return `${res.status} with a body that is not JSON`;
  }
  return null;
}

const describeReq = (r: FuzzRequest) =>
  `${r.operationId} [${r.kind}] as ${r.caller}: ${r.method} ${r.path.slice(0, 160)} ${r.contentType ?? ''} ${(r.rawBody ?? '').slice(0, 160)}`;

describe('fuzzing every operation from its schema', () => {
  it(`${RUNS} malformed and boundary requests: no 5xx, problem+json on every 4xx, no write by a rejected request`, async () => {
    const doc = getOpenApiDocument() as unknown as Doc;
    const components = doc.components?.schemas ?? {};
    const ops: Operation[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        // operations only, and only those under the API's base (GET /.well-known/jwks.json takes no input)
        if (!HTTP_METHODS.has(method) || 'servers' in item) continue;
        if (op.security?.some((sec) => !!sec && typeof sec === 'object' && 'ClientCredentials' in sec))
          clientOperations.add(op.operationId);
        ops.push({
          method: method.toUpperCase(),
          path,
          operationId: op.operationId,
          isPublic: !op.security?.length,
          body: op.requestBody?.content['application/json']?.schema ?? null,
          multipart: op.requestBody?.content['multipart/form-data']?.schema ?? null,
          query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        });
      }
    const r = rng(SEED);
    const defects: string[] = [];
    const statuses = new Map<number, number>();
    const kinds = new Map<string, number>();
    const lastAccepted = new Map<string, string>();
    // every rejected request that may write (anything but GET/HEAD) is checked on its own: the
    // checksum after it must equal the one before it
    let baseline: string | null = null;
    let checked = 0;
    for (let i = 0; i < RUNS; i++) {
      const op = ops[i % ops.length]!;
      const req = generate(op, r, validBody(op.operationId, world), (p) => fillPath(p, world), components);
      const writes = req.method !== 'GET' && req.method !== 'HEAD';
      const token = await tokenFor(req);
      if (writes && (baseline === null || sessionMade)) baseline = await dbChecksum(app.db);
      sessionMade = false;
      const res = await send(req, token);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const kind = req.kind.split(':')[0]!;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const defect = req.operationId === 'oauth-token' ? oauthDefect(res) : problemDefect(res);
      if (defect) defects.push(`${defect} ← ${describeReq(req)}`);
      // B's and C's tokens are never ended (see ENDS_SESSION): a 401 for them is an answer that
      // tells the caller nothing about his input, so a test that kept getting it would test nothing
      if (
        res.status === 401 &&
        req.caller !== 'anonymous' &&
        !ENDS_SESSION.has(req.operationId) &&
        res.text.includes('/unauthenticated')
      )
        defects.push(
          `the ${req.caller}'s token was refused ← ${describeReq(req)}; his last accepted request: ${lastAccepted.get(req.caller) ?? 'none'}`,
        );
      if (res.status < 300) lastAccepted.set(req.caller, describeReq(req));
      // an accepted export request is prepared in the background: let it finish before the next
      // request's checksum, so its writes are not taken for the next request's
      if (res.status < 300 && writes && /export/i.test(req.operationId)) {
        for (let t = 0; t < 200 && (await app.db.accountExport.count({ where: { status: 'BEZIG' } })) > 0; t++)
          await new Promise((done) => setTimeout(done, 50));
        await new Promise((done) => setTimeout(done, 100));
      }
      if (!writes) {
        baseline = null; // a read may legitimately write (a chat read mark, the registry cache)
        continue;
      }
      const after = await dbChecksum(app.db);
      if (res.status >= 400) {
        checked++;
        if (after !== baseline)
          defects.push(
            `rejected (${res.status}) but changed ${changedTables(baseline!, after).join(', ')} ← ${describeReq(req)}`,
          );
      }
      baseline = after;
      if (defects.length > 20) break;
    }
    console.log(
      `\nFuzzing: seed ${SEED}, ${RUNS} requests over ${ops.length} operations\n  statuses: ${[...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(
          ' ',
        )}\n  database checked unchanged around each of ${checked} rejected writes (POST/PUT/PATCH/DELETE)\n  kinds: ${[...kinds.entries()].map(([k, n]) => `${k}×${n}`).join(' ')}`,
    );
    expect(defects).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(Math.min(RUNS, 1));
  }, 900_000);
});
