// Every operation of the document has examples, and every example is one the API itself accepts
// (request) or could answer (response): parsed by the procedure's own zod input and output schemas,
// which also hold the rules across fields that JSON Schema cannot express.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { appRouter } from '../root.ts';
import { getOpenApiDocument, HTTP_METHODS } from './openapi-document.ts';
import { exampleFor, type JsonSchema } from './openapi-examples.ts';
import { buildRouteTable, queryToInput } from './rest-routes.ts';

type MediaType = { schema?: JsonSchema; example?: unknown; examples?: Record<string, { value: unknown }> };
type Op = {
  operationId: string;
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
};

const doc = getOpenApiDocument();
const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  // a path item holds its operations beside other fields (`servers` of /.well-known/jwks.json)
  Object.entries(item as Record<string, Op>)
    .filter(([method]) => HTTP_METHODS.has(method))
    .map(([method, op]) => ({ path, method, op })),
);
const routes = buildRouteTable(appRouter).routes;

const issuesOf = (schema: ZodType | undefined, value: unknown) => {
  if (!schema) return [];
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
};

describe('OpenAPI examples', () => {
  it('every operation has an example for each parameter, its JSON body, its JSON answers and its errors', () => {
    const missing: string[] = [];
    for (const { path, method, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) if (p.example === undefined) missing.push(`${where} parameter ${p.name}`);
      const body = op.requestBody?.content['application/json'];
      if (body && body.example === undefined) missing.push(`${where} body`);
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (type === 'application/json' && media.example === undefined) missing.push(`${where} ${status}`);
          if (type === 'application/problem+json' && Object.keys(media.examples ?? {}).length === 0)
            missing.push(`${where} ${status} problem`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(90);
  });

  it('every request example passes the procedure’s input schema, every answer example its output schema', () => {
    const refused: string[] = [];
    for (const route of routes) {
      const op = (doc.paths?.[route.template] as Record<string, Op> | undefined)?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.template} in the document`).toBeDefined();
      if (!op) continue;
      const def = { input: route.input as ZodType | undefined, output: route.output as ZodType | undefined };
      if (!route.voidInput) {
        // the input as the REST adapter assembles it: query (coerced), path parameters, JSON body
        const query = new URLSearchParams();
        const pathParams: Record<string, unknown> = {};
        for (const p of op.parameters ?? []) {
          if (p.in === 'query') for (const v of [p.example].flat()) query.append(p.name, String(v));
          if (p.in === 'path') pathParams[p.name] = p.example;
        }
        const body = op.requestBody?.content['application/json']?.example;
        const input = { ...queryToInput(route, query), ...(body as object | undefined), ...pathParams };
        for (const issue of issuesOf(def.input, input))
          refused.push(`${route.method} ${route.template} request ${issue}`);
      }
      for (const [status, response] of Object.entries(op.responses)) {
        const example = Number(status) < 300 ? response.content?.['application/json']?.example : undefined;
        if (example === undefined) continue;
        for (const issue of issuesOf(def.output, example))
          refused.push(`${route.method} ${route.template} ${status} ${issue}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('exampleFor', () => {
  const none = () => undefined;
  it('prefers the field’s own example, then const, enum and default', () => {
    expect(exampleFor({ type: 'string', example: '12345678' }, none)).toBe('12345678');
    expect(exampleFor({ const: 'X' }, none)).toBe('X');
    expect(exampleFor({ type: 'string', enum: ['NL', 'EN'] }, none)).toBe('NL');
    expect(exampleFor({ type: 'integer', default: 20 }, none)).toBe(20);
  });
  it('keeps numbers and strings within their bounds', () => {
    expect(exampleFor({ type: 'integer', minimum: 2000, maximum: 2100 }, none)).toBe(2000);
    expect(exampleFor({ type: 'number', maximum: 100 }, none)).toBe(100);
    expect(exampleFor({ type: 'integer', exclusiveMinimum: 0 }, none)).toBe(1);
    expect(exampleFor({ type: 'string', minLength: 12 }, none)).toHaveLength(12);
    expect(exampleFor({ type: 'string', maxLength: 3 }, none)).toHaveLength(3);
  });
  it('shows the shape of an optional value, follows $ref and fills arrays up to minItems', () => {
    const resolve = (ref: string) =>
      ref === '#/components/schemas/Jaar' ? ({ type: 'integer', example: 2025 } as JsonSchema) : undefined;
    expect(exampleFor({ anyOf: [{ type: 'null' }, { type: 'string', format: 'date' }] }, none)).toBe('2026-03-02');
    expect(exampleFor({ type: 'array', minItems: 2, items: { $ref: '#/components/schemas/Jaar' } }, resolve)).toEqual([
      2025, 2025,
    ]);
    expect(
      exampleFor({ type: 'object', properties: { companyId: { type: 'string' }, n: { type: 'boolean' } } }, none),
    ).toEqual({
      companyId: 'cmd5x1k0c0000ikv5voorbeeld',
      n: true,
    });
  });
});
