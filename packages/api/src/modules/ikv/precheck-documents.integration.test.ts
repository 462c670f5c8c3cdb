// POST /ikv/voorcheck/documenten against the real app (API.md, Pre-check; issue 30 item 2): a
// jaarrekening (two years) and two returns give the figures per year with their source and the
// pre-check, and nothing is kept: no row (every table's checksum before and after, the rate-limit
// counter excepted), no file in the temp dir or the reader's working dir, no log line with the
// documents' content or figures. And the edges: 413 over 10 MB (readable by Node's fetch), 415,
// 400 for 0 or 5 files, 429 past the limit, a hostile PDF as a melding, never a 500.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, dbChecksum } from '../../../test/db-checksum.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Clock } from '../../infra/clock.ts';
import { captureLogs } from '../../infra/observability/index.ts';
import { aangifte, buildCorpus, type CorpusDocument } from '@ikv/reader/test-corpus';

const clock: Clock = { now: () => new Date('2026-06-15T10:00:00Z') };
let app: TestApp;
let jaarrekening: CorpusDocument;
let ipCounter = 10;
const nextIp = () => `203.0.113.${ipCounter++}`;

beforeAll(async () => {
  app = await startTestApp({ clock });
  // the "eenvoudig" producer's 2025 accounts: balance and fiscal profit of 2025 and 2024
  jaarrekening = (await buildCorpus()).find(
    (d) =>
      d.producent === 'eenvoudig' && d.truth.boekjaren['2025'] && d.truth.boekjaren['2024']?.fiscaleWinst !== undefined,
  )!;
  expect(jaarrekening).toBeDefined();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

type Body = {
  bestanden: { naam: string; status: string }[];
  boekjaren: {
    jaar: number;
    velden: Record<string, { waarde: number; bestand: string; pagina?: number; tekst: string }>;
  }[];
  meldingen: { code: string; nl: string; en: string; bestand?: string; jaar?: number; veld?: string }[];
  voorcheck?: { toetsinkomen: number | null; jaren: { jaar: number }[]; regelsVersie: string };
};

async function post(files: { bytes: Uint8Array; naam: string }[], ip = nextIp(), extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const f of files) form.append('bestand', new Blob([new Uint8Array(f.bytes)]), f.naam);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await fetch(`${app.url}/api/ikv/voorcheck/documenten`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text,
    body: JSON.parse(text) as Body & { code?: string; detail?: string },
    headers: res.headers,
  };
}

/** The tables dbChecksum leaves out, but the rate-limit counter: the audit log and the registry cache. */
async function excludedTables(): Promise<string> {
  const rows = await app.db.$queryRawUnsafe<{ h: string }[]>(
    `SELECT (SELECT count(*)::text || md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM audit_log x) || '/' || (SELECT count(*)::text || md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM registry_cache x) AS h`,
  );
  return rows[0]!.h;
}

/** Every file under a directory (relative names), to see that nothing appeared. */
function filesUnder(dir: string, depth = 2): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '.git') continue;
    if (e.isDirectory() && depth > 0)
      out.push(...filesUnder(join(dir, e.name), depth - 1).map((f) => `${e.name}/${f}`));
    else out.push(e.name);
  }
  return out.sort();
}

describe('POST /ikv/voorcheck/documenten', () => {
  it('a jaarrekening and two returns give the figures with their source and the pre-check, and nothing is kept', async () => {
    const t = jaarrekening.truth.boekjaren;
    const aangifte2023 = await aangifte(31, 2023, false, false);
    // the assessment of 2025 agrees with the accounts' fiscal profit of 2025
    const aanslag2025 = await aangifte(32, 2025, true, false, t['2025']!.fiscaleWinst);
    const files = [
      { bytes: jaarrekening.bytes, naam: 'jaarrekening-2025.pdf' },
      { bytes: aangifte2023.bytes, naam: 'aangifte-2023.pdf' },
      { bytes: aanslag2025.bytes, naam: 'aanslag-2025.pdf' },
    ];

    // the reader child and this process write temp files (if any) here: it must stay empty
    const temp = mkdtempSync(join(tmpdir(), 'voorcheck-documenten-'));
    const tmpBefore = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    const apiDir = resolve(import.meta.dirname, '../../..');
    const filesBefore = filesUnder(apiDir);
    const before = await dbChecksum(app.db);
    const excludedBefore = await excludedTables();
    const logs = captureLogs();
    let res: Awaited<ReturnType<typeof post>>;
    try {
      res = await post(files);
    } finally {
      logs.restore();
      if (tmpBefore === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpBefore;
    }
    const after = await dbChecksum(app.db);
    const excludedAfter = await excludedTables();

    expect(res.status, res.text).toBe(200);
    const body = res.body;
    expect(body.bestanden.map((b) => b.status)).toEqual(['GELEZEN', 'GELEZEN', 'GELEZEN']);
    const jaar = (j: number) => body.boekjaren.find((b) => b.jaar === j)!;
    expect(body.boekjaren.map((b) => b.jaar)).toEqual([2023, 2024, 2025]);
    // every stated figure of the accounts, with the accounts as its source (fiscal profit 2025: both agree)
    for (const y of ['2024', '2025'] as const) {
      for (const [veld, waarde] of Object.entries(t[y]!)) {
        expect(jaar(Number(y)).velden[veld]?.waarde, `${veld} ${y}`).toBe(waarde);
        expect(jaar(Number(y)).velden[veld]!.bestand).toBe('jaarrekening-2025.pdf');
        expect(jaar(Number(y)).velden[veld]!.pagina).toBeGreaterThan(0);
      }
    }
    expect(jaar(2023).velden.fiscaleWinst).toMatchObject({
      waarde: aangifte2023.truth.boekjaren['2023']!.fiscaleWinst,
      bestand: 'aangifte-2023.pdf',
      pagina: 1,
    });
    expect(body.meldingen.filter((m) => m.code === 'DOCUMENTEN_VERSCHILLEN')).toEqual([]);
    // 2023 has no balance sheet: said, and its ratios are not assessed
    expect(body.meldingen).toContainEqual(expect.objectContaining({ code: 'BALANS_ONTBREEKT', jaar: 2023 }));

    // the pre-check is POST /ikv/voorcheck's on the same figures (the typed form leaves an unread figure empty: 0)
    expect(body.voorcheck).toBeDefined();
    const typed = await fetch(`${app.url}/api/ikv/voorcheck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({
        rechtsvorm: 'EENMANSZAAK',
        boekjaren: [2023, 2024, 2025].map((j) => {
          const v = (veld: string) => jaar(j).velden[veld]?.waarde;
          return {
            jaar: j,
            fiscaleWinst: v('fiscaleWinst'),
            vlottendeActiva: v('vlottendeActiva') ?? 0,
            immaterieleActiva: v('immaterieleActiva') ?? 0,
            eigenVermogen: v('eigenVermogen') ?? 0,
            balanstotaal: v('balanstotaal') ?? 0,
            balanscorrectie: 0,
            ...(v('kortlopendeSchulden') === undefined ? {} : { kortlopendeSchulden: v('kortlopendeSchulden') }),
          };
        }),
      }),
    });
    expect(typed.status).toBe(200);
    expect(body.voorcheck).toEqual(await typed.json());
    expect(body.voorcheck!.jaren.map((j) => j.jaar)).toEqual([2023, 2024, 2025]);

    // no row: only the rate-limit counter changed
    expect(changedTables(before, after)).toEqual([]);
    // dbChecksum leaves out the tables a rejected request may write: of those only the rate-limit counter may change
    expect(excludedAfter).toEqual(excludedBefore);
    // no file: the temp dir is empty, nothing appeared in the reader's working directory
    // (the reader child's TypeScript loader, tsx, keeps its compile cache of the reader's own source
    // there: allowed, as long as no file of it holds a document's bytes, text or figures)
    const leftInTemp = filesUnder(temp, 8);
    for (const f of leftInTemp) {
      expect(f).toMatch(/^tsx-[^/]+\//);
      const content = readFileSync(join(temp, f), 'latin1');
      expect(content, f).not.toContain('J. Voorbeeld');
      for (const y of ['2024', '2025'] as const)
        for (const n of Object.values(t[y]!)) if (Math.abs(n) >= 1000) expect(content, f).not.toContain(String(n));
    }
    rmSync(temp, { recursive: true, force: true });
    expect(filesUnder(apiDir)).toEqual(filesBefore);
    // no log line holds the documents' content or figures
    const logged = logs.raw.join('\n');
    // the capture works: the reading's own line is there, with counts and outcomes only
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        msg: 'ikv.precheckDocuments: documents read in memory, not stored',
        bestanden: 3,
        statussen: ['GELEZEN', 'GELEZEN', 'GELEZEN'],
      }),
    );
    const figures = body.boekjaren.flatMap((b) => Object.values(b.velden).map((v) => v.waarde));
    expect(figures.length).toBeGreaterThan(8);
    for (const n of figures) {
      for (const shown of [String(n), n.toLocaleString('nl-NL'), n.toLocaleString('en-GB')])
        if (shown.length >= 4) expect(logged, shown).not.toContain(shown);
    }
    for (const text of [
      'Saldo fiscale winstberekening',
      'Belastingplichtige',
      'Vlottende activa',
      'jaarrekening-2025',
      '%PDF',
    ])
      expect(logged).not.toContain(text);
  }, 180_000);

  it('two documents with different figures for one year: said in meldingen, the figure left out (never guessed)', async () => {
    const t = jaarrekening.truth.boekjaren;
    const anders = await aangifte(33, 2025, false, false, t['2025']!.fiscaleWinst! + 1000);
    const res = await post([
      { bytes: jaarrekening.bytes, naam: 'jaarrekening.pdf' },
      { bytes: anders.bytes, naam: 'aangifte.pdf' },
    ]);
    expect(res.status, res.text).toBe(200);
    const y2025 = res.body.boekjaren.find((b) => b.jaar === 2025)!;
    expect(y2025.velden.fiscaleWinst).toBeUndefined();
    expect(y2025.velden.balanstotaal?.waarde).toBe(t['2025']!.balanstotaal);
    const conflict = res.body.meldingen.find((m) => m.code === 'DOCUMENTEN_VERSCHILLEN')!;
    expect(conflict).toMatchObject({ jaar: 2025, veld: 'fiscaleWinst' });
    expect(conflict.nl).toContain('jaarrekening.pdf');
    expect(conflict.nl).toContain('aangifte.pdf');
    // not three years any more: no pre-check, and it says what is missing
    expect(res.body.voorcheck).toBeUndefined();
    expect(res.body.meldingen.map((m) => m.code)).toContain('DRIE_JAREN_NODIG');
  }, 120_000);

  it("keeps the legal form, share and DGA salaries chosen beside the documents: a 50 % VOF partner gets half the sole trader's income", async () => {
    const t = jaarrekening.truth.boekjaren;
    const aangifte2023 = await aangifte(31, 2023, false, false);
    const files = [
      { bytes: jaarrekening.bytes, naam: 'jaarrekening-2025.pdf' },
      { bytes: aangifte2023.bytes, naam: 'aangifte-2023.pdf' },
    ];
    const eenmanszaak = await post(files);
    const vof = await post(files, nextIp(), { rechtsvorm: 'VOF', aandeelPercentage: '50' });
    expect(eenmanszaak.status, eenmanszaak.text).toBe(200);
    expect(vof.status, vof.text).toBe(200);
    const heel = eenmanszaak.body.voorcheck!.toetsinkomen!;
    expect(heel).toBeGreaterThan(0);
    // half, up to the rounding to whole euros
    expect(Math.abs(vof.body.voorcheck!.toetsinkomen! - heel / 2)).toBeLessThanOrEqual(1);
    // a share of 100 % (the default) gives the whole income again: the field is what changed it
    const vol = await post(files, nextIp(), { rechtsvorm: 'VOF', aandeelPercentage: '100' });
    expect(vol.body.voorcheck!.toetsinkomen).toBe(heel);

    // a BV: the DGA salary of a year read counts (as POST /ikv/voorcheck with the same salaries), one of another year is left out
    const salarissen = [
      { jaar: 2024, bedrag: 50_000 },
      { jaar: 2025, bedrag: 60_000 },
      { jaar: 2019, bedrag: 1 },
    ];
    const bv = await post(files, nextIp(), { rechtsvorm: 'BV', dgaSalarissen: JSON.stringify(salarissen) });
    expect(bv.status, bv.text).toBe(200);
    const jaar = (j: number) => bv.body.boekjaren.find((b) => b.jaar === j)!;
    const typed = await fetch(`${app.url}/api/ikv/voorcheck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({
        rechtsvorm: 'BV',
        dgaSalarissen: salarissen.slice(0, 2),
        boekjaren: [2023, 2024, 2025].map((j) => {
          const v = (veld: string) => jaar(j).velden[veld]?.waarde;
          return {
            jaar: j,
            fiscaleWinst: v('fiscaleWinst'),
            vlottendeActiva: v('vlottendeActiva') ?? 0,
            immaterieleActiva: v('immaterieleActiva') ?? 0,
            eigenVermogen: v('eigenVermogen') ?? 0,
            balanstotaal: v('balanstotaal') ?? 0,
            balanscorrectie: 0,
            ...(v('kortlopendeSchulden') === undefined ? {} : { kortlopendeSchulden: v('kortlopendeSchulden') }),
          };
        }),
      }),
    });
    expect(typed.status).toBe(200);
    expect(bv.body.voorcheck).toEqual(await typed.json());
    expect(t['2025']).toBeDefined();

    // a share that is not a number, or salaries that are not JSON: 400 naming the field, never a 500
    const badShare = await post(files, nextIp(), { rechtsvorm: 'VOF', aandeelPercentage: 'half' });
    expect(badShare.status).toBe(400);
    expect(badShare.text).toContain('aandeelPercentage');
    const badDga = await post(files, nextIp(), { rechtsvorm: 'BV', dgaSalarissen: '{nope' });
    expect(badDga.status).toBe(400);
    expect(badDga.text).toContain('dgaSalarissen');
  }, 240_000);

  it('a hostile or broken PDF ends as a melding (MISLUKT or not recognised), never a 500', async () => {
    const broken = new TextEncoder().encode(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 1 0 R /Kids [${'['.repeat(5000)} >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF`,
    );
    const res = await post([{ bytes: broken, naam: 'kapot.pdf' }]);
    expect(res.status, res.text).toBe(200);
    expect(['MISLUKT', 'NIET_HERKEND', 'GEEN_TEKST']).toContain(res.body.bestanden[0]!.status);
    expect(res.body.meldingen[0]).toMatchObject({ bestand: 'kapot.pdf' });
    expect(res.body.boekjaren).toEqual([]);
  }, 120_000);

  it('413 over 10 MB (the answer readable by fetch), 415 for another type or no multipart, 400 for 0 or 5 files, 400 for an unknown legal form', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooBig = await post([{ bytes: big, naam: 'groot.pdf' }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.contentType).toContain('application/problem+json');
    expect(tooBig.body.code).toBe('DOCUMENT_TOO_LARGE');

    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    expect((await post([{ bytes: gif, naam: 'foto.pdf' }])).status).toBe(415);
    const json = await fetch(`${app.url}/api/ikv/voorcheck/documenten`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: '{}',
    });
    expect(json.status).toBe(415);

    expect((await post([])).status).toBe(400);
    const pdf = { bytes: jaarrekening.bytes, naam: 'j.pdf' };
    const five = await post([pdf, pdf, pdf, pdf, pdf]);
    expect(five.status).toBe(400);
    expect(five.text).toContain('bestand');
    expect((await post([pdf], nextIp(), { rechtsvorm: 'STICHTING' })).status).toBe(400);
  }, 120_000);

  it('is rate limited per IP with the pre-check (429 with Retry-After), before the body is read', async () => {
    const ip = nextIp();
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 61; i++) {
      last = await post([], ip);
      if (last.status === 429) break;
      expect(last.status).toBe(400);
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // the typed pre-check shares the bucket
    const valid = {
      rechtsvorm: 'EENMANSZAAK',
      boekjaren: [
        {
          jaar: 2025,
          fiscaleWinst: 30000,
          vlottendeActiva: 30000,
          immaterieleActiva: 0,
          eigenVermogen: 20000,
          balanstotaal: 40000,
        },
      ],
    };
    const typed = await fetch(`${app.url}/api/ikv/voorcheck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(valid),
    });
    expect(typed.status).toBe(429);
    // another IP is not limited
    expect((await post([], nextIp())).status).toBe(400);
  }, 60_000);
});
