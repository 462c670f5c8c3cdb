// Data at scale for the benchmarks (scripts/bench-scale.ts, `pnpm seed:scale`): per entrepreneur two
// companies, each with three financial years and five requests (so 10 000 entrepreneurs give 20 000
// companies and 100 000 requests), two chat messages per request (read by both sides), an appointment for every fifth
// request and the advisers' availability. Generated inside PostgreSQL with generate_series, in
// batches, so 100 000 requests take seconds, not minutes. Grows: seedScale(db, { entrepreneurs: 1000 })
// then { entrepreneurs: 10000 } adds the difference. Every row passes the schema's constraints (one
// open request per company and type, no double-booked confirmed appointment, shares ≤ 100 %).
import type { Pool, PoolClient } from 'pg';
import { hashPassword } from '../factories/password.ts';

export const SCALE_PASSWORD = 'Schaal-wachtwoord-2026';
export const SCALE_ADVISERS = 20;
/** Two companies with five requests each: 1 000 000 requests are 100 000 entrepreneurs. */
export const SCALE_REQUESTS_PER_ENTREPRENEUR = 10;
export const scaleEntrepreneurEmail = (i: number) => `ondernemer${i}@schaal.test`;
export const scaleAdviserEmail = (i: number) => `adviseur${i}@schaal.test`;
/** The KvK number of company j (two per entrepreneur: 2i and 2i+1), outside the test registry's numbers. */
export const scaleKvkNummer = (j: number) => String(20_000_000 + j);

const VOORNAMEN = [
  'Jan',
  'Sanne',
  'Pieter',
  'Fatima',
  'Daan',
  'Emma',
  'Mohammed',
  'Lotte',
  'Bram',
  'Noor',
  'Thijs',
  'Anouk',
  'Sem',
  'Yara',
  'Lucas',
  'Eva',
];
const ACHTERNAMEN = [
  'de Vries',
  'Jansen',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'Kok',
  'Jacobs',
  'El Amrani',
  'Yilmaz',
  'Verhoeven',
  'Kuipers',
  'Postma',
  'Willems',
  'van Dijk',
  'Hoekstra',
];
const BRANCHES = [
  'Advies',
  'Bouw',
  'Design',
  'Installatie',
  'Schilderwerken',
  'Catering',
  'IT',
  'Fotografie',
  'Tuinen',
  'Transport',
  'Coaching',
  'Zorg',
];
const ENTREPRENEURS_PER_BATCH = 1000;

const sqlArray = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`;

async function ensureAdvisers(client: PoolClient, passwordHash: string) {
  for (let a = 0; a < SCALE_ADVISERS; a++) {
    await client.query(
      `INSERT INTO users (id, email, "passwordHash", rol, voornaam, achternaam, "emailGeverifieerdOp", "bijgewerktOp")
       VALUES ($1, $2, $3, 'ADVISEUR', $4, $5, now(), now()) ON CONFLICT (email) DO NOTHING`,
      [`schaal-a-${a}`, scaleAdviserEmail(a), passwordHash, VOORNAMEN[a % VOORNAMEN.length], `Adviseur ${a}`],
    );
    // availability: weekdays 9–17 over the next eight weeks
    await client.query(
      `INSERT INTO availability (id, "adviseurId", start, eind, "bijgewerktOp")
       SELECT 'schaal-av-' || $1 || '-' || d, $2, day + interval '9 hours', day + interval '17 hours', now()
       FROM generate_series(0, 55) AS d, LATERAL (SELECT date_trunc('day', now()) + d * interval '1 day' AS day) x
       WHERE extract(isodow FROM day) < 6
       ON CONFLICT (id) DO NOTHING`,
      [a, `schaal-a-${a}`],
    );
  }
}

/** Entrepreneurs [from, to) with everything that hangs off them. */
async function seedBatch(client: PoolClient, from: number, to: number, passwordHash: string) {
  const range = `generate_series(${from}, ${to - 1})`;
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO users (id, email, "passwordHash", rol, voornaam, achternaam, telefoonnummer, "emailGeverifieerdOp", "aangemaaktOp", "bijgewerktOp")
     SELECT 'schaal-u-' || i, 'ondernemer' || i || '@schaal.test', $1, 'ONDERNEMER',
            (${sqlArray(VOORNAMEN)})[1 + i % ${VOORNAMEN.length}], (${sqlArray(ACHTERNAMEN)})[1 + (i * 7) % ${ACHTERNAMEN.length}],
            '+31 6 ' || lpad((i % 100000000)::text, 8, '0'), now(), now() - (i % 900) * interval '1 day', now()
     FROM ${range} AS i`,
    [passwordHash],
  );
  await client.query(
    `INSERT INTO companies (id, "kvkNummer", "eigenaarId", naam, "juridischeNaam", rechtsvorm, adres, adressen, "registerGegevens", "registerOpgehaaldOp", "bijgewerktOp")
     SELECT 'schaal-c-' || j, (20000000 + j)::text, 'schaal-u-' || (j / 2), naam, naam, 'Eenmanszaak', adres, jsonb_build_array(adres),
            jsonb_build_object('kvkNummer', (20000000 + j)::text, 'juridischeNaam', naam, 'rechtsvorm', 'Eenmanszaak', 'adres', adres), now(), now()
     FROM generate_series(${2 * from}, ${2 * to - 1}) AS j,
     LATERAL (SELECT split_part((${sqlArray(ACHTERNAMEN)})[1 + ((j / 2) * 7) % ${ACHTERNAMEN.length}], ' ', -1) || ' '
                     || (${sqlArray(BRANCHES)})[1 + j % ${BRANCHES.length}] || ' ' || j AS naam,
                     jsonb_build_object('straat', 'Dorpsstraat ' || (1 + j % 200), 'plaats', 'Utrecht', 'postcode', '3511AB') AS adres) x`,
  );
  // the owner holds 100 %; the trigger keeps companies."aandeelTotaal"
  await client.query(
    `INSERT INTO company_members (id, "companyId", "userId", rol, "aandeelPercentage", "eigendomStatus", "eigendomMethode", "eigendomBevestigdOp", "bijgewerktOp")
     SELECT 'schaal-m-' || j, 'schaal-c-' || j, 'schaal-u-' || (j / 2), 'EIGENAAR', 100, 'BEVESTIGD', 'REGISTER', now(), now()
     FROM generate_series(${2 * from}, ${2 * to - 1}) AS j`,
  );
  await client.query(
    `INSERT INTO financial_years (id, "companyId", jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal, "bijgewerktOp")
     SELECT 'schaal-f-' || j || '-' || y, 'schaal-c-' || j, y, 30000 + (j * 37 + y * 11) % 60000, 15000, 0, 25000 + j % 20000, 60000, now()
     FROM generate_series(${2 * from}, ${2 * to - 1}) AS j, generate_series(2023, 2025) AS y`,
  );
  // five requests per company: k=0 an open IKV request, k=1 an orientation (open for half), k=2..4 closed;
  // created over the past two years, the open ones most recently
  await client.query(
    `INSERT INTO aanvragen (id, "companyId", "ondernemerId", "verklaringType", status, toetsinkomen, "aangemaaktOp", "bijgewerktOp")
     SELECT 'schaal-r-' || j || '-' || k, 'schaal-c-' || j, 'schaal-u-' || (j / 2),
            (CASE WHEN k IN (1, 3) THEN 'ORIENTATIE' ELSE 'IKV' END)::"VerklaringType",
            (CASE WHEN k = 0 THEN (ARRAY['INGEDIEND','IN_BEHANDELING','AANVULLING_NODIG'])[1 + j % 3]
                  WHEN k = 1 AND j % 2 = 0 THEN 'INGEDIEND'
                  ELSE (ARRAY['AFGEROND','AFGEROND','AFGEWEZEN','INGETROKKEN'])[1 + (j + k) % 4] END)::"AanvraagStatus",
            CASE WHEN k = 0 AND j % 3 = 0 THEN NULL ELSE 30000 + (j * 53 + k * 17) % 60000 END,
            created, created + interval '2 days'
     FROM generate_series(${2 * from}, ${2 * to - 1}) AS j, generate_series(0, 4) AS k,
     LATERAL (SELECT now() - (CASE WHEN k <= 1 THEN (j * 131 + k * 29) % 120 ELSE 120 + (j * 131 + k * 29) % 600 END) * interval '1 day'
                         - ((j * 7 + k) % 1440) * interval '1 minute' AS created) t`,
  );
  // two messages per request: the entrepreneur asks, an adviser answers
  await client.query(
    `INSERT INTO chat_messages (id, "aanvraagId", "afzenderId", bericht, "verzondenOp")
     SELECT 'schaal-cm-' || j || '-' || k || '-' || n, 'schaal-r-' || j || '-' || k,
            CASE WHEN n = 0 THEN 'schaal-u-' || (j / 2) ELSE 'schaal-a-' || (j % ${SCALE_ADVISERS}) END,
            CASE WHEN n = 0 THEN 'Wanneer kunt u mijn aanvraag bekijken?' ELSE 'Ik kijk er deze week naar; kunt u de jaarcijfers van 2025 nog aanvullen?' END,
            r."aangemaaktOp" + (n + 1) * interval '1 hour'
     FROM generate_series(${2 * from}, ${2 * to - 1}) AS j, generate_series(0, 4) AS k, generate_series(0, 1) AS n,
     LATERAL (SELECT "aangemaaktOp" FROM aanvragen WHERE id = 'schaal-r-' || j || '-' || k) r`,
  );
  // both have read the thread (old conversations are read; the chat e-mail fallback has nothing to send)
  await client.query(
    `INSERT INTO chat_read_states ("aanvraagId", "userId", "gelezenTot")
     SELECT 'schaal-r-' || j || '-' || k, reader, r."aangemaaktOp" + interval '2 hours'
     FROM generate_series(${2 * from}, ${2 * to - 1}) AS j, generate_series(0, 4) AS k,
     LATERAL (VALUES ('schaal-u-' || (j / 2)), ('schaal-a-' || (j % ${SCALE_ADVISERS}))) AS readers(reader),
     LATERAL (SELECT "aangemaaktOp" FROM aanvragen WHERE id = 'schaal-r-' || j || '-' || k) r`,
  );
  // an appointment for every fifth request (the open IKV one): slot s of adviser s % 20 is hour s / 20
  // from a fixed Monday, within office hours, so no two confirmed appointments of an adviser overlap
  await client.query(
    `INSERT INTO appointments (id, "adviseurId", "ondernemerId", "aanvraagId", start, eind, onderwerp, status, "voorgesteldDoor", "bijgewerktOp")
     SELECT 'schaal-ap-' || j, 'schaal-a-' || (j % ${SCALE_ADVISERS}), 'schaal-u-' || (j / 2), 'schaal-r-' || j || '-0',
            slot, slot + interval '45 minutes', 'Bespreking inkomensverklaring',
            (CASE WHEN j % 4 = 0 THEN 'VOORGESTELD' ELSE 'BEVESTIGD' END)::"AfspraakStatus",
            (CASE WHEN j % 2 = 0 THEN 'ONDERNEMER' ELSE 'ADVISEUR' END)::"Rol", now()
     FROM generate_series(${2 * from}, ${2 * to - 1}) AS j,
     LATERAL (SELECT timestamptz '2026-01-05 09:00:00+01' + ((j / ${SCALE_ADVISERS}) / 8) * interval '1 day'
                     + ((j / ${SCALE_ADVISERS}) % 8) * interval '1 hour' AS slot) s`,
  );
  await client.query('COMMIT');
}

export interface ScaleCounts {
  entrepreneurs: number;
  companies: number;
  aanvragen: number;
  chatMessages: number;
  appointments: number;
}

export async function countScale(pool: Pool): Promise<ScaleCounts> {
  const { rows } = await pool.query<Record<keyof ScaleCounts, string>>(
    `SELECT (SELECT count(*) FROM users WHERE rol = 'ONDERNEMER') AS entrepreneurs, (SELECT count(*) FROM companies) AS companies,
            (SELECT count(*) FROM aanvragen) AS aanvragen, (SELECT count(*) FROM chat_messages) AS "chatMessages",
            (SELECT count(*) FROM appointments) AS appointments`,
  );
  const r = rows[0]!;
  return {
    entrepreneurs: +r.entrepreneurs,
    companies: +r.companies,
    aanvragen: +r.aanvragen,
    chatMessages: +r.chatMessages,
    appointments: +r.appointments,
  };
}

/** Grows the scale data to `entrepreneurs` seeded entrepreneurs (ids schaal-u-0 … ), then ANALYZEs. */
export async function seedScale(
  pool: Pool,
  opts: { entrepreneurs: number; onProgress?: (done: number) => void },
): Promise<void> {
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const client = await pool.connect();
  try {
    await ensureAdvisers(client, passwordHash);
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM users WHERE id LIKE 'schaal-u-%'`);
    for (let from = Number(rows[0]!.n); from < opts.entrepreneurs; from += ENTREPRENEURS_PER_BATCH) {
      const to = Math.min(opts.entrepreneurs, from + ENTREPRENEURS_PER_BATCH);
      try {
        await seedBatch(client, from, to, passwordHash);
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      }
      opts.onProgress?.(to);
    }
    await client.query('ANALYZE');
  } finally {
    client.release();
  }
}
