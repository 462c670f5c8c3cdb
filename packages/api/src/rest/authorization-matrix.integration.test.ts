// The authorisation matrix of the whole REST API, generated from the OpenAPI document: every
// operation is called anonymously, by the wrong role, and by entrepreneur A on entrepreneur B's
// resources, and must answer 401 / 403 / 404 with a problem+json body and leave the database as it
// was. A new operation is covered without anyone remembering: its roles come from the procedure
// meta (roleProcedure) or, for a hand-written route, from its row in hand-written-routes.ts (the
// same table the document takes it from), its path parameters from test/world.ts (the test fails
// with a message saying what to add when a parameter is unknown).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../root.ts';
import { getOpenApiDocument, HTTP_METHODS } from './openapi-document.ts';
import { handWrittenOperation } from './hand-written-routes.ts';
import { listProcedures } from './trpc-zod-internals.ts';
import { call } from '../../test/api-client.ts';
import { changedTables, dbChecksum } from '../../test/db-checksum.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { buildWorld, clientWithout, fillPath, validBody, validMultipart, type World } from '../../test/world.ts';
import type { ApiMeta } from '../trpc/meta.ts';

type Op = {
  method: string;
  path: string;
  operationId: string;
  isPublic: boolean;
  roles: readonly string[] | null;
  /** an API client's operation (clientProcedure), with its scope */
  client: ApiMeta['client'] | null;
};
type Row = { operation: string; anonymous: string; wrongRole: string; client: string; otherEntrepreneur: string };

/**
 * Hand-written operations that are not in the matrix, with where they are tested instead.
 * POST /oauth/token: RFC 6749 answers (not problem+json), its own tests in
 * modules/integraties/oauth.integration.test.ts.
 */
const NOT_IN_MATRIX = new Set(['oauth-token']);

/** Path parameters that name something every logged-in user may read (not a resource of B). */
const NOT_PRIVATE = new Set(['kvkNummer', 'adviserId']);

/**
 * Operations where another entrepreneur's id is rejected with something else than 404, with the
 * reason. (Empty: every resource operation hides other people's resources behind 404.)
 */
const OTHER_ENTREPRENEUR_EXCEPTIONS: Record<string, { status: number; why: string }> = {};

function operations(): Op[] {
  const doc = getOpenApiDocument() as unknown as {
    paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
  };
  const procedures = listProcedures(appRouter);
  const roles = new Map(procedures.map((p) => [p.path, p.meta.roles ?? null]));
  const clients = new Map(procedures.map((p) => [p.path, p.meta.client ?? null]));
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      // operations under the API's base only: GET /.well-known/jwks.json and GET /.well-known/ikv-ca.pem
      // (public, at the site's root) are checked without a credential in verklaring.integration.test.ts
      // and verklaring-seal.integration.test.ts
      if (!HTTP_METHODS.has(method) || 'servers' in item || NOT_IN_MATRIX.has(op.operationId)) continue;
      const procedurePath = op.operationId.replace(/-/g, '.');
      const handWritten = handWrittenOperation(op.operationId);
      if (!roles.has(procedurePath) && !handWritten)
        throw new Error(`${op.operationId}: neither a procedure nor a row of hand-written-routes.ts`);
      ops.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        isPublic: !op.security?.length,
        roles: handWritten ? handWritten.roles : roles.get(procedurePath)!,
        client: handWritten ? (handWritten.client ?? null) : clients.get(procedurePath)!,
      });
    }
  return ops;
}

let app: TestApp;
let world: World;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildWorld(app);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function attempt(op: Op, token: string | undefined, path: string) {
  const before = await dbChecksum(app.db);
  // a multipart operation (documents.upload) gets a valid multipart body, so a refusal comes from authorisation
  const multipart = validMultipart(op.operationId);
  const res = multipart
    ? await call(app.url, op.method, path, { token, rawBody: multipart.body, contentType: multipart.contentType })
    : await call(app.url, op.method as 'GET', path, {
        token,
        json: op.method === 'GET' || op.method === 'HEAD' ? undefined : validBody(op.operationId, world),
      });
  const after = await dbChecksum(app.db);
  return { res, changed: before === after ? [] : changedTables(before, after) };
}

describe('authorisation matrix (every operation × every caller)', () => {
  it('answers 401 anonymous, 403 wrong role or kind of caller, 404 on another’s resources, and writes nothing', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(80);
    const rows: Row[] = [];
    const failures: string[] = [];
    for (const op of ops) {
      const row: Row = {
        operation: `${op.method} ${op.path}`,
        anonymous: '–',
        wrongRole: '–',
        client: '–',
        otherEntrepreneur: '–',
      };
      const path = fillPath(op.path, world);
      const check = (column: keyof Row, res: Awaited<ReturnType<typeof attempt>>, expected: number) => {
        row[column] = String(res.res.status);
        if (res.res.status !== expected)
          failures.push(
            `${op.operationId} ${column}: expected ${expected}, got ${res.res.status} ${JSON.stringify(res.res.body).slice(0, 200)}`,
          );
        else if (!res.res.contentType.startsWith('application/problem+json'))
          failures.push(`${op.operationId} ${column}: ${expected} without problem+json`);
        if (res.changed.length)
          failures.push(`${op.operationId} ${column}: a rejected request changed ${res.changed.join(', ')}`);
      };

      if (!op.isPublic) check('anonymous', await attempt(op, undefined, path), 401);

      const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const privateParam = params.some((p) => !NOT_PRIVATE.has(p));

      if (op.client) {
        // an API client's operation: a person's token 403, a client without the scope 403, another
        // organisation's client 404 on the resources of the office B is linked to
        check('wrongRole', await attempt(op, world.a.token, path), 403);
        if (op.client.scope) check('client', await attempt(op, clientWithout(op.client.scope, world).token, path), 403);
        if (privateParam) check('otherEntrepreneur', await attempt(op, world.otherClient.token, path), 404);
        rows.push(row);
        continue;
      }
      // a client's token works only on the client operations
      if (!op.isPublic) check('client', await attempt(op, world.client.token, path), 403);

      if (op.roles?.length === 1) {
        const wrong = op.roles[0] === 'ADVISEUR' ? world.a.token : world.c.token;
        check('wrongRole', await attempt(op, wrong, path), 403);
      }

      if (privateParam && !op.isPublic && (op.roles === null || op.roles.includes('ONDERNEMER'))) {
        const expected = OTHER_ENTREPRENEUR_EXCEPTIONS[op.operationId]?.status ?? 404;
        check('otherEntrepreneur', await attempt(op, world.a.token, path), expected);
      }
      rows.push(row);
    }
    console.log(
      `\nAuthorisation matrix: ${ops.length} operations (– = not applicable: public, any role, or no private resource; client = an API client's token, or for client operations one without the scope)\n`,
    );
    console.table(rows);
    expect(failures).toEqual([]);
  }, 180_000);

  it('knows every path parameter of the document', () => {
    for (const op of operations()) expect(() => fillPath(op.path, world)).not.toThrow();
  });
});
