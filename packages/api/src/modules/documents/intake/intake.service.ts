// The background reading of documents (API.md, Intake): a job of the job runtime (`intake`, asked for
// by the upload, and every minute by the cron), whose round claims readings in PostgreSQL (any
// instance may take one, fairly per company; an instance that dies mid-read leaves its claim to
// expire and the reading to be retried; a reading that keeps failing ends MISLUKT), each read in a
// bounded child process off the request path. Also the DocumentCijfers answer.
import { openDocument } from '../../../infra/document-crypto.ts';
import type { Db, Prisma } from '@ikv/db';
import { DomainError } from '../../../errors/domain-error.ts';
import { log } from '../../../infra/observability/logger.ts';
import { observeDocumentReading } from '../../../infra/observability/metrics.ts';
import { insertJob } from '../../../infra/jobs/job-runtime.repository.ts';
import type { JobHandler } from '../../../infra/jobs/runtime.ts';
import { withSpan } from '../../../infra/observability/tracing.ts';
import type { AuthedContext } from '../../../infra/service-context.ts';
import { findDocumentMeta } from '../documents.repository.ts';
import { mayRead } from '../document-access.ts';
import {
  GELEZEN_MIMES,
  GELEZEN_SOORTEN,
  type DocumentMime,
  type DocumentSoort,
} from '../../../shared/documenten.fields.ts';
import {
  claimLezing,
  claimReadOn,
  correctDocument,
  findDocumentForReading,
  findLezing,
  type LezingUitkomst,
  saveLezing,
  saveReadOn,
} from './intake.repository.ts';
import {
  chooseReading,
  type Controle,
  type GelezenBoekjaar,
  type LeesBron,
  type LeesResultaat,
  type LeesStatus,
  type Melding,
  READER_VERSIE,
} from '@ikv/reader';
import { type BoundedOutcome, type Bounds, readBounded } from '@ikv/reader/bounded';
import { ReaderSlots, type SlotQueue } from './reader-slots.ts';
import { correctieUitLezing } from './correctie.rules.ts';
import { amsterdamYear } from '../../../shared/amsterdam-time.ts';
import { childEnvironment, config } from '../../../infra/config.ts';

/** A reading is tried at most this often (claims by instances that died count too). */
export const MAX_POGINGEN = 3;

const GEEN_TEKST_AFBEELDING: Melding = {
  code: 'GEEN_TEKST',
  nl: 'Dit is een afbeelding zonder tekstlaag; de cijfers zijn niet te lezen.',
  en: 'This is an image without a text layer; the figures cannot be read.',
};

/**
 * What an upload queues: every file of a type the reader reads is read, whatever kind it was filed as
 * (API.md, Flow III: a wrong guess is corrected from the content); a file of another type filed as a
 * read kind is a scan without text.
 */
export function intakeFor(
  soort: DocumentSoort,
  mime: DocumentMime,
): { status: 'BEZIG' | 'GEEN_TEKST'; resultaat?: Prisma.InputJsonValue } | undefined {
  if (GELEZEN_MIMES.includes(mime)) return { status: 'BEZIG' };
  if (!GELEZEN_SOORTEN.includes(soort)) return undefined;
  return {
    status: 'GEEN_TEKST',
    resultaat: { boekjaren: [], meldingen: [GEEN_TEKST_AFBEELDING] } as unknown as Prisma.InputJsonValue,
  };
}

const MISLUKT_MELDING = {
  TIJD: {
    code: 'MISLUKT',
    nl: 'Het lezen duurde te lang; het bestand is te groot of te ingewikkeld.',
    en: 'Reading took too long; the file is too large or too complex.',
  },
  GEHEUGEN: {
    code: 'MISLUKT',
    nl: 'Het lezen vroeg te veel geheugen; het bestand is te groot of beschadigd.',
    en: 'Reading needed too much memory; the file is too large or damaged.',
  },
  FOUT: { code: 'MISLUKT', nl: 'Het bestand kon niet worden gelezen.', en: 'The file could not be read.' },
  POGINGEN: {
    code: 'MISLUKT',
    nl: 'Het lezen is herhaaldelijk afgebroken; het bestand wordt niet meer geprobeerd.',
    en: 'Reading was interrupted repeatedly; the file is no longer tried.',
  },
} satisfies Record<string, Melding>;

/** INTAKE_TIMEOUT_MS and INTAKE_MEMORY_MB from the configuration. */
const defaultBounds = (): Bounds => ({
  timeoutMs: config().intake.timeoutMs,
  memoryMb: config().intake.memoryMb,
});

// on globalThis: the app server (REST) and Next's bundle each load this module, and both share the bound
const globalForSlots = globalThis as unknown as { __ikvReaderSlots?: ReaderSlots };
const readerSlots = (globalForSlots.__ikvReaderSlots ??= new ReaderSlots(
  () => config().intake.readers,
  () => config().intake.queue,
));

/**
 * One document read in the bounded child process, with the configured bounds, in one of the process's
 * INTAKE_READERS slots: the background reading waits for one, the public pre-check only in a short
 * queue (429 with Retry-After beyond it).
 */
export function readInChild(
  bytes: Uint8Array,
  soort: string | undefined,
  bounds: Bounds = defaultBounds(),
  queue: SlotQueue = 'wait',
) {
  return readerSlots.run(() => readOutsideSlots(bytes, soort, bounds), queue);
}

const readOutsideSlots = (bytes: Uint8Array, soort: string | undefined, bounds: Bounds) =>
  readBounded(bytes, soort, bounds, { childPath: config().intake.childPath, env: childEnvironment() });

/** The stored outcome of a reading (and the document's kind or year corrected from it). */
async function outcomeToStore(
  db: Db,
  documentId: string,
  doc: DocumentToRead,
  outcome: BoundedOutcome,
): Promise<LezingUitkomst> {
  if (!outcome.ok) {
    log().warn({ documentId, reden: outcome.reden, fout: outcome.fout.slice(0, 200) }, 'intake: document not read');
    return {
      status: 'MISLUKT',
      bron: null,
      resultaat: { boekjaren: [], meldingen: [MISLUKT_MELDING[outcome.reden]] },
      lezerVersie: READER_VERSIE,
      fout: `${outcome.reden}: ${outcome.fout}`,
    };
  }
  const { status, bron, boekjaren, meldingen, controles = [] } = outcome.result;
  const correctie = status === 'GELEZEN' ? correctieUitLezing(doc, boekjaren, amsterdamYear(new Date())) : null;
  if (correctie) await correctDocument(db, documentId, correctie);
  return {
    status,
    bron: bron ?? null,
    resultaat: { boekjaren, meldingen, controles } as unknown as Prisma.InputJsonValue,
    lezerVersie: READER_VERSIE,
    fout: null,
  };
}

type DocumentToRead = NonNullable<Awaited<ReturnType<typeof findDocumentForReading>>>;

/** A claimed document's bytes read by `read` (in the child), timed and traced. */
async function readClaimed(doc: DocumentToRead, read: (bytes: Uint8Array) => Promise<BoundedOutcome>) {
  const bytes = openDocument(doc);
  const started = performance.now();
  const outcome = await withSpan(
    'document.read',
    { 'ikv.document.soort': doc.soort, 'ikv.document.bytes': bytes.length },
    () => read(bytes),
  );
  observeDocumentReading(
    (performance.now() - started) / 1000,
    outcome.ok ? outcome.result.status : `MISLUKT_${outcome.reden}`,
  );
  return outcome;
}

const GIVEN_UP = (): LezingUitkomst => ({
  status: 'MISLUKT',
  bron: null,
  resultaat: { boekjaren: [], meldingen: [MISLUKT_MELDING.POGINGEN] },
  lezerVersie: READER_VERSIE,
  fout: 'too many attempts',
});

/**
 * How a round reads one claimed document: in the bounded child, in a reader slot (the default); a test
 * of what the rounds store around a reading may give the reader's answers itself.
 */
export type ReadOne = (bytes: Uint8Array, soort: string | undefined, bounds: Bounds) => Promise<BoundedOutcome>;

/**
 * Until when a claimed reading is its instance's, the same for both rounds: its time bound and half a
 * minute (a dead instance's claim then expires and another takes the reading up).
 */
const leaseUntil = (now: Date, bounds: Bounds) => new Date(now.getTime() + bounds.timeoutMs + 30_000);

/** Reads claimed documents until none is left; returns how many readings ended. */
export async function runIntakeRound(
  db: Db,
  bounds: Bounds = defaultBounds(),
  read: ReadOne = readInChild,
): Promise<number> {
  let n = 0;
  let readOn = false;
  for (;;) {
    const now = new Date();
    const claim = await claimLezing(db, now, leaseUntil(now, bounds));
    if (!claim) break;
    n++;
    if (claim.pogingen > MAX_POGINGEN) {
      await saveLezing(db, claim.documentId, GIVEN_UP(), new Date());
      continue;
    }
    const doc = await findDocumentForReading(db, claim.documentId);
    if (!doc) continue; // deleted meanwhile: its reading went with it
    const outcome = await readClaimed(doc, (bytes) => read(bytes, doc.soort, bounds));
    const verder = cutShortByTime(outcome) && readOnBounds().timeoutMs > bounds.timeoutMs;
    await saveLezing(
      db,
      claim.documentId,
      await outcomeToStore(db, claim.documentId, doc, outcome),
      new Date(),
      verder,
    );
    readOn ||= verder;
  }
  if (readOn) requestJob(db, READ_ON_JOB);
  return n;
}

/** A reading cut short by its time: OCR stopped before every page or look, or the child was stopped. */
const cutShortByTime = (outcome: BoundedOutcome) =>
  outcome.ok ? outcome.result.tijdOp === true : outcome.reden === 'TIJD';

/** INTAKE_READ_ON_TIMEOUT_MS and INTAKE_MEMORY_MB: the bounds of reading on. */
const readOnBounds = (): Bounds => ({
  timeoutMs: config().intake.readOnTimeoutMs,
  memoryMb: config().intake.memoryMb,
});

/**
 * Reads on the readings cut short by time (docs/intake.md, "Reading on"), one at a time, each with the
 * longer bound in a spare slot (reader-slots.ts): the person keeps the first reading's figures
 * meanwhile and gets the better of the two (`chooseReading`: the one that proves more figures, a
 * figure they prove differently from neither). Returns how many were read on.
 */
export async function runReadOnRound(
  db: Db,
  bounds: Bounds = readOnBounds(),
  read: ReadOne = readOutsideSlots,
): Promise<number> {
  let n = 0;
  for (;;) {
    const done = await readerSlots.run(() => readOnOne(db, bounds, read), 'spare');
    if (!done) return n;
    n++;
  }
}

async function readOnOne(db: Db, bounds: Bounds, read: ReadOne): Promise<boolean> {
  const now = new Date();
  const claim = await claimReadOn(db, now, leaseUntil(now, bounds));
  if (!claim) return false;
  const doc = await findDocumentForReading(db, claim.documentId);
  const first = await findLezing(db, claim.documentId);
  if (!doc || !first) return true; // deleted meanwhile
  if (claim.pogingen > MAX_POGINGEN) {
    await saveReadOn(db, claim.documentId, null, new Date()); // the first reading stands
    return true;
  }
  const outcome = await readClaimed(doc, (bytes) => read(bytes, doc.soort, bounds));
  if (!outcome.ok) {
    log().warn(
      { documentId: claim.documentId, reden: outcome.reden },
      'intake: reading on failed; the first reading stands',
    );
    await saveReadOn(db, claim.documentId, null, new Date());
    return true;
  }
  const stored = (first.resultaat ?? {}) as Partial<LeesResultaat>;
  const eerder: LeesResultaat = {
    status: first.status === 'BEZIG' ? 'MISLUKT' : first.status,
    ...(first.bron ? { bron: first.bron as LeesBron } : {}),
    boekjaren: stored.boekjaren ?? [],
    meldingen: stored.meldingen ?? [],
    controles: stored.controles ?? [],
  };
  // the later reading first: on a tie it wins (it read more of the document)
  const chosen = chooseReading([outcome.result, eerder]);
  const uitkomst = await outcomeToStore(db, claim.documentId, doc, { ok: true, result: chosen });
  await saveReadOn(db, claim.documentId, uitkomst, new Date());
  return true;
}

export const INTAKE_JOB = 'intake';
export const READ_ON_JOB = 'intake-read-on';

/** The job: a reading round. */
export const intakeJob =
  (db: Db): JobHandler =>
  async () => {
    await runIntakeRound(db);
  };

/** The job: a round of reading on. */
export const readOnJob =
  (db: Db): JobHandler =>
  async () => {
    await runReadOnRound(db);
  };

/** Asks for a reading round soon (after an upload; IKV_DISABLE_INTAKE=1: not). Never throws. */
export function requestIntake(db: Db): void {
  requestJob(db, INTAKE_JOB);
}

function requestJob(db: Db, job: typeof INTAKE_JOB | typeof READ_ON_JOB): void {
  if (config().intakeDisabled) return;
  insertJob(db, job, {}, { jobKey: job }).catch((e: unknown) =>
    log().warn({ err: e, job }, 'intake: could not queue a round; the cron starts one within a minute'),
  );
}

interface DocumentCijfers {
  documentId: string;
  status: LeesStatus;
  bron?: LeesBron;
  boekjaren: GelezenBoekjaar[];
  meldingen: Melding[];
  controles: Controle[];
  leestDoor?: true;
}

const NIET_GELEZEN: Melding = {
  code: 'NIET_GELEZEN',
  nl: 'Van dit soort document worden geen cijfers gelezen (alleen van een jaarrekening, aangifte of aanslag).',
  en: 'Figures are not read from this kind of document (only from annual accounts, a return or an assessment).',
};

/** GET /documents/{id}/cijfers: members and advisers who may read the document; 404 for anyone else. */
export async function documentFigures(ctx: AuthedContext, id: string): Promise<DocumentCijfers> {
  const meta = await findDocumentMeta(ctx.db, id);
  if (!meta || !(await mayRead(ctx, meta.companyId)))
    throw new DomainError('DOCUMENT_NOT_FOUND', 'Dit document bestaat niet of is niet voor u toegankelijk.');
  const lezing = await findLezing(ctx.db, id);
  if (!lezing)
    return { documentId: id, status: 'NIET_HERKEND', boekjaren: [], meldingen: [NIET_GELEZEN], controles: [] };
  const r = (lezing.resultaat ?? {}) as {
    boekjaren?: GelezenBoekjaar[];
    meldingen?: Melding[];
    controles?: Controle[];
  };
  return {
    documentId: id,
    status: lezing.status,
    ...(lezing.bron ? { bron: lezing.bron as LeesBron } : {}),
    boekjaren: lezing.status === 'BEZIG' ? [] : (r.boekjaren ?? []),
    meldingen: lezing.status === 'BEZIG' ? [] : (r.meldingen ?? []),
    controles: lezing.status === 'BEZIG' ? [] : (r.controles ?? []),
    ...(lezing.leestDoor ? { leestDoor: true as const } : {}),
  };
}
