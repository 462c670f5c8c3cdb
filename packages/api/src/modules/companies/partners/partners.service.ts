// Partners of a company: list, invite, pending, withdraw, share, remove; answering an invitation
// (accept/decline, called from the notification centre) and claiming one by its e-mailed token.
// Shares: the database keeps companies."aandeelTotaal" ≤ 100 (trigger + CHECK, see the
// constraints migration); every change runs in a transaction, a CHECK violation is a 409.
import { eigendomOnInvitation } from '../eigendom/eigendom.rules.ts';
import { createHash, randomBytes } from 'node:crypto';
import { isCheckViolation, isWriteConflict, type Tx } from '@ikv/db';
import { DomainError } from '../../../errors/domain-error.ts';
import { appUrl } from '../../../infra/app-url.ts';
import type { AuthedContext, ServiceContext } from '../../../infra/service-context.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { companyNameForMail } from '../../mail/mail-text.rules.ts';
import { consume } from '../../rate-limit/rate-limit.service.ts';
import { notify } from '../../notify/notify.ts';
import { meldAandelenGewijzigd } from '../wijziging-melding.service.ts';
import { lockCompany, type MembershipWithCompany } from '../companies.repository.ts';
import { markReadOfUser } from '../../notify/notifications.repository.ts';
import { canAnswer, effectiveStatus, invitationExpiresAt, shareString } from '../../notify/invitations.rules.ts';
import type { TInvitePartnerInput } from './invite.schema.ts';
import type { TInvitationPreview } from './invitation-preview.schema.ts';
import type { TPartner, TPendingPartner } from './partner.schema.ts';
import {
  closeInvitation,
  countOwners,
  decrementShare,
  deletePartner,
  expireInvitations,
  findInvitation,
  findInvitationByTokenHash,
  findNotificationFor,
  findOpenInvitationFor,
  findPartner,
  findPartnerByUser,
  findPartners,
  findPendingInvitations,
  findUserByEmail,
  findUserName,
  insertInvitation,
  findEigendomStatus,
  insertPartner,
  type InvitationRow,
  lockInvitation,
  type PartnerRow,
  setInvitee,
  setShare,
} from './partners.repository.ts';
import type { TRemovePartnerInput } from './remove.schema.ts';
import type { TUpdateShareInput } from './update-share.schema.ts';
import type { TWithdrawInvitationInput } from './withdraw.schema.ts';
import { inTransaction } from '../../../infra/database.ts';
import { writeAudit } from '../../../infra/audit/audit.repository.ts';

type MemberContext = AuthedContext & { membership: MembershipWithCompany };

function toPartner(row: PartnerRow): TPartner {
  return {
    id: row.id,
    userId: row.userId,
    voornaam: row.user.voornaam,
    achternaam: row.user.achternaam,
    email: row.user.email,
    rol: row.rol,
    aandeelPercentage: row.aandeelPercentage.toNumber(),
    sinds: row.aangemaaktOp.toISOString(),
  };
}

function toPendingPartner(row: InvitationRow, now: Date): TPendingPartner {
  return {
    id: row.id,
    companyId: row.companyId,
    bedrijfsnaam: row.company.naamOverride ?? row.company.naam,
    email: row.email,
    aandeelPercentage: row.aandeelPercentage.toNumber(),
    status: effectiveStatus(row.status, row.verlooptOp, now),
    uitgenodigdDoor: `${row.uitnodiger.voornaam} ${row.uitnodiger.achternaam}`.trim(),
    aangemaaktOp: row.aangemaaktOp.toISOString(),
    verlooptOp: row.verlooptOp.toISOString(),
  };
}

const shareConflict = () =>
  new DomainError(
    'SHARES_EXCEED_100',
    'De aandelen van dit bedrijf komen daarmee boven 100 %. Verlaag eerst een ander aandeel.',
  );

/**
 * Share changes of one company queue on its row lock (the trigger's UPDATE); with many at once a
 * transaction may wait longer than Prisma's defaults (2 s for a connection, 5 s in total).
 */
const SHARE_TX = { maxWait: 15_000, timeout: 20_000 } as const;

/** Prisma could not start or finish the transaction in time (P2028). */
function isTransactionTimeout(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'P2028';
}

/** Runs a share-changing transaction; a CHECK violation (total > 100 %) or a lost race is a 409. */
async function guardShares<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isCheckViolation(e)) throw shareConflict();
    if (isWriteConflict(e) || isTransactionTimeout(e))
      throw new DomainError('CONFLICT', 'Een gelijktijdige wijziging ging voor; probeer het opnieuw.');
    throw e;
  }
}

export async function listPartners(ctx: MemberContext): Promise<TPartner[]> {
  return (await findPartners(ctx.db, ctx.membership.company.id)).map(toPartner);
}

export async function pendingPartners(ctx: MemberContext): Promise<TPendingPartner[]> {
  const now = ctx.clock.now();
  await expireInvitations(ctx.db, { companyId: ctx.membership.company.id }, now);
  return (await findPendingInvitations(ctx.db, ctx.membership.company.id, now)).map((r) => toPendingPartner(r, now));
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function invitationMail(to: string, inviter: string, bedrijf: string, share: number, token: string, verlooptOp: Date) {
  const link = `${appUrl()}/uitnodiging/${token}`;
  const datum = verlooptOp.toLocaleDateString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const tekst =
    `${inviter} nodigt u uit als partner van ${bedrijf} met een aandeel van ${share} %.\n\n` +
    `Maak een account aan met dit e-mailadres (${to}) en bekijk de uitnodiging via:\n${link}\n\n` +
    `De uitnodiging verloopt op ${datum}. Kent u de afzender niet, dan kunt u dit bericht negeren.\n\n` +
    `---\n${inviter} invites you as a partner of ${bedrijf} with a ${share} % share. Sign up with this address and open the link above; it expires in 14 days.`;
  return { aan: to, onderwerp: `Uitnodiging: partner van ${bedrijf}`, tekst };
}

export async function invitePartner(ctx: MemberContext, input: TInvitePartnerInput): Promise<TPendingPartner> {
  const companyId = ctx.membership.company.id;
  // what the invitee reads (subject, body, notification): plain, bounded, never a link
  const bedrijf = companyNameForMail(ctx.membership.company);
  // every invitation (and re-invitation after a withdrawal) counts, per sender and per recipient,
  // before anything is answered: no mail cannon, and no address oracle either (the answer is the
  // same for known and unknown addresses)
  await consume(ctx, [
    ['inviteSender', ctx.actor.userId],
    ['inviteRecipient', input.email],
  ]);
  const now = ctx.clock.now();
  if (input.email === ctx.actor.email.toLowerCase())
    throw new DomainError('ALREADY_MEMBER', 'U bent zelf al lid van dit bedrijf.');
  if (ctx.membership.aandeelPercentage.toNumber() < input.aandeelPercentage)
    throw new DomainError(
      'INVITER_SHARE_INSUFFICIENT',
      `Uw aandeel is ${ctx.membership.aandeelPercentage.toNumber()} %; u kunt niet meer weggeven dan dat.`,
    );
  const token = randomBytes(32).toString('base64url');
  const invitee = await findUserByEmail(ctx.db, input.email);
  const existingUser = invitee && !invitee.verwijderdOp ? invitee : null;
  // housekeeping outside the lock below, so it never waits on an invitation someone is answering
  await expireInvitations(ctx.db, { companyId }, now);
  const created = await guardShares(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        // one invite at a time per company: the duplicate check below cannot race
        await lockCompany(tx, companyId);
        if (existingUser && (await findPartnerByUser(tx, companyId, existingUser.id)))
          throw new DomainError('ALREADY_MEMBER', `${input.email} is al partner van dit bedrijf.`);
        if (await findOpenInvitationFor(tx, companyId, input.email, now))
          throw new DomainError(
            'INVITATION_EXISTS',
            `Er staat al een uitnodiging open voor ${input.email}. Trek die eerst in.`,
          );
        const inviter = await findUserName(tx, ctx.actor.userId);
        const inviterName = `${inviter.voornaam} ${inviter.achternaam}`.trim();
        const row = await insertInvitation(tx, {
          companyId,
          uitnodigerId: ctx.actor.userId,
          email: input.email,
          genodigdeId: existingUser?.id ?? null,
          aandeelPercentage: shareString(input.aandeelPercentage),
          tokenHash: hashToken(token),
          verlooptOp: invitationExpiresAt(now),
          aangemaaktOp: now,
        });
        if (existingUser) {
          await notify(tx, {
            userId: existingUser.id,
            type: 'PARTNER_UITNODIGING',
            sleutel: 'partner.uitnodiging',
            parameters: { uitnodiger: inviterName, bedrijf, aandeel: input.aandeelPercentage },
            uitnodigingId: row.id,
          });
        } else {
          await queueMail(tx, {
            ...invitationMail(input.email, inviterName, bedrijf, input.aandeelPercentage, token, row.verlooptOp),
            sleutel: `invitation:${row.id}`,
          });
        }
        await writeAudit(tx, {
          userId: ctx.actor.userId,
          actie: 'PARTNER_UITGENODIGD',
          ip: ctx.ip,
          details: { companyId, invitationId: row.id, bestaandeGebruiker: !!existingUser },
        });
        return row;
      },
      SHARE_TX,
    ),
  );
  return toPendingPartner(created, now);
}

export async function withdrawInvitation(ctx: MemberContext, input: TWithdrawInvitationInput): Promise<void> {
  const now = ctx.clock.now();
  const inv = await findInvitation(ctx.db, input.inviteId);
  if (!inv || inv.companyId !== ctx.membership.company.id)
    throw new DomainError('INVITATION_NOT_FOUND', 'Deze uitnodiging bestaat niet.');
  const check = canAnswer(inv.status, inv.verlooptOp, now);
  if (!check.ok)
    throw new DomainError(
      check.reason === 'EXPIRED' ? 'INVITATION_EXPIRED' : 'INVITATION_NOT_OPEN',
      'Deze uitnodiging staat niet meer open.',
    );
  await inTransaction(ctx.db, async (tx) => {
    if ((await closeInvitation(tx, inv.id, 'INGETROKKEN', now)) === 0)
      throw new DomainError('INVITATION_NOT_OPEN', 'Deze uitnodiging staat niet meer open.');
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'UITNODIGING_INGETROKKEN',
      ip: ctx.ip,
      details: { invitationId: inv.id },
    });
  });
}

async function partnerOf(ctx: MemberContext, partnerId: string): Promise<PartnerRow> {
  const p = await findPartner(ctx.db, ctx.membership.company.id, partnerId);
  if (!p) throw new DomainError('PARTNER_NOT_FOUND', 'Deze partner hoort niet bij dit bedrijf.');
  return p;
}

export async function updateShare(ctx: MemberContext, input: TUpdateShareInput): Promise<TPartner> {
  const partner = await partnerOf(ctx, input.partnerId);
  const row = await guardShares(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        const updated = await setShare(tx, partner.id, shareString(input.aandeelPercentage));
        await meldAandelenGewijzigd(tx, ctx.membership.company.id, ctx.actor.userId, [
          {
            userId: partner.userId,
            van: partner.aandeelPercentage.toNumber(),
            naar: updated.aandeelPercentage.toNumber(),
          },
        ]);
        await writeAudit(tx, {
          userId: ctx.actor.userId,
          actie: 'AANDEEL_GEWIJZIGD',
          ip: ctx.ip,
          details: {
            companyId: ctx.membership.company.id,
            partnerId: partner.id,
            van: partner.aandeelPercentage.toNumber(),
            naar: input.aandeelPercentage,
          },
        });
        return updated;
      },
      SHARE_TX,
    ),
  );
  return toPartner(row);
}

export async function removePartner(ctx: MemberContext, input: TRemovePartnerInput): Promise<void> {
  const companyId = ctx.membership.company.id;
  const partner = await partnerOf(ctx, input.partnerId);
  const bedrijf = ctx.membership.company.naamOverride ?? ctx.membership.company.naam;
  // Delete first, then count: the same lock order as every share change (member row, then the
  // company row through the trigger), so two removals of the last two owners cannot both pass.
  await guardShares(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        await deletePartner(tx, partner.id);
        if (partner.rol === 'EIGENAAR' && (await countOwners(tx, companyId)) === 0)
          throw new DomainError(
            'LAST_OWNER',
            'De laatste eigenaar kan niet worden verwijderd; verwijder dan het bedrijf.',
          );
        if (partner.userId !== ctx.actor.userId)
          await notify(tx, {
            userId: partner.userId,
            type: 'SYSTEEM',
            sleutel: 'partner.verwijderd',
            parameters: { bedrijf },
          });
        await meldAandelenGewijzigd(tx, companyId, ctx.actor.userId, [
          {
            userId: partner.userId,
            naam: `${partner.user.voornaam} ${partner.user.achternaam}`.trim(),
            van: partner.aandeelPercentage.toNumber(),
            naar: null,
          },
        ]);
        await writeAudit(tx, {
          userId: ctx.actor.userId,
          actie: 'PARTNER_VERWIJDERD',
          ip: ctx.ip,
          details: { companyId, partnerId: partner.id },
        });
      },
      SHARE_TX,
    ),
  );
}

// ---------- answering (from the notification centre) ----------

const notFound = () => new DomainError('INVITATION_NOT_FOUND', 'Deze uitnodiging bestaat niet of is niet voor u.');

/** Marks an expired invitation VERLOPEN (its own transaction, so it sticks) and answers 409. */
async function expired(ctx: AuthedContext, id: string): Promise<never> {
  await expireInvitations(ctx.db, { id }, ctx.clock.now());
  throw new DomainError('INVITATION_EXPIRED', 'Deze uitnodiging is verlopen (na 14 dagen). Vraag om een nieuwe.');
}

type Checked = { kind: 'ok'; inv: InvitationRow } | { kind: 'expired' };

async function openInvitationForCaller(ctx: AuthedContext, tx: Tx, id: string): Promise<Checked> {
  await lockInvitation(tx, id);
  const inv = await findInvitation(tx, id);
  if (!inv || inv.genodigdeId !== ctx.actor.userId) throw notFound();
  const check = canAnswer(inv.status, inv.verlooptOp, ctx.clock.now());
  if (!check.ok) {
    if (check.reason === 'EXPIRED') return { kind: 'expired' };
    throw new DomainError('INVITATION_NOT_OPEN', 'Deze uitnodiging is al beantwoord of ingetrokken.');
  }
  return { kind: 'ok', inv };
}

export async function acceptInvitation(
  ctx: AuthedContext,
  invitationId: string,
  notificationId: string,
): Promise<TPartner> {
  if (ctx.actor.rol !== 'ONDERNEMER') throw new DomainError('FORBIDDEN', 'Alleen ondernemers kunnen partner worden.');
  const now = ctx.clock.now();
  const result = await guardShares(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        const checked = await openInvitationForCaller(ctx, tx, invitationId);
        if (checked.kind === 'expired') return null;
        const inv = checked.inv;
        if (await findPartnerByUser(tx, inv.companyId, ctx.actor.userId))
          throw new DomainError('ALREADY_MEMBER', 'U bent al partner van dit bedrijf.');
        const share = inv.aandeelPercentage.toFixed(2);
        if ((await decrementShare(tx, inv.companyId, inv.uitnodigerId, share)) === 0)
          throw new DomainError(
            'INVITER_SHARE_INSUFFICIENT',
            `${inv.uitnodiger.voornaam} ${inv.uitnodiger.achternaam} heeft geen ${inv.aandeelPercentage.toNumber()} % aandeel meer om over te dragen.`,
          );
        // confirmed by the invitation only when the inviter's ownership is confirmed (API.md, Trust)
        const eigendom = eigendomOnInvitation(await findEigendomStatus(tx, inv.companyId, inv.uitnodigerId), now);
        const partner = await insertPartner(tx, inv.companyId, ctx.actor.userId, share, eigendom);
        await closeInvitation(tx, inv.id, 'GEACCEPTEERD', now);
        await markReadOfUser(tx, notificationId, ctx.actor.userId);
        const bedrijf = inv.company.naamOverride ?? inv.company.naam;
        await notify(tx, {
          userId: inv.uitnodigerId,
          type: 'SYSTEEM',
          sleutel: 'partner.uitnodiging-geaccepteerd',
          parameters: {
            partner: `${partner.user.voornaam} ${partner.user.achternaam}`.trim(),
            bedrijf,
            aandeel: inv.aandeelPercentage.toNumber(),
          },
          uitnodigingId: inv.id,
        });
        const inviter = await findPartnerByUser(tx, inv.companyId, inv.uitnodigerId);
        await meldAandelenGewijzigd(tx, inv.companyId, ctx.actor.userId, [
          ...(inviter
            ? [
                {
                  userId: inviter.userId,
                  van: inviter.aandeelPercentage.plus(inv.aandeelPercentage).toNumber(),
                  naar: inviter.aandeelPercentage.toNumber(),
                },
              ]
            : []),
          { userId: ctx.actor.userId, van: null, naar: inv.aandeelPercentage.toNumber() },
        ]);
        await writeAudit(tx, {
          userId: ctx.actor.userId,
          actie: 'UITNODIGING_GEACCEPTEERD',
          ip: ctx.ip,
          details: { invitationId: inv.id, companyId: inv.companyId },
        });
        return partner;
      },
      SHARE_TX,
    ),
  );
  if (!result) return expired(ctx, invitationId);
  return toPartner(result);
}

export async function declineInvitation(
  ctx: AuthedContext,
  invitationId: string,
  notificationId: string,
): Promise<void> {
  const now = ctx.clock.now();
  const done = await inTransaction(ctx.db, async (tx) => {
    const checked = await openInvitationForCaller(ctx, tx, invitationId);
    if (checked.kind === 'expired') return false;
    const inv = checked.inv;
    await closeInvitation(tx, inv.id, 'AFGEWEZEN', now);
    await markReadOfUser(tx, notificationId, ctx.actor.userId);
    const me = await findUserName(tx, ctx.actor.userId);
    await notify(tx, {
      userId: inv.uitnodigerId,
      type: 'SYSTEEM',
      sleutel: 'partner.uitnodiging-afgewezen',
      parameters: {
        genodigde: `${me.voornaam} ${me.achternaam}`.trim(),
        bedrijf: inv.company.naamOverride ?? inv.company.naam,
      },
      uitnodigingId: inv.id,
    });
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'UITNODIGING_AFGEWEZEN',
      ip: ctx.ip,
      details: { invitationId: inv.id },
    });
    return true;
  });
  if (!done) await expired(ctx, invitationId);
}

/**
 * The landing page of the e-mailed link, before registration or login: who invites whom to which
 * company, so the recipient knows what he signs up for, and his address to prefill. Only with the
 * token (a 32-byte secret only the mail carries): an unknown token is a 404 that says nothing, and the
 * company's name is the one the mail carried (never the inviter's link-like override). Counted per
 * client address, so tokens cannot be guessed at speed.
 */
export async function previewInvitation(ctx: ServiceContext, token: string): Promise<TInvitationPreview> {
  await consume(ctx, [['invitationPreviewIp', ctx.ip]]);
  const inv = await findInvitationByTokenHash(ctx.db, hashToken(token));
  if (!inv) throw new DomainError('INVITATION_NOT_FOUND', 'Deze uitnodiging bestaat niet.');
  return {
    uitnodiger: { naam: `${inv.uitnodiger.voornaam} ${inv.uitnodiger.achternaam}`.trim() },
    bedrijf: { naam: companyNameForMail(inv.company), kvkNummer: inv.company.kvkNummer },
    email: inv.email,
    aandeelPercentage: inv.aandeelPercentage.toNumber(),
    status: effectiveStatus(inv.status, inv.verlooptOp, ctx.clock.now()),
    verlooptOp: inv.verlooptOp.toISOString(),
  };
}

/**
 * The e-mailed sign-up link leads here after registration or login: the invitation is bound to
 * the caller (whose e-mail address must be the invited one) and lands in his notification centre.
 * Idempotent: a second claim returns the same notification id.
 */
export async function claimInvitation(ctx: AuthedContext, token: string): Promise<{ notificationId: string }> {
  const inv = await findInvitationByTokenHash(ctx.db, hashToken(token));
  if (
    !inv ||
    inv.email !== ctx.actor.email.toLowerCase() ||
    (inv.genodigdeId !== null && inv.genodigdeId !== ctx.actor.userId)
  )
    throw notFound();
  const now = ctx.clock.now();
  const check = canAnswer(inv.status, inv.verlooptOp, now);
  if (!check.ok) {
    if (check.reason === 'EXPIRED') return expired(ctx, inv.id);
    throw new DomainError('INVITATION_NOT_OPEN', 'Deze uitnodiging is al beantwoord of ingetrokken.');
  }
  return inTransaction(ctx.db, async (tx) => {
    await lockInvitation(tx, inv.id);
    const existing = await findNotificationFor(tx, ctx.actor.userId, inv.id);
    if (existing) return { notificationId: existing.id };
    await setInvitee(tx, inv.id, ctx.actor.userId);
    const bedrijf = inv.company.naamOverride ?? inv.company.naam;
    const n = await notify(tx, {
      userId: ctx.actor.userId,
      type: 'PARTNER_UITNODIGING',
      sleutel: 'partner.uitnodiging',
      parameters: {
        uitnodiger: `${inv.uitnodiger.voornaam} ${inv.uitnodiger.achternaam}`.trim(),
        bedrijf,
        aandeel: inv.aandeelPercentage.toNumber(),
      },
      uitnodigingId: inv.id,
    });
    return { notificationId: n.id };
  });
}
