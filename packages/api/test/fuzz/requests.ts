// A schema-driven generator of malformed and boundary requests for every operation of the OpenAPI
// document: wrong types, missing and extra fields, null, empty, huge, unicode and injection strings,
// numbers at and beyond every bound, non-object bodies, broken JSON, wrong content types, junk path
// and query parameters, oversized bodies. Deterministic for a seed (mulberry32), so a failure can be
// replayed with FUZZ_SEED.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
};

export type Operation = {
  method: string;
  path: string;
  operationId: string;
  isPublic: boolean;
  body: JsonSchema | null;
  query: { name: string; schema: JsonSchema }[];
  /** the multipart/form-data body schema (documents.upload), if the operation takes one */
  multipart?: JsonSchema | null;
};

export type FuzzRequest = {
  operationId: string;
  kind: string;
  method: string;
  /** path with parameters filled (possibly with junk) */
  path: string;
  caller: 'owner' | 'adviser' | 'anonymous';
  contentType: string | null;
  rawBody: string | undefined;
};

export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}
type Rng = ReturnType<typeof rng>;

const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '\t\n',
  'x'.repeat(10_001),
  '\u0000',
  'a\u0000b',
  '💩'.repeat(50),
  '\u202eRTL override',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '${jndi:ldap://x}',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '1e999',
  '-1',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  '0000-00-00',
  '1234567',
  '123456789',
  [],
  [null],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
];

const BAD_IDS: readonly string[] = [
  '',
  ' ',
  '%00',
  'x'.repeat(300),
  "1' OR '1'='1",
  '%25',
  '..%2F..%2Fetc',
  '💩',
  'null',
  'undefined',
  '0',
  '-1',
  '1e999',
  '%7B%7D',
  'a%2Fb',
];

const BAD_JSON: readonly string[] = [
  '{',
  '{"a":',
  'nul',
  '\u0000',
  '{"a":1}}',
  "{'a':1}",
  '[1,2',
  '"unterminated',
  '{"a":NaN}',
  '{"__proto__":{"x":1}}',
];

function resolve(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): JsonSchema | undefined {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++) s = components[s.$ref.replace('#/components/schemas/', '')];
  return s;
}

function propertiesOf(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
): { props: Record<string, JsonSchema>; required: string[] } {
  const s = resolve(schema, components);
  if (!s) return { props: {}, required: [] };
  const parts = [s, ...(s.allOf ?? []).map((x) => resolve(x, components)!)].filter(Boolean);
  const props: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of parts) {
    Object.assign(props, p.properties ?? {});
    required.push(...(p.required ?? []));
  }
  return { props, required };
}

/** Values just inside and just outside the bounds a schema states. */
function boundaryValues(schema: JsonSchema | undefined): unknown[] {
  if (!schema) return [];
  const out: unknown[] = [];
  if (typeof schema.minimum === 'number') out.push(schema.minimum, schema.minimum - 1, schema.minimum - 0.001);
  if (typeof schema.maximum === 'number') out.push(schema.maximum, schema.maximum + 1, schema.maximum + 0.001);
  if (typeof schema.minLength === 'number') out.push('x'.repeat(Math.max(0, schema.minLength - 1)));
  if (typeof schema.maxLength === 'number') out.push('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1));
  if (schema.enum) out.push(`${String(schema.enum[0])}x`, String(schema.enum[0]).toLowerCase());
  return out;
}

const DESTRUCTIVE =
  /(^|-)(delete|remove|withdraw|cancel|decline|reject|approve|accept|logout|disable|changePassword|regenerateRecoveryCodes|enable|refresh)$/i;

/** One multipart/form-data body as text (file content kept ASCII so it survives as a string). */
function multipartBody(
  boundary: string,
  parts: { name: string; value: string; filename?: string; type?: string }[],
  close = true,
): string {
  const lines = parts.map(
    (p) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.value}\r\n`,
  );
  return lines.join('') + (close ? `--${boundary}--\r\n` : '');
}

type MultipartPart = { name: string; value: string; filename?: string; type?: string };

const MULTIPART_KINDS = [
  'mp-valid',
  'mp-bad-bytes',
  'mp-bad-soort',
  'mp-bad-jaar',
  'mp-missing-file',
  'mp-missing-soort',
  'mp-broken',
  'mp-no-boundary',
  'mp-json',
  'mp-huge-field',
  'mp-filename',
  'path',
];
const PDF_PART: MultipartPart = {
  name: 'bestand',
  value: '%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF',
  filename: 'jaarrekening.pdf',
  type: 'application/pdf',
};
const SOORT_PART: MultipartPart = { name: 'soort', value: 'JAARREKENING' };
const JAAR_PART: MultipartPart = { name: 'jaar', value: '2024' };

/** Malformed and boundary multipart uploads (documents.upload): bad bytes, fields, envelopes, sizes. */
function generateMultipart(op: Operation, r: Rng, fill: (path: string) => string, base: FuzzRequest): FuzzRequest {
  const b = `----fuzz${Math.floor(r.next() * 1e9)}`;
  const ct = `multipart/form-data; boundary=${b}`;
  const [pdf, soort] = [PDF_PART, SOORT_PART];
  const kind = r.pick(MULTIPART_KINDS);
  const req = (k: string, rawBody: string | undefined, contentType: string | null = ct): FuzzRequest => ({
    ...base,
    kind: k,
    rawBody,
    contentType,
  });
  const parts = multipartParts(kind, r);
  if (parts) return req(kind, multipartBody(b, parts));
  switch (kind) {
    case 'mp-broken':
      return req(kind, r.pick([multipartBody(b, [pdf, soort], false), `--${b}\r\nbroken`, '', `--${b}--`, 'a=1']));
    case 'mp-no-boundary':
      return req(
        kind,
        multipartBody(b, [pdf, soort]),
        r.pick(['multipart/form-data', 'multipart/mixed; boundary=x', 'application/pdf', 'text/plain', '']),
      );
    case 'mp-json':
      return req(kind, JSON.stringify({ bestand: pdf.value, soort: 'JAARREKENING' }), 'application/json');
    case 'path':
    default:
      return {
        ...req('path', multipartBody(b, [pdf, soort])),
        path: op.path.replace(/\{\w+\}/g, () => r.pick(BAD_IDS)) || fill(op.path),
      };
  }
}

/** The parts of a well-formed envelope for the kinds that break a field (its bytes, value, presence, size, name). */
function multipartParts(kind: string, r: Rng): MultipartPart[] | null {
  const [pdf, soort, jaar] = [PDF_PART, SOORT_PART, JAAR_PART];
  const value = () => String(r.pick(BAD_VALUES));
  switch (kind) {
    case 'mp-valid':
      return [pdf, soort, jaar];
    case 'mp-bad-bytes':
      return [
        {
          ...pdf,
          value: r.pick(['dit is tekst', '<html><script>alert(1)</script>', 'GIF89a', 'PK\u0003\u0004', '', '%PD']),
        },
        soort,
      ];
    case 'mp-bad-soort':
      return [pdf, { name: 'soort', value: value() }];
    case 'mp-bad-jaar':
      return [pdf, soort, { name: 'jaar', value: r.pick(['1899', '3000', '2024.5', '-1', '1e9', 'NaN', value()]) }];
    case 'mp-missing-file':
      return [soort, jaar];
    case 'mp-missing-soort':
      return [pdf, jaar];
    case 'mp-huge-field':
      return [pdf, { name: r.pick(['soort', 'jaar', 'x']), value: 'x'.repeat(r.pick([70_000, 1_100_000])) }];
    case 'mp-filename':
      return [
        {
          ...pdf,
          filename: r.pick([
            '../../etc/passwd',
            'a\u0000b.pdf',
            '💩.pdf',
            'x'.repeat(5000),
            '',
            'con.pdf',
            '"quoted".pdf',
          ]),
        },
        soort,
      ];
    default:
      return null;
  }
}

/** What the kinds of one operation's request share: its schema's fields, a valid body, its caller and path. */
type Generation = {
  op: Operation;
  r: Rng;
  components: Record<string, JsonSchema>;
  base: Record<string, unknown>;
  props: Record<string, JsonSchema>;
  required: string[];
  fields: string[];
  withBody: boolean;
  hasParams: boolean;
  caller: FuzzRequest['caller'];
  /** the path as the request will send it (a kind may replace it with junk or add a query) */
  path: string;
};

/** The request of a kind, with the path as it stands; no content type without a body. */
function request(
  g: Generation,
  kind: string,
  rawBody: string | undefined,
  contentType: string | null = 'application/json',
): FuzzRequest {
  return {
    operationId: g.op.operationId,
    kind,
    method: g.op.method,
    path: g.path,
    caller: g.caller,
    contentType: rawBody === undefined ? null : contentType,
    rawBody,
  };
}

const json = (value: unknown) => JSON.stringify(value);
const junkPath = (g: Generation) => g.op.path.replace(/\{\w+\}/g, () => g.r.pick(BAD_IDS));

/** One generated request for an operation. `fill` puts the world's ids into the path template. */
export function generate(
  op: Operation,
  r: Rng,
  valid: unknown,
  fill: (path: string) => string,
  components: Record<string, JsonSchema>,
): FuzzRequest {
  if (op.multipart) {
    const caller: FuzzRequest['caller'] = r.next() < 0.15 ? 'anonymous' : r.next() < 0.2 ? 'adviser' : 'owner';
    return generateMultipart(op, r, fill, {
      operationId: op.operationId,
      kind: '',
      method: op.method,
      path: fill(op.path),
      caller,
      contentType: null,
      rawBody: undefined,
    });
  }
  const destructive = op.method === 'DELETE' || DESTRUCTIVE.test(op.operationId);
  const caller: FuzzRequest['caller'] = r.next() < 0.15 ? 'anonymous' : r.next() < 0.2 ? 'adviser' : 'owner';
  const hasParams = op.path.includes('{');
  const g: Generation = {
    op,
    r,
    components,
    base: {},
    props: {},
    required: [],
    fields: [],
    withBody: false,
    hasParams,
    caller,
    path: '',
  };
  g.path = destructive && hasParams ? junkPath(g) : fill(op.path);
  g.base = (valid && typeof valid === 'object' ? valid : {}) as Record<string, unknown>;
  const { props, required } = propertiesOf(op.body ?? undefined, components);
  g.props = props;
  g.required = required;
  g.fields = [...new Set([...Object.keys(props), ...Object.keys(g.base)])];
  g.withBody = op.body !== null;
  const kinds = g.withBody
    ? [
        'field-bad',
        'field-bad',
        'field-bad',
        'field-boundary',
        'field-missing',
        'field-extra',
        'root',
        'broken-json',
        'content-type',
        'path',
        'huge',
        'query',
      ]
    : ['path', 'path', 'query', 'query', 'query-boundary', 'body-on-get'];
  const kind = r.pick(kinds);
  return bodyRequest(g, kind) ?? pathOrQueryRequest(g, kind);
}

/** The kinds that break the JSON body: a field's value or bound, a field missing or extra, the root, the text, its type, its size. */
function bodyRequest(g: Generation, kind: string): FuzzRequest | null {
  const { r, base, fields, props, required, components } = g;
  switch (kind) {
    case 'field-bad': {
      if (fields.length === 0) return request(g, 'root', json(r.pick(BAD_VALUES)));
      const f = r.pick(fields);
      const body = { ...base, [f]: r.pick(BAD_VALUES) };
      // arrays of objects (e.g. boekjaren): also break an element
      if (Array.isArray(base[f]) && base[f].length && typeof base[f][0] === 'object' && r.next() < 0.5) {
        const inner = Object.keys(base[f][0] as object);
        body[f] = [{ ...(base[f][0] as object), [r.pick(inner)]: r.pick(BAD_VALUES) }];
      }
      return request(g, `${kind}:${f}`, json(body));
    }
    case 'field-boundary': {
      const candidates = fields.filter((f) => boundaryValues(resolve(props[f], components)).length > 0);
      if (candidates.length === 0)
        return request(g, 'field-bad', json({ ...base, [r.pick(fields.length ? fields : ['x'])]: r.pick(BAD_VALUES) }));
      const f = r.pick(candidates);
      return request(g, `${kind}:${f}`, json({ ...base, [f]: r.pick(boundaryValues(resolve(props[f], components))) }));
    }
    case 'field-missing': {
      const f = required.length ? r.pick(required) : r.pick(fields.length ? fields : ['x']);
      const body = { ...base };
      delete body[f];
      return request(g, `${kind}:${f}`, json(body));
    }
    case 'field-extra':
      return request(
        g,
        kind,
        json({
          ...base,
          [r.pick(['constructor', 'prototype', 'isAdmin', 'rol', 'id', 'userId', '💩', ''])]: r.pick(BAD_VALUES),
        }),
      );
    case 'root':
      return request(g, kind, json(r.pick([null, [], [base], 'tekst', 42, true, 1e308])));
    case 'broken-json':
      return request(g, kind, r.pick(BAD_JSON));
    case 'content-type':
      return request(
        g,
        kind,
        r.next() < 0.5 ? json(base) : 'a=1&b=2',
        r.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/xml',
          'application/json; charset=utf-16',
          '',
        ]),
      );
    case 'huge':
      return request(
        g,
        kind,
        json({ ...base, [r.pick(fields.length ? fields : ['x'])]: 'x'.repeat(r.pick([70_000, 1_100_000, 2_500_000])) }),
      );
    default:
      return null;
  }
}

/** The kinds that break the path or the query, and a body on an operation that takes none. */
function pathOrQueryRequest(g: Generation, kind: string): FuzzRequest {
  const { r, op, base, withBody, components } = g;
  switch (kind) {
    case 'path':
      g.path = g.hasParams ? junkPath(g) : `${g.path}/${encodeURIComponent(String(r.pick(BAD_IDS)))}`;
      return request(g, kind, withBody ? json(base) : undefined);
    case 'query':
    case 'query-boundary': {
      const params = new URLSearchParams();
      for (const q of op.query)
        if (r.next() < 0.7)
          params.set(
            q.name,
            String(
              kind === 'query-boundary'
                ? (r.pick([
                    ...boundaryValues(resolve(q.schema, components)),
                    ...BAD_VALUES.filter((v) => typeof v !== 'object'),
                  ]) ?? '')
                : r.pick(BAD_VALUES.map(String)),
            ),
          );
      if (r.next() < 0.3)
        params.append(r.pick(['limit', 'cursor', 'q', 'status', 'input', '__proto__']), r.pick(BAD_VALUES.map(String)));
      const qs = params.toString();
      g.path = `${g.path}${qs ? `?${qs}` : ''}`;
      return request(g, kind, withBody ? json(base) : undefined);
    }
    case 'body-on-get':
    default:
      return request(
        g,
        kind,
        r.next() < 0.5 ? r.pick(BAD_JSON) : undefined,
        r.next() < 0.5 ? 'application/json' : 'text/plain',
      );
  }
}
