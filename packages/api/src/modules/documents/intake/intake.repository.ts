// Prisma/SQL for the readings of documents (API.md, Intake): the BEZIG rows are the job queue.
import type { Db, Prisma, Tx } from '@ikv/db';

interface ClaimedLezing {
  documentId: string;
  pogingen: number;
}

/** Claims the oldest unclaimed (or expired) BEZIG reading; rows locked by another instance are skipped. */
export async function claimLezing(db: Db, now: Date, until: Date): Promise<ClaimedLezing | null> {
  const rows = await db.$queryRaw<ClaimedLezing[]>`
    UPDATE document_lezingen SET "geclaimdTot" = ${until}, pogingen = pogingen + 1
    WHERE "documentId" = (
      SELECT "documentId" FROM document_lezingen
      WHERE status = 'BEZIG' AND ("geclaimdTot" IS NULL OR "geclaimdTot" < ${now})
      ORDER BY "aangemaaktOp", "documentId"
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING "documentId", pogingen`;
  return rows[0] ?? null;
}

export function findDocumentForReading(db: Db | Tx, documentId: string) {
  return db.document.findUnique({ where: { id: documentId }, select: { inhoud: true, soort: true } });
}

interface LezingUitkomst {
  status: 'GELEZEN' | 'GEEN_TEKST' | 'NIET_HERKEND' | 'MISLUKT';
  bron: string | null;
  resultaat: Prisma.InputJsonValue;
  lezerVersie: number;
  fout: string | null;
}

/** Stores the outcome of a claimed reading (only while it is still BEZIG: a re-queue in between wins). */
export function saveLezing(db: Db | Tx, documentId: string, uitkomst: LezingUitkomst, now: Date) {
  return db.documentLezing.updateMany({
    where: { documentId, status: 'BEZIG' },
    data: { ...uitkomst, fout: uitkomst.fout?.slice(0, 1000) ?? null, gelezenOp: now, geclaimdTot: null },
  });
}

export function findLezing(db: Db | Tx, documentId: string) {
  return db.documentLezing.findUnique({ where: { documentId }, select: { status: true, bron: true, resultaat: true } });
}

/**
 * Queues again every reading of a PDF or XBRL document made by an older reader (or all, with `all`),
 * and creates the readings of readable documents that have none. Returns how many were queued.
 */
export async function requeueReadings(db: Db, readerVersie: number, all: boolean): Promise<number> {
  const created = await db.$executeRaw`
    INSERT INTO document_lezingen ("documentId", status)
    SELECT d.id, 'BEZIG' FROM documents d
    WHERE d.soort IN ('JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB') AND d."mimeType" IN ('application/pdf', 'application/xml')
      AND NOT EXISTS (SELECT 1 FROM document_lezingen l WHERE l."documentId" = d.id)`;
  const updated = await db.$executeRaw`
    UPDATE document_lezingen l SET status = 'BEZIG', pogingen = 0, "geclaimdTot" = NULL, fout = NULL
    FROM documents d
    WHERE d.id = l."documentId" AND d."mimeType" IN ('application/pdf', 'application/xml') AND l.status <> 'BEZIG'
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
      document: { select: { bestandsnaam: true, geuploadOp: true } },
    },
    orderBy: [{ document: { geuploadOp: 'asc' } }, { documentId: 'asc' }],
  });
}
