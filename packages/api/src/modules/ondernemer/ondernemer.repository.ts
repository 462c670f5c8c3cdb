// Prisma access for the entrepreneur's own data: export and erasure.
import type { Tx, Db, Prisma } from '@ikv/db';
import { findAuditTrailOf, forgetAuditAddresses } from '../../infra/audit/audit.repository.ts';

/** Everything stored about a user, for the GDPR export. */
export async function findEverythingAbout(db: Db | Tx, userId: string) {
  const [lidmaatschappen, aanvragen, afspraken, notificaties, chatBerichten, uitnodigingen, auditLog] =
    await Promise.all([
      db.companyMember.findMany({
        where: { userId },
        include: { company: { include: { boekjaren: { orderBy: { jaar: 'asc' } } } } },
        orderBy: { aangemaaktOp: 'asc' },
      }),
      db.aanvraag.findMany({
        where: { ondernemerId: userId },
        include: { statusHistorie: true, opmerkingen: true, ikvResultaten: true },
        orderBy: { aangemaaktOp: 'asc' },
      }),
      db.appointment.findMany({ where: { ondernemerId: userId }, orderBy: { start: 'asc' } }),
      db.notification.findMany({ where: { userId }, orderBy: { aangemaaktOp: 'asc' } }),
      db.chatMessage.findMany({ where: { afzenderId: userId }, orderBy: { verzondenOp: 'asc' } }),
      db.partnerInvitation.findMany({
        where: { OR: [{ uitnodigerId: userId }, { genodigdeId: userId }] },
        omit: { tokenHash: true },
      }),
      findAuditTrailOf(db, userId),
    ]);
  return { lidmaatschappen, aanvragen, afspraken, notificaties, chatBerichten, uitnodigingen, auditLog };
}

export function findMemberships(tx: Tx, userId: string) {
  return tx.companyMember.findMany({ where: { userId }, select: { id: true, companyId: true, rol: true } });
}

export function findOtherMembers(tx: Tx, companyId: string, userId: string) {
  return tx.companyMember.findMany({
    where: { companyId, userId: { not: userId } },
    orderBy: [{ aandeelPercentage: 'desc' }, { aangemaaktOp: 'asc' }],
    select: {
      id: true,
      rol: true,
      userId: true,
      user: { select: { taal: true } },
      company: { select: { naam: true } },
    },
  });
}

export function promoteToOwner(tx: Tx, memberId: string) {
  return tx.companyMember.update({ where: { id: memberId }, data: { rol: 'EIGENAAR' } });
}

export function deleteMembership(tx: Tx, memberId: string) {
  return tx.companyMember.delete({ where: { id: memberId } });
}

export function countAanvragenOfCompany(tx: Tx, companyId: string) {
  return tx.aanvraag.count({ where: { companyId } });
}

export function deleteCompany(tx: Tx, companyId: string) {
  return tx.company.delete({ where: { id: companyId } });
}

/** Erase what identifies the person; the row stays (anonymised) for the aanvragen and audit trail the law asks to keep. */
export async function eraseUser(tx: Tx, userId: string, now: Date) {
  await tx.refreshToken.deleteMany({ where: { userId } });
  await tx.oneTimeCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.notification.deleteMany({ where: { userId } });
  await tx.inzage.deleteMany({ where: { eigenaarId: userId } }); // his access log names his documents
  await tx.partnerInvitation.updateMany({
    where: { uitnodigerId: userId, status: 'OPENSTAAND' },
    data: { status: 'INGETROKKEN', beantwoordOp: now },
  });
  await tx.partnerInvitation.updateMany({
    where: { genodigdeId: userId, status: 'OPENSTAAND' },
    data: { status: 'AFGEWEZEN', beantwoordOp: now },
  });
  await tx.appointment.updateMany({
    where: { ondernemerId: userId, status: { in: ['VOORGESTELD', 'BEVESTIGD'] } },
    // a proposed move ends with the appointment (CHECK appointments_verplaatsing_consistent)
    data: {
      status: 'GEANNULEERD',
      reden: 'Account verwijderd',
      verplaatsingStart: null,
      verplaatsingEind: null,
      verplaatsingDoor: null,
      verplaatsingReden: null,
    },
  });
  // failed logins recorded the typed address; drop it from the details
  await forgetAuditAddresses(tx, userId);
  return tx.user.update({
    where: { id: userId },
    data: {
      email: `verwijderd-${userId}@verwijderd.invalid`,
      passwordHash: '!',
      voornaam: 'Verwijderde',
      achternaam: 'gebruiker',
      telefoonnummer: null,
      geboortedatum: null,
      identiteitToelichting: null, // Trust III: the adviser's remark on the identity check may name the person
      emailGeverifieerdOp: null,
      twoFactorSecretEnc: null,
      twoFactorSleutelId: null,
      twoFactorEnabled: false,
      twoFactorLastStep: null,
      verwijderdOp: now,
      sessieVersie: { increment: 1 },
    },
  });
}

/** A profile change that touches name or birth date: only while they are not fixed (API.md, Trust III). */
export async function updateUnfixedAccount(
  db: Db | Tx,
  userId: string,
  data: Prisma.UserUncheckedUpdateManyInput,
): Promise<boolean> {
  // an identity check recorded for the old name or birth date no longer holds
  const reset = {
    identiteitVastgesteldOp: null,
    identiteitMethode: null,
    identiteitToelichting: null,
    identiteitVastgesteldDoorId: null,
  };
  const { count } = await db.user.updateMany({
    where: { id: userId, verwijderdOp: null, persoonsgegevensVastOp: null },
    data: { ...data, ...reset },
  });
  return count === 1;
}

const OPEN_STATUSES = ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'] as const;

/** His open requests, closed because he left (docs/privacy.md section 4): who handled each is told. */
export async function closeOpenRequestsOf(tx: Tx, userId: string, now: Date) {
  const open = await tx.aanvraag.findMany({
    where: { ondernemerId: userId, status: { in: [...OPEN_STATUSES] } },
    select: {
      id: true,
      status: true,
      behandelaarId: true,
      behandelaar: { select: { taal: true } },
      company: { select: { naam: true } },
    },
  });
  for (const a of open) {
    await tx.aanvraag.update({ where: { id: a.id }, data: { status: 'INGETROKKEN' } });
    await tx.aanvraagStatusChange.create({
      data: {
        aanvraagId: a.id,
        vanStatus: a.status,
        naarStatus: 'INGETROKKEN',
        doorId: userId,
        opmerking: 'Account verwijderd',
        op: now,
      },
    });
  }
  return open;
}

/**
 * Deletes the documents he uploaded, except those an issued statement rests on (kept with the
 * statement, docs/privacy.md section 2). Returns how many were deleted.
 */
export async function deleteDocumentsOf(tx: Tx, userId: string): Promise<number> {
  const companies = await tx.document.findMany({
    where: { geuploadDoorId: userId },
    distinct: ['companyId'],
    select: { companyId: true },
  });
  const behindStatement = await tx.verklaring.findMany({
    where: { aanvraag: { companyId: { in: companies.map((c) => c.companyId) } } },
    select: { documentIds: true },
  });
  const keep = behindStatement.flatMap((v) => v.documentIds);
  const { count } = await tx.document.deleteMany({ where: { geuploadDoorId: userId, id: { notIn: keep } } });
  return count;
}

/** The owner check on the companies he linked names him: pseudonymised like the account (erasure). */
export function forgetOwnerCheckName(tx: Tx, userId: string, names: string[]) {
  const pseudonym = 'Verwijderde gebruiker';
  const [full, last] = names;
  return tx.$executeRaw`
    UPDATE "companies" SET "eigenaarCheck" = jsonb_set(
      jsonb_set("eigenaarCheck"::jsonb, '{gecontroleerdePersoon}', to_jsonb(${pseudonym}::text)),
      '{toelichting}',
      to_jsonb(replace(replace(coalesce("eigenaarCheck"->>'toelichting', ''), ${full}::text, ${pseudonym}::text), ${last}::text, ${pseudonym}::text))
    )
    WHERE "eigenaarId" = ${userId} AND "eigenaarCheck" IS NOT NULL AND jsonb_typeof("eigenaarCheck"::jsonb) = 'object'`;
}
