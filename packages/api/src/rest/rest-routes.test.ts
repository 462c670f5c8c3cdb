import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRouter, t } from '../trpc/init.ts';
import { buildRouteTable, queryToInput } from './rest-routes.ts';

const router = createRouter({
  companies: createRouter({
    get: t.procedure
      .meta({ openapi: { method: 'GET', path: '/companies/{companyId}' } })
      .input(z.object({ companyId: z.string() }))
      .query(() => 1),
    linked: t.procedure
      .meta({ openapi: { method: 'GET', path: '/companies/linked' } })
      .input(z.void())
      .query(() => 2),
    remove: t.procedure
      .meta({ openapi: { method: 'DELETE', path: '/companies/{companyId}' }, successStatus: 204 })
      .input(z.object({ companyId: z.string() }))
      .mutation(() => 3),
    search: t.procedure
      .meta({ openapi: { method: 'GET', path: '/kvk/search' } })
      .input(
        z.object({
          naam: z.string(),
          pagina: z.number().int().optional(),
          actief: z.boolean().default(true),
          status: z.array(z.enum(['A', 'B'])).optional(),
          jaren: z.array(z.number()).optional(),
        }),
      )
      .query(() => 4),
  }),
  internal: t.procedure.input(z.object({})).query(() => 5),
});
const table = buildRouteTable(router);

describe('buildRouteTable', () => {
  it('holds only procedures with OpenAPI meta', () => {
    expect(table.routes.map((r) => r.procedurePath).sort()).toEqual([
      'companies.get',
      'companies.linked',
      'companies.remove',
      'companies.search',
    ]);
  });

  it('prefers a static segment over a parameter, whatever the declaration order', () => {
    const found = table.find('GET', '/companies/linked');
    expect(found.route?.procedurePath).toBe('companies.linked');
    expect(found.route?.voidInput).toBe(true);
  });

  it('decodes path parameters and matches with or without a trailing slash', () => {
    expect(table.find('GET', '/companies/a%20b/')).toMatchObject({
      route: { procedurePath: 'companies.get' },
      params: { companyId: 'a b' },
    });
  });

  it('names the allowed methods when the path exists under another method (405)', () => {
    expect(table.find('PUT', '/companies/abc')).toEqual({ route: null, allowed: ['GET', 'DELETE'] });
    expect(table.find('GET', '/nothing/here')).toEqual({ route: null, allowed: [] });
  });

  it('answers a repeated look-up alike, also after more paths than it remembers', () => {
    const first = table.find('GET', '/companies/c-0');
    for (let i = 1; i <= 1500; i++)
      expect(table.find('GET', `/companies/c-${i}`)).toMatchObject({ params: { companyId: `c-${i}` } });
    expect(table.find('GET', '/companies/c-0')).toEqual(first);
    expect(table.find('GET', '/companies/c-1500')).toMatchObject({ params: { companyId: 'c-1500' } });
    expect(table.find('PUT', '/companies/abc')).toEqual({ route: null, allowed: ['GET', 'DELETE'] });
    expect(table.find('PUT', '/companies/abc')).toEqual({ route: null, allowed: ['GET', 'DELETE'] });
    const long = `c-${'x'.repeat(400)}`;
    expect(table.find('GET', `/companies/${long}`)).toMatchObject({ params: { companyId: long } });
    expect(table.find('GET', `/companies/${long}`)).toMatchObject({ params: { companyId: long } });
  });

  it('carries the success status from the meta', () => {
    const found = table.find('DELETE', '/companies/abc');
    expect(found.route?.successStatus).toBe(204);
  });
});

describe('queryToInput', () => {
  const search = table.find('GET', '/kvk/search');
  const route = search.route!;

  it('types numbers and booleans by the schema and leaves strings alone', () => {
    expect(queryToInput(route, new URLSearchParams('naam=123&pagina=2&actief=false'))).toEqual({
      naam: '123',
      pagina: 2,
      actief: false,
    });
  });

  it('makes arrays of array fields, also from a single value, and keeps repeated unknown keys', () => {
    expect(queryToInput(route, new URLSearchParams('naam=x&status=A&jaren=2024&jaren=2025&extra=1&extra=2'))).toEqual({
      naam: 'x',
      status: ['A'],
      jaren: [2024, 2025],
      extra: ['1', '2'],
    });
  });

  it('leaves what is not a number as it is, so the schema names the field', () => {
    const input = queryToInput(route, new URLSearchParams('naam=x&pagina=twee&actief=misschien'));
    expect(input).toEqual({ naam: 'x', pagina: 'twee', actief: 'misschien' });
    const parsed = (route.input as z.ZodType).safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['actief', 'pagina']);
  });
});
