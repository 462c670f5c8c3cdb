// A fingerprint of every table's rows: "did this request write anything?" without knowing which
// tables it could touch. Tables that change on a rejected request by design are left out. A row is
// fingerprinted by its version (PostgreSQL's `xmin`, the transaction that wrote it), not its contents:
// every insert adds one, every update (even to the same values) gives the row a new one, every delete
// removes one; and reading a version reads none of the row's columns. Hashing the contents cast the
// account exports' encrypted ZIPs to text at every call: 7.9 ms a fingerprint in the fuzz, half its time
// (docs/quality.md, "CI time").
import type { Db } from '@ikv/db';

/**
 * - rate_limit_buckets: a rejected login or code attempt is counted on purpose (brute-force limits).
 * - audit_log: failed logins are audited on purpose.
 * - registry_cache: a KvK lookup may cache the registry's answer even when the caller's request fails.
 */
export const CHANGES_ON_REJECTION = new Set([
  'rate_limit_buckets',
  'audit_log',
  'registry_cache',
  '_prisma_migrations',
]);

/** Tables whose rows a background worker updates on its own: only the columns a request writes count, by content. */
const WRITTEN_BY_REQUESTS: Record<string, string> = {
  // the mail worker marks rows sent (verzondenOp, pogingen, fout) whenever it runs
  outgoing_mail: `ROW(x.id, x.aan, x.onderwerp, x.tekst, x.sleutel)`,
};

let tables: string[] | null = null;
const installed = new WeakSet<Db>();

/**
 * The fingerprint as a PL/pgSQL function of the test database, made on the first call: PostgreSQL then
 * plans its forty subqueries once per connection instead of at every call; the fuzz takes one after each
 * write (docs/quality.md, "CI time").
 */
async function install(db: Db): Promise<void> {
  tables ??= (
    await db.$queryRaw<
      { t: string }[]
    >`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`
  )
    .map((r) => r.t)
    .filter((t) => !CHANGES_ON_REJECTION.has(t));
  const parts = tables.map((t) => {
    const row = WRITTEN_BY_REQUESTS[t] ?? 'x.xmin';
    return `SELECT '${t}'::text, count(*)::text || ':' || coalesce(md5(string_agg(${row}::text, ',' ORDER BY ${row}::text)), '') FROM "${t}" x`;
  });
  await db.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION test_db_checksum() RETURNS TABLE (t text, h text) LANGUAGE plpgsql AS $f$ BEGIN RETURN QUERY ${parts.join(' UNION ALL ')}; END $f$`,
  );
  installed.add(db);
}

export async function dbChecksum(db: Db): Promise<string> {
  if (!installed.has(db)) await install(db);
  const rows = await db.$queryRaw<{ t: string; h: string }[]>`SELECT t, h FROM test_db_checksum()`;
  return rows
    .map((r) => `${r.t}=${r.h}`)
    .sort()
    .join('|');
}

/** Which tables differ between two checksums (for failure messages). */
export function changedTables(a: string, b: string): string[] {
  const m = new Map(a.split('|').map((p) => p.split('=') as [string, string]));
  return b
    .split('|')
    .map((p) => p.split('=') as [string, string])
    .filter(([t, h]) => m.get(t) !== h)
    .map(([t]) => t);
}
