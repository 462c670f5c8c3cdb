// GET /adviseur/aanvragen with more matching requests than the dashboard counts (DASHBOARD_COUNT_CAP):
// the output says so (totalCapped, aantallenPerStatusCapped) and stays exact below the cap, equal to
// a plain count in SQL; the OpenAPI document describes the flags. Data: the benchmark's generated seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { seedScale } from '@ikv/db/seed/scale';
import { createTestPool } from '@ikv/db/testing';
import { call, createAdviserAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { getOpenApiDocument } from '../../rest/openapi-document.ts';
import { DASHBOARD_COUNT_CAP } from './aanvragen/list.schema.ts';

let app: TestApp;
let pool: pg.Pool;
let token: string;
// 120 entrepreneurs: 1 200 requests, more than the cap
beforeAll(async () => {
  app = await startTestApp();
  pool = createTestPool(app.databaseUrl, 2);
  await seedScale(pool, { entrepreneurs: 120 });
  ({ token } = await createAdviserAndLogin(app.url, app.db));
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await app?.close();
});

interface ListBody {
  items: unknown[];
  total: number;
  totalCapped: boolean;
  aantallenPerStatus: Record<string, number>;
  aantallenPerStatusCapped: boolean;
}
const list = async (query: string) => {
  const res = await call<ListBody>(app.url, 'GET', `/adviseur/aanvragen?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};
const count = async (where: string) =>
  Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM aanvragen a WHERE ${where}`)).rows[0]!.n);
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
const longAgo = new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10);

describe('the dashboard count cap over REST', () => {
  it('without a filter that counts rows: exact from the kept counts, however many', async () => {
    const all = await list('');
    expect(all.total).toBe(await count('TRUE'));
    expect(all.total).toBeGreaterThan(DASHBOARD_COUNT_CAP);
    expect(all.totalCapped).toBe(false);
    expect(all.aantallenPerStatusCapped).toBe(false);
  });

  it('a filter matching more than the cap: total is the cap with totalCapped, the per-status counts are the cap + 1 rows counted', async () => {
    const body = await list(`van=${longAgo}`);
    expect(await count(`"aangemaaktOp" >= '${longAgo}'`)).toBeGreaterThan(DASHBOARD_COUNT_CAP);
    expect(body).toMatchObject({ total: DASHBOARD_COUNT_CAP, totalCapped: true, aantallenPerStatusCapped: true });
    expect(sum(body.aantallenPerStatus)).toBe(DASHBOARD_COUNT_CAP + 1);
    expect(body.items).toHaveLength(20);
  });

  it('the same filter with a status below the cap: that total exact (the tabs still capped)', async () => {
    const body = await list(`van=${longAgo}&status=INGEDIEND`);
    const exact = await count(`"aangemaaktOp" >= '${longAgo}' AND status = 'INGEDIEND'`);
    expect(exact).toBeLessThan(DASHBOARD_COUNT_CAP);
    expect(body).toMatchObject({ total: exact, totalCapped: false, aantallenPerStatusCapped: true });
  });

  it('a search below the cap: the uncapped answer, equal to a plain count', async () => {
    const body = await list('q=jansen');
    const exact =
      await count(`EXISTS (SELECT 1 FROM companies c JOIN users u ON u.id = a."ondernemerId" WHERE c.id = a."companyId"
      AND (lower(c.naam || ' ' || c."kvkNummer") LIKE '%jansen%' OR lower(u.voornaam || ' ' || u.achternaam || ' ' || u.email) LIKE '%jansen%'))`);
    expect(exact).toBeGreaterThan(0);
    expect(body).toMatchObject({ total: exact, totalCapped: false, aantallenPerStatusCapped: false });
    expect(sum(body.aantallenPerStatus)).toBe(exact);
  });

  it('the OpenAPI document describes both flags', () => {
    const get = getOpenApiDocument().paths?.['/adviseur/aanvragen']?.get as {
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    const { properties } = get.responses['200']!.content['application/json']!.schema as {
      properties: Record<string, { type: string; description: string }>;
    };
    expect(properties.totalCapped).toMatchObject({
      type: 'boolean',
      description: expect.stringMatching(/^true: meer dan `total` aanvragen .*"meer dan 1\.000"/),
    });
    expect(properties.aantallenPerStatusCapped).toMatchObject({
      type: 'boolean',
      description: expect.stringMatching(/^true: het tellen stopte na 1\.000 \+ 1/),
    });
  });
});
