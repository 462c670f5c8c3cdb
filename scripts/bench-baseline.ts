// The baseline for `pnpm bench`: a bare node:http + pg server doing the same SQL as the app's two
// fixed operations (token check, user row, cache row / membership + one upsert-and-audit statement), with no
// framework, no validation library and no ORM. Started as a child process by scripts/bench.ts.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = new TextEncoder().encode(process.env.JWT_SECRET ?? '');
// the app's cache key (registryCacheKeys.detail in packages/api/src/modules/kvk/kvk.service.ts)
const cacheKey = (kvk: string) => `detail:${process.env.KVK_API_KEY ? 'kvk-api' : 'embedded-test-registry'}:${kvk}`;

async function actor(header: string | undefined): Promise<string | null> {
  const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: 'ikv', audience: 'ikv-api' });
    const { rows } = await pool.query('SELECT id, "sessieVersie" FROM users WHERE id = $1 AND "verwijderdOp" IS NULL', [payload.sub]);
    return rows[0] && rows[0].sessieVersie === payload.sv ? (rows[0].id as string) : null;
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      try {
        const userId = await actor(req.headers.authorization);
        if (!userId) return send(401, { detail: 'unauthenticated' });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (req.url === '/api/kvk') {
          if (typeof body.kvkNummer !== 'string' || !/^\d{8}$/.test(body.kvkNummer)) return send(400, { detail: 'bad' });
          const { rows } = await pool.query('SELECT data FROM registry_cache WHERE sleutel = $1 AND "verlooptOp" > now()', [cacheKey(body.kvkNummer)]);
          return rows[0] ? send(200, rows[0].data) : send(404, { detail: 'not cached' });
        }
        const match = /^\/api\/companies\/financials\/([^/]+)$/.exec(req.url ?? '');
        if (match) {
          const companyId = match[1];
          const member = await pool.query('SELECT 1 FROM company_members WHERE "companyId" = $1 AND "userId" = $2', [companyId, userId]);
          if (member.rowCount === 0) return send(404, { detail: 'not found' });
          // the app's statement (saveYearsWithAudit in packages/api/src/modules/companies/financials):
          // every year and the audit row in one INSERT … ON CONFLICT with a CTE, atomic on its own
          const years = body.boekjaren as Record<string, number | string | null>[];
          const params: unknown[] = [];
          const p = (v: unknown) => `$${params.push(v)}`;
          const values = years.map(
            (y) => `(${p(randomUUID())}, ${p(companyId)}, ${p(y.jaar)}::int, ${p(y.fiscaleWinst)}::numeric, ${p(y.vlottendeActiva)}::numeric,
              ${p(y.immaterieleActiva)}::numeric, ${p(y.eigenVermogen)}::numeric, ${p(y.balanstotaal)}::numeric, ${p(y.balanscorrectie ?? 0)}::numeric,
              ${p(y.balanscorrectieReden ?? null)}::text, NULL::jsonb, now())`,
          );
          const { rows } = await pool.query(
            `WITH saved AS (
               INSERT INTO financial_years (id, "companyId", jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal,
                 balanscorrectie, "balanscorrectieReden", afgeleid, "bijgewerktOp")
               VALUES ${values.join(', ')}
               ON CONFLICT ("companyId", jaar) DO UPDATE SET "fiscaleWinst" = EXCLUDED."fiscaleWinst", "vlottendeActiva" = EXCLUDED."vlottendeActiva",
                 "immaterieleActiva" = EXCLUDED."immaterieleActiva", "eigenVermogen" = EXCLUDED."eigenVermogen", balanstotaal = EXCLUDED.balanstotaal,
                 balanscorrectie = EXCLUDED.balanscorrectie, "balanscorrectieReden" = EXCLUDED."balanscorrectieReden", afgeleid = EXCLUDED.afgeleid,
                 "bijgewerktOp" = now()
               RETURNING jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal, balanscorrectie, "balanscorrectieReden"
             ), audit AS (
               INSERT INTO audit_log (id, "userId", actie, details, ip) VALUES (${p(randomUUID())}, ${p(userId)}, 'BOEKJAREN_OPGESLAGEN',
                 ${p(JSON.stringify({ companyId, jaren: years.map((y) => y.jaar) }))}::jsonb, NULL)
             )
             SELECT * FROM saved ORDER BY jaar`,
            params,
          );
          return send(200, rows.map((r) => ({ ...r, fiscaleWinst: Number(r.fiscaleWinst), vlottendeActiva: Number(r.vlottendeActiva), immaterieleActiva: Number(r.immaterieleActiva),
            eigenVermogen: Number(r.eigenVermogen), balanstotaal: Number(r.balanstotaal), balanscorrectie: Number(r.balanscorrectie) })));
        }
        return send(404, { detail: 'no route' });
      } catch (e) {
        send(500, { detail: String(e) });
      }
    })();
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
