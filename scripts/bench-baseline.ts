// The baseline for `pnpm bench`: the minimal correct server for the two fixed operations, i.e. the
// limit a server on this machine can reach. node:http + pg, no framework, no validation library,
// no ORM; per request: the HS256 access token verified synchronously (node:crypto, the same rules
// as the app), the session checked against revocations held in memory (loaded once, then kept
// current through LISTEN on the app's live channel, as the app does), and ONE query for the work:
// POST /api/kvk one primary-key read of the cached record; POST /api/companies/financials/{id} one
// statement that checks the membership, upserts the years and writes the audit row.
// Started as a child process by scripts/bench.ts (and scripts/bench-scale.ts).
import { createServer } from 'node:http';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = Buffer.from(process.env.JWT_SECRET ?? '', 'utf8');
// the app's cache key (registryCacheKeys.detail in packages/api/src/modules/kvk/kvk.service.ts)
const cacheKey = (kvk: string) => `detail:${process.env.KVK_API_KEY ? 'kvk-api' : 'embedded-test-registry'}:${kvk}`;

// revoked sessions in memory: the table once, then every announcement on the live channel
const revoked = new Map<string, number>();
async function listenForRevocations() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  client.on('notification', (msg) => {
    try {
      const v = JSON.parse(msg.payload ?? 'null') as { revokedSid?: string; verlooptOp?: string } | null;
      if (v?.revokedSid && v.verlooptOp) revoked.set(v.revokedSid, Date.parse(v.verlooptOp));
    } catch {
      /* not ours */
    }
  });
  await client.query('LISTEN ikv_live');
  const { rows } = await client.query<{ sid: string; until: Date }>(
    'SELECT sid, "verlooptOp" AS until FROM revoked_sessions WHERE "verlooptOp" > now()',
  );
  for (const r of rows) revoked.set(r.sid, r.until.getTime());
}

function json(part: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The user id of a valid, unrevoked access token, else null. */
function actor(header: string | undefined): string | null {
  const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
  const parts = token?.split('.');
  if (parts?.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  if (json(h)?.alg !== 'HS256') return null;
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = json(p);
  const now = Date.now();
  if (!claims || claims.iss !== 'ikv' || claims.aud !== 'ikv-api' || typeof claims.sub !== 'string') return null;
  if (typeof claims.exp !== 'number' || now >= claims.exp * 1000) return null;
  if (typeof claims.sid === 'string' && (revoked.get(claims.sid) ?? 0) > now) return null;
  return claims.sub;
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
        const userId = actor(req.headers.authorization);
        if (!userId) return send(401, { detail: 'unauthenticated' });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (req.url === '/api/kvk') {
          if (typeof body.kvkNummer !== 'string' || !/^\d{8}$/.test(body.kvkNummer))
            return send(400, { detail: 'bad' });
          const { rows } = await pool.query(
            'SELECT data FROM registry_cache WHERE sleutel = $1 AND "verlooptOp" > now()',
            [cacheKey(body.kvkNummer)],
          );
          return rows[0] ? send(200, rows[0].data) : send(404, { detail: 'not cached' });
        }
        const match = /^\/api\/companies\/financials\/([^/]+)$/.exec(req.url ?? '');
        if (match) {
          const companyId = match[1];
          // one statement: the caller's membership, every year (INSERT … ON CONFLICT) and the audit
          // row, atomic on its own; nothing saved and no row back for someone else's company
          const years = body.boekjaren as Record<string, number | string | null>[];
          const params: unknown[] = [];
          const p = (v: unknown) => `$${params.push(v)}`;
          const values = years.map(
            (
              y,
            ) => `(${p(randomUUID())}, ${p(y.jaar)}::int, ${p(y.fiscaleWinst)}::numeric, ${p(y.vlottendeActiva)}::numeric,
              ${p(y.immaterieleActiva)}::numeric, ${p(y.eigenVermogen)}::numeric, ${p(y.balanstotaal)}::numeric, ${p(y.balanscorrectie ?? 0)}::numeric,
              ${p(y.balanscorrectieReden ?? null)}::text)`,
          );
          const cid = p(companyId);
          const uid = p(userId);
          const { rows } = await pool.query(
            `WITH member AS (SELECT 1 FROM company_members WHERE "companyId" = ${cid} AND "userId" = ${uid}),
             input (id, jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal, balanscorrectie, "balanscorrectieReden") AS (
               VALUES ${values.join(', ')}
             ), saved AS (
               INSERT INTO financial_years (id, "companyId", jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal,
                 balanscorrectie, "balanscorrectieReden", afgeleid, "bijgewerktOp")
               SELECT id, ${cid}, jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal, balanscorrectie,
                 "balanscorrectieReden", NULL, now() FROM input WHERE EXISTS (SELECT 1 FROM member)
               ON CONFLICT ("companyId", jaar) DO UPDATE SET "fiscaleWinst" = EXCLUDED."fiscaleWinst", "vlottendeActiva" = EXCLUDED."vlottendeActiva",
                 "immaterieleActiva" = EXCLUDED."immaterieleActiva", "eigenVermogen" = EXCLUDED."eigenVermogen", balanstotaal = EXCLUDED.balanstotaal,
                 balanscorrectie = EXCLUDED.balanscorrectie, "balanscorrectieReden" = EXCLUDED."balanscorrectieReden", afgeleid = EXCLUDED.afgeleid,
                 "bijgewerktOp" = now()
               RETURNING jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal, balanscorrectie, "balanscorrectieReden"
             ), audit AS (
               INSERT INTO audit_log (id, "userId", actie, details, ip) SELECT ${p(randomUUID())}, ${uid}, 'BOEKJAREN_OPGESLAGEN',
                 ${p(JSON.stringify({ companyId, jaren: years.map((y) => y.jaar) }))}::jsonb, NULL WHERE EXISTS (SELECT 1 FROM member)
             )
             SELECT * FROM saved ORDER BY jaar`,
            params,
          );
          if (rows.length === 0) return send(404, { detail: 'not found' });
          return send(
            200,
            rows.map((r) => ({
              ...r,
              fiscaleWinst: Number(r.fiscaleWinst),
              vlottendeActiva: Number(r.vlottendeActiva),
              immaterieleActiva: Number(r.immaterieleActiva),
              eigenVermogen: Number(r.eigenVermogen),
              balanstotaal: Number(r.balanstotaal),
              balanscorrectie: Number(r.balanscorrectie),
            })),
          );
        }
        return send(404, { detail: 'no route' });
      } catch (e) {
        send(500, { detail: String(e) });
      }
    })();
  });
});

void listenForRevocations().then(() =>
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready')),
);
