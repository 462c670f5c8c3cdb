// Prisma/SQL for the readings of documents (API.md, Intake): the BEZIG rows are the job queue, the rows
// to read on (`leestDoor`) the queue of the longer readings.
import { type Db, Prisma, type Tx } from '@ikv/db';
import { GELEZEN_MIMES, type DocumentSoort } from '../../../shared/documenten.fields.ts';

interface ClaimedLezing {
  documentId: string;
  pogingen: number;
}

/**
 * Claims the next unclaimed (or expired) BEZIG reading, fairly: the companies with fewest readings
 * running go first, and within that each company's oldest reading, so one company's ten files do not
 * hold up another's one (round robin). One statement: the claim (a lease, `geclaimdTot`) commits
 * before the reading starts, so nothing stays locked while a document is read; should two claims
 * meet, the second waits for the first and then finds that row claimed (its round ends, the other's
 * goes on).
 */
export async function claimLezing(db: Db, now: Date, until: Date): Promise<ClaimedLezing | null> {
  const rows = await db.$queryRaw<ClaimedLezing[]>`
    WITH wachtend AS (
      SELECT l."documentId", l."aangemaaktOp", d."companyId",
        row_number() OVER (PARTITION BY d."companyId" ORDER BY l."aangemaaktOp", l."documentId") AS beurt
      FROM document_lezingen l JOIN documents d ON d.id = l."documentId"
      WHERE l.status = 'BEZIG' AND (l."geclaimdTot" IS NULL OR l."geclaimdTot" < ${now})
    ), bezig AS (
      SELECT d."companyId", count(*) AS lopend
      FROM document_lezingen l JOIN documents d ON d.id = l."documentId"
      WHERE l.status = 'BEZIG' AND l."geclaimdTot" >= ${now}
      GROUP BY d."companyId"
    )
    UPDATE document_lezingen SET "geclaimdTot" = ${until}, pogingen = pogingen + 1
    WHERE "documentId" = (
      SELECT l."documentId" FROM document_lezingen l
      JOIN wachtend w ON w."documentId" = l."documentId"
      LEFT JOIN bezig b ON b."companyId" = w."companyId"
      WHERE l.status = 'BEZIG' AND (l."geclaimdTot" IS NULL OR l."geclaimdTot" < ${now})
      ORDER BY coalesce(b.lopend, 0) + w.beurt, w."aangemaaktOp", w."documentId"
      LIMIT 1
      FOR UPDATE OF l)
    RETURNING "documentId", pogingen`;
  return rows[0] ?? null;
}

export function findDocumentForReading(db: Db | Tx, documentId: string) {
  return db.document.findUnique({
    where: { id: documentId },
    select: { inhoud: true, sleutelId: true, dataSleutel: true, soort: true, jaar: true },
  });
}

/** A document's kind or year corrected from its reading (correctie.rules.ts). */
export function correctDocument(db: Db | Tx, documentId: string, correctie: { soort?: DocumentSoort; jaar?: number }) {
  return db.document.updateMany({ where: { id: documentId }, data: correctie });
}

export interface LezingUitkomst {
  status: 'GELEZEN' | 'GEEN_TEKST' | 'NIET_HERKEND' | 'MISLUKT';
  bron: string | null;
  resultaat: Prisma.InputJsonValue;
  lezerVersie: number;
  fout: string | null;
}

/**
 * Stores the outcome of a claimed reading (only while it is still BEZIG: a re-queue in between wins);
 * `leestDoor`: it was cut short by time and is read on with the longer bound (its attempts start again).
 */
export function saveLezing(db: Db | Tx, documentId: string, uitkomst: LezingUitkomst, now: Date, leestDoor = false) {
  return db.documentLezing.updateMany({
    where: { documentId, status: 'BEZIG' },
    data: {
      ...uitkomst,
      fout: uitkomst.fout?.slice(0, 1000) ?? null,
      gelezenOp: now,
      geclaimdTot: null,
      leestDoor,
      ...(leestDoor ? { pogingen: 0 } : {}),
    },
  });
}

/**
 * Claims the oldest reading to read on (docs/intake.md, "Reading on"): read, cut short by time, not
 * claimed (or its claim expired). The same lease as `claimLezing`; the first readings have their own
 * claim, so these never stand in their way.
 */
export async function claimReadOn(db: Db, now: Date, until: Date): Promise<ClaimedLezing | null> {
  const rows = await db.$queryRaw<ClaimedLezing[]>`
    UPDATE document_lezingen SET "geclaimdTot" = ${until}, pogingen = pogingen + 1
    WHERE "documentId" = (
      SELECT "documentId" FROM document_lezingen
      WHERE "leestDoor" AND status <> 'BEZIG' AND ("geclaimdTot" IS NULL OR "geclaimdTot" < ${now})
      ORDER BY "gelezenOp", "documentId"
      LIMIT 1
      FOR UPDATE)
    RETURNING "documentId", pogingen`;
  return rows[0] ?? null;
}

/**
 * Ends a reading on: with `uitkomst`, the reading the person gets from now on; without, the first
 * reading stands. Only while it is still to be read on (a re-queue in between wins).
 */
export function saveReadOn(db: Db | Tx, documentId: string, uitkomst: LezingUitkomst | null, now: Date) {
  return db.documentLezing.updateMany({
    where: { documentId, leestDoor: true },
    data: {
      leestDoor: false,
      geclaimdTot: null,
      ...(uitkomst ? { ...uitkomst, fout: uitkomst.fout?.slice(0, 1000) ?? null, gelezenOp: now } : {}),
    },
  });
}

export function findLezing(db: Db | Tx, documentId: string) {
  return db.documentLezing.findUnique({
    where: { documentId },
    select: { status: true, bron: true, resultaat: true, leestDoor: true },
  });
}

/**
 * Queues again every reading of a document of a file type the reader reads (whatever its kind), made by an older reader (or all, with `all`),
 * and creates the readings of readable documents that have none. Returns how many were queued.
 */
export async function requeueReadings(db: Db, readerVersie: number, all: boolean): Promise<number> {
  const created = await db.$executeRaw`
    INSERT INTO document_lezingen ("documentId", status)
    SELECT d.id, 'BEZIG' FROM documents d
    WHERE d."mimeType" IN (${Prisma.join(GELEZEN_MIMES)})
      AND NOT EXISTS (SELECT 1 FROM document_lezingen l WHERE l."documentId" = d.id)`;
  const updated = await db.$executeRaw`
    UPDATE document_lezingen l SET status = 'BEZIG', pogingen = 0, "geclaimdTot" = NULL, fout = NULL, "leestDoor" = false
    FROM documents d
    WHERE d.id = l."documentId" AND d."mimeType" IN (${Prisma.join(GELEZEN_MIMES)}) AND l.status <> 'BEZIG'
      AND (${all} OR l."lezerVersie" < ${readerVersie})`;
  return created + updated;
}

/** How many readings wait (BEZIG): the operator's gauge of documents waiting to be read. */
export function countWaitingLezingen(db: Db): Promise<number> {
  return db.documentLezing.count({ where: { status: 'BEZIG' } });
}

/** The readings of a company's documents, oldest upload first, with each document's name. */
export function findCompanyLezingen(db: Db | Tx, companyId: string) {
  return db.documentLezing.findMany({
    where: { document: { companyId } },
    select: {
      documentId: true,
      status: true,
      resultaat: true,
      leestDoor: true,
      document: { select: { bestandsnaam: true, geuploadOp: true } },
    },
    orderBy: [{ document: { geuploadOp: 'asc' } }, { documentId: 'asc' }],
  });
}
