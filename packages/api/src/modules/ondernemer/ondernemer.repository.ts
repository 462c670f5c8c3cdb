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

/** The address that replaces his wherever a row about him stays (an address of the reserved .invalid domain). */
const erasedEmail = (userId: string) => `verwijderd-${userId}@verwijderd.invalid`;

/** Rows that are his by id or addressed to him by e-mail (addresses compared without case). */
const hisOrToHim = (userId: string, email: string, idField: 'ondernemerId' | 'genodigdeId') => ({
  OR: [{ [idField]: userId }, { email: { equals: email, mode: 'insensitive' as const } }],
});

/**
 * His consents to organisations end with him, as when he ends one himself: from now on the client
 * reads nothing through them (docs/privacy.md section 4). Open invitations to his address end too.
 * The rows stay for the organisation (that a consent existed and when it ended), without his
 * address and without the organisation's reference (`kenmerk`), which may name him. Returns the
 * consents that were open, for the audit trail.
 */
export async function endKoppelingenOf(tx: Tx, userId: string, email: string, now: Date) {
  const his = hisOrToHim(userId, email, 'ondernemerId');
  const open = await tx.koppeling.findMany({
    where: { AND: [his, { status: { in: ['UITGENODIGD', 'ACTIEF'] } }] },
    select: { id: true, status: true, organisatie: { select: { naam: true } } },
  });
  await tx.koppeling.updateMany({
    where: { id: { in: open.map((k) => k.id) } },
    data: { status: 'BEEINDIGD', beeindigdOp: now },
  });
  await tx.koppeling.updateMany({ where: his, data: { email: erasedEmail(userId), kenmerk: null } });
  return open;
}

/** Erase what identifies the person; the row stays (anonymised) for the aanvragen and audit trail the law asks to keep. */
export async function eraseUser(tx: Tx, userId: string, email: string, now: Date) {
  await tx.refreshToken.deleteMany({ where: { userId } });
  await tx.oneTimeCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.notification.deleteMany({ where: { userId } });
  await tx.inzage.deleteMany({ where: { eigenaarId: userId } }); // his access log names his documents
  await tx.partnerInvitation.updateMany({
    where: { uitnodigerId: userId, status: 'OPENSTAAND' },
    data: { status: 'INGETROKKEN', beantwoordOp: now },
  });
  const toHim = hisOrToHim(userId, email, 'genodigdeId');
  await tx.partnerInvitation.updateMany({
    where: { AND: [toHim, { status: 'OPENSTAAND' }] },
    data: { status: 'AFGEWEZEN', beantwoordOp: now },
  });
  // an invitation to him keeps that it was answered, not the address it went to
  await tx.partnerInvitation.updateMany({ where: toHim, data: { email: erasedEmail(userId) } });
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
      email: erasedEmail(userId),
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

/**
 * What others were told named him (an adviser's "new request from <name>", a partner's share): their
 * notifications and the mails to them keep the message with "Verwijderde gebruiker" in place of his
 * name (erasure); the live copies of messages that named him, kept two days for a browser to catch
 * up, are deleted.
 */
export async function forgetNameInMessages(tx: Tx, fullName: string) {
  const pseudonym = 'Verwijderde gebruiker';
  const inJson = JSON.stringify(fullName).slice(1, -1); // as the name appears inside JSON text
  await tx.$executeRaw`
    UPDATE "notifications" SET
      "titel" = replace("titel", ${fullName}, ${pseudonym}),
      "bericht" = replace("bericht", ${fullName}, ${pseudonym}),
      "parameters" = replace("parameters"::text, ${inJson}, ${pseudonym})::jsonb
    WHERE strpos("titel", ${fullName}) > 0 OR strpos("bericht", ${fullName}) > 0 OR strpos("parameters"::text, ${inJson}) > 0`;
  await tx.$executeRaw`
    UPDATE "outgoing_mail" SET
      "onderwerp" = replace("onderwerp", ${fullName}, ${pseudonym}),
      "tekst" = replace("tekst", ${fullName}, ${pseudonym}),
      "html" = replace("html", ${fullName}, ${pseudonym})
    WHERE strpos("onderwerp", ${fullName}) > 0 OR strpos("tekst", ${fullName}) > 0 OR strpos("html", ${fullName}) > 0`;
  await tx.$executeRaw`DELETE FROM "live_events" WHERE strpos("payload"::text, ${inJson}) > 0`;
}
