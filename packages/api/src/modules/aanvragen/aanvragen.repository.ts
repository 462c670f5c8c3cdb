// Prisma access for requests, their status history, remarks and stored IKV results.
import type { AanvraagStatus, Db, Prisma, Tx } from '@ikv/db';
import { boekjaarSelect } from '../companies/financials/financials.repository.ts';

const userName = { select: { voornaam: true, achternaam: true, rol: true } } as const;

export const aanvraagListSelect = {
  id: true,
  nummer: true,
  companyId: true,
  ondernemerId: true,
  verklaringType: true,
  status: true,
  toetsinkomen: true,
  aangemaaktOp: true,
  bijgewerktOp: true,
  company: { select: { naam: true, naamOverride: true, kvkNummer: true } },
  behandelaar: { select: { id: true, voornaam: true, achternaam: true } },
} as const satisfies Prisma.AanvraagSelect;

export const aanvraagFullSelect = {
  ...aanvraagListSelect,
  ondernemer: { select: { id: true, email: true, voornaam: true, achternaam: true, telefoonnummer: true } },
  company: {
    select: {
      id: true,
      kvkNummer: true,
      naam: true,
      naamOverride: true,
      juridischeNaam: true,
      rechtsvorm: true,
      formeleRegistratiedatum: true,
      adres: true,
      adresOverride: true,
      sbiActiviteiten: true,
      eigenaarCheck: true,
      registerOpgehaaldOp: true,
      boekjaren: { select: boekjaarSelect, orderBy: { jaar: 'asc' } },
    },
  },
  statusHistorie: {
    select: { vanStatus: true, naarStatus: true, opmerking: true, op: true, door: userName },
    orderBy: [{ op: 'asc' }, { id: 'asc' }],
  },
  opmerkingen: {
    select: { id: true, tekst: true, zichtbaarVoorOndernemer: true, aangemaaktOp: true, auteur: userName },
    orderBy: [{ aangemaaktOp: 'asc' }, { id: 'asc' }],
  },
  ikvResultaten: {
    select: {
      versie: true,
      regelsVersie: true,
      resultaat: true,
      toetsinkomen: true,
      berekendOp: true,
      berekendDoor: { select: { voornaam: true, achternaam: true } },
    },
    orderBy: { versie: 'desc' },
  },
  orientatieInvoer: true,
  aanvullingen: {
    select: {
      id: true,
      soort: true,
      jaar: true,
      omschrijving: true,
      veld: true,
      boekjaarBijVraag: true,
      gevraagdOp: true,
      afgevinktOp: true,
      antwoord: true,
      aangevuldOp: true,
      boekjaarBijAangevuld: true,
      gevraagdDoor: { select: { voornaam: true, achternaam: true } },
    },
    orderBy: [{ gevraagdOp: 'desc' }, { id: 'asc' }],
  },
} as const satisfies Prisma.AanvraagSelect;

export type AanvraagListRow = Prisma.AanvraagGetPayload<{ select: typeof aanvraagListSelect }>;
export type AanvraagFullRow = Prisma.AanvraagGetPayload<{ select: typeof aanvraagFullSelect }>;

export function findAanvraagAccess(db: Db | Tx, id: string) {
  return db.aanvraag.findUnique({
    where: { id },
    select: {
      id: true,
      nummer: true,
      ondernemerId: true,
      companyId: true,
      status: true,
      verklaringType: true,
      behandelaarId: true,
    },
  });
}

export function findAanvraagListRow(db: Db | Tx, id: string) {
  return db.aanvraag.findUnique({ where: { id }, select: aanvraagListSelect });
}

export function findAanvraagFull(db: Db | Tx, id: string) {
  return db.aanvraag.findUnique({ where: { id }, select: aanvraagFullSelect });
}

/** His own requests and those of the companies he is a member of: two index lookups (ondernemerId, companyId), not a scan. */
export async function findAanvragenOfUser(db: Db | Tx, userId: string) {
  const memberOf = await db.companyMember.findMany({ where: { userId }, select: { companyId: true } });
  return db.aanvraag.findMany({
    where: {
      OR: [
        { ondernemerId: userId },
        ...(memberOf.length > 0 ? [{ companyId: { in: memberOf.map((m) => m.companyId) } }] : []),
      ],
    },
    select: aanvraagListSelect,
    orderBy: [{ aangemaaktOp: 'desc' }, { id: 'desc' }],
  });
}

export function findMembershipShare(db: Db | Tx, companyId: string, userId: string) {
  return db.companyMember.findUnique({
    where: { companyId_userId: { companyId, userId } },
    select: { aandeelPercentage: true, eigendomStatus: true, eigendomMethode: true, eigendomBevestigdOp: true },
  });
}

export function findUserContact(db: Db | Tx, userId: string) {
  return db.user.findUnique({
    where: { id: userId },
    select: { email: true, voornaam: true, achternaam: true, taal: true },
  });
}

export async function insertAanvraag(
  tx: Tx,
  data: {
    companyId: string;
    ondernemerId: string;
    verklaringType: 'IKV' | 'ORIENTATIE';
    orientatieInvoer?: Prisma.InputJsonObject | null;
  },
) {
  const { orientatieInvoer, ...rest } = data;
  const row = await tx.aanvraag.create({
    data: { ...rest, status: 'INGEDIEND', ...(orientatieInvoer ? { orientatieInvoer } : {}) },
    select: { id: true },
  });
  await tx.aanvraagStatusChange.create({
    data: { aanvraagId: row.id, vanStatus: null, naarStatus: 'INGEDIEND', doorId: data.ondernemerId },
  });
  return row;
}

/** Moves the status only if it still is `van` (a concurrent change loses): returns false then. */
export async function updateAanvraagStatus(
  tx: Tx,
  id: string,
  van: AanvraagStatus,
  naar: AanvraagStatus,
  doorId: string,
  opmerking: string | null,
): Promise<boolean> {
  const result = await tx.aanvraag.updateMany({ where: { id, status: van }, data: { status: naar } });
  if (result.count === 0) return false;
  await tx.aanvraagStatusChange.create({
    data: { aanvraagId: id, vanStatus: van, naarStatus: naar, doorId, opmerking },
  });
  return true;
}

export function insertRemark(
  tx: Tx | Db,
  data: { aanvraagId: string; auteurId: string; tekst: string; zichtbaarVoorOndernemer: boolean },
) {
  return tx.aanvraagRemark.create({ data, select: { id: true } });
}

/** Stores a new version of the IKV result; locks the request row first so versions never collide. */
export async function insertIkvResult(
  tx: Tx,
  data: {
    aanvraagId: string;
    regelsVersie: string;
    invoer: Prisma.InputJsonValue;
    resultaat: Prisma.InputJsonValue;
    toetsinkomen: number | null;
    berekendDoorId: string;
    berekendOp: Date;
  },
) {
  await tx.aanvraag.update({ where: { id: data.aanvraagId }, data: { toetsinkomen: data.toetsinkomen } });
  const last = await tx.ikvResult.findFirst({
    where: { aanvraagId: data.aanvraagId },
    orderBy: { versie: 'desc' },
    select: { versie: true },
  });
  const versie = (last?.versie ?? 0) + 1;
  await tx.ikvResult.create({ data: { ...data, versie } });
  return versie;
}

const adviserContactSelect = {
  id: true,
  email: true,
  voornaam: true,
  achternaam: true,
  taal: true,
  emailVoorkeuren: true,
} as const;
export type AdviserContact = Prisma.UserGetPayload<{ select: typeof adviserContactSelect }>;

/** Every active adviser (for a new request without behandelaar). */
export function findAdviserContacts(db: Db | Tx): Promise<AdviserContact[]> {
  return db.user.findMany({
    where: { rol: 'ADVISEUR', verwijderdOp: null },
    select: adviserContactSelect,
    orderBy: { id: 'asc' },
  });
}

/** One adviser (null when the id is not an active adviser). */
export function findAdviserContact(db: Db | Tx, id: string): Promise<AdviserContact | null> {
  return db.user.findFirst({ where: { id, rol: 'ADVISEUR', verwijderdOp: null }, select: adviserContactSelect });
}

export function findAanvraagFacts(db: Db | Tx, id: string) {
  return db.aanvraag.findUnique({
    where: { id },
    select: {
      nummer: true,
      company: { select: { naam: true, naamOverride: true } },
      ondernemer: { select: { voornaam: true, achternaam: true } },
    },
  });
}

/** Takes, gives or releases a request; only when it still has `van` as behandelaar (a race loses). */
export async function updateBehandelaar(tx: Tx, id: string, van: string | null, naar: string | null): Promise<boolean> {
  const r = await tx.aanvraag.updateMany({ where: { id, behandelaarId: van }, data: { behandelaarId: naar } });
  return r.count > 0;
}

/** Assigns the request to `adviseurId` if it has no behandelaar yet. */
export function assignIfUnassigned(tx: Tx, id: string, adviseurId: string) {
  return tx.aanvraag.updateMany({ where: { id, behandelaarId: null }, data: { behandelaarId: adviseurId } });
}

export function insertAanvullingItems(
  tx: Tx,
  aanvraagId: string,
  gevraagdDoorId: string,
  op: Date,
  items: {
    soort: 'DOCUMENT' | 'BOEKJAAR' | 'TOELICHTING';
    jaar?: number;
    veld?: string;
    omschrijving: string;
    boekjaarBijVraag?: Prisma.InputJsonValue;
  }[],
) {
  return tx.aanvullingItem.createMany({
    data: items.map((i) => ({
      aanvraagId,
      gevraagdDoorId,
      gevraagdOp: op,
      soort: i.soort,
      jaar: i.jaar ?? null,
      veld: i.veld ?? null,
      omschrijving: i.omschrijving,
      ...(i.boekjaarBijVraag !== undefined ? { boekjaarBijVraag: i.boekjaarBijVraag } : {}),
    })),
  });
}

export function findAanvullingItem(db: Db | Tx, aanvraagId: string, itemId: string) {
  return db.aanvullingItem.findFirst({
    where: { id: itemId, aanvraagId },
    select: { id: true, soort: true, aangevuldOp: true },
  });
}

export function updateAanvullingItem(
  tx: Tx | Db,
  itemId: string,
  data: { afgevinktOp: Date | null; antwoord?: string | null },
) {
  return tx.aanvullingItem.update({ where: { id: itemId }, data, select: { id: true } });
}

/** The years the open BOEKJAAR items of the request ask about. */
export async function findOpenBoekjaarItemJaren(tx: Tx, aanvraagId: string): Promise<number[]> {
  const rows = await tx.aanvullingItem.findMany({
    where: { aanvraagId, aangevuldOp: null, soort: 'BOEKJAAR', jaar: { not: null } },
    select: { jaar: true },
    distinct: ['jaar'],
  });
  return rows.flatMap((r) => (r.jaar === null ? [] : [r.jaar]));
}

/**
 * Marks every open item of the request as supplied at `op`; an open BOEKJAAR item also keeps its year's
 * figures of that moment (`boekjaarBijAangevuld`, by year).
 */
export async function markAanvullingenAangevuld(
  tx: Tx,
  aanvraagId: string,
  op: Date,
  boekjaarBijAangevuld: ReadonlyMap<number, Prisma.InputJsonValue> = new Map(),
) {
  for (const [jaar, cijfers] of boekjaarBijAangevuld) {
    await tx.aanvullingItem.updateMany({
      where: { aanvraagId, aangevuldOp: null, soort: 'BOEKJAAR', jaar },
      data: { aangevuldOp: op, boekjaarBijAangevuld: cijfers },
    });
  }
  return tx.aanvullingItem.updateMany({ where: { aanvraagId, aangevuldOp: null }, data: { aangevuldOp: op } });
}
