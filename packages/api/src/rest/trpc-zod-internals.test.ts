// The contract of trpc-zod-internals.ts, pinned to the installed @trpc/server and zod: when either
// is upgraded the first test fails and names what to re-check; the others hold each private read
// to the shape the REST door, the OpenAPI document and the live feed rely on. The last one keeps
// the reads in that one file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getErrorShape, initTRPC, TRPCError } from '@trpc/server';
import * as core from '@trpc/server/unstable-core-do-not-import';
import { z } from 'zod';
import { appRouter } from '../root.ts';
import type { ApiMeta } from '../trpc/meta.ts';
import {
  invokeProcedure,
  isAbortError,
  listProcedures,
  PINNED_VERSIONS,
  routerConfig,
  schemaKind,
  SSE_HEADERS,
} from './trpc-zod-internals.ts';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(join(packageRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('trpc-zod-internals: pinned versions', () => {
  it.each(Object.entries(PINNED_VERSIONS))('%s is the version every read was checked against', (name, pinned) => {
    const installed = installedVersion(name);
    expect(
      installed,
      `${name} is ${installed}, the private reads in rest/trpc-zod-internals.ts were checked against ${pinned}: re-check each one (this file's tests, then the REST, OpenAPI and live-feed suites) and bump PINNED_VERSIONS`,
    ).toBe(pinned);
  });
});

describe('trpc-zod-internals: tRPC', () => {
  const calls: string[] = [];
  const t = initTRPC
    .context<{ user: string | null }>()
    .meta<ApiMeta>()
    .create({
      sse: { ping: { enabled: true, intervalMs: 1234 }, client: { reconnectAfterInactivityMs: 5678 } },
      errorFormatter: ({ shape }) => ({ ...shape, data: { ...shape.data, formatted: true } }),
    });
  const authed = t.procedure.use(({ ctx, next }) => {
    calls.push('middleware');
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
    return next({ ctx: { user: ctx.user } });
  });
  const input = z.object({ n: z.number().int() });
  const output = z.object({ doubled: z.number() });
  const router = t.router({
    math: t.router({
      double: authed
        .meta({ openapi: { method: 'POST', path: '/double' }, successStatus: 201, roles: ['ADVISEUR'] })
        .input(input)
        .output(output)
        .mutation(({ input: i, ctx }) => ({ doubled: i.n * 2, by: ctx.user })),
    }),
    ping: t.procedure.query(() => 'pong'),
    events: t.procedure.subscription(async function* () {
      yield 1;
    }),
  });

  it('lists every procedure with its dotted path, type, meta and schemas', () => {
    const listed = listProcedures(router);
    expect(listed.map((p) => [p.path, p.type])).toEqual([
      ['math.double', 'mutation'],
      ['ping', 'query'],
      ['events', 'subscription'],
    ]);
    const double = listed[0]!;
    expect(double.meta).toEqual({
      openapi: { method: 'POST', path: '/double' },
      successStatus: 201,
      roles: ['ADVISEUR'],
    });
    expect(double.input).toBe(input);
    expect(double.output).toBe(output);
    expect(listed[1]!.meta).toEqual({});
    expect(listed[1]!.input).toBeUndefined();
  });

  it('calls a procedure as createCaller does: middleware, input parsing, output validation, errors', async () => {
    const double = listProcedures(router)[0]!;
    const viaCaller = await t.createCallerFactory(router)({ user: 'u1' }).math.double({ n: 4 });
    calls.length = 0;
    // the output schema strips `by`, as through the caller
    await expect(invokeProcedure(double, { user: 'u1' }, { n: 4 })).resolves.toEqual(viaCaller);
    expect(viaCaller).toEqual({ doubled: 8 });
    expect(calls).toEqual(['middleware']);
    await expect(invokeProcedure(double, { user: null }, { n: 4 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(invokeProcedure(double, { user: 'u1' }, { n: 1.5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const ping = listProcedures(router)[1]!;
    await expect(invokeProcedure(ping, { user: null }, undefined)).resolves.toBe('pong');
  });

  it('reads the root config initTRPC.create() was given, which the public getErrorShape formats with', () => {
    const config = routerConfig(router);
    expect(config.sse).toEqual({
      ping: { enabled: true, intervalMs: 1234 },
      client: { reconnectAfterInactivityMs: 5678 },
    });
    const shape = getErrorShape({
      config,
      ctx: undefined,
      error: new TRPCError({ code: 'NOT_FOUND', message: 'weg' }),
      input: undefined,
      path: 'ping',
      type: 'query',
    });
    expect(shape).toMatchObject({
      message: 'weg',
      code: -32004,
      data: { code: 'NOT_FOUND', httpStatus: 404, path: 'ping', formatted: true },
    });
    // the app's own router: the live feed's sse options (trpc/init.ts)
    expect(routerConfig(appRouter).sse).toEqual({
      ping: { enabled: true, intervalMs: 15_000 },
      client: { reconnectAfterInactivityMs: 30_000 },
    });
  });

  it('answers server-sent events with the headers of tRPC’s own producer, and knows an abort as it does', () => {
    expect(SSE_HEADERS).toEqual(core.sseHeaders);
    const samples: unknown[] = [
      new DOMException('gone', 'AbortError'),
      Object.assign(new Error('x'), { name: 'AbortError' }),
      new Error('x'),
      'AbortError',
      null,
      { name: 'AbortError' },
    ];
    for (const s of samples) expect(isAbortError(s), String(s)).toBe(core.isAbortError(s));
  });
});

describe('trpc-zod-internals: zod', () => {
  it('names the kind of each schema the REST door coerces query strings by', () => {
    expect(schemaKind(z.string())?.type).toBe('string');
    expect(schemaKind(z.number().int())?.type).toBe('number');
    expect(schemaKind(z.boolean())?.type).toBe('boolean');
    expect(schemaKind(z.bigint())?.type).toBe('bigint');
    expect(schemaKind(z.date())?.type).toBe('date');
    expect(schemaKind(z.void())?.type).toBe('void');
    expect(schemaKind(z.undefined())?.type).toBe('undefined');
    expect(schemaKind(z.never())?.type).toBe('never');
    expect(schemaKind(z.enum(['A', 'B']))?.type).toBe('enum');
    expect(schemaKind({})).toBeUndefined();
    expect(schemaKind(null)).toBeUndefined();
    expect(schemaKind('string')).toBeUndefined();
  });

  it('opens wrappers, pipes, arrays and objects', () => {
    const n = z.number();
    for (const [wrapped, type] of [
      [n.optional(), 'optional'],
      [n.nullable(), 'nullable'],
      [n.default(1), 'default'],
      [n.prefault(1), 'prefault'],
      [n.catch(1), 'catch'],
      [n.readonly(), 'readonly'],
      [n.optional().nonoptional(), 'nonoptional'],
    ] as const) {
      expect(schemaKind(wrapped)?.type).toBe(type);
      const inner = schemaKind(wrapped)?.innerType;
      expect(type === 'nonoptional' ? schemaKind(inner)?.innerType : inner, type).toBe(n);
    }
    const piped = n.transform(String);
    expect(schemaKind(piped)?.type).toBe('pipe');
    expect(schemaKind(piped)?.in).toBe(n);
    expect(schemaKind(z.string().pipe(z.coerce.number()))?.in).toBeDefined();
    const array = z.array(n);
    expect(schemaKind(array)?.type).toBe('array');
    expect(schemaKind(array)?.element).toBe(n);
    const object = z.object({ a: n, b: array });
    expect(schemaKind(object)?.type).toBe('object');
    expect(schemaKind(object)?.shape).toEqual({ a: n, b: array });
    expect(schemaKind(object.strict())?.shape).toEqual({ a: n, b: array });
  });

  it('reads the input of every REST operation of the app', () => {
    for (const p of listProcedures(appRouter)) {
      if (!p.meta.openapi || p.type === 'subscription' || p.input === undefined) continue;
      expect(schemaKind(p.input), p.path).toBeDefined();
    }
  });
});

describe('trpc-zod-internals: the only reader', () => {
  it('no other source file of the API or the web app reads tRPC’s or zod’s internals', () => {
    const repo = join(packageRoot, '../..');
    const roots = [
      join(packageRoot, 'src'),
      join(packageRoot, 'test'),
      join(repo, 'apps/web/src'),
      join(repo, 'apps/web/server.ts'),
    ];
    const allowed = new Set([
      'packages/api/src/rest/trpc-zod-internals.ts',
      'packages/api/src/rest/trpc-zod-internals.test.ts',
    ]);
    const internals = /\._def\b|\._zod\b|unstable-core-do-not-import/;
    const offenders: string[] = [];
    const walk = (path: string) => {
      let entries: string[];
      try {
        entries = readdirSync(path);
      } catch {
        entries = [];
        if (!/\.tsx?$/.test(path)) return;
        const file = relative(repo, path);
        if (!allowed.has(file) && internals.test(readFileSync(path, 'utf8'))) offenders.push(file);
        return;
      }
      for (const entry of entries)
        if (entry !== 'node_modules' && entry !== 'generated' && entry !== '.next') walk(join(path, entry));
    };
    roots.forEach(walk);
    expect(offenders, 'read them through rest/trpc-zod-internals.ts').toEqual([]);
  });
});
