// Prisma access for evidence documents. The content (bytea) is selected only for a download.
import type { Db, DocumentSoort as OpgeslagenSoort, Prisma, Tx } from '@ikv/db';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import type { DocumentSoort } from '../../shared/documenten.fields.ts';

// the definition's kinds are exactly the database enum's: a kind added to one and not the other fails here
type Gelijk<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const soortenGelijk: Gelijk<DocumentSoort, OpgeslagenSoort> = true;
void soortenGelijk;

export const documentMetaSelect = {
  id: true,
  companyId: true,
  soort: true,
  jaar: true,
  bestandsnaam: true,
  mimeType: true,
  grootte: true,
  sha256: true,
  geuploadOp: true,
  geuploadDoorId: true,
  geuploadDoor: { select: { voornaam: true, achternaam: true } },
} as const satisfies Prisma.DocumentSelect;

export type DocumentMetaRow = Prisma.DocumentGetPayload<{ select: typeof documentMetaSelect }>;

/** The document row and its audit row in one transaction: acknowledged only after the commit. */
export function insertDocumentWithAudit(
  db: Db,
  data: Prisma.DocumentUncheckedCreateInput,
  audit: { userId: string; actie: string; ip: string | null; details: Prisma.InputJsonValue },
  lezing?: { status: 'BEZIG' | 'GEEN_TEKST'; resultaat?: Prisma.InputJsonValue },
): Promise<DocumentMetaRow> {
  return db.$transaction(async (tx) => {
    const row = await tx.document.create({ data, select: documentMetaSelect });
    // the reading of its figures is queued in the same transaction: an acknowledged upload is read
    if (lezing)
      await tx.documentLezing.create({
        data: { documentId: row.id, status: lezing.status, resultaat: lezing.resultaat },
        select: { documentId: true },
      });
    await writeAudit(tx, { ...audit, details: { ...(audit.details as object), documentId: row.id } });
    return row;
  });
}

export function findDocumentsOfCompany(db: Db | Tx, companyId: string) {
  return db.document.findMany({
    where: { companyId },
    select: { ...documentMetaSelect, lezing: { select: { status: true, bron: true, resultaat: true } } },
    orderBy: [{ geuploadOp: 'desc' }, { id: 'asc' }],
  });
}

export function findDocumentMeta(db: Db | Tx, id: string): Promise<DocumentMetaRow | null> {
  return db.document.findUnique({ where: { id }, select: documentMetaSelect });
}

export function findDocumentContent(db: Db | Tx, id: string) {
  return db.document.findUnique({ where: { id }, select: { inhoud: true, sleutelId: true, dataSleutel: true } });
}

export function companyExists(db: Db | Tx, companyId: string) {
  return db.company.findUnique({ where: { id: companyId }, select: { id: true } });
}

export async function companyHasAanvraag(db: Db | Tx, companyId: string): Promise<boolean> {
  return (await db.aanvraag.count({ where: { companyId }, take: 1 })) > 0;
}

export async function isMember(db: Db | Tx, companyId: string, userId: string): Promise<boolean> {
  return (await db.companyMember.count({ where: { companyId, userId }, take: 1 })) > 0;
}

/** Whether an issued statement (any verklaring row) rests on the document. */
async function backsVerklaring(db: Db | Tx, documentId: string): Promise<boolean> {
  return (await db.verklaring.count({ where: { documentIds: { has: documentId } }, take: 1 })) > 0;
}

/** Deletes the document unless a statement rests on it (checked in the same transaction, row locked). */
export function deleteDocumentWithAudit(
  db: Db,
  id: string,
  audit: { userId: string; actie: string; ip: string | null; details: Prisma.InputJsonValue },
): Promise<'deleted' | 'in-use'> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM documents WHERE id = ${id} FOR UPDATE`;
    if (await backsVerklaring(tx, id)) return 'in-use' as const;
    await tx.document.delete({ where: { id } });
    await writeAudit(tx, audit);
    return 'deleted' as const;
  });
}
