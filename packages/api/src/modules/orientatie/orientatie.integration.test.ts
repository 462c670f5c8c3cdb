// POST /orientatie over REST against the real app: the worked cases of ORIENTATIE.md to the euro, and
// cases recomputed here independently (the law's JSON table, a float annuity) for rows, bands, tables,
// obligations, extra amounts, the value limit and NHG; 400s; public; rate limited per IP.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../infra/clock.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: fixedClock('2026-06-15T10:00:00Z') });
});
afterAll(async () => {
  await app?.close();
});

const post = (json: unknown, token?: string) => call(app.url, 'POST', '/orientatie', { json, token });

// ---- an independent reference: the JSON of the law, read directly, and a float annuity ----
type Rij = { inkomenVanaf: number; pct: number[] };
const law = JSON.parse(readFileSync(join(import.meta.dirname, '../regels/tables/trhk-2026.json'), 'utf8')) as {
  toetsrenteBovengrensPct: (number | null)[];
  tabellen: { tabel1_aowNietBereikt: Rij[]; tabel2_aowBereikt: Rij[] };
};
function pctOf(inkomen: number, rente: number, aow = false) {
  const rijen = aow ? law.tabellen.tabel2_aowBereikt : law.tabellen.tabel1_aowNietBereikt;
  const rij = rijen.filter((r) => r.inkomenVanaf <= inkomen).at(-1)!;
  const band = law.toetsrenteBovengrensPct.findIndex((b) => b === null || rente <= b);
  return rij.pct[band]!;
}
function leningOf(jaarlast: number, rente: number) {
  const i = rente / 1200;
  return ((Math.max(0, jaarlast) / 12) * (1 - Math.pow(1 + i, -360))) / i;
}
const floor = (x: number) => Math.floor(x + 1e-7);

describe('POST /orientatie', () => {
  it('answers the worked cases of ORIENTATIE.md to the euro, without an account', async () => {
    for (const [toetsinkomen, pct, max] of [
      [40000, 24.6, 152750],
      [75000, 26.4, 307364],
      [90000, 27.6, 385602],
      [100000, 28.0, 434657],
    ] as const) {
      const res = await post({ toetsinkomen });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        regelsVersie: 'ORIENTATIE-2026.1',
        tabelJaar: 2026,
        tabel: 1,
        toetsrentePct: 5,
        financieringslastPct: pct,
        maximaleHypotheek: max,
      });
    }
    const couple = await post({ toetsinkomen: 40000, partnerToetsinkomen: 35000, rentePct: 4, rentevastJaren: 10 });
    expect(couple.body).toMatchObject({
      financieringslastPct: 24.6,
      rijVanaf: 75000,
      toetsrentePct: 4,
      maximaleHypotheek: 322046,
    });
    expect(couple.body.renteband).toMatchObject({ nummer: 6, omschrijving: { nl: '3,501–4,000 %' } });
    expect(couple.body.stappen.length).toBeGreaterThan(3);
    expect(couple.body.bron.nl).toContain('Staatscourant 2025, 36471');
  });

  it('rows between the old extract’s rows, below the first and above the last', async () => {
    for (const inkomen of [95000, 47500, 83250.5, 29999, 12000, 125000, 180000]) {
      const res = await post({ toetsinkomen: inkomen });
      const pct = pctOf(inkomen, 5);
      expect(res.body.financieringslastPct, `pct at ${inkomen}`).toBe(pct);
      expect(res.body.maximaleHypotheek, `loan at ${inkomen}`).toBe(floor(leningOf((inkomen * pct) / 100, 5)));
    }
    expect((await post({ toetsinkomen: 95000 })).body.maximaleHypotheek).toBe(409974);
    expect((await post({ toetsinkomen: 12000 })).body.rijVanaf).toBe(0);
    expect((await post({ toetsinkomen: 180000 })).body.rijVanaf).toBe(125000);
  });

  it('AOW age reached: table 2', async () => {
    for (const inkomen of [28000, 29500, 66000, 150000]) {
      const res = await post({ toetsinkomen: inkomen, aowBereikt: true });
      const pct = pctOf(inkomen, 5, true);
      expect(res.body).toMatchObject({
        tabel: 2,
        financieringslastPct: pct,
        maximaleHypotheek: floor(leningOf((inkomen * pct) / 100, 5)),
      });
    }
  });

  it('a single applicant with an energy label amount; a student loan; credit limits and other obligations', async () => {
    const single = await post({ toetsinkomen: 52000, alleenstaand: true, energielabel: 'A++' });
    const base = floor(leningOf((52000 * pctOf(52000, 5)) / 100, 5));
    expect(single.body.maximaleHypotheekInkomen).toBe(base);
    expect(single.body.extraBedragen.map((e: { code: string; bedrag: number }) => [e.code, e.bedrag])).toEqual([
      ['ENERGIELABEL', 20000],
      ['ALLEENSTAAND', 17000],
    ]);
    expect(single.body.maximaleHypotheek).toBe(base + 37000);

    const studie = await post({ toetsinkomen: 68000, studieschuldMaandlast: 150 });
    const last = (68000 * pctOf(68000, 5)) / 100 - 150 * 12 * 1.3;
    expect(studie.body.correcties).toEqual([expect.objectContaining({ code: 'STUDIESCHULD', bedragPerJaar: 2340 })]);
    expect(studie.body.maximaleHypotheek).toBe(floor(leningOf(last, 5)));

    const lasten = await post({ toetsinkomen: 68000, kredietLimieten: 5000, overigeMaandlasten: 250 });
    expect(lasten.body.maximaleHypotheek).toBe(floor(leningOf((68000 * pctOf(68000, 5)) / 100 - 1200 - 3000, 5)));
  });

  it('a couple at an offered rate with a 10-year fixed period; a 5-year fixed period is tested at no less than 5 %', async () => {
    const couple = await post({ toetsinkomen: 52000, partnerToetsinkomen: 31000, rentePct: 3.85, rentevastJaren: 10 });
    const pct = pctOf(83000, 3.85);
    expect(couple.body).toMatchObject({
      toetsrentePct: 3.85,
      gezamenlijkToetsinkomen: 83000,
      financieringslastPct: pct,
      maximaleHypotheek: floor(leningOf((83000 * pct) / 100, 3.85)),
    });

    const five = await post({ toetsinkomen: 52000, partnerToetsinkomen: 31000, rentePct: 3.85, rentevastJaren: 5 });
    expect(five.body.toetsrentePct).toBe(5);
    expect(five.body.financieringslastPct).toBe(pctOf(83000, 5));
    expect(five.body.maximaleHypotheek).toBe(floor(leningOf((83000 * pctOf(83000, 5)) / 100, 5)));
    expect(five.body.maximaleHypotheek).toBeLessThan(couple.body.maximaleHypotheek);
    const fiveHigh = await post({ toetsinkomen: 83000, rentePct: 5.6, rentevastJaren: 5 });
    expect(fiveHigh.body).toMatchObject({ toetsrentePct: 5.6, financieringslastPct: pctOf(83000, 5.6) });
  });

  it('a home value below the income-based maximum limits it; NHG possible and not', async () => {
    const limited = await post({ toetsinkomen: 100000, woningwaarde: 375000 });
    expect(limited.body).toMatchObject({
      maximaleHypotheekInkomen: 434657,
      maximaleHypotheekWaarde: 375000,
      maximaleHypotheek: 375000,
      nhgMogelijk: true,
      borgtochtprovisie: 1500,
    });
    const high = await post({ toetsinkomen: 120000 });
    expect(high.body.maximaleHypotheek).toBeGreaterThan(470000);
    expect(high.body).toMatchObject({ nhgMogelijk: false, borgtochtprovisie: null, nhgGrens: 470000 });
    const measures = await post({
      toetsinkomen: 120000,
      woningwaarde: 480000,
      energiebesparendeMaatregelen: { bedrag: 20000, labelBestaandeWoning: 'E' },
    });
    expect(measures.body).toMatchObject({
      maximaleHypotheekWaarde: 500000,
      maximaleHypotheek: 500000,
      nhgMogelijk: false,
      nhgGrens: 498200,
    });
    const within = await post({
      toetsinkomen: 120000,
      woningwaarde: 478000,
      energiebesparendeMaatregelen: { bedrag: 20000, labelBestaandeWoning: 'E' },
    });
    expect(within.body).toMatchObject({
      maximaleHypotheek: 498000,
      nhgMogelijk: true,
      nhgGrens: 498200,
      borgtochtprovisie: 1992,
    });
  });

  it('bad input is a 400 problem: negative income, missing rate for 10 years, 4 decimals, unknown label, single with a partner', async () => {
    for (const body of [
      { toetsinkomen: -1 },
      {},
      { toetsinkomen: 'veel' },
      { toetsinkomen: 50000, rentevastJaren: 10 },
      { toetsinkomen: 50000, rentePct: 4.1234 },
      { toetsinkomen: 50000, energielabel: 'H' },
      { toetsinkomen: 50000, alleenstaand: true, partnerToetsinkomen: 20000 },
      { toetsinkomen: 50000, woningwaarde: -100000 },
      { toetsinkomen: 50000.123 },
    ]) {
      expectProblem(await post(body), 400);
    }
  });

  it('is public (a logged-in caller gets the same) and rate limited per IP (429 with Retry-After)', async () => {
    const u = await registerAndLogin(app.url);
    expect((await post({ toetsinkomen: 40000 }, u.token)).body.maximaleHypotheek).toBe(152750);
    const ip = '203.0.113.77';
    const hit = () =>
      fetch(`${app.url}/api/orientatie`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ toetsinkomen: 40000 }),
      });
    let ok = 0;
    let last: Response | null = null;
    for (let i = 0; i < 61; i++) {
      last = await hit();
      if (last.status === 200) ok++;
    }
    expect(ok).toBe(60);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await fetch(`${app.url}/api/orientatie`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' },
      body: JSON.stringify({ toetsinkomen: 40000 }),
    });
    expect(other.status).toBe(200);
  });
});
