// Prisma access for members (partners) and partner invitations.
import type { EigendomColumns } from '../eigendom/eigendom.rules.ts';
import type { Db, Prisma, Tx, UitnodigingStatus } from '@ikv/db';

export const partnerSelect = {
  id: true,
  userId: true,
  rol: true,
  aandeelPercentage: true,
  aangemaaktOp: true,
  user: { select: { voornaam: true, achternaam: true, email: true } },
} as const satisfies Prisma.CompanyMemberSelect;
export type PartnerRow = Prisma.CompanyMemberGetPayload<{ select: typeof partnerSelect }>;

export const invitationSelect = {
  id: true,
  companyId: true,
  uitnodigerId: true,
  email: true,
  genodigdeId: true,
  aandeelPercentage: true,
  status: true,
  verlooptOp: true,
  aangemaaktOp: true,
  company: { select: { naam: true, naamOverride: true, kvkNummer: true } },
  uitnodiger: { select: { voornaam: true, achternaam: true } },
} as const satisfies Prisma.PartnerInvitationSelect;
export type InvitationRow = Prisma.PartnerInvitationGetPayload<{ select: typeof invitationSelect }>;

export function findPartners(db: Db | Tx, companyId: string): Promise<PartnerRow[]> {
  return db.companyMember.findMany({
    where: { companyId },
    select: partnerSelect,
    orderBy: [{ rol: 'asc' }, { aangemaaktOp: 'asc' }],
  });
}

export function findPartner(db: Db | Tx, companyId: string, partnerId: string): Promise<PartnerRow | null> {
  return db.companyMember.findFirst({ where: { id: partnerId, companyId }, select: partnerSelect });
}

export function findPartnerByUser(db: Db | Tx, companyId: string, userId: string): Promise<PartnerRow | null> {
  return db.companyMember.findUnique({ where: { companyId_userId: { companyId, userId } }, select: partnerSelect });
}

export function findUserByEmail(db: Db | Tx, email: string) {
  return db.user.findUnique({ where: { email }, select: { id: true, rol: true, verwijderdOp: true } });
}

export function findUserName(db: Db | Tx, userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { voornaam: true, achternaam: true, email: true },
  });
}

/** Marks open invitations whose time has passed as VERLOPEN (housekeeping; idempotent). */
export function expireInvitations(db: Db | Tx, where: Prisma.PartnerInvitationWhereInput, now: Date) {
  return db.partnerInvitation.updateMany({
    where: { ...where, status: 'OPENSTAAND', verlooptOp: { lte: now } },
    data: { status: 'VERLOPEN' },
  });
}

export function findOpenInvitationFor(db: Db | Tx, companyId: string, email: string, now: Date) {
  return db.partnerInvitation.findFirst({
    where: { companyId, email, status: 'OPENSTAAND', verlooptOp: { gt: now } },
    select: { id: true },
  });
}

export function insertInvitation(
  db: Db | Tx,
  data: {
    companyId: string;
    uitnodigerId: string;
    email: string;
    genodigdeId: string | null;
    aandeelPercentage: string;
    tokenHash: string;
    verlooptOp: Date;
    aangemaaktOp: Date;
  },
): Promise<InvitationRow> {
  return db.partnerInvitation.create({ data, select: invitationSelect });
}

export function findPendingInvitations(db: Db | Tx, companyId: string, now: Date): Promise<InvitationRow[]> {
  return db.partnerInvitation.findMany({
    where: { companyId, status: 'OPENSTAAND', verlooptOp: { gt: now } },
    select: invitationSelect,
    orderBy: { aangemaaktOp: 'desc' },
  });
}

export function findInvitation(db: Db | Tx, id: string): Promise<InvitationRow | null> {
  return db.partnerInvitation.findUnique({ where: { id }, select: invitationSelect });
}

export function findInvitationByTokenHash(db: Db | Tx, tokenHash: string): Promise<InvitationRow | null> {
  return db.partnerInvitation.findUnique({ where: { tokenHash }, select: invitationSelect });
}

/** Locks the invitation row until the transaction ends: answers to one invitation run one at a time. */
export async function lockInvitation(tx: Tx, id: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "partner_invitations" WHERE "id" = ${id} FOR UPDATE`;
}

/** Moves an invitation out of OPENSTAAND; 0 when it was no longer open. */
export async function closeInvitation(
  db: Db | Tx,
  id: string,
  status: Exclude<UitnodigingStatus, 'OPENSTAAND'>,
  now: Date,
): Promise<number> {
  const r = await db.partnerInvitation.updateMany({
    where: { id, status: 'OPENSTAAND' },
    data: { status, beantwoordOp: now },
  });
  return r.count;
}

export function setInvitee(db: Db | Tx, id: string, genodigdeId: string) {
  return db.partnerInvitation.update({ where: { id }, data: { genodigdeId }, select: { id: true } });
}

/** Takes `share` off the member's share, only if he still has that much; 0 rows otherwise. */
export async function decrementShare(db: Db | Tx, companyId: string, userId: string, share: string): Promise<number> {
  const r = await db.companyMember.updateMany({
    where: { companyId, userId, aandeelPercentage: { gte: share } },
    data: { aandeelPercentage: { decrement: share } },
  });
  return r.count;
}

export function insertPartner(
  db: Db | Tx,
  companyId: string,
  userId: string,
  share: string,
  eigendom: EigendomColumns,
): Promise<PartnerRow> {
  return db.companyMember.create({
    data: { companyId, userId, rol: 'PARTNER', aandeelPercentage: share, ...eigendom },
    select: partnerSelect,
  });
}

/** The ownership status of a member (the inviter, when an invitation is accepted). */
export async function findEigendomStatus(db: Db | Tx, companyId: string, userId: string) {
  const m = await db.companyMember.findUnique({
    where: { companyId_userId: { companyId, userId } },
    select: { eigendomStatus: true },
  });
  return m?.eigendomStatus ?? 'ONBEVESTIGD';
}

export function setShare(db: Db | Tx, partnerId: string, share: string): Promise<PartnerRow> {
  return db.companyMember.update({
    where: { id: partnerId },
    data: { aandeelPercentage: share },
    select: partnerSelect,
  });
}

export function deletePartner(db: Db | Tx, partnerId: string) {
  return db.companyMember.delete({ where: { id: partnerId }, select: { id: true } });
}

export function countOwners(db: Db | Tx, companyId: string) {
  return db.companyMember.count({ where: { companyId, rol: 'EIGENAAR' } });
}

export function findNotificationFor(db: Db | Tx, userId: string, uitnodigingId: string) {
  return db.notification.findFirst({ where: { userId, uitnodigingId }, select: { id: true } });
}
