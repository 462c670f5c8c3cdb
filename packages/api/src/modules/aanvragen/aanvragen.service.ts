// Requests (aanvragen): create, list, get, withdraw, and the status change both roles share.
// Knows nothing of tRPC or HTTP; throws DomainError.
import { isUniqueViolation } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import type { Actor, AuthedContext } from '../../infra/service-context.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notify } from '../notifications/notify.ts';
import { findMembership } from '../companies/companies.repository.ts';
import type { TAanvraag, TAanvraagStatus, TAanvraagVolledig } from './aanvraag.schema.ts';
import { toAanvraag, toAanvraagVolledig } from './aanvragen.mapping.ts';
import {
  findAanvraagAccess,
  findAanvraagFull,
  findAanvraagListRow,
  findAanvragenOfUser,
  findMembershipShare,
  findUserContact,
  insertAanvraag,
  insertAudit,
  updateAanvraagStatus,
} from './aanvragen.repository.ts';
import { checkTransition } from './aanvraag-status.rules.ts';
import type { TCreateAanvraagInput } from './create.schema.ts';
import type { TWithdrawAanvraagInput } from './withdraw.schema.ts';

export type AanvraagAccess = NonNullable<Awaited<ReturnType<typeof findAanvraagAccess>>>;
export type AanvraagContext = AuthedContext & { aanvraag: AanvraagAccess };

const notFound = () => new DomainError('AANVRAAG_NOT_FOUND', 'Deze aanvraag bestaat niet of is niet van u.');

/** The request the actor may see: an entrepreneur only his own (404 otherwise), an adviser every one. */
export async function loadAccessibleAanvraag(ctx: AuthedContext, id: string): Promise<AanvraagAccess> {
  const aanvraag = await findAanvraagAccess(ctx.db, id);
  if (!aanvraag) throw notFound();
  if (ctx.actor.rol === 'ONDERNEMER' && aanvraag.ondernemerId !== ctx.actor.userId) throw notFound();
  return aanvraag;
}

export async function loadAanvraagVolledig(ctx: AuthedContext, id: string): Promise<TAanvraagVolledig> {
  const row = await findAanvraagFull(ctx.db, id);
  if (!row) throw notFound();
  const share = await findMembershipShare(ctx.db, row.companyId, row.ondernemerId);
  return toAanvraagVolledig(row, ctx.actor.rol, share ? share.aandeelPercentage.toNumber() : null);
}

export async function createAanvraag(ctx: AuthedContext, input: TCreateAanvraagInput): Promise<TAanvraag> {
  const membership = await findMembership(ctx.db, input.companyId, ctx.actor.userId);
  if (!membership) throw new DomainError('COMPANY_NOT_FOUND', 'Dit bedrijf bestaat niet of is niet aan u gekoppeld.');
  try {
    const id = await ctx.db.$transaction(async (tx) => {
      const row = await insertAanvraag(tx, { companyId: input.companyId, ondernemerId: ctx.actor.userId, verklaringType: input.verklaringType });
      await insertAudit(tx, { userId: ctx.actor.userId, actie: 'AANVRAAG_INGEDIEND', ip: ctx.ip, details: { aanvraagId: row.id, companyId: input.companyId, verklaringType: input.verklaringType } });
      return row.id;
    });
    const row = await findAanvraagListRow(ctx.db, id);
    if (!row) throw new DomainError('INTERNAL', 'Aanvraag niet teruggevonden na aanmaken.');
    return toAanvraag(row);
  } catch (e) {
    if (isUniqueViolation(e)) {
      throw new DomainError('AANVRAAG_ALREADY_OPEN', `Er loopt al een ${input.verklaringType === 'IKV' ? 'IKV-aanvraag' : 'oriëntatie'} voor dit bedrijf. Rond die eerst af of trek die in.`);
    }
    throw e;
  }
}

export async function listAanvragen(ctx: AuthedContext): Promise<TAanvraag[]> {
  return (await findAanvragenOfUser(ctx.db, ctx.actor.userId)).map(toAanvraag);
}

const STATUS_NL: Record<TAanvraagStatus, string> = {
  INGEDIEND: 'ingediend',
  IN_BEHANDELING: 'in behandeling',
  AANVULLING_NODIG: 'aanvulling nodig',
  AFGEROND: 'afgerond',
  AFGEWEZEN: 'afgewezen',
  INGETROKKEN: 'ingetrokken',
};

/**
 * One status change: the state machine decides (409 otherwise), the row moves only from the status
 * it was read in, and history, notification, e-mail and audit row are written in the same transaction.
 */
export async function changeAanvraagStatus(
  ctx: AuthedContext,
  aanvraag: AanvraagAccess,
  naar: TAanvraagStatus,
  opmerking: string | null,
): Promise<void> {
  const actor: Actor = ctx.actor;
  const check = checkTransition(aanvraag.status, naar, actor.rol);
  if (!check.ok) throw new DomainError('ILLEGAL_TRANSITION', check.nl);
  const contact = await findUserContact(ctx.db, aanvraag.ondernemerId);
  await ctx.db.$transaction(async (tx) => {
    const moved = await updateAanvraagStatus(tx, aanvraag.id, aanvraag.status, naar, actor.userId, opmerking);
    if (!moved) throw new DomainError('ILLEGAL_TRANSITION', 'De status is intussen door iemand anders gewijzigd; laad de aanvraag opnieuw.');
    const titel = `Uw aanvraag is ${STATUS_NL[naar]}`;
    const bericht = `De status van uw aanvraag is gewijzigd van ${STATUS_NL[aanvraag.status]} naar ${STATUS_NL[naar]}.${opmerking ? ` Opmerking: ${opmerking}` : ''}`;
    await notify(tx, { userId: aanvraag.ondernemerId, type: 'AANVRAAG_STATUS', titel, bericht, aanvraagId: aanvraag.id });
    if (contact && actor.userId !== aanvraag.ondernemerId) {
      await queueMail(tx, {
        aan: contact.email,
        onderwerp: titel,
        tekst: `Beste ${contact.voornaam},\n\n${bericht}\n\nBekijk de aanvraag in uw omgeving bij de IKV-service.\n`,
      });
    }
    await insertAudit(tx, {
      userId: actor.userId,
      actie: 'AANVRAAG_STATUS_GEWIJZIGD',
      ip: ctx.ip,
      details: { aanvraagId: aanvraag.id, van: aanvraag.status, naar, opmerking },
    });
  });
}

export async function withdrawAanvraag(ctx: AanvraagContext, input: TWithdrawAanvraagInput): Promise<TAanvraagVolledig> {
  await changeAanvraagStatus(ctx, ctx.aanvraag, 'INGETROKKEN', input.reden?.trim() || null);
  return loadAanvraagVolledig(ctx, ctx.aanvraag.id);
}
