// The adviser dashboard's queries on generated data (packages/db/src/seed/scale.ts, the benchmark's
// seed): the trigger-kept counts per status stay equal to a count of the rows through bulk and
// concurrent writes, deletes, folding and TRUNCATE; search and keyset pages give what a plain filter
// gives; and PostgreSQL can use the indexes the queries were written for (the search expressions
// must stay those of the trigram indexes; see `pnpm bench:scale` for the figures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createDb, Prisma, type AanvraagStatus, type Db } from '@ikv/db';
import { createTestDatabase, createTestPool } from '@ikv/db/testing';
import { countScale, seedScale } from '@ikv/db/seed/scale';
import {
  compactTellingen,
  countPerStatus,
  countWithStatus,
  findParty,
  dashboardConditions,
  findDashboardPage,
  findOndernemersWithAanvragen,
  type DashboardQuery,
} from './adviseur.repository.ts';

let db: Db;
let pool: pg.Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  db = createDb(database.url, { max: 10 });
  pool = createTestPool(database.url, 10);
  drop = database.drop;
  await seedScale(pool, { entrepreneurs: 30 });
}, 60_000);
afterAll(async () => {
  await db?.$disconnect();
  await pool?.end();
  await drop?.();
});

const none: DashboardQuery = { words: [] };
const search = async (...terms: string[]): Promise<DashboardQuery> => ({
  words: terms,
  party: await findParty(db, terms),
});

/** The counts as a plain GROUP BY over the rows. */
async function counted(where = 'TRUE'): Promise<Map<AanvraagStatus, number>> {
  const { rows } = await pool.query<{ status: AanvraagStatus; n: number }>(
    `SELECT status, count(*)::int AS n FROM aanvragen a WHERE ${where} GROUP BY status`,
  );
  return new Map(rows.map((r) => [r.status, r.n]));
}
const sorted = (m: Map<string, number>) => [...m.entries()].filter(([, n]) => n !== 0).sort();

describe('seedScale', () => {
  it('makes per entrepreneur two companies with five requests each, two chat messages per request and an appointment per company; grows', async () => {
    expect(await countScale(pool)).toEqual({
      entrepreneurs: 30,
      companies: 60,
      aanvragen: 300,
      chatMessages: 600,
      appointments: 60,
    });
    await seedScale(pool, { entrepreneurs: 40 });
    expect(await countScale(pool)).toMatchObject({ entrepreneurs: 40, companies: 80, aanvragen: 400 });
  });
});

describe('counts per status (aanvraag_tellingen)', () => {
  it('equal a count of the rows after bulk, concurrent and unchanged updates, deletes and folding', async () => {
    expect(sorted((await countPerStatus(db, none)).perStatus)).toEqual(sorted(await counted()));
    expect(sorted((await countPerStatus(db, { verklaringType: 'ORIENTATIE', words: [] })).perStatus)).toEqual(
      sorted(await counted(`"verklaringType" = 'ORIENTATIE'`)),
    );

    // bulk: every open IKV request of ten companies taken on
    await pool.query(
      `UPDATE aanvragen SET status = 'IN_BEHANDELING' WHERE status = 'INGEDIEND' AND "verklaringType" = 'IKV' AND "companyId" IN (SELECT id FROM companies ORDER BY id LIMIT 10)`,
    );
    // concurrent: 40 single-row changes in their own transactions, in both directions
    const { rows } = await pool.query<{ id: string; status: AanvraagStatus }>(
      `SELECT id, status FROM aanvragen WHERE status IN ('AFGEROND', 'AFGEWEZEN') ORDER BY id LIMIT 40`,
    );
    await Promise.all(
      rows.map((r, i) =>
        pool.query(`UPDATE aanvragen SET status = $2 WHERE id = $1`, [r.id, i % 2 ? 'AFGEWEZEN' : 'AFGEROND']),
      ),
    );
    // a change that leaves the status as it is, and one of another column only
    await pool.query(`UPDATE aanvragen SET status = status, toetsinkomen = 1 WHERE id = $1`, [rows[0]!.id]);
    await pool.query(
      `DELETE FROM chat_messages WHERE "aanvraagId" IN (SELECT id FROM aanvragen WHERE status = 'INGETROKKEN' LIMIT 5)`,
    );
    await pool.query(`UPDATE appointments SET "aanvraagId" = NULL`);
    await pool.query(
      `DELETE FROM aanvragen WHERE id IN (SELECT id FROM aanvragen WHERE status = 'INGETROKKEN' ORDER BY id LIMIT 5)`,
    );
    expect(sorted((await countPerStatus(db, none)).perStatus)).toEqual(sorted(await counted()));

    const before = Number((await pool.query(`SELECT count(*) FROM aanvraag_tellingen`)).rows[0].count);
    await Promise.all([compactTellingen(db), compactTellingen(db)]);
    const after = Number((await pool.query(`SELECT count(*) FROM aanvraag_tellingen`)).rows[0].count);
    expect(after).toBeLessThan(before);
    expect(after).toBeLessThanOrEqual(12); // one row per status and type at most
    expect(sorted((await countPerStatus(db, none)).perStatus)).toEqual(sorted(await counted()));
  });

  it('with a date or search filter, count the matching rows', async () => {
    const vanaf = new Date(Date.now() - 60 * 86_400_000);
    const { perStatus: byDate, capped: byDateCapped } = await countPerStatus(db, { vanaf, words: [] });
    expect(byDateCapped).toBe(false);
    expect(sorted(byDate)).toEqual(sorted(await counted(`"aangemaaktOp" >= '${vanaf.toISOString()}'`)));
    expect([...byDate.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const { perStatus: byWords } = await countPerStatus(db, await search('de', 'jansen'));
    expect(sorted(byWords)).toEqual(
      sorted(
        await counted(`EXISTS (SELECT 1 FROM companies c JOIN users u ON u.id = a."ondernemerId" WHERE c.id = a."companyId"
        AND lower(c.naam || ' ' || u.voornaam || ' ' || u.achternaam || ' ' || u.email) LIKE '%de%'
        AND lower(c.naam || ' ' || u.voornaam || ' ' || u.achternaam || ' ' || u.email) LIKE '%jansen%')`),
      ),
    );
    expect([...byWords.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

describe('the counting cap', () => {
  it('counts at most cap + 1 rows: below the cap the uncapped answer, above it capped with the rows counted as lower bounds', async () => {
    for (const q of [
      await search('jansen'),
      await search('de'),
      { vanaf: new Date(Date.now() - 400 * 86_400_000), words: [] },
      { behandelaarId: null, words: [] },
    ] as DashboardQuery[]) {
      const exact = await countPerStatus(db, q, 1_000_000);
      const n = [...exact.perStatus.values()].reduce((a, b) => a + b, 0);
      expect(n).toBeGreaterThan(3);
      expect(exact.capped).toBe(false);
      // a cap at the number of matches: still exact
      expect(await countPerStatus(db, q, n)).toEqual(exact);
      // one below: capped, cap + 1 rows counted, each status at most its true count
      for (const cap of [n - 1, 3]) {
        const capped = await countPerStatus(db, q, cap);
        expect(capped.capped).toBe(true);
        expect([...capped.perStatus.values()].reduce((a, b) => a + b, 0)).toBe(cap + 1);
        for (const [status, k] of capped.perStatus) expect(k).toBeLessThanOrEqual(exact.perStatus.get(status) ?? 0);
      }
      // with the status: the total of one tab, capped the same way
      const [status, k] = [...exact.perStatus.entries()].sort((x, y) => y[1] - x[1])[0]!;
      expect(await countWithStatus(db, { ...q, status }, 1_000_000)).toEqual({ n: k, capped: false });
      expect(await countWithStatus(db, { ...q, status }, k)).toEqual({ n: k, capped: false });
      expect(await countWithStatus(db, { ...q, status }, k - 1)).toEqual({ n: k - 1, capped: true });
    }
  });

  it('never caps the counts from aanvraag_tellingen', async () => {
    expect((await countPerStatus(db, none, 1)).capped).toBe(false);
    expect(sorted((await countPerStatus(db, { verklaringType: 'IKV', words: [] }, 1)).perStatus)).toEqual(
      sorted(await counted(`"verklaringType" = 'IKV'`)),
    );
  });
});

describe('findDashboardPage', () => {
  it('search: every word in the company text or the entrepreneur text, case-insensitive; % and _ are literal', async () => {
    const { rows: expected } = await pool.query<{ id: string }>(
      `SELECT a.id FROM aanvragen a JOIN companies c ON c.id = a."companyId" JOIN users u ON u.id = a."ondernemerId"
       WHERE (c.naam ILIKE '%coaching%' OR u.voornaam ILIKE '%coaching%' OR u.achternaam ILIKE '%coaching%' OR u.email ILIKE '%coaching%')
         AND (c.naam ILIKE '%jansen%' OR u.achternaam ILIKE '%jansen%' OR u.email ILIKE '%jansen%')
       ORDER BY a."aangemaaktOp" DESC, a.id DESC`,
    );
    const found = await findDashboardPage(
      db,
      await search('COACHING', 'jansen'),
      { field: 'aangemaaktOp', direction: 'desc' },
      null,
      1000,
    );
    expect(found.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    // the other way to the same rows: walking the sort index (what many matches get)
    const walked = await findDashboardPage(
      db,
      await search('COACHING', 'jansen'),
      { field: 'aangemaaktOp', direction: 'desc' },
      null,
      1000,
      { sortBelow: 0, walkRows: 1_000_000 },
    );
    expect(walked.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(found.length).toBeGreaterThan(0);
    const kvk = await findDashboardPage(
      db,
      await search('20000011'),
      { field: 'aangemaaktOp', direction: 'desc' },
      null,
      100,
    );
    expect(new Set(kvk.map((r) => r.company.kvkNummer))).toEqual(new Set(['20000011']));
    // by e-mail address or KvK number (a party: the requests of the companies and people found), and the same without that shortcut
    for (const terms of [['ondernemer7@schaal.test'], ['20000011'], ['ONDERNEMER1', '@schaal'], ['2000001']]) {
      const q = await search(...terms);
      expect(q.party).toBeDefined();
      const viaParty = await findDashboardPage(db, q, { field: 'aangemaaktOp', direction: 'desc' }, null, 1000);
      expect(viaParty.map((r) => r.id)).toEqual(
        (await findDashboardPage(db, { words: terms }, { field: 'aangemaaktOp', direction: 'desc' }, null, 1000)).map(
          (r) => r.id,
        ),
      );
      expect(viaParty.length).toBeGreaterThan(0);
      expect((await countPerStatus(db, q)).perStatus).toEqual((await countPerStatus(db, { words: terms })).perStatus);
    }
    expect((await search('jansen')).party).toBeUndefined();
    expect(
      await findDashboardPage(db, await search('%'), { field: 'aangemaaktOp', direction: 'desc' }, null, 10),
    ).toEqual([]);
    expect(
      await findDashboardPage(db, await search('_'), { field: 'aangemaaktOp', direction: 'desc' }, null, 10),
    ).toEqual([]);
  });

  it('the search text follows a renamed company, a changed name or e-mail and a moved request; a status change leaves it', async () => {
    const found = async (...terms: string[]) =>
      (await findDashboardPage(db, await search(...terms), { field: 'aangemaaktOp', direction: 'desc' }, null, 100))
        .map((r) => r.id)
        .sort();
    const { rows } = await pool.query<{ id: string; companyId: string; ondernemerId: string }>(
      `SELECT id, "companyId", "ondernemerId" FROM aanvragen ORDER BY id LIMIT 1`,
    );
    const { id, companyId, ondernemerId } = rows[0]!;
    const ofCompany = (
      await pool.query<{ id: string }>(`SELECT id FROM aanvragen WHERE "companyId" = $1 ORDER BY id`, [companyId])
    ).rows.map((r) => r.id);
    const ofPerson = (
      await pool.query<{ id: string }>(`SELECT id FROM aanvragen WHERE "ondernemerId" = $1 ORDER BY id`, [ondernemerId])
    ).rows.map((r) => r.id);
    await pool.query(`UPDATE companies SET "naamOverride" = 'Zwaluwstaart Ateliers' WHERE id = $1`, [companyId]);
    expect(await found('zwaluwstaart')).toEqual(ofCompany);
    await pool.query(`UPDATE companies SET naam = 'Kolibrie Werkplaats' WHERE id = $1`, [companyId]);
    expect(await found('kolibrie', 'zwaluwstaart')).toEqual(ofCompany);
    await pool.query(`UPDATE users SET achternaam = 'Pimpelmees', email = 'p.mees@voorbeeld.nl' WHERE id = $1`, [
      ondernemerId,
    ]);
    expect(await found('PIMPELMEES')).toEqual(ofPerson);
    expect(await found('mees@voorbeeld')).toEqual(ofPerson);
    // a change of status or of the text itself: the text stays the one of the company and the person
    await pool.query(`UPDATE aanvragen SET status = 'AFGEWEZEN', zoektekst = 'iets anders' WHERE id = $1`, [id]);
    expect(await found('pimpelmees', 'kolibrie')).toContain(id);
    expect(await found('iets')).toEqual([]);
    // moved to another company: that company's words, no longer the old one's
    const { rows: other } = await pool.query<{ id: string; naam: string }>(
      `SELECT id, naam FROM companies WHERE id <> $1 AND "eigenaarId" = $2 LIMIT 1`,
      [companyId, ondernemerId],
    );
    await pool.query(`UPDATE aanvragen SET "companyId" = $2 WHERE id = $1`, [id, other[0]!.id]);
    expect(await found('kolibrie')).not.toContain(id);
    expect((await pool.query(`SELECT zoektekst FROM aanvragen WHERE id = $1`, [id])).rows[0].zoektekst).toContain(
      other[0]!.naam.toLowerCase(),
    );
  });

  it("a search in keyset pages, through the sorted matches, the walk and a walk too short for a page, gives a plain filter's rows in order", async () => {
    const { rows: expected } = await pool.query<{ id: string }>(
      `SELECT a.id FROM aanvragen a JOIN companies c ON c.id = a."companyId" JOIN users u ON u.id = a."ondernemerId"
       WHERE lower(c.naam || ' ' || coalesce(c."naamOverride", '') || ' ' || c."kvkNummer" || ' ' || u.voornaam || ' ' || u.achternaam || ' ' || u.email) LIKE '%de%'
         AND lower(c.naam || ' ' || coalesce(c."naamOverride", '') || ' ' || c."kvkNummer" || ' ' || u.voornaam || ' ' || u.achternaam || ' ' || u.email) LIKE '%schaal%'
       ORDER BY a."bijgewerktOp" ASC, a.id ASC`,
    );
    expect(expected.length).toBeGreaterThan(20);
    for (const plan of [
      { sortBelow: 1e9, walkRows: 0 },
      { sortBelow: 0, walkRows: 1e9 },
      { sortBelow: 0, walkRows: 10 },
    ]) {
      const seen: string[] = [];
      let cursor: { t: Date; id: string } | null = null;
      for (;;) {
        const page = await findDashboardPage(
          db,
          await search('de', 'Schaal'),
          { field: 'bijgewerktOp', direction: 'asc' },
          cursor,
          7,
          plan,
        );
        seen.push(...page.map((r) => r.id));
        const last = page.at(-1);
        if (page.length < 7 || !last) break;
        cursor = { t: last.bijgewerktOp, id: last.id };
      }
      expect(seen).toEqual(expected.map((r) => r.id));
    }
  });

  it('keyset pages in both directions and by last change cover every row once, in order', async () => {
    const total = Number((await pool.query(`SELECT count(*) FROM aanvragen WHERE status = 'AFGEROND'`)).rows[0].count);
    for (const sort of [
      { field: 'aangemaaktOp', direction: 'desc' },
      { field: 'aangemaaktOp', direction: 'asc' },
      { field: 'bijgewerktOp', direction: 'desc' },
    ] as const) {
      const seen: string[] = [];
      let cursor: { t: Date; id: string } | null = null;
      for (;;) {
        const page = await findDashboardPage(db, { status: 'AFGEROND', words: [] }, sort, cursor, 37);
        seen.push(...page.map((r) => r.id));
        const last = page.at(-1);
        if (page.length < 37 || !last) break;
        cursor = { t: last[sort.field], id: last.id };
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    }
  });

  it('PostgreSQL can answer the search from the trigram indexes and the newest page from the (aangemaaktOp, id) index', async () => {
    // the queries as the repository writes them; on this small table a sequential scan is cheaper,
    // so it is forbidden here to see which indexes fit
    const plan = (query: Prisma.Sql) =>
      db.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
        const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>`EXPLAIN ${query}`;
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const byWords = await plan(
      Prisma.sql`SELECT a."id" FROM "aanvragen" a WHERE ${dashboardConditions(await search('bakker', 'Bouw'), true)}`,
    );
    expect(byWords).toContain('aanvragen_zoektekst_trgm');
    const newest = await plan(
      Prisma.sql`SELECT a."id" FROM "aanvragen" a WHERE ${dashboardConditions(none, true)} ORDER BY a."aangemaaktOp" DESC, a."id" DESC LIMIT 21`,
    );
    expect(newest).toContain('aanvragen_aangemaaktOp_id_idx');
  });
});

describe('the behandelaar queues', () => {
  it('mij/{id} and niemand give what a plain filter gives, page by page, with matching counts; the planner uses the (behandelaarId, aangemaaktOp, id) index', async () => {
    const { rows: adviser } = await pool.query<{ id: string }>(
      `INSERT INTO users (id, email, "passwordHash", rol, voornaam, achternaam, "bijgewerktOp") VALUES ('behandelaar-1', 'b1@test.nl', 'x', 'ADVISEUR', 'Bo', 'Behandelaar', now()) RETURNING id`,
    );
    const me = adviser[0]!.id;
    await pool.query(
      `INSERT INTO users (id, email, "passwordHash", rol, voornaam, achternaam, "bijgewerktOp") VALUES ('behandelaar-2', 'b2@test.nl', 'x', 'ADVISEUR', 'Cor', 'Collega', now())`,
    );
    // most requests are handled: the queue and a colleague's share are small, as in a busy office
    await pool.query(
      `UPDATE aanvragen SET "behandelaarId" = $1 WHERE id NOT IN (SELECT id FROM aanvragen ORDER BY id LIMIT 20)`,
      [me],
    );
    await pool.query(
      `UPDATE aanvragen SET "behandelaarId" = 'behandelaar-2' WHERE id IN (SELECT id FROM aanvragen ORDER BY id LIMIT 8)`,
    );
    await pool.query(`ANALYZE aanvragen`);
    for (const [behandelaarId, where] of [
      [me, `"behandelaarId" = '${me}'`],
      [null, `"behandelaarId" IS NULL`],
    ] as const) {
      const { rows: expected } = await pool.query<{ id: string }>(
        `SELECT id FROM aanvragen WHERE ${where} ORDER BY "aangemaaktOp" DESC, id DESC`,
      );
      const seen: string[] = [];
      let cursor: { t: Date; id: string } | null = null;
      for (;;) {
        const page = await findDashboardPage(
          db,
          { behandelaarId, words: [] },
          { field: 'aangemaaktOp', direction: 'desc' },
          cursor,
          23,
        );
        seen.push(...page.map((r) => r.id));
        const last = page.at(-1);
        if (page.length < 23 || !last) break;
        cursor = { t: last.aangemaaktOp, id: last.id };
      }
      expect(seen).toEqual(expected.map((r) => r.id));
      expect(sorted((await countPerStatus(db, { behandelaarId, words: [] })).perStatus)).toEqual(
        sorted(await counted(where)),
      );
    }
    const mine = await findDashboardPage(
      db,
      { behandelaarId: me, words: [] },
      { field: 'aangemaaktOp', direction: 'desc' },
      null,
      5,
    );
    expect(mine.every((r) => r.behandelaar?.id === me && r.behandelaar.achternaam === 'Behandelaar')).toBe(true);

    const plan = (query: Prisma.Sql) =>
      db.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
        const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>`EXPLAIN ${query}`;
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    // the narrow queues (the unassigned one, a colleague's) are read through an index on the behandelaar
    // (which of the two the planner picks depends on the statistics), not by walking the whole sort index
    for (const behandelaarId of ['behandelaar-2', null]) {
      const q = await plan(
        Prisma.sql`SELECT a."id" FROM "aanvragen" a WHERE ${dashboardConditions({ behandelaarId, words: [] }, true)} ORDER BY a."aangemaaktOp" DESC, a."id" DESC LIMIT 21`,
      );
      expect(q).toMatch(/Index Cond: \(+"?behandelaarId"? (=|IS NULL)/);
      expect(q).not.toContain('aanvragen_aangemaaktOp_id_idx');
    }
  });
});

describe('findOndernemersWithAanvragen', () => {
  it('pages through every entrepreneur with requests once, in name order, with the counts of a GROUP BY', async () => {
    const open = ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'] as const;
    const { rows: expected } = await pool.query<{ id: string; aantal: number; open: number }>(
      `SELECT u.id, count(*)::int AS aantal, (count(*) FILTER (WHERE a.status IN ('INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG')))::int AS open
       FROM users u JOIN aanvragen a ON a."ondernemerId" = u.id WHERE u.rol = 'ONDERNEMER'
       GROUP BY u.id, u.achternaam, u.voornaam ORDER BY u.achternaam, u.voornaam, u.id`,
    );
    const seen: { id: string; aantal: number; open: number }[] = [];
    let na: string | undefined;
    for (;;) {
      const page = await findOndernemersWithAanvragen(db, { na, limit: 7 }, open);
      if (!page) throw new Error('unknown na');
      seen.push(...page.map((r) => ({ id: r.id, aantal: r.aantal, open: r.open })));
      if (page.length < 7) break;
      na = page.at(-1)!.id;
    }
    expect(seen).toEqual(expected);
    expect(await findOndernemersWithAanvragen(db, { na: 'onbekend', limit: 7 }, open)).toBeNull();
  });
});

describe('TRUNCATE', () => {
  // on a database of its own: the suites above keep the seeded rows they share
  it('empties the counts with the requests', async () => {
    const own = await createTestDatabase();
    const ownDb = createDb(own.url, { max: 2 });
    const ownPool = createTestPool(own.url, 2);
    try {
      await seedScale(ownPool, { entrepreneurs: 3 });
      expect((await countPerStatus(ownDb, none)).perStatus.size).toBeGreaterThan(0);
      await ownPool.query('TRUNCATE aanvragen CASCADE');
      expect((await ownPool.query(`SELECT count(*)::int AS n FROM aanvraag_tellingen`)).rows[0].n).toBe(0);
      expect(await countPerStatus(ownDb, none)).toEqual({ perStatus: new Map(), capped: false });
      // the shared data is untouched
      expect(sorted((await countPerStatus(db, none)).perStatus)).toEqual(sorted(await counted()));
      expect((await countScale(pool)).aanvragen).toBeGreaterThan(0);
    } finally {
      await ownDb.$disconnect();
      await ownPool.end();
      await own.drop();
    }
  });
});
