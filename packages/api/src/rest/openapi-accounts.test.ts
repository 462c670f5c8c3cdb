// The account operations of API.md appear in the OpenAPI document with their paths and statuses.
import { describe, expect, it } from 'vitest';
import { getOpenApiDocument } from './openapi-document.ts';

type Op = {
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> };
  parameters?: { in: string }[];
};

describe('OpenAPI: accounts and security', () => {
  const doc = getOpenApiDocument();
  const op = (method: string, path: string) => (doc.paths?.[path] as Record<string, Op> | undefined)?.[method];

  it.each([
    ['post', '/auth/verify-email', '200'],
    ['post', '/auth/verification', '200'],
    ['post', '/auth/password-reset', '204'],
    ['post', '/auth/2fa/login', '200'],
    ['post', '/auth/2fa/login/recovery', '200'],
    ['post', '/auth/2fa/setup', '200'],
    ['post', '/auth/2fa/verify', '200'],
    ['post', '/auth/2fa/enable', '200'],
    ['post', '/auth/2fa/disable', '204'],
    ['post', '/auth/2fa/recovery-codes', '200'],
    ['get', '/auth/2fa/status', '200'],
    ['post', '/auth/refresh', '200'],
    ['post', '/auth/logout', '204'],
    ['get', '/ondernemer', '200'],
    ['put', '/ondernemer', '200'],
    ['delete', '/ondernemer', '204'],
    ['get', '/ondernemer/export', '200'],
    ['put', '/ondernemer/password', '204'],
    ['post', '/ondernemer/email-verification', '200'],
    ['post', '/ondernemer/email-verification/verify', '200'],
  ])('%s %s → %s', (method, path, status) => {
    const operation = op(method, path);
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operation!.responses ?? {})).toContain(status);
  });

  it('POST /auth/verification documents 202 (request) and 200 (check)', () => {
    expect(Object.keys(op('post', '/auth/verification')!.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '202']),
    );
  });

  it('DELETE /ondernemer takes {wachtwoord} as a JSON body, not a query parameter', () => {
    const del = op('delete', '/ondernemer')!;
    expect(del.parameters?.some((p) => p.in === 'query') ?? false).toBe(false);
    expect(del.requestBody?.content?.['application/json']?.schema?.required).toEqual(['wachtwoord']);
  });
});
