// The REST route table, generated once from the procedures' OpenAPI meta (the same meta the
// OpenAPI document is generated from): method + path template → procedure. Also the one place that
// turns a query string into the procedure's input (strings coerced to the schema's numbers,
// booleans and arrays), so GET and DELETE operations take typed query parameters.
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import { listProcedures, schemaKind, type SchemaKind } from './trpc-zod-internals.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RestRoute {
  method: Method;
  /** the path template of API.md, e.g. `/companies/financials/{companyId}` */
  template: string;
  procedurePath: string;
  procedure: AnyTRPCProcedure;
  type: 'query' | 'mutation';
  /** what invokeProcedure needs, built once */
  call: { path: string; type: 'query' | 'mutation'; procedure: AnyTRPCProcedure };
  /** the procedure's input and output schemas (zod), when it declares them */
  input: unknown;
  output: unknown;
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

/** The kind of the schema under its wrappers (optional, default, …) and pipes. */
function unwrap(schema: unknown): SchemaKind | undefined {
  let kind = schemaKind(schema);
  for (let i = 0; i < 10 && kind; i++) {
    if (WRAPPERS.has(kind.type) && kind.innerType) kind = schemaKind(kind.innerType);
    else if (kind.type === 'pipe' && kind.in) kind = schemaKind(kind.in);
    else break;
  }
  return kind;
}

function scalarOf(kind: SchemaKind | undefined): Scalar {
  const type = kind?.type;
  return type === 'number' || type === 'boolean' || type === 'bigint' || type === 'date' ? type : 'string';
}

function fieldCoercion(schema: unknown): FieldCoercion {
  const inner = unwrap(schema);
  if (inner?.type === 'array') return { array: true, scalar: scalarOf(unwrap(inner.element)) };
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

const normalizePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`;

/** What a look-up found: the route with its path parameters, or the methods the path has (for a 405). Shared: read only. */
type Found =
  { route: RestRoute; params: Readonly<Record<string, string>> } | { route: null; allowed: readonly string[] };

/** How many method+path look-ups the table remembers, and the longest it keeps (characters). */
const RECENT_MAX = 1000;
const RECENT_KEY_MAX = 256;

interface RestRouteTable {
  /** the route for this method and path, or the methods the path has (for a 405) */
  find(method: string, pathname: string): Found;
  routes: readonly RestRoute[];
}

export function buildRouteTable(router: AnyTRPCRouter): RestRouteTable {
  const routes: RestRoute[] = [];
  for (const { path: procedurePath, procedure, type, meta, input, output } of listProcedures(router)) {
    const openapi = meta.openapi;
    if (!openapi || type === 'subscription') continue;
    const inputType = unwrap(input)?.type;
    const shape = unwrap(input)?.shape ?? {};
    const template = normalizePath(openapi.path);
    routes.push({
      method: openapi.method as Method,
      template,
      procedurePath,
      procedure,
      type,
      call: { path: procedurePath, type, procedure },
      input,
      output,
      successStatus: meta.successStatus ?? 200,
      successStatusFor: meta.successStatusFor,
      voidInput: !input || inputType === 'void' || inputType === 'undefined' || inputType === 'never',
      queryFields: new Map(Object.entries(shape).map(([key, s]) => [key, fieldCoercion(s)])),
      match: compile(template),
    });
  }
  // static segments win over parameters: /companies/linked before /companies/{companyId}
  const weight = (t: string) =>
    t
      .split('/')
      .map((s) => (s.startsWith('{') ? '1' : '0'))
      .join('');
  routes.sort((a, b) =>
    weight(a.template) < weight(b.template) ? -1 : weight(a.template) > weight(b.template) ? 1 : 0,
  );

  const scan = (method: string, path: string): Found => {
    const allowed: string[] = [];
    for (const route of routes) {
      const params = route.match(path);
      if (!params) continue;
      if (route.method === method) return { route, params };
      allowed.push(route.method);
    }
    return { route: null, allowed };
  };
  // the answers for recent method+path pairs: a request is looked up twice (the server's "is it
  // REST?" and the dispatch), and clients call the same paths again; bounded, oldest out first
  const recent = new Map<string, Found>();
  return {
    routes,
    find(method, pathname) {
      const key = `${method} ${pathname}`;
      const known = recent.get(key);
      if (known) return known;
      const found = scan(method, normalizePath(pathname));
      if (key.length > RECENT_KEY_MAX) return found; // a path longer than any of ours is not worth the memory
      if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
      recent.set(key, found);
      return found;
    },
  };
}
