// Prisma access for the adviser's views: the dashboard query, entrepreneurs with requests, user search.
import { Prisma, type AanvraagStatus, type Db, type Tx, type VerklaringType } from '@ikv/db';
import { DASHBOARD_COUNT_CAP } from './aanvragen/list.schema.ts';

interface DashboardFilter {
  status?: AanvraagStatus;
  verklaringType?: 'IKV' | 'ORIENTATIE';
  vanaf?: Date;
  totVoor?: Date;
  /** a user id: that adviser's requests; null: the unassigned queue */
  behandelaarId?: string | null;
}

interface DashboardSort {
  field: 'aangemaaktOp' | 'bijgewerktOp';
  direction: 'asc' | 'desc';
}

/** A dashboard row in the shape the Prisma list select gives (see toAanvraag). */
interface DashboardRow {
  id: string;
  nummer: number;
  companyId: string;
  ondernemerId: string;
  verklaringType: VerklaringType;
  status: AanvraagStatus;
  toetsinkomen: Prisma.Decimal | null;
  aangemaaktOp: Date;
  bijgewerktOp: Date;
  company: { naam: string; naamOverride: string | null; kvkNummer: string };
  ondernemer: { voornaam: string; achternaam: string; email: string };
  behandelaar: { id: string; voornaam: string; achternaam: string } | null;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

export interface DashboardQuery extends DashboardFilter {
  /** search words (no spaces); each must occur, case-insensitively, in the request's zoektekst */
  words: string[];
  /** a word found in few companies and people (findParty): only their requests can match */
  party?: Party;
}

/** The companies and people a word occurs in. */
export interface Party {
  companyIds: string[];
  userIds: string[];
}

/** The texts of the companies' and people's trigram indexes (migration 20261124060347_dashboard_at_scale). */
const COMPANY_TEXT = Prisma.raw(`lower(c."naam" || ' ' || coalesce(c."naamOverride", '') || ' ' || c."kvkNummer")`);
const USER_TEXT = Prisma.raw(`lower(u."voornaam" || ' ' || u."achternaam" || ' ' || u."email")`);

/** A word found in at most this many companies or people is a party (findParty). */
const PARTY_MATCHES = 2000;

/** A word with a digit or an @: an e-mail address, a KvK number, a phone number. */
const looksLikeIdentifier = (term: string) => /[\d@]/.test(term) && hasTrigram(term);

/**
 * For a search by e-mail address or KvK number: the companies and people the narrowest such word
 * occurs in, from their trigram indexes (100 000 people, not 1 000 000 requests whose texts all share
 * "ondernemer", "@", ".nl"; in the requests' index those common trigrams cost 60 ms at 1 000 000).
 * Undefined when no word looks like one or each occurs in more than PARTY_MATCHES.
 */
// Db, not Tx: the lookups run side by side, which a transaction (one connection) cannot
export async function findParty(db: Db, terms: string[]): Promise<Party | undefined> {
  const found = await Promise.all(
    terms.filter(looksLikeIdentifier).map(async (term): Promise<Party | undefined> => {
      const pattern = likePattern(term);
      const [companies, users] = await Promise.all([
        db.$queryRaw<
          { id: string }[]
        >`SELECT c."id" FROM "companies" c WHERE ${COMPANY_TEXT} LIKE lower(${pattern}) LIMIT ${PARTY_MATCHES + 1}`,
        db.$queryRaw<
          { id: string }[]
        >`SELECT u."id" FROM "users" u WHERE ${USER_TEXT} LIKE lower(${pattern}) LIMIT ${PARTY_MATCHES + 1}`,
      ]);
      if (companies.length > PARTY_MATCHES || users.length > PARTY_MATCHES) return undefined;
      return { companyIds: companies.map((r) => r.id), userIds: users.map((r) => r.id) };
    }),
  );
  const size = (p: Party) => p.companyIds.length + p.userIds.length;
  return found.filter((p): p is Party => p !== undefined).sort((x, y) => size(x) - size(y))[0];
}

/**
 * The requests to look at: all, or those of a party (two index lookups behind an optimisation fence,
 * OFFSET 0, so the planner neither merges it nor walks the sort index testing each row against the lists).
 */
function requestsOf(f: DashboardQuery): Prisma.Sql {
  if (!f.party) return Prisma.sql`"aanvragen" a`;
  return Prisma.sql`(
      SELECT k.* FROM "aanvragen" k
      WHERE k."companyId" = ANY(${f.party.companyIds}::text[]) OR k."ondernemerId" = ANY(${f.party.userIds}::text[])
      OFFSET 0
    ) a`;
}

/** pg_trgm takes trigrams from runs of letters and digits: a word without three in a row has none to look up. */
const hasTrigram = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * The filter as SQL over `a` (aanvragen). A search word is looked for in the request's zoektekst
 * (company and entrepreneur, lower-cased, kept by triggers; migration 20261126123934_aanvraag_zoektekst),
 * which the trigram index answers for the words with a trigram (intersecting them; a word without one,
 * such as "de", is then checked on the rows found: GIN skips such a key when another has trigrams).
 */
export function dashboardConditions(f: DashboardQuery, withStatus: boolean, withWords = true): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (withStatus && f.status) c.push(Prisma.sql`a."status" = ${f.status}::"AanvraagStatus"`);
  if (f.verklaringType) c.push(Prisma.sql`a."verklaringType" = ${f.verklaringType}::"VerklaringType"`);
  if (f.vanaf) c.push(Prisma.sql`a."aangemaaktOp" >= ${f.vanaf}`);
  if (f.totVoor) c.push(Prisma.sql`a."aangemaaktOp" < ${f.totVoor}`);
  // the (behandelaarId, aangemaaktOp, id) index serves both: an equality and IS NULL
  if (f.behandelaarId === null) c.push(Prisma.sql`a."behandelaarId" IS NULL`);
  else if (f.behandelaarId !== undefined) c.push(Prisma.sql`a."behandelaarId" = ${f.behandelaarId}`);
  if (withWords) c.push(...wordConditions(f));
  return Prisma.join(c, ' AND ');
}

const wordConditions = (f: DashboardQuery) =>
  f.words.map((term) => Prisma.sql`a."zoektekst" LIKE lower(${likePattern(term)})`);

/**
 * How a search page is found. Up to `sortBelow` matching requests by the planner's estimate (of the
 * words with a trigram: a short word such as "el" in "El Amrani" goes with the other, and the
 * planner, taking them as independent, would expect 30 times too few): all
 * matches through the trigram index, then sorted. Above: the sort index is walked, at most `walkRows`
 * rows, checking the words on each (dense matches fill a page quickly); when that does not fill the
 * page (the estimate was too high), the matches are sorted after all. Walking without a bound for
 * words that rarely meet ("Bakker Bouw": two common words, no request with both) read every request.
 */
const SEARCH_PLAN = { sortBelow: 10_000, walkRows: 20_000 };

async function estimatedRows(db: Db | Tx, where: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<
    { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]
  >`EXPLAIN (FORMAT JSON) SELECT 1 FROM "aanvragen" a WHERE ${where}`;
  return row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

const JOINS = Prisma.sql`JOIN "companies" c ON c."id" = a."companyId" JOIN "users" u ON u."id" = a."ondernemerId"`;

type RawDashboardRow = Omit<DashboardRow, 'company' | 'ondernemer' | 'behandelaar'> & {
  naam: string;
  naamOverride: string | null;
  kvkNummer: string;
  voornaam: string;
  achternaam: string;
  email: string;
  behandelaarId: string | null;
  bVoornaam: string | null;
  bAchternaam: string | null;
};

/** The handling adviser's name, for the rows of a page only. */
const BEHANDELAAR_JOIN = Prisma.sql`LEFT JOIN "users" b ON b."id" = a."behandelaarId"`;

/**
 * One page in the sort order, after the keyset cursor (t, id) when given: a range scan of the
 * (sort field, id) index however large the table (or, for a search, see SEARCH_PLAN), joined to the page's companies and users only.
 */
export async function findDashboardPage(
  db: Db | Tx,
  f: DashboardQuery,
  sort: DashboardSort,
  cursor: { t: Date; id: string } | null,
  take: number,
  plan = SEARCH_PLAN,
): Promise<DashboardRow[]> {
  const field = Prisma.raw(sort.field === 'aangemaaktOp' ? 'a."aangemaaktOp"' : 'a."bijgewerktOp"');
  const dir = Prisma.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  const after = cursor
    ? sort.direction === 'desc'
      ? Prisma.sql`AND (${field}, a."id") < (${cursor.t}, ${cursor.id})`
      : Prisma.sql`AND (${field}, a."id") > (${cursor.t}, ${cursor.id})`
    : Prisma.empty;
  const where = dashboardConditions(f, true);
  const order = Prisma.sql`ORDER BY ${field} ${dir}, a."id" ${dir}`;
  // the page first, then the companies and people of its rows only
  const pageOf = (page: Prisma.Sql, cte = Prisma.empty) => db.$queryRaw<RawDashboardRow[]>`
    ${cte}
    SELECT a."id", a."nummer", a."companyId", a."ondernemerId", a."verklaringType", a."status", a."toetsinkomen",
           a."aangemaaktOp", a."bijgewerktOp", c."naam", c."naamOverride", c."kvkNummer", u."voornaam", u."achternaam", u."email",
           a."behandelaarId", b."voornaam" AS "bVoornaam", b."achternaam" AS "bAchternaam"
    FROM ${page} a ${JOINS} ${BEHANDELAAR_JOIN}
    ${order}`;
  // all matches, then sorted (a materialised CTE, so the planner cannot walk the sort index instead)
  const sorted = () =>
    pageOf(
      Prisma.sql`(SELECT a.* FROM m a WHERE TRUE ${after} ${order} LIMIT ${take})`,
      Prisma.sql`WITH m AS MATERIALIZED (SELECT a.* FROM "aanvragen" a WHERE ${where})`,
    );
  let rows: RawDashboardRow[];
  if (f.party) {
    rows = await pageOf(Prisma.sql`(SELECT a.* FROM ${requestsOf(f)} WHERE ${where} ${after} ${order} LIMIT ${take})`);
  } else if (!f.words.some(hasTrigram)) {
    rows = await pageOf(Prisma.sql`(SELECT a.* FROM "aanvragen" a WHERE ${where} ${after} ${order} LIMIT ${take})`);
  } else if (
    (await estimatedRows(db, dashboardConditions({ ...f, words: f.words.filter(hasTrigram) }, true))) <= plan.sortBelow
  ) {
    rows = await sorted();
  } else {
    // at most walkRows rows in sort order (the other filters' index), the words checked on those
    rows = await pageOf(Prisma.sql`(
      SELECT a.* FROM (SELECT a.* FROM "aanvragen" a WHERE ${dashboardConditions(f, true, false)} ${after} ${order} LIMIT ${plan.walkRows}) a
      WHERE ${Prisma.join(wordConditions(f), ' AND ')} ${order} LIMIT ${take})`);
    if (rows.length < take) rows = await sorted();
  }
  return rows.map(
    ({ naam, naamOverride, kvkNummer, voornaam, achternaam, email, behandelaarId, bVoornaam, bAchternaam, ...a }) => ({
      ...a,
      company: { naam, naamOverride, kvkNummer },
      ondernemer: { voornaam, achternaam, email },
      behandelaar: behandelaarId
        ? { id: behandelaarId, voornaam: bVoornaam ?? '', achternaam: bAchternaam ?? '' }
        : null,
    }),
  );
}

interface StatusCounts {
  perStatus: Map<AanvraagStatus, number>;
  /** true: more than `cap` rows match; perStatus then holds the first cap + 1 rows counted (lower bounds). */
  capped: boolean;
}

/**
 * Requests per status under every filter but the status (the dashboard's tabs; the total is the one
 * of the chosen status, or their sum). Without a date, behandelaar or search filter the answer comes
 * from the trigger-kept aanvraag_tellingen, a few dozen rows whatever the number of requests, and is
 * exact. Otherwise at most `cap` + 1 matching rows are counted (see DASHBOARD_COUNT_CAP).
 */
export async function countPerStatus(db: Db | Tx, f: DashboardQuery, cap = DASHBOARD_COUNT_CAP): Promise<StatusCounts> {
  if (!f.vanaf && !f.totVoor && f.words.length === 0 && f.behandelaarId === undefined) {
    const rows = await db.$queryRaw<{ status: AanvraagStatus; n: number }[]>`
      SELECT "status", sum("delta")::int AS n FROM "aanvraag_tellingen"
      ${f.verklaringType ? Prisma.sql`WHERE "verklaringType" = ${f.verklaringType}::"VerklaringType"` : Prisma.empty}
      GROUP BY "status"`;
    return { perStatus: new Map(rows.map((r) => [r.status, r.n])), capped: false };
  }
  const rows = await countRows(db, f, false, cap);
  return { perStatus: new Map(rows.map((r) => [r.status, r.n])), capped: rows.reduce((n, r) => n + r.n, 0) > cap };
}

/** Requests under every filter including the status, at most `cap` + 1 counted (the total of a status tab whose count was capped). */
export async function countWithStatus(
  db: Db | Tx,
  f: DashboardQuery,
  cap = DASHBOARD_COUNT_CAP,
): Promise<{ n: number; capped: boolean }> {
  const n = (await countRows(db, f, true, cap)).reduce((a, r) => a + r.n, 0);
  return { n: Math.min(n, cap), capped: n > cap };
}

function countRows(db: Db | Tx, f: DashboardQuery, withStatus: boolean, cap: number) {
  return db.$queryRaw<{ status: AanvraagStatus; n: number }[]>`
    SELECT x."status", count(*)::int AS n FROM (
      SELECT a."status" FROM ${requestsOf(f)} WHERE ${dashboardConditions(f, withStatus)}
      ${
        // a date range: read in the order of the (aangemaaktOp, id) index, so the first cap + 1 come
        // from that range (without an order the planner may scan the table for rows scattered in it)
        (f.vanaf || f.totVoor) && f.words.length === 0
          ? Prisma.sql`ORDER BY a."aangemaaktOp" DESC, a."id" DESC`
          : Prisma.empty
      } LIMIT ${cap + 1}
    ) x GROUP BY x."status"`;
}

/** Folds the +/− rows of aanvraag_tellingen into one per key (the dashboard-counts job). */
export function compactTellingen(db: Db | Tx): Promise<number> {
  return db.$executeRaw`
    WITH weg AS (DELETE FROM "aanvraag_tellingen" RETURNING "status", "verklaringType", "delta")
    INSERT INTO "aanvraag_tellingen" ("status", "verklaringType", "delta")
    SELECT "status", "verklaringType", sum("delta") FROM weg GROUP BY 1, 2 HAVING sum("delta") <> 0`;
}

interface OndernemerSummaryRow {
  id: string;
  email: string;
  voornaam: string;
  achternaam: string;
  telefoonnummer: string | null;
  aantal: number;
  open: number;
  laatste: Date | null;
}

/**
 * A page of entrepreneurs with at least one request, by (achternaam, voornaam, id) after the one with
 * id `na`: walks the users index in that order and counts the requests of each row found (index on
 * ondernemerId), so a page costs the same with 1 000 or 100 000 requests. Null when `na` is unknown.
 */
export async function findOndernemersWithAanvragen(
  db: Db | Tx,
  page: { na?: string; limit: number },
  openStatuses: readonly AanvraagStatus[],
) {
  const after = page.na
    ? await db.$queryRaw<{ achternaam: string; voornaam: string; id: string }[]>`
        SELECT "achternaam", "voornaam", "id" FROM "users" WHERE "id" = ${page.na} AND "rol" = 'ONDERNEMER'`
    : [];
  if (page.na && after.length === 0) return null;
  const from = after[0];
  return db.$queryRaw<OndernemerSummaryRow[]>`
    SELECT u."id", u."email", u."voornaam", u."achternaam", u."telefoonnummer", s.aantal, s.open, s.laatste
    FROM "users" u
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS aantal, max(a."aangemaaktOp") AS laatste,
             (count(*) FILTER (WHERE a."status"::text = ANY(${openStatuses as AanvraagStatus[]})))::int AS open
      FROM "aanvragen" a WHERE a."ondernemerId" = u."id"
    ) s
    WHERE u."rol" = 'ONDERNEMER' AND u."verwijderdOp" IS NULL AND s.aantal > 0
      ${from ? Prisma.sql`AND (u."achternaam", u."voornaam", u."id") > (${from.achternaam}, ${from.voornaam}, ${from.id})` : Prisma.empty}
    ORDER BY u."achternaam", u."voornaam", u."id"
    LIMIT ${page.limit}`;
}

export function searchUsers(db: Db | Tx, terms: string[], rol?: 'ONDERNEMER' | 'ADVISEUR') {
  return db.user.findMany({
    where: {
      verwijderdOp: null,
      ...(rol ? { rol } : {}),
      AND: terms.map((t) => ({
        OR: [
          { email: { contains: t, mode: 'insensitive' as const } },
          { voornaam: { contains: t, mode: 'insensitive' as const } },
          { achternaam: { contains: t, mode: 'insensitive' as const } },
        ],
      })),
    },
    select: { id: true, email: true, voornaam: true, achternaam: true, rol: true },
    orderBy: [{ achternaam: 'asc' }, { voornaam: 'asc' }, { id: 'asc' }],
    take: 20,
  });
}
