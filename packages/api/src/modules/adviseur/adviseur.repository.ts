// Prisma access for the adviser's views: the dashboard query, entrepreneurs with requests, user search.
import { Prisma, type AanvraagStatus, type Db, type Tx, type VerklaringType } from '@ikv/db';
import { DASHBOARD_COUNT_CAP } from './aanvragen/list.schema.ts';

export interface DashboardFilter {
  status?: AanvraagStatus;
  verklaringType?: 'IKV' | 'ORIENTATIE';
  vanaf?: Date;
  totVoor?: Date;
  /** a user id: that adviser's requests; null: the unassigned queue */
  behandelaarId?: string | null;
}

export interface DashboardSort {
  field: 'aangemaaktOp' | 'bijgewerktOp';
  direction: 'asc' | 'desc';
}

/** A dashboard row in the shape the Prisma list select gives (see toAanvraag). */
export interface DashboardRow {
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

/** The texts a search word is looked for in: those of the trigram indexes (migration 20261124060347_dashboard_at_scale). */
export const COMPANY_TEXT = Prisma.raw(`lower(c."naam" || ' ' || coalesce(c."naamOverride", '') || ' ' || c."kvkNummer")`);
export const USER_TEXT = Prisma.raw(`lower(u."voornaam" || ' ' || u."achternaam" || ' ' || u."email")`);

/** Above this many companies or people for one word, the word is checked row by row instead. */
export const NARROW_MATCHES = 2000;

/**
 * How a search word filters: by the ids of the companies and people it occurs in (looked up in the
 * trigram indexes; the request indexes on companyId and ondernemerId then give the rows, and the
 * planner knows how many), or, for a word of one or two letters or one that occurs almost
 * everywhere, on the joined texts of each request visited in sort order (where matches are dense,
 * a page fills quickly).
 */
export type SearchWord = { kind: 'ids'; companyIds: string[]; userIds: string[] } | { kind: 'text'; pattern: string };

// Db, not Tx: the lookups run side by side, which a transaction (one connection) cannot
export async function resolveSearchWords(db: Db, terms: string[]): Promise<SearchWord[]> {
  return Promise.all(
    terms.map(async (term): Promise<SearchWord> => {
      const pattern = likePattern(term);
      if (term.length < 3) return { kind: 'text', pattern };
      const [companies, users] = await Promise.all([
        db.$queryRaw<{ id: string }[]>`SELECT c."id" FROM "companies" c WHERE ${COMPANY_TEXT} LIKE lower(${pattern}) LIMIT ${NARROW_MATCHES + 1}`,
        db.$queryRaw<{ id: string }[]>`SELECT u."id" FROM "users" u WHERE ${USER_TEXT} LIKE lower(${pattern}) LIMIT ${NARROW_MATCHES + 1}`,
      ]);
      if (companies.length > NARROW_MATCHES || users.length > NARROW_MATCHES) return { kind: 'text', pattern };
      return { kind: 'ids', companyIds: companies.map((r) => r.id), userIds: users.map((r) => r.id) };
    }),
  );
}

export interface DashboardQuery extends DashboardFilter {
  words: SearchWord[];
}

/** The filter as SQL over `a` (aanvragen) and, when a word is checked on the texts, `c` and `u`. */
export function dashboardConditions(f: DashboardQuery, withStatus: boolean): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (withStatus && f.status) c.push(Prisma.sql`a."status" = ${f.status}::"AanvraagStatus"`);
  if (f.verklaringType) c.push(Prisma.sql`a."verklaringType" = ${f.verklaringType}::"VerklaringType"`);
  if (f.vanaf) c.push(Prisma.sql`a."aangemaaktOp" >= ${f.vanaf}`);
  if (f.totVoor) c.push(Prisma.sql`a."aangemaaktOp" < ${f.totVoor}`);
  // the (behandelaarId, aangemaaktOp, id) index serves both: an equality and IS NULL
  if (f.behandelaarId === null) c.push(Prisma.sql`a."behandelaarId" IS NULL`);
  else if (f.behandelaarId !== undefined) c.push(Prisma.sql`a."behandelaarId" = ${f.behandelaarId}`);
  for (const w of f.words) {
    c.push(
      w.kind === 'ids'
        ? Prisma.sql`(a."companyId" = ANY(${w.companyIds}::text[]) OR a."ondernemerId" = ANY(${w.userIds}::text[]))`
        : Prisma.sql`(${COMPANY_TEXT} LIKE lower(${w.pattern}) OR ${USER_TEXT} LIKE lower(${w.pattern}))`,
    );
  }
  return Prisma.join(c, ' AND ');
}

const JOINS = Prisma.sql`JOIN "companies" c ON c."id" = a."companyId" JOIN "users" u ON u."id" = a."ondernemerId"`;
const needsTexts = (f: DashboardQuery) => f.words.some((w) => w.kind === 'text');

/**
 * The rows to look at. With a word found in few companies and people, first the requests of those
 * (two index lookups behind an optimisation fence: at most a few thousand rows), then the rest of the filter, the sort
 * and the page on those only. Without the fence the planner, which cannot see how many requests the
 * id lists give, may walk the whole sort index testing each row against the lists.
 */
function dashboardFrom(f: DashboardQuery): Prisma.Sql {
  const narrowest = f.words
    .filter((w): w is Extract<SearchWord, { kind: 'ids' }> => w.kind === 'ids')
    .sort((x, y) => x.companyIds.length + x.userIds.length - (y.companyIds.length + y.userIds.length))[0];
  if (!narrowest) return Prisma.sql`"aanvragen" a`;
  // OFFSET 0 keeps the subquery apart (not merged into the outer query)
  return Prisma.sql`(
      SELECT k.* FROM "aanvragen" k
      WHERE k."companyId" = ANY(${narrowest.companyIds}::text[]) OR k."ondernemerId" = ANY(${narrowest.userIds}::text[])
      OFFSET 0
    ) a`;
}

type RawDashboardRow = Omit<DashboardRow, 'company' | 'ondernemer' | 'behandelaar'> & {
  naam: string; naamOverride: string | null; kvkNummer: string; voornaam: string; achternaam: string; email: string;
  behandelaarId: string | null; bVoornaam: string | null; bAchternaam: string | null;
};

/** The handling adviser's name, for the rows of a page only. */
const BEHANDELAAR_JOIN = Prisma.sql`LEFT JOIN "users" b ON b."id" = a."behandelaarId"`;

/**
 * One page in the sort order, after the keyset cursor (t, id) when given: a range scan of the
 * (sort field, id) index however large the table, joined to the page's companies and users only.
 */
export async function findDashboardPage(db: Db | Tx, f: DashboardQuery, sort: DashboardSort, cursor: { t: Date; id: string } | null, take: number): Promise<DashboardRow[]> {
  const field = Prisma.raw(sort.field === 'aangemaaktOp' ? 'a."aangemaaktOp"' : 'a."bijgewerktOp"');
  const dir = Prisma.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  const after = cursor
    ? sort.direction === 'desc'
      ? Prisma.sql`AND (${field}, a."id") < (${cursor.t}, ${cursor.id})`
      : Prisma.sql`AND (${field}, a."id") > (${cursor.t}, ${cursor.id})`
    : Prisma.empty;
  const rows = await db.$queryRaw<RawDashboardRow[]>`
    SELECT a."id", a."nummer", a."companyId", a."ondernemerId", a."verklaringType", a."status", a."toetsinkomen",
           a."aangemaaktOp", a."bijgewerktOp", c."naam", c."naamOverride", c."kvkNummer", u."voornaam", u."achternaam", u."email",
           a."behandelaarId", b."voornaam" AS "bVoornaam", b."achternaam" AS "bAchternaam"
    FROM ${
      needsTexts(f)
        ? Prisma.sql`${dashboardFrom(f)} ${JOINS} ${BEHANDELAAR_JOIN} WHERE ${dashboardConditions(f, true)} ${after} ORDER BY ${field} ${dir}, a."id" ${dir} LIMIT ${take}`
        : // the page first, then the companies and people of its rows only
          Prisma.sql`(SELECT a.* FROM ${dashboardFrom(f)} WHERE ${dashboardConditions(f, true)} ${after} ORDER BY ${field} ${dir}, a."id" ${dir} LIMIT ${take}) a ${JOINS} ${BEHANDELAAR_JOIN}
             ORDER BY ${field} ${dir}, a."id" ${dir}`
    }`;
  return rows.map(({ naam, naamOverride, kvkNummer, voornaam, achternaam, email, behandelaarId, bVoornaam, bAchternaam, ...a }) => ({
    ...a,
    company: { naam, naamOverride, kvkNummer },
    ondernemer: { voornaam, achternaam, email },
    behandelaar: behandelaarId ? { id: behandelaarId, voornaam: bVoornaam ?? '', achternaam: bAchternaam ?? '' } : null,
  }));
}

export interface StatusCounts {
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
export async function countWithStatus(db: Db | Tx, f: DashboardQuery, cap = DASHBOARD_COUNT_CAP): Promise<{ n: number; capped: boolean }> {
  const n = (await countRows(db, f, true, cap)).reduce((a, r) => a + r.n, 0);
  return { n: Math.min(n, cap), capped: n > cap };
}

function countRows(db: Db | Tx, f: DashboardQuery, withStatus: boolean, cap: number) {
  return db.$queryRaw<{ status: AanvraagStatus; n: number }[]>`
    SELECT x."status", count(*)::int AS n FROM (
      SELECT a."status" FROM ${dashboardFrom(f)} ${needsTexts(f) ? JOINS : Prisma.empty}
      WHERE ${dashboardConditions(f, withStatus)} LIMIT ${cap + 1}
    ) x GROUP BY x."status"`;
}

/** Folds the +/− rows of aanvraag_tellingen into one per key (the dashboard-counts job). */
export function compactTellingen(db: Db | Tx): Promise<number> {
  return db.$executeRaw`
    WITH weg AS (DELETE FROM "aanvraag_tellingen" RETURNING "status", "verklaringType", "delta")
    INSERT INTO "aanvraag_tellingen" ("status", "verklaringType", "delta")
    SELECT "status", "verklaringType", sum("delta") FROM weg GROUP BY 1, 2 HAVING sum("delta") <> 0`;
}

export interface OndernemerSummaryRow {
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
export async function findOndernemersWithAanvragen(db: Db | Tx, page: { na?: string; limit: number }, openStatuses: readonly AanvraagStatus[]) {
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

export function searchUsers(db: Db | Tx, terms: string[]) {
  return db.user.findMany({
    where: {
      verwijderdOp: null,
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
