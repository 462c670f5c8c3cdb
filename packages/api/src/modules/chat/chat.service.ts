// The chat of a request: who takes part, listing (pages backwards, marks read), sending, the unread
// count, and the e-mail fallback for what stays unread. Participants: the entrepreneur who owns the
// request, the members (partners) of its company, and the advisers (who see every request).
import type { Db } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { appUrl } from '../../infra/app-url.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { publishLive } from '../live/publish.ts';
import { wantsMail } from '../mail/email-voorkeuren.rules.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import type { TChatMessage } from './chat-message.schema.ts';
import {
  advanceReadState,
  claimMail,
  countUnreadFor,
  findAdviserIds,
  findChatAanvraag,
  findConversations,
  findMailCandidates,
  findMessage,
  findMessagesNewestFirst,
  findReadStates,
  findRecipient,
  findUnreadMessages,
  insertMessage,
  type ChatMessageRow,
} from './chat.repository.ts';
import { CHAT_MAIL_LOOKBACK_MS, chatSummaryMail, dueChatMails, isGelezen, type ReadMark } from './chat.rules.ts';
import type { TListChatInput } from './list.schema.ts';
import type { TSendChatInput } from './send.schema.ts';
import type { TGesprek } from './conversations.schema.ts';
import { inTransaction } from '../../infra/database.ts';
import { companyNameForMail } from '../mail/mail-text.rules.ts';

type ChatAanvraag = NonNullable<Awaited<ReturnType<typeof findChatAanvraag>>>;

const notFound = () =>
  new DomainError('AANVRAAG_NOT_FOUND', 'Deze aanvraag bestaat niet of u neemt niet deel aan de chat.');

function entrepreneurSide(a: ChatAanvraag): string[] {
  return [...new Set([a.ondernemerId, ...a.company.leden.map((l) => l.userId)])];
}

/** The request if the caller takes part in its chat; 404 otherwise (no hint that it exists). */
export async function loadChatAanvraag(ctx: AuthedContext, id: string): Promise<ChatAanvraag> {
  const a = await findChatAanvraag(ctx.db, id);
  if (!a) throw notFound();
  if (ctx.actor.rol === 'ADVISEUR') return a;
  if (!entrepreneurSide(a).includes(ctx.actor.userId)) throw notFound();
  return a;
}

function toDto(row: ChatMessageRow, gelezen: boolean): TChatMessage {
  return {
    id: row.id,
    aanvraagId: row.aanvraagId,
    afzenderId: row.afzenderId,
    afzenderNaam: row.afzender ? `${row.afzender.voornaam} ${row.afzender.achternaam}`.trim() : 'Verwijderd account',
    afzenderRol: row.afzender?.rol ?? null,
    bericht: row.bericht,
    verzondenOp: row.verzondenOp.toISOString(),
    gelezen,
  };
}

/** Everyone who gets live chat events of this request: the entrepreneur side and all advisers. */
async function liveRecipients(ctx: AuthedContext, a: ChatAanvraag): Promise<string[]> {
  const advisers = await findAdviserIds(ctx.db);
  return [...entrepreneurSide(a), ...advisers.map((x) => x.id)];
}

export async function listChat(ctx: AuthedContext, input: TListChatInput): Promise<TChatMessage[]> {
  const a = await loadChatAanvraag(ctx, input.id);
  const me = ctx.actor.userId;
  let before: { verzondenOp: Date; id: string } | undefined;
  if (input.voor) {
    const cursor = await findMessage(ctx.db, a.id, input.voor);
    if (!cursor) throw new DomainError('VALIDATION_FAILED', 'voor: dit bericht hoort niet bij deze chat.');
    before = cursor;
  }
  const [rows, states] = await Promise.all([
    findMessagesNewestFirst(ctx.db, a.id, input.limit, before),
    findReadStates(ctx.db, a.id),
  ]);
  const marks: ReadMark[] = states;
  const mine = states.find((s) => s.userId === me)?.gelezenTot ?? null;
  const page = rows.reverse().map((r) => toDto(r, isGelezen(r, me, mine, marks)));

  // reading the newest page marks the thread read up to its newest message
  const newest = !input.voor ? rows.at(-1) : undefined;
  if (newest && (mine === null || mine < newest.verzondenOp)) {
    await inTransaction(ctx.db, async (tx) => {
      if (await advanceReadState(tx, a.id, me, newest.verzondenOp)) {
        await publishLive(tx, {
          userIds: await liveRecipients(ctx, a),
          soort: 'chat.read',
          aanvraagId: a.id,
          payload: { aanvraagId: a.id, userId: me, gelezenTot: newest.verzondenOp.toISOString() },
        });
      }
    });
  }
  return page;
}

export async function sendChat(ctx: AuthedContext, input: TSendChatInput): Promise<TChatMessage> {
  const a = await loadChatAanvraag(ctx, input.id);
  await consume(ctx, [['chatSend', ctx.actor.userId]]);
  const now = ctx.clock.now();
  const recipients = await liveRecipients(ctx, a);
  return inTransaction(ctx.db, async (tx) => {
    const row = await insertMessage(tx, {
      aanvraagId: a.id,
      afzenderId: ctx.actor.userId,
      bericht: input.bericht,
      verzondenOp: now,
    });
    // one's own message is read by oneself
    await advanceReadState(tx, a.id, ctx.actor.userId, row.verzondenOp);
    const dto = toDto(row, false);
    await publishLive(tx, { userIds: recipients, soort: 'chat.message', aanvraagId: a.id, payload: dto });
    return dto;
  });
}

/** The inbox: the caller's conversations, newest first, with the unread count of each. */
export async function chatConversations(ctx: AuthedContext, limit: number): Promise<TGesprek[]> {
  const adviser = ctx.actor.rol === 'ADVISEUR';
  const rows = await findConversations(ctx.db, ctx.actor.userId, adviser, limit);
  return rows.map((r) => ({
    aanvraagId: r.aanvraagId,
    aanvraagNummer: r.nummer,
    bedrijfsnaam: r.bedrijfsnaam,
    tegenpartij: adviser ? r.ondernemer : (r.behandelaar ?? r.laatsteAdviseur),
    laatsteBericht: r.bericht,
    laatsteAfzender: r.afzender,
    laatsteOp: r.verzondenOp.toISOString(),
    ongelezen: r.ongelezen,
  }));
}

export async function chatUnreadCount(ctx: AuthedContext): Promise<{ aantal: number }> {
  return { aantal: await countUnreadFor(ctx.db, ctx.actor.userId, ctx.actor.rol === 'ADVISEUR') };
}

const MAX_IN_MAIL = 20;

/**
 * One sweep of the e-mail fallback: every participant whose oldest unread, unmailed message is at
 * least 5 minutes old gets ONE mail with the unread messages of that thread. The claim (moving
 * gemaildTot forward, conditionally) and the queued mail share a transaction, so two app instances
 * never both mail, and a crash never leaves a claim without its mail. Returns the mails queued.
 */
export async function sweepChatMails(db: Db, now: Date): Promise<number> {
  const candidates = await findMailCandidates(db, new Date(now.getTime() - CHAT_MAIL_LOOKBACK_MS));
  let queued = 0;
  for (const c of dueChatMails(candidates, now)) {
    const sent = await inTransaction(db, async (tx) => {
      if (!(await claimMail(tx, c.aanvraagId, c.userId, c.nieuwsteOngelezen))) return false;
      // one after another: a transaction is one connection, which runs one query at a time
      const user = await findRecipient(tx, c.userId);
      const aanvraag = await findChatAanvraag(tx, c.aanvraagId);
      const states = await findReadStates(tx, c.aanvraagId);
      if (!user || !aanvraag) return false;
      // an adviser who turned chat e-mails off keeps the claim (no mail later either)
      if (user.rol === 'ADVISEUR' && !wantsMail(user.emailVoorkeuren, 'chat')) return false;
      const gelezenTot = states.find((s) => s.userId === c.userId)?.gelezenTot ?? new Date(0);
      const na = new Date(Math.max(gelezenTot.getTime(), c.oudsteOngelezen.getTime() - 1));
      const rows = await findUnreadMessages(tx, c.aanvraagId, c.userId, na, c.nieuwsteOngelezen);
      if (rows.length === 0) return false;
      const shown = rows.slice(-MAX_IN_MAIL);
      const path = user.rol === 'ADVISEUR' ? `/adviseur/aanvragen/${aanvraag.id}` : `/aanvragen/${aanvraag.id}`;
      const mail = chatSummaryMail({
        taal: user.taal,
        voornaam: user.voornaam,
        aanvraagNummer: aanvraag.nummer,
        bedrijf: companyNameForMail(aanvraag.company),
        link: `${appUrl()}${path}#chat`,
        berichten: shown.map((r) => ({
          afzenderNaam: toDto(r, false).afzenderNaam,
          bericht: r.bericht,
          verzondenOp: r.verzondenOp,
        })),
        meer: rows.length - shown.length,
      });
      await queueMail(tx, {
        aan: user.email,
        ...mail,
        sleutel: `chat:${c.aanvraagId}:${c.userId}:${c.nieuwsteOngelezen.toISOString()}`,
      });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
