// A route that is not generated from a procedure (a binary, multipart, form or text body, or a key
// at the site's root), declared once: method, path template, who may call it and how they may
// authenticate, and the handler. The REST door (rest-handler.ts) serves every declaration of the one
// list (routes.ts) on both servers, and checks the caller before the handler runs: the handler gets
// the checked context and only adapts the request to its service.
import { assertClientScope, assertSignedIn } from '../trpc/procedures.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { AppContext } from '../app.ts';
import type { z } from 'zod';
import type { Actor, ClientCaller, ClientScope, Rol } from '../infra/service-context.ts';

/** A request as its handler gets it: the path's parameters (decoded) and the request's context. */
interface RouteCall<C> {
  req: Request;
  params: Readonly<Record<string, string>>;
  ctx: C;
}

/**
 * Who may call it. `public`: anyone. `person`: a signed-in person (Bearer token, or with `session`
 * the web app's session too: the links and forms of the app's own pages), of `roles` only when given.
 * `client`: an API client's access token with `scope`.
 */
export type Caller =
  | { kind: 'public' }
  | { kind: 'person'; roles: readonly Rol[] | null; session: boolean }
  | { kind: 'client'; scope: ClientScope };

/** A JSON schema (of OpenAPI 3.1), or a zod schema to derive it from. */
export type DocSchema = z.ZodType | Record<string, unknown>;

export interface DocContent {
  schema?: DocSchema;
  example?: unknown;
}

/** What the OpenAPI document says of a declared route beyond its method, path and caller. */
export interface RouteDoc {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  /** the path's parameters (one per `{name}` of the template) */
  params?: z.ZodObject;
  /** the query's parameters (optional ones as not required) */
  query?: z.ZodObject;
  /** the request body per content type */
  body?: Record<string, DocContent>;
  /** per status: what it means, and the body per content type (errors: problem+json, added by the document) */
  responses: Record<string, { description: string; content?: Record<string, DocContent> }>;
  /** a security requirement other than the caller's (the token endpoint's HTTP Basic or a signed assertion) */
  security?: Record<string, string[]>[];
}

export interface Route {
  method: 'GET' | 'POST';
  /** the path template of API.md: under the API's base (/api), or at the site's root with `root` */
  path: string;
  /** served at the site's root, not under the API's base (the keys under /.well-known) */
  root?: boolean;
  /** the operation's name for the request's log line, metrics and span */
  operation: string;
  caller: Caller;
  /** its OpenAPI operation, built from this (route-openapi.ts) */
  doc: RouteDoc;
  /** a failure is logged without the error's details (the pre-check on documents: never the files' content) */
  quietErrors?: boolean;
  /** the caller checked (401, 403), then the handler; `context` makes the request's context */
  serve(call: {
    req: Request;
    params: Readonly<Record<string, string>>;
    context(): Promise<AppContext>;
  }): Promise<Response>;
}

type Declaration<C> = Omit<Route, 'serve' | 'caller'> & { handle(call: RouteCall<C>): Promise<Response> };

/** A route anyone may call. */
export function publicRoute(d: Declaration<AppContext>): Route {
  const { handle, ...rest } = d;
  return {
    ...rest,
    caller: { kind: 'public' },
    serve: async ({ context, ...call }) => handle({ ...call, ctx: await context() }),
  };
}

/** A public route that needs no request context (no caller, no database): the keys under /.well-known. */
export function contextFreeRoute(d: Declaration<null>): Route {
  const { handle, ...rest } = d;
  return { ...rest, caller: { kind: 'public' }, serve: ({ req, params }) => handle({ req, params, ctx: null }) };
}

/** A signed-in person's route: 401 without a caller, 403 for an API client or another role. */
export function personRoute(
  d: Declaration<AppContext & { actor: Actor }> & { roles: readonly Rol[] | null; session: boolean },
): Route {
  const { handle, roles, session, ...rest } = d;
  return {
    ...rest,
    caller: { kind: 'person', roles, session },
    serve: async ({ context, ...call }) => {
      const ctx = await context();
      assertSignedIn(ctx);
      if (roles && !roles.includes(ctx.actor.rol))
        throw new DomainError('FORBIDDEN', 'Deze operatie is niet voor uw rol.');
      return handle({ ...call, ctx: { ...ctx, actor: ctx.actor } });
    },
  };
}

/** An API client's route: 401 without a token, 403 for a person's token or without `scope`. */
export function clientRoute(d: Declaration<AppContext & { client: ClientCaller }> & { scope: ClientScope }): Route {
  const { handle, scope, ...rest } = d;
  return {
    ...rest,
    caller: { kind: 'client', scope },
    serve: async ({ context, ...call }) => {
      const ctx = await context();
      assertClientScope(ctx, scope);
      return handle({ ...call, ctx: { ...ctx, client: ctx.client } });
    },
  };
}
