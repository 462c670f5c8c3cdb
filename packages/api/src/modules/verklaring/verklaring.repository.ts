// Prisma access for the adviser's checks (controles), the issued statements (verklaringen) and the
// document metadata shown with a request. Only this file touches Prisma for the statement domain.
import type { Db, Prisma, Tx } from '@ikv/db';
import { boekjaarSelect } from '../companies/financials/financials.repository.ts';

export const controleSelect = {
  jaar: true,
  akkoord: true,
  documentIds: true,
  toelichting: true,
  op: true,
  vervallenOp: true,
  adviseur: { select: { id: true, voornaam: true, achternaam: true } },
} as const satisfies Prisma.ControleSelect;
export type ControleRow = Prisma.ControleGetPayload<{ select: typeof controleSelect }>;

export const verklaringMetaSelect = {
  id: true,
  nummer: true,
  code: true,
  status: true,
  uitgegevenOp: true,
  geldigTot: true,
  adviseurNaam: true,
  pdfSha256: true,
  ingetrokkenOp: true,
  intrekReden: true,
  payload: true,
  jws: true,
  kid: true,
} as const satisfies Prisma.VerklaringSelect;
export type VerklaringMetaRow = Prisma.VerklaringGetPayload<{ select: typeof verklaringMetaSelect }>;

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
} as const satisfies Prisma.DocumentSelect;
export type DocumentMetaRow = Prisma.DocumentGetPayload<{ select: typeof documentMetaSelect }>;

export function findControles(db: Db | Tx, aanvraagId: string) {
  return db.controle.findMany({ where: { aanvraagId }, select: controleSelect, orderBy: { jaar: 'asc' } });
}

export function findDocumentenMeta(db: Db | Tx, companyId: string) {
  return db.document.findMany({
    where: { companyId },
    select: { ...documentMetaSelect, lezing: { select: { status: true, resultaat: true } } },
    orderBy: [{ jaar: 'asc' }, { geuploadOp: 'asc' }, { id: 'asc' }],
  });
}

/** The documents among `ids` that belong to the company and to `jaar` or to no year. */
/** The company's documents among the ids, with what their evidence needs (the year filed under, the reading). */
export function findCompanyDocumentsForEvidence(db: Db | Tx, companyId: string, ids: string[]) {
  return db.document.findMany({
    where: { id: { in: ids }, companyId },
    select: { id: true, jaar: true, bestandsnaam: true, lezing: { select: { resultaat: true } } },
  });
}

export function findYearExists(db: Db | Tx, companyId: string, jaar: number) {
  return db.financialYear.findUnique({ where: { companyId_jaar: { companyId, jaar } }, select: { id: true } });
}

export function upsertControle(
  tx: Tx,
  data: {
    aanvraagId: string;
    jaar: number;
    akkoord: boolean;
    documentIds: string[];
    toelichting: string | null;
    adviseurId: string;
    op: Date;
  },
) {
  const { aanvraagId, jaar, ...rest } = data;
  return tx.controle.upsert({
    where: { aanvraagId_jaar: { aanvraagId, jaar } },
    create: { ...data, vervallenOp: null },
    update: { ...rest, vervallenOp: null },
    select: controleSelect,
  });
}

/** Everything the issuing gate looks at, read in the issuing transaction. */
export function findGereedData(tx: Db | Tx, aanvraagId: string) {
  return tx.aanvraag.findUnique({
    where: { id: aanvraagId },
    select: {
      id: true,
      verklaringType: true,
      companyId: true,
      ondernemerId: true,
      company: {
        select: {
          kvkNummer: true,
          naam: true,
          naamOverride: true,
          boekjaren: { select: boekjaarSelect, orderBy: { jaar: 'asc' } },
        },
      },
      ondernemer: { select: { voornaam: true, achternaam: true, identiteitVastgesteldOp: true } },
      ikvResultaten: {
        select: { id: true, versie: true, invoer: true, resultaat: true, toetsinkomen: true, regelsVersie: true },
        orderBy: { versie: 'desc' },
        take: 1,
      },
      controles: { select: { jaar: true, akkoord: true, vervallenOp: true, documentIds: true } },
      verklaring: { select: { id: true } },
    },
  });
}

export function findMemberEigendom(db: Db | Tx, companyId: string, userId: string) {
  return db.companyMember.findUnique({
    where: { companyId_userId: { companyId, userId } },
    select: { eigendomStatus: true },
  });
}

export function findUserNaam(db: Db | Tx, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { voornaam: true, achternaam: true } });
}

/** Serialises number allocation across instances until the transaction ends, then answers the last number of the year. */
export async function lockAndFindLastNummer(tx: Tx, jaar: number): Promise<string | null> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('ikv-verklaring-nummer'))`;
  const last = await tx.verklaring.findFirst({
    where: { nummer: { startsWith: `IKV-${jaar}-` } },
    orderBy: { nummer: 'desc' },
    select: { nummer: true },
  });
  return last?.nummer ?? null;
}

export function insertVerklaring(tx: Tx, data: Prisma.VerklaringUncheckedCreateInput) {
  return tx.verklaring.create({ data, select: { id: true } });
}

export function findVerklaringOfAanvraag(db: Db | Tx, aanvraagId: string) {
  return db.verklaring.findUnique({ where: { aanvraagId }, select: verklaringMetaSelect });
}

export function findVerklaringByCode(db: Db | Tx, code: string) {
  return db.verklaring.findUnique({ where: { code }, select: verklaringMetaSelect });
}

export function findVerklaringBySha(db: Db | Tx, pdfSha256: string) {
  return db.verklaring.findUnique({ where: { pdfSha256 }, select: { code: true, status: true, geldigTot: true } });
}

/** A statement removed after its retention period, by the SHA-256 of its code (docs/privacy.md section 4a). */
export function findVerwijderdeVerklaringByCodeSha(db: Db | Tx, codeSha256: string) {
  return db.verwijderdeVerklaring.findUnique({
    where: { codeSha256 },
    select: { nummer: true, uitgegevenOp: true, verwijderdOp: true },
  });
}

/** A statement removed after its retention period, by the SHA-256 of its PDF. */
export function findVerwijderdeVerklaringBySha(db: Db | Tx, pdfSha256: string) {
  return db.verwijderdeVerklaring.findUnique({ where: { pdfSha256 }, select: { nummer: true } });
}

/** Withdraws a valid statement; false when it was not GELDIG (any more). */
export async function withdrawVerklaringRow(
  tx: Tx,
  aanvraagId: string,
  data: { reden: string; doorId: string; op: Date },
): Promise<boolean> {
  const r = await tx.verklaring.updateMany({
    where: { aanvraagId, status: 'GELDIG' },
    data: { status: 'INGETROKKEN', intrekReden: data.reden, ingetrokkenDoorId: data.doorId, ingetrokkenOp: data.op },
  });
  return r.count === 1;
}
