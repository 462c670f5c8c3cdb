// The OpenAPI 3.1 document, generated from the router; error responses rewritten to RFC 9457.
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter } from '../root.ts';
import { errorTable, type ErrorCode } from '../errors/error-table.ts';
import { problem, type Problem } from '../errors/to-problem.ts';
import { procedureMetas } from './success-status.ts';
import { HAND_WRITTEN_OPERATIONS } from './hand-written-routes.ts';
import { exampleFor, type JsonSchema } from './openapi-examples.ts';
import { OAUTH_TOKEN_PATH } from './oauth-token-route.ts';
import { CLIENT_SCOPE_DESCRIPTIONS } from '../modules/integraties/clients.rules.ts';

type SchemaObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

const problemSchema: SchemaObject = {
  type: 'object',
  description: 'RFC 9457 problem details',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', format: 'uri', example: 'https://ikv.example/problems/validation-failed' },
    title: { type: 'string', example: 'Ongeldige invoer' },
    status: { type: 'integer', example: 400 },
    detail: { type: 'string', example: 'De invoer is niet geldig.' },
    code: { type: 'string', enum: Object.keys(errorTable), example: 'VALIDATION_FAILED' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          path: { type: 'string', example: 'kvkNummer' },
          message: { type: 'string', example: 'kvkNummer bestaat uit precies 8 cijfers' },
          code: {
            type: 'string',
            example: 'invalid_format',
            description:
              'machine-leesbaar: de code van een regel van het schema (bijv. END_BEFORE_START) of de zod-issuecode (too_small, too_big, invalid_format, invalid_type, invalid_value, …)',
          },
          params: {
            type: 'object',
            additionalProperties: { type: ['string', 'number', 'boolean'] },
            description: 'wat een vertaling nodig heeft: minimum, maximum, format, expected, …',
          },
        },
      },
    },
    retryAfter: { type: 'integer', description: 'seconden (ook in de Retry-After header)' },
  },
};

type MediaType = {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
};
type Responses = Record<string, { description?: string; content?: Record<string, MediaType> }>;
type Parameter = {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
};
type Operation = {
  operationId?: string;
  responses?: Responses;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
};

/** One problem per error code, grouped by status: the examples of every error response. */
function problemExamples(status: number): Record<string, { summary: string; value: Problem }> {
  const out: Record<string, { summary: string; value: Problem }> = {};
  for (const [code, row] of Object.entries(errorTable) as [ErrorCode, (typeof errorTable)[ErrorCode]][]) {
    if (row.status !== status) continue;
    const errors =
      code === 'VALIDATION_FAILED'
        ? [{ path: 'kvkNummer', message: 'kvkNummer bestaat uit precies 8 cijfers' }]
        : undefined;
    const detail = code === 'VALIDATION_FAILED' ? 'De invoer is niet geldig.' : `${row.title}.`;
    out[code] = {
      summary: row.title,
      value: problem(code, detail, errors, status === 429 || status === 503 ? 30 : undefined),
    };
  }
  return out;
}

/**
 * zod's z.record(z.enum([...]), v) becomes {propertyNames: {enum}, required: [...]} without
 * `properties`, which linters read as "required property not defined": spell the keys out.
 */
function spellOutEnumRecords(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(spellOutEnumRecords);
  const schema = node as JsonSchema;
  const keys = schema.propertyNames?.enum;
  if (keys && !schema.properties && typeof schema.additionalProperties === 'object') {
    schema.properties = Object.fromEntries(keys.map((k) => [String(k), schema.additionalProperties as JsonSchema]));
    schema.additionalProperties = false;
    delete schema.propertyNames;
  }
  for (const value of Object.values(schema)) spellOutEnumRecords(value);
}

type DeleteOperation = Operation & {
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: unknown;
};

/** A DELETE's query input is taken as a JSON body by the REST adapter (e.g. DELETE /ondernemer {wachtwoord}): document it as such. */
function bodyForDelete(item: Record<string, DeleteOperation>) {
  const op = item.delete;
  const query = op?.parameters?.filter((p) => p.in === 'query') ?? [];
  if (!op || query.length === 0) return;
  op.parameters = op.parameters?.filter((p) => p.in !== 'query');
  op.requestBody = {
    required: query.some((p) => p.required),
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
          required: query.filter((p) => p.required).map((p) => p.name),
        },
      },
    },
  };
}

const idempotencyKeyParameter: Parameter = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'Optioneel. Dezelfde sleutel met hetzelfde verzoek binnen 24 uur geeft het eerste antwoord opnieuw (header Idempotent-Replayed: true) in plaats van een tweede resource; dezelfde sleutel met een ander verzoek is 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  example: '8e03978e-40d5-43e8-bc93-6894a57f9324',
};

const acceptLanguageParameter: Parameter = {
  in: 'header',
  name: 'Accept-Language',
  required: false,
  description:
    'Optioneel. De taal waarin de meldingen (titel, bericht) worden weergegeven: nl of en, met q-gewichten (nl-BE telt als nl). Zonder, of als de header geen van beide noemt: de taal van het account (PUT /account/taal). Meldingen worden opgeslagen als sleutel met parameters en bij het lezen weergegeven.',
  schema: { type: 'string' },
  example: 'en',
};

/** The operations whose answers carry notifications, rendered in the language Accept-Language asks for (rest/context.ts). */
const RENDERS_NOTIFICATIONS: ReadonlySet<string> = new Set(
  ['list', 'markRead', 'forAanvraag', 'claimInvitation', 'createIkv'].map((op) => `notifications-${op}`),
);

/** The keys of a path item that are operations (it may also hold `servers`, `parameters`, …). */
export const HTTP_METHODS: ReadonlySet<string> = new Set([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);

function generatedDocument(): OpenAPIObject {
  return generateOpenApiDocument(appRouter, {
    title: 'IKV-service API',
    license: { name: 'Proprietary' },
    description:
      'REST/JSON-interface van de hypotheek-oriëntatie- en IKV-service. Elke operatie bestaat ook als tRPC-procedure; beide worden uit dezelfde zod-schema’s en servicefuncties gegenereerd. Fouten zijn application/problem+json (RFC 9457).',
    version: '1.0.0',
    openApiVersion: '3.1.0',
    baseUrl: '/api',
    securitySchemes: {
      Authorization: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      ClientCredentials: {
        type: 'oauth2',
        description:
          'API-clients van organisaties (docs/integrations.md): een access token van POST /oauth/token, als Bearer-token meegestuurd. Het werkt alleen op de integratie-operaties.',
        flows: { clientCredentials: { tokenUrl: `/api${OAUTH_TOKEN_PATH}`, scopes: CLIENT_SCOPE_DESCRIPTIONS } },
      },
      ClientBasic: {
        type: 'http',
        scheme: 'basic',
        description:
          'client_id en client_secret van een API-client (client_secret_basic, alleen bij POST /oauth/token). Een client met een geregistreerde publieke sleutel authenticeert in plaats daarvan met private_key_jwt (RFC 7523): client_assertion_type en client_assertion in de body, zonder Authorization-header.',
      },
    },
  });
}

/** What the procedures' meta says per operationId beyond trpc-to-openapi: success statuses, client scopes. */
interface OperationFacts {
  handWrittenIds: Set<string>;
  /** the API clients' operations: the oauth2 scheme with the scope each needs (clientOnlyProcedure) */
  clientScope: Map<string, string | null>;
  status: Map<string, number>;
  also: Map<string, number>;
}

function operationFacts(): OperationFacts {
  const facts: OperationFacts = {
    handWrittenIds: new Set(HAND_WRITTEN_OPERATIONS.map((o) => o.operationId)),
    clientScope: new Map(),
    status: new Map(),
    also: new Map(),
  };
  for (const [path, meta] of procedureMetas(appRouter)) {
    // the same operationId trpc-to-openapi derives: meta.openapi.operationId, else the dotted path with '-'
    const operationId = meta.openapi?.operationId ?? path.replace(/\./g, '-');
    if (meta.successStatus) facts.status.set(operationId, meta.successStatus);
    if (meta.alsoSuccessStatus) facts.also.set(operationId, meta.alsoSuccessStatus);
    if (meta.client) facts.clientScope.set(operationId, meta.client.scope);
  }
  return facts;
}

/**
 * The hand-written operations (one table, hand-written-routes.ts), after the generated ones; some share
 * their paths with generated ones (documents: GET list, DELETE), so merged per method.
 */
function addHandWritten(doc: OpenAPIObject): void {
  doc.paths ??= {};
  for (const op of HAND_WRITTEN_OPERATIONS) {
    const item = (doc.paths[op.path] ?? {}) as Record<string, unknown>;
    doc.paths[op.path] = {
      ...(op.servers ? { servers: structuredClone(op.servers) } : {}),
      ...item,
      [op.method]: structuredClone(op.operation),
    } as NonNullable<OpenAPIObject['paths']>[string];
  }
}

/** Who may call it: public operations say so explicitly (`[]`), clients' carry their scope, persons' the bearer token. */
function securityOf(op: Operation, facts: OperationFacts): void {
  op.security ??= [];
  const clientScope = op.operationId ? facts.clientScope.get(op.operationId) : undefined;
  if (clientScope !== undefined) op.security = [{ ClientCredentials: clientScope ? [clientScope] : [] }];
  // trpc-to-openapi lists every scheme on a protected procedure: a person's operations take the person's token
  else if (op.operationId && !facts.handWrittenIds.has(op.operationId))
    op.security = op.security.filter((s) => !!s && typeof s === 'object' && 'Authorization' in s);
}

/** The success status the procedure answers with (201, 202, 204) instead of trpc-to-openapi's 200; Idempotency-Key on a person's creates. */
function statusesOf(op: Operation, facts: OperationFacts): void {
  const responses = op.responses!;
  const status = op.operationId ? facts.status.get(op.operationId) : undefined;
  if (status && status !== 200 && responses['200']) {
    const ok = responses['200'];
    delete responses['200'];
    responses[String(status)] = status === 204 ? { description: 'Geen inhoud' } : ok;
  }
  // a person's creates honour an Idempotency-Key (rest-handler.ts, idempotency/; keyed by the user, so
  // not an API client's)
  const isClients = op.operationId ? facts.clientScope.has(op.operationId) : false;
  if (status === 201 && (op.security?.length ?? 0) > 0 && !isClients) {
    op.parameters = [...(op.parameters ?? []), idempotencyKeyParameter];
    responses['422'] ??= { description: 'Idempotency-Key al gebruikt voor een ander verzoek' };
  }
  const also = op.operationId ? facts.also.get(op.operationId) : undefined;
  if (also && responses['200']) responses[String(also)] = { ...responses['200'], description: 'Geaccepteerd' };
}

/** Errors as problem+json with examples (the token endpoint keeps RFC 6749 §5.2's), successes with an example. */
function responseBodiesOf(op: Operation, resolve: (ref: string) => JsonSchema | undefined): void {
  for (const [code, response] of Object.entries(op.responses ?? {})) {
    if (op.operationId === 'oauth-token' && (code === '400' || code === '401')) continue;
    if (Number(code) >= 400 || code === 'default') {
      const examples = problemExamples(Number(code));
      response.content = {
        'application/problem+json': {
          schema: { $ref: '#/components/schemas/Problem' },
          ...(Object.keys(examples).length ? { examples } : {}),
        },
      };
    } else {
      const json = response.content?.['application/json'];
      if (json) json.example ??= exampleFor(json.schema, resolve);
    }
  }
}

function buildDocument(): OpenAPIObject {
  const doc = generatedDocument();
  const facts = operationFacts();
  // the error.* schemas trpc-to-openapi adds are replaced by Problem below
  const schemas = Object.fromEntries(
    Object.entries(doc.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.')),
  );
  doc.components = { ...doc.components, schemas: { ...schemas, Problem: problemSchema } };
  addHandWritten(doc);
  spellOutEnumRecords(doc.paths);
  spellOutEnumRecords(doc.components);
  const resolve = (ref: string) =>
    ref.startsWith('#/components/schemas/')
      ? (doc.components?.schemas?.[ref.slice(21)] as JsonSchema | undefined)
      : undefined;
  for (const item of Object.values(doc.paths ?? {})) {
    bodyForDelete(item as Record<string, DeleteOperation>);
    for (const op of Object.values(item as Record<string, Operation>)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      if (op.operationId && RENDERS_NOTIFICATIONS.has(op.operationId))
        op.parameters = [...(op.parameters ?? []), { ...acceptLanguageParameter }];
      securityOf(op, facts);
      for (const parameter of op.parameters ?? [])
        parameter.example ??= exampleFor(parameter.schema, resolve, parameter.name);
      const body = op.requestBody?.content?.['application/json'];
      if (body) body.example ??= exampleFor(body.schema, resolve);
      statusesOf(op, facts);
      responseBodiesOf(op, resolve);
    }
  }
  return doc;
}

let cached: OpenAPIObject | undefined;
export function getOpenApiDocument(): OpenAPIObject {
  cached ??= buildDocument();
  return cached;
}
