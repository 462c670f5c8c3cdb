// Prisma access for requests, their status history, remarks and stored IKV results.
import type { AanvraagStatus, Db, Prisma, Tx } from '@ikv/db';
import { boekjaarSelect } from '../companies/financials/financials.repository.ts';

const userName = { select: { voornaam: true, achternaam: true, rol: true } } as const;

export const aanvraagListSelect = {
  id: true, nummer: true, companyId: true, ondernemerId: true, verklaringType: true, status: true,
  toetsinkomen: true, aangemaaktOp: true, bijgewerktOp: true,
  company: { select: { naam: true, naamOverride: true, kvkNummer: true } },
} as const satisfies Prisma.AanvraagSelect;

export const aanvraagFullSelect = {
  ...aanvraagListSelect,
  ondernemer: { select: { id: true, email: true, voornaam: true, achternaam: true, telefoonnummer: true } },
  company: {
    select: {
      id: true, kvkNummer: true, naam: true, naamOverride: true, juridischeNaam: true, rechtsvorm: true, formeleRegistratiedatum: true,
      adres: true, adresOverride: true, sbiActiviteiten: true, eigenaarCheck: true, registerOpgehaaldOp: true,
      boekjaren: { select: boekjaarSelect, orderBy: { jaar: 'asc' } },
    },
  },
  statusHistorie: { select: { vanStatus: true, naarStatus: true, opmerking: true, op: true, door: userName }, orderBy: [{ op: 'asc' }, { id: 'asc' }] },
  opmerkingen: { select: { id: true, tekst: true, zichtbaarVoorOndernemer: true, aangemaaktOp: true, auteur: userName }, orderBy: [{ aangemaaktOp: 'asc' }, { id: 'asc' }] },
  ikvResultaten: {
    select: { versie: true, regelsVersie: true, resultaat: true, toetsinkomen: true, berekendOp: true, berekendDoor: { select: { voornaam: true, achternaam: true } } },
    orderBy: { versie: 'desc' },
  },
} as const satisfies Prisma.AanvraagSelect;

export type AanvraagListRow = Prisma.AanvraagGetPayload<{ select: typeof aanvraagListSelect }>;
export type AanvraagFullRow = Prisma.AanvraagGetPayload<{ select: typeof aanvraagFullSelect }>;

export function findAanvraagAccess(db: Db | Tx, id: string) {
  return db.aanvraag.findUnique({ where: { id }, select: { id: true, ondernemerId: true, companyId: true, status: true, verklaringType: true } });
}

export function findAanvraagListRow(db: Db | Tx, id: string) {
  return db.aanvraag.findUnique({ where: { id }, select: aanvraagListSelect });
}

export function findAanvraagFull(db: Db | Tx, id: string) {
  return db.aanvraag.findUnique({ where: { id }, select: aanvraagFullSelect });
}

export function findAanvragenOfUser(db: Db | Tx, userId: string) {
  return db.aanvraag.findMany({ where: { ondernemerId: userId }, select: aanvraagListSelect, orderBy: [{ aangemaaktOp: 'desc' }, { id: 'desc' }] });
}

export function findMembershipShare(db: Db | Tx, companyId: string, userId: string) {
  return db.companyMember.findUnique({ where: { companyId_userId: { companyId, userId } }, select: { aandeelPercentage: true } });
}

export function findUserContact(db: Db | Tx, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { email: true, voornaam: true, achternaam: true, taal: true } });
}

export async function insertAanvraag(tx: Tx, data: { companyId: string; ondernemerId: string; verklaringType: 'IKV' | 'ORIENTATIE' }) {
  const row = await tx.aanvraag.create({ data: { ...data, status: 'INGEDIEND' }, select: { id: true } });
  await tx.aanvraagStatusChange.create({ data: { aanvraagId: row.id, vanStatus: null, naarStatus: 'INGEDIEND', doorId: data.ondernemerId } });
  return row;
}

/** Moves the status only if it still is `van` (a concurrent change loses): returns false then. */
export async function updateAanvraagStatus(tx: Tx, id: string, van: AanvraagStatus, naar: AanvraagStatus, doorId: string, opmerking: string | null): Promise<boolean> {
  const result = await tx.aanvraag.updateMany({ where: { id, status: van }, data: { status: naar } });
  if (result.count === 0) return false;
  await tx.aanvraagStatusChange.create({ data: { aanvraagId: id, vanStatus: van, naarStatus: naar, doorId, opmerking } });
  return true;
}

export function insertRemark(tx: Tx | Db, data: { aanvraagId: string; auteurId: string; tekst: string; zichtbaarVoorOndernemer: boolean }) {
  return tx.aanvraagRemark.create({ data, select: { id: true } });
}

/** Stores a new version of the IKV result; locks the request row first so versions never collide. */
export async function insertIkvResult(
  tx: Tx,
  data: { aanvraagId: string; regelsVersie: string; invoer: Prisma.InputJsonValue; resultaat: Prisma.InputJsonValue; toetsinkomen: number | null; berekendDoorId: string; berekendOp: Date },
) {
  await tx.aanvraag.update({ where: { id: data.aanvraagId }, data: { toetsinkomen: data.toetsinkomen } });
  const last = await tx.ikvResult.findFirst({ where: { aanvraagId: data.aanvraagId }, orderBy: { versie: 'desc' }, select: { versie: true } });
  const versie = (last?.versie ?? 0) + 1;
  await tx.ikvResult.create({ data: { ...data, versie } });
  return versie;
}

export function findLatestIkvResult(db: Db | Tx, aanvraagId: string) {
  return db.ikvResult.findFirst({
    where: { aanvraagId },
    orderBy: { versie: 'desc' },
    select: { versie: true, regelsVersie: true, resultaat: true, berekendOp: true, berekendDoor: { select: { voornaam: true, achternaam: true } } },
  });
}

export function insertAudit(tx: Tx | Db, data: { userId: string; actie: string; ip: string | null; details: Prisma.InputJsonValue }) {
  return tx.auditLog.create({ data, select: { id: true } });
}
