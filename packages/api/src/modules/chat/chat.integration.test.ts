// The chat of a request over REST (and tRPC for the web's path): participants only, paging
// backwards, read receipts, unread counts, validation, and the e-mail fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { trpc } from '../../../test/people.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { CHAT_MAIL_DELAY_MS } from './chat.rules.ts';
import { sweepChatMails } from './chat.service.ts';

let app: TestApp;
let adviser: { token: string; email: string };

const requestFor = (kvkNummer: string) => createRequest(app, kvkNummer);

const send = (token: string, id: string, bericht: unknown) =>
  call(app.url, 'POST', `/aanvragen/${id}/chat`, { token, json: { bericht } });
const list = (token: string, id: string, query = '') =>
  call(app.url, 'GET', `/aanvragen/${id}/chat${query}`, { token });
const unread = async (token: string) =>
  (await call(app.url, 'GET', '/chat/unread-count', { token })).body.aantal as number;

beforeAll(async () => {
  app = await startTestApp();
  adviser = await createAdviserAndLogin(app.url, app.db);
});
afterAll(async () => {
  await app?.close();
});

describe('chat', () => {
  it('entrepreneur, partner and adviser chat; read receipts and unread counts follow', async () => {
    const { owner, aanvraagId, companyId } = await requestFor('69599084');
    const partner = await registerAndLogin(app.url, { voornaam: 'Piet', achternaam: 'Partner' });
    await app.db.companyMember.create({
      data: { companyId, userId: partner.userId, rol: 'PARTNER', aandeelPercentage: 0 },
    });

    const first = await send(owner.token, aanvraagId, '  Goedemorgen, is er nog iets nodig?  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      aanvraagId,
      afzenderId: owner.userId,
      afzenderNaam: 'Eva Eigenaar',
      afzenderRol: 'ONDERNEMER',
      bericht: 'Goedemorgen, is er nog iets nodig?',
      gelezen: false,
    });
    expect(await unread(owner.token)).toBe(0);
    expect(await unread(adviser.token)).toBe(1);
    expect(await unread(partner.token)).toBe(1);

    // the adviser reads: the first list shows it as unread (for the separator), then it is read
    const seen = await list(adviser.token, aanvraagId);
    expect(seen.status).toBe(200);
    expect(seen.body).toHaveLength(1);
    expect(seen.body[0].gelezen).toBe(false);
    expect(await unread(adviser.token)).toBe(0);
    expect((await list(adviser.token, aanvraagId)).body[0].gelezen).toBe(true);
    // the sender sees the receipt
    expect((await list(owner.token, aanvraagId)).body[0].gelezen).toBe(true);

    const reply = await send(adviser.token, aanvraagId, 'Ja: de jaarrekening van 2025.');
    expect(reply.body).toMatchObject({ afzenderRol: 'ADVISEUR', afzenderNaam: 'Ada Adviseur' });
    expect(await unread(owner.token)).toBe(1);
    expect(await unread(partner.token)).toBe(2);
    const byPartner = await list(partner.token, aanvraagId);
    expect(byPartner.body.map((m: { bericht: string }) => m.bericht)).toEqual([
      'Goedemorgen, is er nog iets nodig?',
      'Ja: de jaarrekening van 2025.',
    ]);
    expect(await unread(partner.token)).toBe(0);
    expect(await unread(owner.token)).toBe(1);

    // the same through tRPC, the web's transport
    const viaTrpc = await trpc(app.url, owner.token, 'chat.list', { id: aanvraagId }, 'query');
    expect(viaTrpc.data.map((m: { id: string }) => m.id)).toEqual(byPartner.body.map((m: { id: string }) => m.id));
    expect(await unread(owner.token)).toBe(0);

    // every message and the read marks are stored
    expect(await app.db.chatMessage.count({ where: { aanvraagId } })).toBe(2);
    expect(await app.db.chatReadState.count({ where: { aanvraagId } })).toBe(3);
  });

  it('pages backwards: oldest first within a page, `voor` gives the older ones', async () => {
    const { owner, aanvraagId } = await requestFor('90000749');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const m = await app.db.chatMessage.create({
        data: {
          aanvraagId,
          afzenderId: owner.userId,
          bericht: `bericht ${i}`,
          verzondenOp: new Date(Date.UTC(2026, 2, 2, 9, i)),
        },
      });
      ids.push(m.id);
    }
    const newest = await list(owner.token, aanvraagId, '?limit=3');
    expect(newest.body.map((m: { bericht: string }) => m.bericht)).toEqual(['bericht 4', 'bericht 5', 'bericht 6']);
    const older = await list(owner.token, aanvraagId, `?limit=3&voor=${newest.body[0].id}`);
    expect(older.body.map((m: { bericht: string }) => m.bericht)).toEqual(['bericht 1', 'bericht 2', 'bericht 3']);
    const oldest = await list(owner.token, aanvraagId, `?limit=3&voor=${older.body[0].id}`);
    expect(oldest.body.map((m: { bericht: string }) => m.bericht)).toEqual(['bericht 0']);
    expectProblem(await list(owner.token, aanvraagId, '?voor=onbekend'), 400);
    expectProblem(await list(owner.token, aanvraagId, '?limit=0'), 400);
    expectProblem(await list(owner.token, aanvraagId, '?limit=201'), 400);
  });

  it('a non-participant gets 404 on list and send, and writes nothing', async () => {
    const { aanvraagId } = await requestFor('90001745');
    const stranger = await registerAndLogin(app.url);
    expect(expectProblem(await list(stranger.token, aanvraagId), 404).code).toBe('AANVRAAG_NOT_FOUND');
    expect(expectProblem(await send(stranger.token, aanvraagId, 'hallo'), 404).code).toBe('AANVRAAG_NOT_FOUND');
    expect(expectProblem(await send(stranger.token, 'bestaat-niet', 'hallo'), 404).code).toBe('AANVRAAG_NOT_FOUND');
    expect(await app.db.chatMessage.count({ where: { aanvraagId } })).toBe(0);
    expect(await app.db.chatReadState.count({ where: { aanvraagId } })).toBe(0);
    expect(await unread(stranger.token)).toBe(0);
    expectProblem(await call(app.url, 'GET', `/aanvragen/${aanvraagId}/chat`), 401);
    expectProblem(await call(app.url, 'GET', '/chat/unread-count'), 401);
  });

  it('an empty, blank or 4001-character message is a 400 and stores nothing; 4000 and HTML are kept as sent', async () => {
    const { owner, aanvraagId } = await requestFor('69599076');
    for (const bad of ['', '   \n  ', 'x'.repeat(4001), null, 42, 'a\u0000b'])
      expect(expectProblem(await send(owner.token, aanvraagId, bad), 400).code).toBe('VALIDATION_FAILED');
    expectProblem(await call(app.url, 'POST', `/aanvragen/${aanvraagId}/chat`, { token: owner.token, json: {} }), 400);
    expect(await app.db.chatMessage.count({ where: { aanvraagId } })).toBe(0);
    expect((await send(owner.token, aanvraagId, 'y'.repeat(4000))).status).toBe(201);
    const html = '<img src=x onerror=alert(1)> & <b>vet</b>';
    const sent = await send(owner.token, aanvraagId, html);
    expect(sent.body.bericht).toBe(html);
    expect((await list(owner.token, aanvraagId)).body.at(-1).bericht).toBe(html);
  });

  it('publishes each message to the live feed of every participant, the sender included', async () => {
    const { owner, aanvraagId } = await requestFor('68750110');
    const sent = await send(owner.token, aanvraagId, 'live');
    const events = await app.db.liveEvent.findMany({ where: { aanvraagId, soort: 'chat.message' } });
    const adviserRow = await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } });
    expect(events.map((e) => e.userId).sort()).toEqual([owner.userId, adviserRow.id].sort());
    expect(events[0]!.payload).toMatchObject({ id: sent.body.id, bericht: 'live' });
  });
});

describe('chat e-mail fallback', () => {
  it('sends one mail per unread thread after 5 minutes, not one per message, and never twice', async () => {
    const { owner, aanvraagId } = await requestFor('90000064');
    const adviserRow = await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } });
    const t0 = new Date(Date.now() - 60 * 60_000);
    // the adviser joined the thread earlier and read it
    await app.db.chatMessage.create({
      data: { aanvraagId, afzenderId: adviserRow.id, bericht: 'Welkom', verzondenOp: new Date(t0.getTime() - 60_000) },
    });
    await app.db.chatReadState.create({
      data: { aanvraagId, userId: owner.userId, gelezenTot: new Date(t0.getTime() - 60_000) },
    });
    for (const [i, text] of ['Eerste <vraag>', 'Tweede vraag'].entries())
      await app.db.chatMessage.create({
        data: {
          aanvraagId,
          afzenderId: adviserRow.id,
          bericht: text,
          verzondenOp: new Date(t0.getTime() + i * 60_000),
        },
      });

    const mailsTo = (email: string) =>
      app.db.outgoingMail.findMany({ where: { aan: email, onderwerp: { contains: 'ongelezen' } } });
    expect(await sweepChatMails(app.db, new Date(t0.getTime() + CHAT_MAIL_DELAY_MS - 1000))).toBe(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);

    const [a, b] = await Promise.all([
      sweepChatMails(app.db, new Date(t0.getTime() + CHAT_MAIL_DELAY_MS)),
      sweepChatMails(app.db, new Date(t0.getTime() + CHAT_MAIL_DELAY_MS)),
    ]);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(a + b).toBe(1);
    expect(mails[0]!.onderwerp).toMatch(/^2 ongelezen berichten over aanvraag #\d+ \(Sadowski & Seifert V.O.F.\)$/);
    expect(mails[0]!.tekst).toContain('Eerste <vraag>');
    expect(mails[0]!.tekst).toContain('Tweede vraag');
    expect(mails[0]!.tekst).not.toContain('Welkom');
    expect(mails[0]!.html).toContain('Eerste &lt;vraag&gt;');
    expect(mails[0]!.tekst).toContain(`/aanvragen/${aanvraagId}#chat`);

    // a later sweep sends nothing again; the adviser (sender) gets nothing
    expect(await sweepChatMails(app.db, new Date(t0.getTime() + 2 * CHAT_MAIL_DELAY_MS))).toBe(0);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(adviser.email)).toHaveLength(0);

    // reading in time means no mail: a new message, read within 5 minutes
    const m3 = await app.db.chatMessage.create({
      data: {
        aanvraagId,
        afzenderId: adviserRow.id,
        bericht: 'Derde',
        verzondenOp: new Date(t0.getTime() + 5 * 60_000),
      },
    });
    await list(owner.token, aanvraagId);
    expect(await sweepChatMails(app.db, new Date(m3.verzondenOp.getTime() + CHAT_MAIL_DELAY_MS))).toBe(0);
    expect(await mailsTo(owner.email)).toHaveLength(1);

    // an adviser who took part gets his own summary of the entrepreneur's unread reply
    await app.db.chatMessage.create({
      data: {
        aanvraagId,
        afzenderId: owner.userId,
        bericht: 'Antwoord',
        verzondenOp: new Date(t0.getTime() + 10 * 60_000),
      },
    });
    expect(await sweepChatMails(app.db, new Date(t0.getTime() + 10 * 60_000 + CHAT_MAIL_DELAY_MS))).toBe(1);
    const toAdviser = await mailsTo(adviser.email);
    expect(toAdviser).toHaveLength(1);
    expect(toAdviser[0]!.tekst).toContain('Antwoord');
    expect(toAdviser[0]!.tekst).toContain(`/adviseur/aanvragen/${aanvraagId}#chat`);
  });
});
