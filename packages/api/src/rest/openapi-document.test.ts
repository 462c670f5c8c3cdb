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

  it('describes every error response as application/problem+json', () => {
    const errors = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.entries(item as Record<string, Op>)
        .filter(([method]) => HTTP_METHODS.has(method))
        .flatMap(([, o]) => Object.entries(o.responses).filter(([code]) => Number(code) >= 400)),
    );
    expect(errors.length).toBeGreaterThan(5);
    for (const [, response] of errors)
      expect(Object.keys(response.content ?? {})).toEqual(['application/problem+json']);
  });
});
