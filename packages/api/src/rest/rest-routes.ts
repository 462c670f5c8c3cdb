// The REST route table, generated once from the procedures' OpenAPI meta (the same meta the
// OpenAPI document is generated from): method + path template → procedure. Also the one place that
// turns a query string into the procedure's input (strings coerced to the schema's numbers,
// booleans and arrays), so GET and DELETE operations take typed query parameters.
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { ApiMeta } from '../trpc/meta.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A zod v4 schema as seen at runtime: its definition and, for objects, its shape. */
interface ZodLike {
  _zod?: { def: { type: string; innerType?: ZodLike; in?: ZodLike; element?: ZodLike; shape?: Record<string, ZodLike> } };
}

export interface RestRoute {
  method: Method;
  /** the path template of API.md, e.g. `/companies/financials/{companyId}` */
  template: string;
  procedurePath: string;
  procedure: AnyTRPCProcedure;
  type: 'query' | 'mutation';
  successStatus: number;
  /** when the status depends on the answer (meta.successStatusFor) */
  successStatusFor?: (output: unknown) => number;
  /** the input is void: nothing from the request is passed */
  voidInput: boolean;
  /** per top-level input field: how to coerce a query-string value */
  queryFields: Map<string, FieldCoercion>;
  match(pathname: string): Record<string, string> | null;
}

type Scalar = 'number' | 'boolean' | 'bigint' | 'date' | 'string';
interface FieldCoercion {
  array: boolean;
  scalar: Scalar;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

function unwrap(schema: ZodLike | undefined): ZodLike | undefined {
  let s = schema;
  for (let i = 0; i < 10 && s?._zod; i++) {
    const def = s._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else break;
  }
  return s;
}

function scalarOf(schema: ZodLike | undefined): Scalar {
  const type = unwrap(schema)?._zod?.def.type;
  return type === 'number' || type === 'boolean' || type === 'bigint' || type === 'date' ? type : 'string';
}

function fieldCoercion(schema: ZodLike): FieldCoercion {
  const inner = unwrap(schema);
  if (inner?._zod?.def.type === 'array') return { array: true, scalar: scalarOf(inner._zod.def.element) };
  return { array: false, scalar: scalarOf(inner) };
}

function coerceScalar(value: string, scalar: Scalar): unknown {
  switch (scalar) {
    case 'number': {
      const n = value.trim() === '' ? Number.NaN : Number(value);
      return Number.isFinite(n) ? n : value; // left as a string: the schema then names the field
    }
    case 'bigint':
      return /^-?\d+$/.test(value) ? BigInt(value) : value;
    case 'boolean':
      return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
    case 'date': {
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? value : d;
    }
    default:
      return value;
  }
}

/** Query parameters → input object: repeated keys become arrays, values typed by the schema. */
export function queryToInput(route: Pick<RestRoute, 'queryFields'>, params: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    const field = route.queryFields.get(key);
    if (!field) {
      input[key] = values.length === 1 ? values[0] : values;
      continue;
    }
    const typed = values.map((v) => coerceScalar(v, field.scalar));
    input[key] = field.array ? typed : typed.length === 1 ? typed[0] : typed;
  }
  return input;
}

function compile(template: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  const re = new RegExp(`^${source}$`, 'i');
  return (pathname) => {
    const m = re.exec(pathname);
    if (!m) return null;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return params;
  };
}

export const normalizePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`;

export interface RestRouteTable {
  /** the route for this method and path, or the methods the path has (for a 405) */
  find(method: string, pathname: string): { route: RestRoute; params: Record<string, string> } | { route: null; allowed: string[] };
  routes: readonly RestRoute[];
}

export function buildRouteTable(router: AnyTRPCRouter): RestRouteTable {
  const routes: RestRoute[] = [];
  for (const [procedurePath, procedure] of Object.entries(router._def.procedures as Record<string, AnyTRPCProcedure>)) {
    const meta = (procedure._def.meta ?? {}) as ApiMeta;
    const openapi = meta.openapi;
    if (!openapi || procedure._def.type === 'subscription') continue;
    const input = (procedure._def as { inputs?: ZodLike[] }).inputs?.[0];
    const inputType = unwrap(input)?._zod?.def.type;
    const shape = unwrap(input)?._zod?.def.shape ?? {};
    const template = normalizePath(openapi.path);
    routes.push({
      method: openapi.method as Method,
      template,
      procedurePath,
      procedure,
      type: procedure._def.type as 'query' | 'mutation',
      successStatus: meta.successStatus ?? 200,
      successStatusFor: meta.successStatusFor,
      voidInput: !input || inputType === 'void' || inputType === 'undefined' || inputType === 'never',
      queryFields: new Map(Object.entries(shape).map(([key, s]) => [key, fieldCoercion(s)])),
      match: compile(template),
    });
  }
  // static segments win over parameters: /companies/linked before /companies/{companyId}
  const weight = (t: string) => t.split('/').map((s) => (s.startsWith('{') ? '1' : '0')).join('');
  routes.sort((a, b) => (weight(a.template) < weight(b.template) ? -1 : weight(a.template) > weight(b.template) ? 1 : 0));

  return {
    routes,
    find(method, pathname) {
      const path = normalizePath(pathname);
      const allowed: string[] = [];
      for (const route of routes) {
        const params = route.match(path);
        if (!params) continue;
        if (route.method === method) return { route, params };
        allowed.push(route.method);
      }
      return { route: null, allowed };
    },
  };
}
