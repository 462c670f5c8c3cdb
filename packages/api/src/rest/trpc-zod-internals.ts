// The one file that reads tRPC's and zod's private internals. trpc-zod-internals.test.ts pins each
// read below to the installed versions of @trpc/server and zod and fails loudly when either is
// upgraded, so a minor release that reshapes them cannot break the REST door, the OpenAPI document or
// the live feed silently; it also scans the API's and the web app's sources and fails on any other
// file that reads `._def`, `._zod` or imports `unstable-core-do-not-import`.
//
// Why internals at all:
// - The route table (rest-routes.ts), the success statuses and the authorisation matrix need each
//   procedure's path, type, meta and input schema. tRPC has no public listing of a router's
//   procedures; trpc-to-openapi reads the same `_def` fields.
// - The REST door calls the matched procedure itself. tRPC's public server caller
//   (createCallerFactory → createCaller) does the same call behind a proxy built per request:
//   measured at +3 to +8 µs CPU per call (node 20, 200 000 calls, alternating; the cached POST /kvk
//   costs ~0.3 ms CPU in all), on the path `pnpm bench` holds to half the minimal server, so the
//   direct call stays, here.
// - Turning a query string into typed input needs a schema's kind (number, boolean, array, object
//   shape, through optional/default/pipe wrappers): zod 4 keeps that on `schema._zod.def`.
// - The live feed (live-sse-node.ts) writes tRPC's server-sent-events format itself and needs the
//   router's root config (sse options, error formatter) for it.
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { ApiMeta } from '../trpc/meta.ts';

/** The versions every read below was checked against (trpc-to-openapi reads the same fields). */
export const PINNED_VERSIONS = { '@trpc/server': '11.22.1', zod: '4.6.7' } as const;

// ——— tRPC ———

type ProcedureType = 'query' | 'mutation' | 'subscription';

/** A procedure as the REST door, the OpenAPI document and the tests see it. */
interface ProcedureInfo {
  /** dotted path, e.g. `companies.financials.submit` */
  path: string;
  type: ProcedureType;
  meta: ApiMeta;
  /** the first input schema (a zod schema), or undefined when the procedure takes none */
  input: unknown;
  /** the output schema, when the procedure declares one */
  output: unknown;
  procedure: AnyTRPCProcedure;
}

interface ProcedureDef {
  type: ProcedureType;
  meta?: ApiMeta;
  inputs?: unknown[];
  output?: unknown;
}

const defOf = (procedure: AnyTRPCProcedure) => (procedure as unknown as { _def: ProcedureDef })._def;

/** Every procedure of the router (flattened, dotted paths), in the router's order. */
export function listProcedures(router: AnyTRPCRouter): ProcedureInfo[] {
  const procedures = (router as unknown as { _def: { procedures: Record<string, AnyTRPCProcedure> } })._def.procedures;
  return Object.entries(procedures).map(([path, procedure]) => {
    const def = defOf(procedure);
    return { path, type: def.type, meta: def.meta ?? {}, input: def.inputs?.[0], output: def.output, procedure };
  });
}

/**
 * Calls a procedure as tRPC's own caller does (createCaller, the HTTP adapters): its middleware,
 * input parsing and output validation all run. `input` is the raw input, parsed by the procedure.
 */
export function invokeProcedure(
  info: Pick<ProcedureInfo, 'path' | 'type' | 'procedure'>,
  ctx: unknown,
  input: unknown,
): Promise<unknown> {
  const call = info.procedure as unknown as (opts: {
    path: string;
    getRawInput: () => Promise<unknown>;
    ctx: unknown;
    type: ProcedureType;
    signal: AbortSignal | undefined;
    batchIndex: number;
  }) => Promise<unknown>;
  return call({
    path: info.path,
    getRawInput: () => Promise.resolve(input),
    ctx,
    type: info.type,
    signal: undefined,
    batchIndex: 0,
  });
}

/** The router's root config: what initTRPC.create() was given (sse, errorFormatter) plus tRPC's defaults. */
export function routerConfig<TRouter extends AnyTRPCRouter>(router: TRouter): TRouter['_def']['_config'] {
  return (router as unknown as { _def: { _config: TRouter['_def']['_config'] } })._def._config;
}

/** The headers tRPC's SSE producer answers with (`sseHeaders` in @trpc/server's core). */
export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

/** tRPC's own test for a stream aborted by the client (`isAbortError` in @trpc/server's core). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

// ——— zod ———

/** What the REST door needs to know of a zod schema's kind. */
export interface SchemaKind {
  /** zod's type name: 'object', 'array', 'number', 'optional', 'pipe', … */
  type: string;
  /** optional, nullable, default, prefault, catch, readonly, nonoptional: the wrapped schema */
  innerType?: unknown;
  /** pipe (also a transform after a schema): the schema that reads the input */
  in?: unknown;
  /** array: the element schema */
  element?: unknown;
  /** object: its fields */
  shape?: Record<string, unknown>;
}

/** The kind of a zod 4 schema, or undefined for anything that is not one. */
export function schemaKind(schema: unknown): SchemaKind | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const def = (schema as { _zod?: { def?: SchemaKind } })._zod?.def;
  return def && typeof def.type === 'string' ? def : undefined;
}
