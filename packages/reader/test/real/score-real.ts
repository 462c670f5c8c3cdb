// Scores the reader on the set of real public documents (docs/intake.md, "Real documents"). The
// documents are third-party material and stay outside the repository: their bytes come from a folder
// (INTAKE_REAL_DIR), checked against the sha256 in test/real/manifest.json; the truth, established by
// hand, is versioned here in test/real/truth/. Per stated figure: exact, wrong or missing; a figure the
// reader proposes that the truth does not hold is extra. Nothing here reads a document but readDocument.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocument } from '../../src/read-document.ts';
import { chooseReading } from '../../src/looks.rules.ts';
import {
  INTAKE_VELDEN,
  LEES_STATUSSEN,
  type IntakeVeld,
  type LeesResultaat,
  type LeesStatus,
  type Melding,
} from '../../src/types.ts';

const VORMEN = ['PDF_TEKST', 'XBRL', 'IXBRL', 'SCAN', 'FOTO'] as const;
type Vorm = (typeof VORMEN)[number];
type Soort = 'JAARREKENING' | 'IB_AANGIFTE' | 'AANSLAG_IB';
type VerwachteStatus = Exclude<LeesStatus, 'BEZIG'>;

interface RealDocument {
  naam: string;
  sha256: string;
  soort: Soort;
  vorm: Vorm;
  bron: { repo?: string; pad?: string; commit?: string; url?: string; afgeleidVan?: string };
  licentie: string;
  verwachteStatus: VerwachteStatus;
  opmerking: string;
}

export interface RealTruth {
  status: VerwachteStatus;
  /** per year (the year the balance date or period end falls in): the figures the document states, in euros */
  boekjaren: Record<string, Partial<Record<IntakeVeld, number>>>;
  opmerking?: string;
}

interface Telling {
  documenten: number;
  stated: number;
  exact: number;
  wrong: number;
  missing: number;
  extra: number;
  statusGoed: number;
  statusFout: number;
}

interface DocumentScore extends Telling {
  naam: string;
  vorm: Vorm;
  verwacht: VerwachteStatus;
  /** the reader's status; absent when the document could not be scored (`fout`) */
  status?: VerwachteStatus;
  /** the document is not in the folder, or its bytes are not the ones the truth was made from */
  fout?: string;
  /** scored on bytes rebuilt by scripts/derive-real.ts (a derived scan, photo or print whose sha256 differs) */
  herbouwd?: string;
  /** one line per wrong, missing and extra figure */
  afwijkingen: string[];
  meldingen: Melding[];
  ms: number;
}

interface RealScore {
  documenten: DocumentScore[];
  perVorm: Record<Vorm, Telling>;
  totaal: Telling;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/** The folder with the documents' bytes, as the test and `intake:real` take it by default. */
export const realDirFromEnvironment = (): string | undefined => process.env.INTAKE_REAL_DIR || undefined;
/** INTAKE_REAL_HERBOUWD=1: documents made by us are scored on rebuilt bytes (see `isMadeByUs`). */
export const rebuiltFromEnvironment = (): boolean => process.env.INTAKE_REAL_HERBOUWD === '1';
const TRUTH_DIR = join(HERE, 'truth');

const leeg = (): Telling => ({
  documenten: 0,
  stated: 0,
  exact: 0,
  wrong: 0,
  missing: 0,
  extra: 0,
  statusGoed: 0,
  statusFout: 0,
});

/** The manifest and every document's truth as versioned in the repository. */
export function loadRealSet(): { manifest: RealDocument[]; truth: Map<string, RealTruth> } {
  const manifest = JSON.parse(readFileSync(join(HERE, 'manifest.json'), 'utf8')) as RealDocument[];
  const truth = new Map<string, RealTruth>();
  for (const doc of manifest) {
    truth.set(doc.naam, JSON.parse(readFileSync(join(TRUTH_DIR, `${doc.naam}.truth.json`), 'utf8')) as RealTruth);
  }
  return { manifest, truth };
}

/** The truth files that belong to no document of the manifest (a rename left behind). */
export function orphanTruthFiles(manifest: RealDocument[]): string[] {
  const namen = new Set(manifest.map((d) => `${d.naam}.truth.json`));
  return readdirSync(TRUTH_DIR).filter((f) => !namen.has(f));
}

/** What is wrong with the manifest and the truth as data: unknown fields, years, statuses, vormen. */
export function checkRealSet(manifest: RealDocument[], truth: Map<string, RealTruth>): string[] {
  const fouten: string[] = [];
  const gezien = new Set<string>();
  for (const doc of manifest) {
    if (gezien.has(doc.naam)) fouten.push(`${doc.naam}: listed twice`);
    gezien.add(doc.naam);
    if (!/^[0-9a-f]{64}$/.test(doc.sha256)) fouten.push(`${doc.naam}: sha256 is not 64 hex digits`);
    if (!VORMEN.includes(doc.vorm)) fouten.push(`${doc.naam}: unknown vorm ${doc.vorm}`);
    if (!['JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB'].includes(doc.soort))
      fouten.push(`${doc.naam}: unknown soort ${doc.soort}`);
    if (!doc.licentie.trim()) fouten.push(`${doc.naam}: no licence note`);
    if (!doc.bron.repo && !doc.bron.url) fouten.push(`${doc.naam}: no source`);
    const t = truth.get(doc.naam);
    if (!t) {
      fouten.push(`${doc.naam}: no truth file`);
      continue;
    }
    if (t.status !== doc.verwachteStatus)
      fouten.push(`${doc.naam}: manifest expects ${doc.verwachteStatus}, truth says ${t.status}`);
    if (!(LEES_STATUSSEN as readonly string[]).includes(t.status) || (t.status as string) === 'BEZIG')
      fouten.push(`${doc.naam}: status ${t.status} is not a final status`);
    const figures = Object.values(t.boekjaren).reduce((n, velden) => n + Object.keys(velden).length, 0);
    if (t.status === 'GELEZEN' && figures === 0) fouten.push(`${doc.naam}: GELEZEN without a figure`);
    if (t.status !== 'GELEZEN' && figures > 0) fouten.push(`${doc.naam}: ${t.status} with figures`);
    for (const [jaar, velden] of Object.entries(t.boekjaren)) {
      if (!/^(19|20)\d\d$/.test(jaar)) fouten.push(`${doc.naam}: year ${jaar}`);
      for (const [veld, waarde] of Object.entries(velden)) {
        if (!(INTAKE_VELDEN as readonly string[]).includes(veld))
          fouten.push(`${doc.naam}: ${jaar} unknown field ${veld}`);
        if (typeof waarde !== 'number' || !Number.isFinite(waarde) || Math.round(waarde * 100) !== waarde * 100)
          fouten.push(`${doc.naam}: ${jaar} ${veld} is not an amount in euros with at most 2 decimals`);
      }
    }
  }
  return fouten;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * A document whose bytes we made from its source (a scan, photo or turned page derived from another
 * document, an (X)HTML filing printed to PDF): its noise and Chromium's print are not reproducible to
 * the byte, so a rebuilt copy may be scored when asked for (`herbouwd`), marked as such. A document taken
 * as it is from its repository must always match its sha256.
 */
export function isMadeByUs(doc: Pick<RealDocument, 'naam' | 'bron'>): boolean {
  const ext = (p: string) => /\.([a-z0-9]+)$/i.exec(p)?.[1]?.toLowerCase();
  return doc.bron.afgeleidVan !== undefined || (doc.bron.pad !== undefined && ext(doc.bron.pad) !== ext(doc.naam));
}

/** Compares one reading with its truth and counts into `into` (the document's own score). */
export function scoreReading(truth: RealTruth, result: LeesResultaat, into: Telling & { afwijkingen: string[] }): void {
  if (result.status === truth.status) into.statusGoed++;
  else into.statusFout++;
  const read = new Map(result.boekjaren.map((b) => [String(b.jaar), b.velden]));
  const jaren = [...new Set([...Object.keys(truth.boekjaren), ...read.keys()])].sort();
  for (const jaar of jaren) {
    const t = truth.boekjaren[jaar] ?? {};
    const g = read.get(jaar) ?? {};
    for (const veld of INTAKE_VELDEN) {
      const waar = t[veld];
      const gelezen = g[veld];
      if (waar !== undefined) into.stated++;
      if (waar === undefined && gelezen === undefined) continue;
      if (waar === undefined) {
        into.extra++;
        into.afwijkingen.push(`extra   ${jaar} ${veld} ${gelezen!.waarde} (read from "${gelezen!.tekst}")`);
      } else if (gelezen === undefined) {
        into.missing++;
        into.afwijkingen.push(`missing ${jaar} ${veld} ${waar}`);
      } else if (cents(gelezen.waarde) === cents(waar)) into.exact++;
      else {
        into.wrong++;
        into.afwijkingen.push(
          `WRONG   ${jaar} ${veld} read ${gelezen.waarde}, truth ${waar} (from "${gelezen.tekst}")`,
        );
      }
    }
  }
}

const optellen = (a: Telling, b: Telling) => {
  for (const k of Object.keys(a) as (keyof Telling)[]) a[k] += b[k];
};

/** Reads every document of the manifest from `dir` and scores it against its truth. */
export async function scoreRealSet(
  dir: string,
  onDocument?: (score: DocumentScore) => void,
  options: {
    herbouwd?: boolean;
    /** the time OCR of one document may take (ms) instead of the reader's own budget: to tell time from reading */
    ocrMs?: number;
    /**
     * as the service reads on (docs/intake.md, "Reading on"): a reading cut short by its time is read
     * again with this much OCR time (ms), and the better of the two is scored (`chooseReading`)
     */
    readOnMs?: number;
  } = {},
): Promise<RealScore> {
  const { manifest, truth } = loadRealSet();
  const documenten: DocumentScore[] = [];
  const perVorm = Object.fromEntries(VORMEN.map((v) => [v, leeg()])) as Record<Vorm, Telling>;
  const totaal = leeg();
  for (const doc of manifest) {
    const t = truth.get(doc.naam)!;
    const score: DocumentScore = {
      ...leeg(),
      documenten: 1,
      naam: doc.naam,
      vorm: doc.vorm,
      verwacht: t.status,
      afwijkingen: [],
      meldingen: [],
      ms: 0,
    };
    const pad = join(dir, doc.naam);
    if (!existsSync(pad)) score.fout = `not in ${dir}`;
    else {
      const bytes = new Uint8Array(readFileSync(pad));
      const sha = createHash('sha256').update(bytes).digest('hex');
      if (sha !== doc.sha256 && !(options.herbouwd && isMadeByUs(doc)))
        score.fout = `sha256 ${sha.slice(0, 12)}…, the truth was made from ${doc.sha256.slice(0, 12)}…`;
      else {
        if (sha !== doc.sha256) score.herbouwd = sha.slice(0, 12);
        const start = performance.now();
        const ocrDeadline = options.ocrMs ? Date.now() + options.ocrMs : undefined;
        const first = await readDocument(bytes, { soort: doc.soort, ocrDeadline });
        const result =
          options.readOnMs && first.tijdOp
            ? chooseReading([
                await readDocument(bytes, { soort: doc.soort, ocrDeadline: Date.now() + options.readOnMs }),
                first,
              ])
            : first;
        score.ms = Math.round(performance.now() - start);
        score.status = result.status;
        score.meldingen = result.meldingen;
        scoreReading(t, result, score);
      }
    }
    if (score.fout) {
      // unscored: its figures count as stated and missing, its status as wrong
      for (const velden of Object.values(t.boekjaren)) score.stated += Object.keys(velden).length;
      score.missing = score.stated;
      score.statusFout = 1;
    }
    documenten.push(score);
    optellen(perVorm[doc.vorm], score);
    optellen(totaal, score);
    onDocument?.(score);
  }
  return { documenten, perVorm, totaal };
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(0)} %`);

function formatTelling(label: string, t: Telling): string {
  return (
    `${label.padEnd(12)} ${String(t.documenten).padStart(3)} docs  stated ${String(t.stated).padStart(3)}  ` +
    `exact ${String(t.exact).padStart(3)} (${pct(t.exact, t.stated)})  wrong ${t.wrong}  missing ${t.missing}  ` +
    `extra ${t.extra}  status right ${t.statusGoed}/${t.statusGoed + t.statusFout}`
  );
}

export function formatDocument(d: DocumentScore): string[] {
  const kop = d.fout
    ? `✗ ${d.naam} [${d.vorm}] NOT SCORED: ${d.fout}`
    : `${d.wrong > 0 || d.statusFout > 0 ? '✗' : '·'} ${d.naam} [${d.vorm}] status ${d.status}` +
      `${d.status === d.verwacht ? '' : ` (expected ${d.verwacht})`}  stated ${d.stated} exact ${d.exact} ` +
      `wrong ${d.wrong} missing ${d.missing} extra ${d.extra}  ${d.ms} ms` +
      (d.herbouwd ? `  [rebuilt: sha256 ${d.herbouwd}…]` : '');
  return [kop, ...d.afwijkingen.map((a) => `    ${a}`), ...d.meldingen.map((m) => `    melding ${m.code}: ${m.nl}`)];
}

export function formatTotals(score: RealScore): string[] {
  const herbouwd = score.documenten.filter((d) => d.herbouwd).length;
  return [
    ...VORMEN.filter((v) => score.perVorm[v].documenten > 0).map((v) => formatTelling(v, score.perVorm[v])),
    formatTelling('total', score.totaal),
    ...(herbouwd > 0 ? [`${herbouwd} document(s) scored on rebuilt bytes (sha256 differs from the manifest)`] : []),
  ];
}
