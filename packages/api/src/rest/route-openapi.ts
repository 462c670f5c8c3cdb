// A declared route's OpenAPI operation, built from its declaration (route.ts) the way the generated
// ones are: its path and query parameters from their zod schemas (zod-openapi, as trpc-to-openapi
// does), its security from who may call it, its bodies from the content types and schemas it names.
// The error responses get the shared problem+json bodies and examples in openapi-document.ts, like
// every other operation's.
import type { z } from 'zod';
import { createSchema } from 'zod-openapi';
import type { DocContent, DocSchema, Route } from './route.ts';

const isZod = (s: DocSchema): s is z.ZodType => typeof (s as { safeParse?: unknown }).safeParse === 'function';

const jsonSchema = (s: DocSchema, io: 'input' | 'output'): Record<string, unknown> =>
  isZod(s) ? (createSchema(s, { io }).schema as Record<string, unknown>) : structuredClone(s);

function contentOf(content: Record<string, DocContent>, io: 'input' | 'output') {
  return Object.fromEntries(
    Object.entries(content).map(([type, c]) => [
      type,
      {
        ...(c.schema ? { schema: jsonSchema(c.schema, io) } : {}),
        ...(c.example !== undefined ? { example: structuredClone(c.example) } : {}),
      },
    ]),
  );
}

function parameters(shape: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!shape) return [];
  return Object.entries(shape.shape).map(([name, field]) => {
    const schema = jsonSchema(field as z.ZodType, 'input');
    const { description, example, ...rest } = schema;
    return {
      name,
      in: where,
      required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
      ...(typeof description === 'string' ? { description } : {}),
      ...(example !== undefined ? { example } : {}),
      schema: rest,
    };
  });
}

/** The security of who may call it: anyone `[]`, a person the bearer token, an API client its scope. */
function securityOf(route: Route): Record<string, string[]>[] {
  if (route.doc.security) return structuredClone(route.doc.security);
  switch (route.caller.kind) {
    case 'public':
      return [];
    case 'person':
      return [{ Authorization: [] }];
    case 'client':
      return [{ ClientCredentials: [route.caller.scope] }];
  }
}

/** The route's operation object, derived from its declaration. */
export function routeOperation(route: Route): { operationId: string; security: unknown[] } & Record<string, unknown> {
  const { doc } = route;
  const params = [...parameters(doc.params, 'path'), ...parameters(doc.query, 'query')];
  return {
    operationId: doc.operationId,
    tags: [...doc.tags],
    summary: doc.summary,
    description: doc.description,
    security: securityOf(route),
    ...(params.length ? { parameters: params } : {}),
    ...(doc.body ? { requestBody: { required: true, content: contentOf(doc.body, 'input') } } : {}),
    responses: Object.fromEntries(
      Object.entries(doc.responses).map(([status, r]) => [
        status,
        { description: r.description, ...(r.content ? { content: contentOf(r.content, 'output') } : {}) },
      ]),
    ),
  };
}
