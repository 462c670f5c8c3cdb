// Requests (aanvragen): create, list, get, withdraw, and the status change both roles share.
// Knows nothing of tRPC or HTTP; throws DomainError.
import { toEigendom } from '../companies/companies.mapping.ts';
import { isUniqueViolation } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import type { Actor, AuthedContext } from '../../infra/service-context.ts';
import { queueMail, queueMails } from '../mail/queue-mail.ts';
import { queueAanvraagStatusGewijzigd } from '../webhook-outbox/webhook-outbox.ts';
import { requestWebhookDelivery } from '../webhook-outbox/webhook-delivery.ts';
import { notify, notifyEach } from '../notify/notify.ts';
import { findMembership } from '../companies/companies.repository.ts';
import { findYears } from '../companies/financials/financials.repository.ts';
import { toOpgeslagenBoekjaar } from '../companies/financials/financials.service.ts';
import { computeBoekjaarBijVraag } from './aanvulling-geleverd.rules.ts';
import type { TAanvraag, TAanvraagStatus, TAanvraagVolledig, TGevraagdInput } from './aanvraag.schema.ts';
import type { TSupplementedAanvraagInput } from './supplemented.schema.ts';
import type { TAnswerAanvullingInput } from './aanvulling/answer.schema.ts';
import type { Tx } from '@ikv/db';
import { toAanvraag, toAanvraagVolledig } from './aanvragen.mapping.ts';
import { appUrl } from '../../infra/app-url.ts';
import { wantsMail, type EmailGebeurtenis } from '../mail/email-voorkeuren.rules.ts';
import {
  adviseurMelding,
  berichtMail,
  statusMelding,
  type AdviseurGebeurtenis,
} from '../aanvraag-regels/aanvraag-messages.ts';
import { renderNotification } from '../notify/notification-catalogue.rules.ts';
import {
  assignIfUnassigned,
  findAdviserContact,
  findAdviserContacts,
  findAanvraagFacts,
  findAanvullingItem,
  insertAanvullingItems,
  markAanvullingenAangevuld,
  findOpenBoekjaarItemJaren,
  updateAanvullingItem,
  type AdviserContact,
  findAanvraagAccess,
  findAanvraagFull,
  findAanvraagListRow,
  findAanvragenOfUser,
  findMembershipShare,
  findUserContact,
  insertAanvraag,
  updateAanvraagStatus,
} from './aanvragen.repository.ts';
import { checkTransition } from '../aanvraag-regels/aanvraag-status.rules.ts';
import { aanvraagHooks } from './aanvraag-hooks.ts';
import type { TCreateAanvraagInput } from './create.schema.ts';
import type { TWithdrawAanvraagInput } from './withdraw.schema.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import { companyNameForMail } from '../mail/mail-text.rules.ts';

export type AanvraagAccess = NonNullable<Awaited<ReturnType<typeof findAanvraagAccess>>>;
export type AanvraagContext = AuthedContext & { aanvraag: AanvraagAccess };

const notFound = () => new DomainError('AANVRAAG_NOT_FOUND', 'Deze aanvraag bestaat niet of is niet van u.');

/**
 * The request the actor may see: an adviser every one; an entrepreneur his own, and to read
 * (`lezen`) also those of a company he is a partner of; anything else answers 404.
 */
export async function loadAccessibleAanvraag(
  ctx: AuthedContext,
  id: string,
  mode: 'lezen' | 'handelen' = 'handelen',
): Promise<AanvraagAccess> {
  const aanvraag = await findAanvraagAccess(ctx.db, id);
  if (!aanvraag) throw notFound();
  if (ctx.actor.rol === 'ONDERNEMER' && aanvraag.ondernemerId !== ctx.actor.userId) {
    if (mode === 'handelen' || !(await findMembership(ctx.db, aanvraag.companyId, ctx.actor.userId))) throw notFound();
  }
  return aanvraag;
}

export async function loadAanvraagVolledig(ctx: AuthedContext, id: string): Promise<TAanvraagVolledig> {
  const row = await findAanvraagFull(ctx.db, id);
  if (!row) throw notFound();
  const adviseur = ctx.actor.rol === 'ADVISEUR';
  const hooks = aanvraagHooks();
  const [share, trust, identiteit, dubbeleClaim] = await Promise.all([
    findMembershipShare(ctx.db, row.companyId, row.ondernemerId),
    hooks.trustExtras(ctx, row),
    // Trust III: for advisers, the applicant's identity check and other accounts' claims of the number
    adviseur ? hooks.identiteit(ctx, row.ondernemerId) : null,
    adviseur ? hooks.dubbeleClaim(ctx, row.company.kvkNummer) : null,
  ]);
  // eigendom: the applicant's ownership of this record (API.md, Trust), the column the issuing gate reads
  const eigendom = share ? toEigendom(share) : ({ status: 'ONBEVESTIGD' } as const);
  return {
    ...toAanvraagVolledig(
      row,
      ctx.actor.rol,
      share ? share.aandeelPercentage.toNumber() : null,
      eigendom,
      trust.documenten,
    ),
    ...trust,
    identiteit,
    dubbeleClaim,
  };
}

export async function createAanvraag(ctx: AuthedContext, input: TCreateAanvraagInput): Promise<TAanvraag> {
  const membership = await findMembership(ctx.db, input.companyId, ctx.actor.userId);
  if (!membership) throw new DomainError('COMPANY_NOT_FOUND', 'Dit bedrijf bestaat niet of is niet aan u gekoppeld.');
  try {
    const id = await inTransaction(ctx.db, async (tx) => {
      const row = await insertAanvraag(tx, {
        companyId: input.companyId,
        ondernemerId: ctx.actor.userId,
        verklaringType: input.verklaringType,
        orientatieInvoer: input.verklaringType === 'ORIENTATIE' ? (input.orientatieInvoer ?? null) : null,
      });
      await queueAanvraagStatusGewijzigd(tx, { aanvraagId: row.id, status: 'INGEDIEND' }, ctx.clock.now());
      await writeAudit(tx, {
        userId: ctx.actor.userId,
        actie: 'AANVRAAG_INGEDIEND',
        ip: ctx.ip,
        details: { aanvraagId: row.id, companyId: input.companyId, verklaringType: input.verklaringType },
      });
      // a new request has no behandelaar yet: every adviser hears of it
      await tellAdvisers(
        tx,
        await findAdviserContacts(tx),
        row.id,
        { soort: 'NIEUWE_AANVRAAG', ondernemer: await ondernemerNaam(tx, row.id) },
        'nieuweAanvraag',
      );
      // the receipt, by e-mail: his request is in, and what happens next
      const contact = await findUserContact(tx, ctx.actor.userId);
      const facts = await findAanvraagFacts(tx, row.id);
      if (contact && facts) {
        const ontvangen = renderNotification(statusMelding('INGEDIEND', 'INGEDIEND', feitenOf(facts)), contact.taal);
        await queueMail(tx, {
          aan: contact.email,
          ...berichtMail(ontvangen, contact.taal, contact.voornaam, `${appUrl()}/aanvragen/${row.id}`),
        });
      }
      return row.id;
    });
    requestWebhookDelivery(ctx.db);
    const row = await findAanvraagListRow(ctx.db, id);
    if (!row) throw new DomainError('INTERNAL', 'Aanvraag niet teruggevonden na aanmaken.');
    return toAanvraag(row);
  } catch (e) {
    if (isUniqueViolation(e)) {
      throw new DomainError(
        'AANVRAAG_ALREADY_OPEN',
        `U heeft al een open ${input.verklaringType === 'IKV' ? 'IKV-aanvraag' : 'oriëntatie'} voor dit bedrijf. Rond die eerst af of trek die in.`,
      );
    }
    throw e;
  }
}

/** The caller's own requests and, read-only, those of the companies he is a partner of. */
export async function listAanvragen(ctx: AuthedContext): Promise<(TAanvraag & { eigen: boolean })[]> {
  return (await findAanvragenOfUser(ctx.db, ctx.actor.userId)).map((row) => ({
    ...toAanvraag(row),
    eigen: row.ondernemerId === ctx.actor.userId,
  }));
}

const feitenOf = (f: NonNullable<Awaited<ReturnType<typeof findAanvraagFacts>>>) => ({
  nummer: f.nummer,
  bedrijf: companyNameForMail(f.company),
});

async function ondernemerNaam(db: Tx, aanvraagId: string): Promise<string> {
  const f = await findAanvraagFacts(db, aanvraagId);
  return f ? `${f.ondernemer.voornaam} ${f.ondernemer.achternaam}` : '';
}

/**
 * Tells advisers of an event about a request: a notification (linked to the request) and, unless the
 * adviser turned that kind of e-mail off, an e-mail in his language with the absolute link.
 */
export async function tellAdvisers(
  tx: Tx,
  advisers: readonly AdviserContact[],
  aanvraagId: string,
  event: AdviseurGebeurtenis,
  voorkeur: EmailGebeurtenis,
): Promise<void> {
  const facts = await findAanvraagFacts(tx, aanvraagId);
  if (!facts) return;
  const link = `/adviseur/aanvragen/${aanvraagId}`;
  const melding = adviseurMelding(event, feitenOf(facts));
  const told = advisers.map((adviser) => ({ adviser, b: renderNotification(melding, adviser.taal) }));
  // in bulk: with a thousand advisers, one statement per adviser would pass the transaction's time limit
  await notifyEach(
    tx,
    advisers.map((adviser) => ({ userId: adviser.id, type: 'AANVRAAG_STATUS' as const, ...melding, aanvraagId, link })),
  );
  await queueMails(
    tx,
    told
      .filter(({ adviser }) => wantsMail(adviser.emailVoorkeuren, voorkeur))
      .map(({ adviser, b }) => ({
        aan: adviser.email,
        ...berichtMail(b, adviser.taal, adviser.voornaam, `${appUrl()}${link}`),
      })),
  );
}

/** The behandelaar, else every adviser. */
async function behandelaarOrAll(tx: Tx, behandelaarId: string | null): Promise<AdviserContact[]> {
  const one = behandelaarId ? await findAdviserContact(tx, behandelaarId) : null;
  return one ? [one] : findAdviserContacts(tx);
}

/**
 * Stores what is asked. A BOEKJAAR item keeps its year's figures as they are when asked: a later change
 * of them (in the item, on the financial-years page or over REST) answers it in place
 * (aanvulling-geleverd.rules).
 */
async function insertGevraagd(tx: Tx, ctx: AuthedContext, aanvraag: AanvraagAccess, gevraagd: TGevraagdInput[]) {
  const jaren = gevraagd.some((g) => g.soort === 'BOEKJAAR')
    ? (await findYears(tx, aanvraag.companyId)).map(toOpgeslagenBoekjaar)
    : [];
  const items = gevraagd.map((g) =>
    g.soort === 'BOEKJAAR' && g.jaar !== undefined
      ? { ...g, boekjaarBijVraag: computeBoekjaarBijVraag(jaren.find((j) => j.jaar === g.jaar)) }
      : g,
  );
  await insertAanvullingItems(tx, aanvraag.id, ctx.actor.userId, ctx.clock.now(), items);
}

/** The statement carries the adviser's conclusion: issuing without one is refused before anything moves. */
function conclusieVoorUitgifte(issuing: TAanvraagVolledig | null, conclusie: string | undefined): string {
  const tekst = conclusie?.trim() ?? '';
  if (issuing?.verklaringType === 'IKV' && tekst === '') {
    throw new DomainError('VALIDATION_FAILED', 'Geef uw conclusie: die staat in de verklaring.', {
      errors: [{ path: 'conclusie', message: 'geef uw conclusie', code: 'CONCLUSION_REQUIRED' }],
    });
  }
  return tekst;
}

/**
 * One status change: the state machine decides (409 otherwise), the row moves only from the status
 * it was read in, and history, notification, e-mail and audit row are written in the same transaction.
 * An adviser who moves an unassigned request to IN_BEHANDELING takes it; a move to AANVULLING_NODIG
 * stores what is asked (`gevraagd`, at least one item) and tells the entrepreneur what and where.
 */
export async function changeAanvraagStatus(
  ctx: AuthedContext,
  aanvraag: AanvraagAccess,
  naar: TAanvraagStatus,
  opmerking: string | null,
  extra: { gevraagd?: TGevraagdInput[]; conclusie?: string } = {},
): Promise<void> {
  const actor: Actor = ctx.actor;
  const check = checkTransition(aanvraag.status, naar, actor.rol);
  if (!check.ok) throw new DomainError('ILLEGAL_TRANSITION', check.nl);
  const gevraagd = extra.gevraagd ?? [];
  if (naar === 'AANVULLING_NODIG' && gevraagd.length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'Geef bij aanvulling nodig aan wat de ondernemer moet aanleveren.', {
      errors: [{ path: 'gevraagd', message: 'minstens één item', code: 'REQUEST_ITEM_REQUIRED' }],
    });
  }
  const contact = await findUserContact(ctx.db, aanvraag.ondernemerId);
  // AFGEROND issues the statement (API.md, Trust) in this same transaction, behind the issuing gate
  const issuing = naar === 'AFGEROND' ? await loadAanvraagVolledig(ctx, aanvraag.id) : null;
  const conclusie = conclusieVoorUitgifte(issuing, extra.conclusie);
  // the history keeps the remark; without one, the conclusion (the entrepreneur reads it in the statement too)
  const historieOpmerking = opmerking ?? (conclusie || null);
  await inTransaction(
    ctx.db,
    async (tx) => {
      const moved = await updateAanvraagStatus(tx, aanvraag.id, aanvraag.status, naar, actor.userId, historieOpmerking);
      if (!moved)
        throw new DomainError(
          'ILLEGAL_TRANSITION',
          'De status is intussen door iemand anders gewijzigd; laad de aanvraag opnieuw.',
        );
      await queueAanvraagStatusGewijzigd(tx, { aanvraagId: aanvraag.id, status: naar }, ctx.clock.now());
      const verklaring = issuing
        ? await aanvraagHooks().issueVerklaringInTx(tx, { ...ctx, actor }, issuing, conclusie || null)
        : null;
      if (naar === 'IN_BEHANDELING' && actor.rol === 'ADVISEUR')
        await assignIfUnassigned(tx, aanvraag.id, actor.userId);
      if (naar === 'AANVULLING_NODIG') await insertGevraagd(tx, ctx, aanvraag, gevraagd);
      const facts = await findAanvraagFacts(tx, aanvraag.id);
      const taal = contact?.taal ?? 'NL';
      const melding = statusMelding(
        aanvraag.status,
        naar,
        facts ? feitenOf(facts) : { nummer: aanvraag.nummer, bedrijf: '' },
        { opmerking: historieOpmerking, gevraagd, verklaring },
      );
      const b = renderNotification(melding, taal);
      const link = `/aanvragen/${aanvraag.id}`;
      await notify(tx, {
        userId: aanvraag.ondernemerId,
        type: 'AANVRAAG_STATUS',
        ...melding,
        aanvraagId: aanvraag.id,
        link,
      });
      if (contact && actor.userId !== aanvraag.ondernemerId) {
        await queueMail(tx, { aan: contact.email, ...berichtMail(b, taal, contact.voornaam, `${appUrl()}${link}`) });
      }
      await writeAudit(tx, {
        userId: actor.userId,
        actie: 'AANVRAAG_STATUS_GEWIJZIGD',
        ip: ctx.ip,
        details: {
          aanvraagId: aanvraag.id,
          van: aanvraag.status,
          naar,
          opmerking,
          ...(gevraagd.length ? { gevraagd: gevraagd.length } : {}),
        },
      });
    },
    issuing ? { timeout: 60_000, maxWait: 10_000 } : undefined,
  );
  requestWebhookDelivery(ctx.db);
}

/**
 * The entrepreneur reports the request as supplemented: AANVULLING_NODIG → IN_BEHANDELING (409 from
 * any other status), the open items get their aangevuldOp, and the behandelaar (else every adviser)
 * is told.
 */
export async function supplementAanvraag(
  ctx: AanvraagContext,
  input: TSupplementedAanvraagInput,
): Promise<TAanvraagVolledig> {
  const aanvraag = ctx.aanvraag;
  if (aanvraag.status !== 'AANVULLING_NODIG') {
    throw new DomainError('ILLEGAL_TRANSITION', 'Er is op dit moment geen aanvulling gevraagd bij deze aanvraag.');
  }
  const toelichting = input.toelichting?.trim() || null;
  await inTransaction(ctx.db, async (tx) => {
    const moved = await updateAanvraagStatus(
      tx,
      aanvraag.id,
      'AANVULLING_NODIG',
      'IN_BEHANDELING',
      ctx.actor.userId,
      toelichting,
    );
    if (!moved)
      throw new DomainError('ILLEGAL_TRANSITION', 'De status is intussen gewijzigd; laad de aanvraag opnieuw.');
    await queueAanvraagStatusGewijzigd(tx, { aanvraagId: aanvraag.id, status: 'IN_BEHANDELING' }, ctx.clock.now());
    // the figure items are closed with the figures of this moment (aanvulling-geleverd.rules)
    const jaren = await findOpenBoekjaarItemJaren(tx, aanvraag.id);
    const opgeslagen = jaren.length ? (await findYears(tx, aanvraag.companyId)).map(toOpgeslagenBoekjaar) : [];
    await markAanvullingenAangevuld(
      tx,
      aanvraag.id,
      ctx.clock.now(),
      new Map(jaren.map((j) => [j, computeBoekjaarBijVraag(opgeslagen.find((o) => o.jaar === j))])),
    );
    await tellAdvisers(
      tx,
      await behandelaarOrAll(tx, aanvraag.behandelaarId),
      aanvraag.id,
      { soort: 'AANGEVULD', ondernemer: await ondernemerNaam(tx, aanvraag.id), toelichting },
      'aangevuld',
    );
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'AANVRAAG_AANGEVULD',
      ip: ctx.ip,
      details: { aanvraagId: aanvraag.id, toelichting },
    });
  });
  requestWebhookDelivery(ctx.db);
  return loadAanvraagVolledig(ctx, aanvraag.id);
}

/** The entrepreneur ticks an asked item off (or on again) and may answer it, while the request waits for him. */
export async function answerAanvulling(
  ctx: AanvraagContext,
  input: TAnswerAanvullingInput,
): Promise<TAanvraagVolledig> {
  const aanvraag = ctx.aanvraag;
  const item = await findAanvullingItem(ctx.db, aanvraag.id, input.itemId);
  if (!item) throw new DomainError('NOT_FOUND', 'Dit verzoek hoort niet bij deze aanvraag.');
  if (aanvraag.status !== 'AANVULLING_NODIG' || item.aangevuldOp) {
    throw new DomainError('ILLEGAL_TRANSITION', 'Dit verzoek is al afgehandeld; er wordt nu niets gevraagd.');
  }
  if (item.soort === 'TOELICHTING' && input.afgevinkt && !input.antwoord?.trim()) {
    throw new DomainError('VALIDATION_FAILED', 'Schrijf de gevraagde toelichting voordat u het verzoek afvinkt.', {
      errors: [{ path: 'antwoord', message: 'verplicht bij een toelichting', code: 'ANSWER_REQUIRED' }],
    });
  }
  await updateAanvullingItem(ctx.db, item.id, {
    afgevinktOp: input.afgevinkt ? ctx.clock.now() : null,
    ...(input.antwoord !== undefined ? { antwoord: input.antwoord.trim() || null } : {}),
  });
  return loadAanvraagVolledig(ctx, aanvraag.id);
}

export async function withdrawAanvraag(
  ctx: AanvraagContext,
  input: TWithdrawAanvraagInput,
): Promise<TAanvraagVolledig> {
  await changeAanvraagStatus(ctx, ctx.aanvraag, 'INGETROKKEN', input.reden?.trim() || null);
  return loadAanvraagVolledig(ctx, ctx.aanvraag.id);
}
