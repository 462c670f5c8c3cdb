// The generated document: every procedure with REST metadata is there, success statuses and
// problem+json error bodies are rewritten as the contract says.
import { describe, expect, it } from 'vitest';
import { getOpenApiDocument, HTTP_METHODS } from './openapi-document.ts';

type Op = { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> };
const doc = getOpenApiDocument();
const op = (path: string, method: string) => (doc.paths?.[path] as Record<string, Op> | undefined)?.[method];

describe('OpenAPI document', () => {
  it('holds the two fixed operations at their exact paths', () => {
    expect(op('/kvk', 'post')?.operationId).toBe('kvk-lookup');
    expect(op('/companies/financials/{companyId}', 'post')).toBeDefined();
  });

  it('documents 201 instead of 200 where the procedure creates something', () => {
    const add = op('/companies', 'post');
    expect(Object.keys(add?.responses ?? {})).toContain('201');
    expect(add?.responses['200']).toBeUndefined();
    const register = op('/auth/register', 'post');
    expect(register?.responses['201']).toBeDefined();
    expect(op('/kvk', 'post')?.responses['200']).toBeDefined();
  });

  it('documents the scheduling operations, including the binary iCal routes', () => {
    expect(op('/adviseur/availability', 'post')?.responses['201']).toBeDefined();
    expect(op('/advisers/{adviserId}/availability', 'get')).toBeDefined();
    expect(op('/adviseur/appointments/{id}', 'delete')?.responses['204']).toBeDefined();
    expect(op('/appointments/{id}/accept', 'post')).toBeDefined();
    expect(Object.keys(op('/appointments/calendar.ics', 'get')?.responses['200']?.content ?? {})).toEqual([
      'text/calendar',
    ]);
    expect(op('/appointments/{id}/calendar.ics', 'get')).toBeDefined();
  });

  it('describes every error response as application/problem+json (the token endpoint’s as RFC 6749 says)', () => {
    const errors = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Op>)
        .filter(([method]) => HTTP_METHODS.has(method))
        .flatMap(([, o]) =>
          Object.entries(o.responses).filter(
            ([code]) => Number(code) >= 400 && !(path === '/oauth/token' && (code === '400' || code === '401')),
          ),
        ),
    );
    expect(errors.length).toBeGreaterThan(5);
    for (const [, response] of errors)
      expect(Object.keys(response.content ?? {})).toEqual(['application/problem+json']);
  });

  it('declares the oauth2 client credentials scheme and each client operation’s scope', () => {
    const schemes = doc.components?.securitySchemes as Record<string, { type: string; flows?: unknown }>;
    expect(schemes.ClientCredentials).toMatchObject({
      type: 'oauth2',
      flows: { clientCredentials: { tokenUrl: '/api/oauth/token' } },
    });
    const security = (path: string, method: string) =>
      (doc.paths?.[path] as Record<string, { security?: unknown[] }> | undefined)?.[method]?.security;
    expect(security('/koppelingen', 'post')).toEqual([{ ClientCredentials: ['koppelingen'] }]);
    expect(security('/koppelingen', 'get')).toEqual([{ ClientCredentials: [] }]);
    expect(security('/koppelingen/{id}/aanvragen', 'get')).toEqual([{ ClientCredentials: ['aanvragen:lezen'] }]);
    expect(security('/koppelingen/{id}/verklaringen', 'get')).toEqual([{ ClientCredentials: ['verklaringen:lezen'] }]);
    expect(security('/koppelingen/{id}/verklaringen/{nummer}/pdf', 'get')).toEqual([
      { ClientCredentials: ['verklaringen:lezen'] },
    ]);
    expect(security('/account/koppelingen', 'get')).toEqual([{ Authorization: [] }]);
    // the Idempotency-Key is keyed by the user: not offered to clients
    const invite = (doc.paths?.['/koppelingen'] as Record<string, { parameters?: { name: string }[] }>).post!;
    expect((invite.parameters ?? []).map((p) => p.name)).not.toContain('Idempotency-Key');
    const token = (doc.paths?.['/oauth/token'] as Record<string, Op>).post!;
    expect(Object.keys(token.responses['401']?.content ?? {})).toEqual(['application/json']);
    // client_secret_basic or private_key_jwt (in the body, no scheme): both declared
    expect(security('/oauth/token', 'post')).toEqual([{ ClientBasic: [] }, {}]);
    const body = (token as { requestBody?: { content: Record<string, { schema: { properties: object } }> } })
      .requestBody!.content['application/x-www-form-urlencoded']!.schema.properties;
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['client_assertion_type', 'client_assertion']));
  });

  it('offers Accept-Language on every operation that answers notifications, and only there', () => {
    const names = (path: string, method: string) =>
      (
        (doc.paths?.[path] as Record<string, { parameters?: { name: string }[] }> | undefined)?.[method]?.parameters ??
        []
      ).map((p) => p.name);
    for (const [path, method] of [
      ['/notifications', 'get'],
      ['/notifications/{id}/read', 'put'],
      ['/notifications/aanvraag/{aanvraagId}', 'get'],
      ['/notifications/ikv', 'post'],
    ] as const)
      expect(names(path, method), `${method} ${path}`).toContain('Accept-Language');
    expect(names('/notifications/unread-count', 'get')).not.toContain('Accept-Language');
    expect(names('/companies', 'get')).not.toContain('Accept-Language');
  });
});
