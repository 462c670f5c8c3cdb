// POST /ikv/voorcheck against the real app: for every worked case of IKV.md §7 the pre-check gives
// the same toetsinkomen, tests and codes as the request path (POST /aanvragen/{id}/ikv on a company
// with the same figures, legal form and share) and as IKV.md expects; it answers without a login, is
// rate limited per IP, and writes no row (every table's checksum before and after, the rate-limit
// counter excepted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem } from '../../../test/api-client.ts';
import { changedTables, dbChecksum } from '../../../test/db-checksum.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Clock } from '../../infra/clock.ts';
import { bucketKey } from '../rate-limit/bucket-key.ts';

let now = '2026-06-15T10:00:00Z';
const clock: Clock = { now: () => new Date(now) };
let app: TestApp;
let req: Awaited<ReturnType<typeof createRequest>>;

beforeAll(async () => {
  app = await startTestApp({ clock });
  req = await createRequest(app, '69599084');
  // no registration date: the window comes from the figures alone, as in the pre-check
  await app.db.company.update({ where: { id: req.companyId }, data: { formeleRegistratiedatum: null } });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

type Jaar = {
  jaar: number;
  fiscaleWinst: number;
  vlottendeActiva: number;
  immaterieleActiva: number;
  eigenVermogen: number;
  balanstotaal: number;
  balanscorrectie: number;
  balanscorrectieReden: null;
  kortlopendeSchulden?: number;
};
const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
} as const;
const h = (jaar: number, fiscaleWinst: number): Jaar => ({ jaar, fiscaleWinst, ...H });
const y = (jaar: number, fiscaleWinst: number, va: number, imm: number, ev: number, bt: number, ks?: number): Jaar => ({
  jaar,
  fiscaleWinst,
  vlottendeActiva: va,
  immaterieleActiva: imm,
  eigenVermogen: ev,
  balanstotaal: bt,
  balanscorrectie: 0,
  balanscorrectieReden: null,
  ...(ks === undefined ? {} : { kortlopendeSchulden: ks }),
});

type Case = {
  id: string;
  rechtsvorm?: 'EENMANSZAAK' | 'VOF' | 'BV' | 'NV';
  aandeel?: number;
  peildatum?: string;
  boekjaren: Jaar[];
  dgaSalarissen?: { jaar: number; bedrag: number }[];
  tussentijds?: { winst: number; maanden: number };
  /** IKV.md's expectation */
  toetsinkomen?: number | null;
  flags?: string[];
  status?: string;
  code?: string;
};

const T40 = (jaar: number, ks?: number) => y(jaar, 45000, 20000, 0, 30000, 80000, ks);
const T20 = [
  y(2023, 80000, 250000, 0, 200000, 400000),
  y(2024, 90000, 250000, 0, 200000, 400000),
  y(2025, 100000, 250000, 0, 200000, 400000),
];

// IKV.md §7, every case with its expected outcome. T10 has five years; the pre-check takes at most
// three, so both paths get its three window years (and JAREN_BUITEN_VENSTER does not arise).
const CASES: Case[] = [
  {
    id: 'T01',
    boekjaren: [h(2023, 28000), h(2024, 31000), h(2025, 24000)],
    toetsinkomen: 24000,
    flags: ['LAATSTE_JAAR_BEPALEND'],
    status: 'VOLDOET',
  },
  {
    id: 'T02',
    boekjaren: [h(2023, 20000), h(2024, 45000), h(2025, 55000)],
    toetsinkomen: 40000,
    flags: [],
    status: 'VOLDOET',
  },
  {
    id: 'T03',
    boekjaren: [h(2023, 40000), h(2024, 45000), h(2025, 35000)],
    toetsinkomen: 35000,
    flags: ['LAATSTE_JAAR_BEPALEND'],
    status: 'VOLDOET',
  },
  {
    id: 'T04',
    peildatum: '2025-06-15',
    boekjaren: [h(2022, 60000), h(2023, 70000), h(2024, 50000)],
    toetsinkomen: 50000,
    flags: ['LAATSTE_JAAR_BEPALEND'],
    status: 'VOLDOET',
  },
  {
    id: 'T05',
    boekjaren: [h(2023, 65000), h(2024, 70000), h(2025, -12000)],
    toetsinkomen: 0,
    flags: ['LAATSTE_JAAR_BEPALEND', 'VERLIES_LAATSTE_JAAR', 'GEEN_TOETSINKOMEN'],
    status: 'VOLDOET_NIET',
  },
  { id: 'T07', boekjaren: [h(2025, 45000)], toetsinkomen: 45000, flags: ['STARTER'], status: 'VOLDOET' },
  {
    id: 'T08',
    boekjaren: [h(2024, 30000), h(2025, 42000)],
    toetsinkomen: 36000,
    flags: ['STARTER'],
    status: 'VOLDOET',
  },
  {
    id: 'T10',
    boekjaren: [h(2023, 40000), h(2024, 44000), h(2025, 47000)],
    toetsinkomen: 43667,
    flags: [],
    status: 'VOLDOET',
  },
  {
    id: 'T11',
    rechtsvorm: 'VOF',
    aandeel: 50,
    boekjaren: [h(2023, 90000), h(2024, 96000), h(2025, 100000)],
    toetsinkomen: 47667,
    flags: ['PARTNER_AANDEEL'],
    status: 'VOLDOET',
  },
  {
    id: 'T12',
    boekjaren: [2023, 2024, 2025].map((j) => y(j, 40000, 60000, 20000, 50000, 150000)),
    toetsinkomen: 40000,
    flags: ['BALANSTOETS_NIET_GEHAALD', 'RATIO_ONDER_NORM_EERDER_JAAR', 'KORTLOPENDE_SCHULDEN_ONBEKEND'],
    status: 'VOLDOET_NIET',
  },
  {
    id: 'T14',
    boekjaren: [y(2025, 40000, 85000, 0, 20000, 100000)],
    toetsinkomen: 40000,
    flags: ['BALANSTOETS_NIET_GEHAALD', 'STARTER'],
    status: 'VOLDOET_NIET',
  },
  {
    id: 'T15',
    boekjaren: [y(2025, 30000, 75000, 0, 25000, 100000)],
    toetsinkomen: 30000,
    flags: ['STARTER'],
    status: 'VOLDOET',
  },
  {
    id: 'T16',
    boekjaren: [y(2023, 30000, 0, 0, 0, 0), y(2024, 33000, 0, 0, 0, 0), y(2025, 36000, 0, 0, 0, 0)],
    toetsinkomen: 33000,
    flags: ['GEEN_BALANS'],
    status: 'HANDMATIGE_BEOORDELING',
  },
  {
    id: 'T17',
    boekjaren: [y(2025, 30000, 20000, 0, 40000, 40000)],
    toetsinkomen: 30000,
    flags: ['STARTER'],
    status: 'VOLDOET',
  },
  {
    id: 'T18',
    boekjaren: [y(2025, 30000, 0, 10000, -5000, 10000)],
    toetsinkomen: 30000,
    flags: ['BALANSTOETS_NIET_GEHAALD', 'STARTER', 'KORTLOPENDE_SCHULDEN_ONBEKEND'],
    status: 'VOLDOET_NIET',
  },
  {
    id: 'T40',
    boekjaren: [T40(2023), T40(2024), T40(2025)],
    toetsinkomen: 45000,
    flags: ['KORTLOPENDE_SCHULDEN_ONBEKEND'],
    status: 'HANDMATIGE_BEOORDELING',
  },
  {
    id: 'T41',
    boekjaren: [T40(2023, 10000), T40(2024, 10000), T40(2025, 10000)],
    toetsinkomen: 45000,
    flags: [],
    status: 'VOLDOET',
  },
  {
    id: 'T42',
    boekjaren: [T40(2023), T40(2024), T40(2025, 25000)],
    toetsinkomen: 45000,
    flags: ['BALANSTOETS_NIET_GEHAALD'],
    status: 'VOLDOET_NIET',
  },
  {
    id: 'T19',
    boekjaren: [y(2023, 40000, 10000, 0, 10000, 100000), h(2024, 42000), h(2025, 44000)],
    toetsinkomen: 42000,
    flags: ['RATIO_ONDER_NORM_EERDER_JAAR'],
    status: 'HANDMATIGE_BEOORDELING',
  },
  {
    id: 'T20',
    rechtsvorm: 'BV',
    boekjaren: T20,
    toetsinkomen: null,
    flags: ['DGA_ROUTE', 'DGA_SALARIS_ONTBREEKT'],
    status: 'HANDMATIGE_BEOORDELING',
  },
  {
    id: 'T21',
    rechtsvorm: 'NV',
    boekjaren: T20,
    dgaSalarissen: [
      { jaar: 2023, bedrag: 50000 },
      { jaar: 2024, bedrag: 55000 },
      { jaar: 2025, bedrag: 52000 },
    ],
    toetsinkomen: 52000,
    flags: ['DGA_ROUTE', 'LAATSTE_JAAR_BEPALEND'],
    status: 'VOLDOET',
  },
  { id: 'T22', boekjaren: [h(2023, 100), h(2024, 101), h(2025, 100.5)], toetsinkomen: 101, status: 'VOLDOET' },
  {
    id: 'T25',
    boekjaren: [h(2022, 30000), h(2023, 31000), h(2024, 32000)],
    toetsinkomen: 31000,
    flags: ['VEROUDERDE_CIJFERS'],
    status: 'HANDMATIGE_BEOORDELING',
  },
  {
    id: 'T26',
    peildatum: '2026-03-15',
    boekjaren: [h(2022, 30000), h(2023, 31000), h(2024, 32000)],
    toetsinkomen: 31000,
    flags: [],
    status: 'VOLDOET',
  },
  {
    id: 'T27',
    boekjaren: [h(2024, 30000), h(2025, 36000), h(2026, 50000)],
    toetsinkomen: 33000,
    flags: ['LOPEND_JAAR_GENEGEERD', 'STARTER'],
    status: 'VOLDOET',
  },
  {
    id: 'T29',
    peildatum: '2026-09-01',
    boekjaren: [h(2023, 40000), h(2024, 42000), h(2025, 44000)],
    tussentijds: { winst: 15000, maanden: 6 },
    toetsinkomen: 30000,
    flags: ['TUSSENTIJDS_LAGER'],
    status: 'VOLDOET',
  },
  { id: 'T30', boekjaren: [h(2026, 50000)], code: 'GEEN_AFGESLOTEN_BOEKJAAR' },
  { id: 'T31', boekjaren: [h(2020, 30000), h(2025, 36000)], code: 'TE_WEINIG_JAREN' },
  { id: 'T32', boekjaren: [y(2025, 30000, 70000, 40000, 20000, 100000)], code: 'INCONSISTENTE_BALANS' },
];

const KVK_VORM = {
  EENMANSZAAK: 'Eenmanszaak',
  VOF: 'Vennootschap onder firma',
  BV: 'Besloten Vennootschap',
  NV: 'Naamloze Vennootschap',
} as const;

function precheckBody(c: Case) {
  return {
    rechtsvorm: c.rechtsvorm ?? 'EENMANSZAAK',
    ...(c.aandeel === undefined ? {} : { aandeelPercentage: c.aandeel }),
    boekjaren: c.boekjaren,
    ...(c.dgaSalarissen ? { dgaSalarissen: c.dgaSalarissen } : {}),
    ...(c.tussentijds ? { tussentijds: c.tussentijds } : {}),
  };
}

/** The request path: the same figures on the request's company, then ikv.calculate. */
async function requestPath(c: Case) {
  await app.db.company.update({
    where: { id: req.companyId },
    data: { rechtsvorm: KVK_VORM[c.rechtsvorm ?? 'EENMANSZAAK'] },
  });
  await app.db.companyMember.update({
    where: { companyId_userId: { companyId: req.companyId, userId: req.owner.userId } },
    data: { aandeelPercentage: c.aandeel ?? 100 },
  });
  await app.db.financialYear.deleteMany({ where: { companyId: req.companyId } });
  for (const { jaar, kortlopendeSchulden, ...rest } of c.boekjaren) {
    const put = await call(app.url, 'PUT', `/companies/financials/${req.companyId}/${jaar}`, {
      token: req.owner.token,
      json: { ...rest, kortlopendeSchulden: kortlopendeSchulden ?? null },
    });
    // each year is created anew (the company's years were deleted above)
    expect(put.status, `${c.id} PUT ${jaar}: ${JSON.stringify(put.body)}`).toBe(201);
  }
  return call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/ikv`, { token: req.owner.token, json: {} });
}

const codes = (b: { signaleringen: { code: string }[] }) => b.signaleringen.map((s) => s.code).sort();
const ratios = (
  jaren: {
    jaar: number;
    solvabiliteitPct: number | null;
    solvabiliteitVoldoet: boolean | null;
    liquiditeit: number | null;
    liquiditeitVoldoet: boolean | null;
  }[],
) =>
  jaren.map((j) => ({
    jaar: j.jaar,
    solvabiliteit: { pct: j.solvabiliteitPct, voldoet: j.solvabiliteitVoldoet },
    liquiditeit: { waarde: j.liquiditeit, voldoet: j.liquiditeitVoldoet },
  }));

describe('POST /ikv/voorcheck over every worked case of IKV.md', () => {
  for (const c of CASES) {
    it(`${c.id}: the same toetsinkomen, tests and codes as the request path`, async () => {
      now = `${c.peildatum ?? '2026-06-15'}T10:00:00Z`;
      const before = await dbChecksum(app.db);
      const pre = await call(app.url, 'POST', '/ikv/voorcheck', { json: precheckBody(c) });
      const after = await dbChecksum(app.db);
      expect(before === after ? [] : changedTables(before, after), 'tables written by the pre-check').toEqual([]);

      if (c.code) {
        expect(expectProblem(pre, 422).code).toBe(c.code);
        const viaRequest = await requestPath(c);
        expect(expectProblem(viaRequest, 422).code).toBe(c.code);
        return;
      }
      expect(pre.status, JSON.stringify(pre.body)).toBe(200);
      // IKV.md's expectation
      expect(pre.body.toetsinkomen).toBe(c.toetsinkomen);
      expect(pre.body.status).toBe(c.status);
      if (c.flags) expect(codes(pre.body)).toEqual([...c.flags].sort());
      expect(pre.body).toMatchObject({
        regelsVersie: 'IKV-NHG-2026.1',
        geldigVanaf: '2026-01-01',
        peildatum: c.peildatum ?? '2026-06-15',
        waarschuwingen: [],
      });
      expect(pre.body.uitleg.length).toBeGreaterThan(3);
      for (const u of pre.body.uitleg) expect(u.nl && u.en).toBeTruthy();
      expect(pre.body.documentenNodig.some((d: { soort: string }) => d.soort === 'KVK_UITTREKSEL')).toBe(true);

      // the request path takes neither DGA salaries nor interim figures: T21 and T29 are checked against IKV.md above
      if (c.dgaSalarissen || c.tussentijds) return;
      const viaRequest = await requestPath(c);
      expect(viaRequest.status, JSON.stringify(viaRequest.body)).toBe(200);
      const r = viaRequest.body;
      expect(pre.body.toetsinkomen).toBe(r.toetsinkomen);
      expect(pre.body.status).toBe(r.status);
      expect(pre.body.regelsVersie).toBe(r.regelsVersie);
      expect(pre.body.geldigVanaf).toBe(r.geldigVanaf);
      expect(pre.body.balansToets).toEqual(r.balansToets);
      expect(pre.body.venster).toEqual(r.venster);
      expect(codes(pre.body)).toEqual(codes(r));
      expect(
        pre.body.jaren.map(
          ({
            jaar,
            solvabiliteit,
            liquiditeit,
          }: {
            jaar: number;
            solvabiliteit: unknown;
            liquiditeit: { waarde: number; voldoet: boolean };
          }) => ({ jaar, solvabiliteit, liquiditeit: { waarde: liquiditeit.waarde, voldoet: liquiditeit.voldoet } }),
        ),
      ).toEqual(ratios(r.jaren));
    });
  }

  it('per year: solvency and liquidity with pass or fail, explained; the documents by legal form and year', async () => {
    now = '2026-06-15T10:00:00Z';
    const t12 = (
      await call(app.url, 'POST', '/ikv/voorcheck', { json: precheckBody(CASES.find((c) => c.id === 'T12')!) })
    ).body;
    expect(t12.jaren).toEqual(
      [2023, 2024, 2025].map((jaar) => ({
        jaar,
        solvabiliteit: { pct: 23.1, voldoet: false },
        liquiditeit: { waarde: 0.6, voldoet: null, basis: 'BENADERING_VREEMD_VERMOGEN' },
        voldoet: false,
      })),
    );
    expect(t12.uitleg.find((u: { stap: string }) => u.stap === 'jaar-2023').nl).toBe(
      '2023: solvabiliteit 23,1% (norm ten minste 25%): voldoet niet; liquiditeit 0,60 (norm ten minste 1,00): niet te beoordelen.',
    );
    expect(
      t12.documentenNodig.map((d: { soort: string; jaar?: number }) => `${d.soort}${d.jaar ? ` ${d.jaar}` : ''}`),
    ).toEqual([
      'JAARREKENING 2023',
      'IB_AANGIFTE 2023',
      'JAARREKENING 2024',
      'IB_AANGIFTE 2024',
      'JAARREKENING 2025',
      'IB_AANGIFTE 2025',
      'KVK_UITTREKSEL',
    ]);
    const bv = (
      await call(app.url, 'POST', '/ikv/voorcheck', {
        json: { ...precheckBody(CASES.find((c) => c.id === 'T20')!), rechtsvorm: 'Besloten Vennootschap' },
      })
    ).body;
    expect(bv.route).toBe('DGA');
    expect(
      bv.documentenNodig
        .filter((d: { soort: string }) => d.soort === 'DGA_SALARIS')
        .map((d: { jaar: number }) => d.jaar),
    ).toEqual([2023, 2024, 2025]);
    expect(bv.documentenNodig.find((d: { soort: string }) => d.soort === 'DGA_SALARIS').en).toContain('DGA salary');
  });

  it('400 on malformed figures (as the submit), 422 on an unsupported legal form or share', async () => {
    now = '2026-06-15T10:00:00Z';
    const dup = expectProblem(
      await call(app.url, 'POST', '/ikv/voorcheck', {
        json: { rechtsvorm: 'EENMANSZAAK', boekjaren: [h(2025, 1), h(2025, 2)] },
      }),
      400,
    );
    expect(dup.errors?.map((e) => e.path)).toContain('boekjaren.1.jaar');
    expectProblem(
      await call(app.url, 'POST', '/ikv/voorcheck', {
        json: {
          rechtsvorm: 'EENMANSZAAK',
          boekjaren: [{ ...h(2025, 1), balanscorrectie: 500, balanscorrectieReden: '' }],
        },
      }),
      400,
    );
    expectProblem(
      await call(app.url, 'POST', '/ikv/voorcheck', {
        json: { rechtsvorm: 'EENMANSZAAK', boekjaren: [{ ...h(2025, 1), balanstotaal: -1 }] },
      }),
      400,
    );
    expectProblem(
      await call(app.url, 'POST', '/ikv/voorcheck', {
        json: { rechtsvorm: 'EENMANSZAAK', boekjaren: [h(2022, 1), h(2023, 1), h(2024, 1), h(2025, 1)] },
      }),
      400,
    );
    expect(
      expectProblem(
        await call(app.url, 'POST', '/ikv/voorcheck', { json: { rechtsvorm: 'Stichting', boekjaren: [h(2025, 1)] } }),
        422,
      ).code,
    ).toBe('RECHTSVORM_NIET_ONDERSTEUND');
    expect(
      expectProblem(
        await call(app.url, 'POST', '/ikv/voorcheck', {
          json: { rechtsvorm: 'VOF', aandeelPercentage: 0, boekjaren: [h(2025, 1)] },
        }),
        422,
      ).code,
    ).toBe('ONGELDIG_AANDEEL');
  });

  it('past the newest rules it uses them and warns REGELS_NIET_ACTUEEL', async () => {
    now = '2027-06-15T10:00:00Z';
    const res = await call(app.url, 'POST', '/ikv/voorcheck', {
      json: precheckBody({ id: 'x', boekjaren: [h(2024, 40000), h(2025, 40000), h(2026, 40000)] }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ regelsVersie: 'IKV-NHG-2026.1', toetsinkomen: 40000 });
    expect(res.body.waarschuwingen[0]).toMatchObject({ code: 'REGELS_NIET_ACTUEEL' });
    expect(res.body.waarschuwingen[0].nl).toContain('voor 2027 zijn nog niet opgenomen');
  });

  it('answers a logged-in caller the same, and is rate limited per IP (429 with Retry-After)', async () => {
    now = '2026-06-15T10:00:00Z';
    const body = precheckBody(CASES[0]!);
    const anon = await call(app.url, 'POST', '/ikv/voorcheck', { json: body });
    const loggedIn = await call(app.url, 'POST', '/ikv/voorcheck', { json: body, token: req.owner.token });
    expect(loggedIn.body).toEqual(anon.body);
    const hit = (ip: string) =>
      fetch(`${app.url}/api/ikv/voorcheck`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
    let ok = 0;
    let last: Response | null = null;
    for (let i = 0; i < 61; i++) {
      last = await hit('203.0.113.90');
      if (last.status === 200) ok++;
    }
    expect(ok).toBe(60);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await hit('203.0.113.91')).status).toBe(200);
  });

  it('a parallel burst of 80 pre-checks from one address gets exactly 60 answers, the rest 429', async () => {
    now = '2026-06-15T11:00:00Z';
    const ip = '203.0.113.92';
    const body = JSON.stringify(precheckBody(CASES[0]!));
    const hit = () =>
      fetch(`${app.url}/api/ikv/voorcheck`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body,
      });
    expect((await hit()).status).toBe(200);
    // the counter's row is held while the burst arrives, as a busy database would hold it: whatever
    // reads the counter before counting passes while it waits, whatever counts first waits its turn
    const { burst } = await app.db.$transaction(
      async (tx) => {
        await tx.$executeRaw`UPDATE rate_limit_buckets SET aantal = aantal WHERE sleutel = ${bucketKey('voorcheckIp', ip)}`;
        const burst = Promise.all(Array.from({ length: 80 }, () => hit().then((r) => r.status)));
        // counted on the transaction's own connection: the burst's requests, waiting on the row, hold every
        // connection of the app's pool, so a count through the pool waited for the transaction to end (a CI
        // run's 35 s), and the transaction's timeout ended it. A transaction keeps its first view of
        // pg_stat_activity unless told to forget it.
        for (let waited = 0; waited < 5_000; waited += 50) {
          await tx.$executeRaw`SELECT pg_stat_clear_snapshot()`;
          const [row] = await tx.$queryRaw<{ n: number }[]>`
            SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`;
          if (row!.n >= 5) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await new Promise((r) => setTimeout(r, 200));
        return { burst }; // wrapped: the transaction ends (and lets go of the row) before the burst is awaited
      },
      { timeout: 30_000 },
    );
    const statuses = await burst;
    expect(statuses.filter((s) => s === 200)).toHaveLength(59);
    expect(statuses.filter((s) => s === 429)).toHaveLength(21);
  });
});
