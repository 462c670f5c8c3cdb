// Erasure (AVG art. 17, docs/privacy.md section 4) over REST: after DELETE /ondernemer no table holds
// his e-mail, name, birth date or document bytes — the outbox included: the mail he was sent loses his
// address and text at once, the goodbye mail as soon as the SMTP server took it; the partner who stays
// and the adviser of his open request are told; the open request is withdrawn.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '@ikv/db/factories';
import { call, createAdviserAndLogin, PASSWORD, registerAndLogin } from '../../../test/api-client.ts';
import { clientToken, makeClient } from '../../../test/clients.ts';
import { createRequest } from '../../../test/requests.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeIssuable } from '../../../test/trust.ts';
import { resetConfigForTests } from '../../infra/config.ts';

let app: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Every table's rows as text, per table (the whole database, so a new table is searched too). */
async function everyRow(): Promise<Map<string, string>> {
  const tables = await app.db.$queryRaw<{ t: string }[]>`
    SELECT table_name AS t FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const out = new Map<string, string>();
  for (const { t } of tables) {
    const rows = await app.db.$queryRawUnsafe<{ r: string }[]>(`SELECT row_to_json(x)::text AS r FROM "${t}" x`);
    out.set(t, rows.map((r) => r.r).join('\n'));
  }
  return out;
}

describe('erasure', () => {
  it('leaves no e-mail, name, birth date or document bytes of his; partner and adviser are told', async () => {
    const achternaam = `Wisman${randomUUID().slice(0, 6)}`;
    const req = await createRequest(app, '69599084', { voornaam: 'Xaverius', achternaam });
    const me = req.owner;
    await app.db.user.update({ where: { id: me.userId }, data: { geboortedatum: new Date('1971-04-23') } });
    // a partner who stays, and an adviser handling his open request
    const partner = await registerAndLogin(app.url, { voornaam: 'Paula', achternaam: 'Partner' });
    await app.db.companyMember.update({
      where: { companyId_userId: { companyId: req.companyId, userId: me.userId } },
      data: { aandeelPercentage: 80 },
    });
    await app.db.companyMember.create({
      data: { companyId: req.companyId, userId: partner.userId, rol: 'PARTNER', aandeelPercentage: 10 },
    });
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const adviserId = (await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } })).id;
    await app.db.aanvraag.update({
      where: { id: req.aanvraagId },
      data: { behandelaarId: adviserId, status: 'IN_BEHANDELING' },
    });
    // a confirmed appointment with a move proposed: cancelled, the proposal with it
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    const afspraak = await createAppointment(app.db, {
      adviseurId: adviserId,
      ondernemerId: me.userId,
      status: 'BEVESTIGD',
      start,
      eind: new Date(start.getTime() + 3600_000),
      verplaatsingStart: new Date(start.getTime() + 24 * 3600_000),
      verplaatsingEind: new Date(start.getTime() + 25 * 3600_000),
      verplaatsingDoor: 'ONDERNEMER',
    });
    const marker = `geheime-inhoud-${randomUUID()}`;
    const inhoud = Buffer.from(`%PDF-1.4\n${marker}\n%%EOF\n`);
    await app.db.document.create({
      data: {
        companyId: req.companyId,
        jaar: 2024,
        soort: 'JAARREKENING',
        bestandsnaam: `jaarrekening ${achternaam}.pdf`,
        mimeType: 'application/pdf',
        grootte: inhoud.length,
        sha256: createHash('sha256').update(inhoud).digest('hex'),
        inhoud,
        geuploadDoorId: me.userId,
      },
    });
    await app.db.chatMessage.create({
      data: { aanvraagId: req.aanvraagId, afzenderId: me.userId, bericht: 'Hierbij de stukken.' },
    });

    // a mail he was sent, and one that could not be delivered
    await app.db.outgoingMail.create({
      data: {
        aan: me.email,
        onderwerp: `Beste Xaverius ${achternaam}`,
        tekst: 'verstuurd',
        status: 'VERZONDEN',
        verzondenOp: new Date(),
      },
    });
    await app.db.outgoingMail.create({
      data: { aan: me.email, onderwerp: 'Wacht nog', tekst: `Beste Xaverius ${achternaam}`, status: 'MISLUKT' },
    });
    const before = [...(await everyRow()).values()].join('\n');
    const markerHex = Buffer.from(marker).toString('hex'); // bytea is hex in row_to_json
    for (const s of [me.email, achternaam, '1971-04-23', markerHex]) expect(before).toContain(s); // the check can see them

    const del = await call(app.url, 'DELETE', '/ondernemer', { token: me.token, json: { wachtwoord: PASSWORD } });
    expect(del.status).toBe(204);

    // the goodbye mail reaches his address; once delivered, the outbox forgets it
    const goodbye = await smtp.waitFor(me.email, /Uw account is verwijderd/);
    expect(goodbye.to).toEqual([me.email]);
    await expect.poll(() => app.db.outgoingMail.count({ where: { aan: me.email } }), { timeout: 10_000 }).toBe(0);

    const after = await everyRow();
    for (const [table, text] of after)
      for (const s of [me.email, achternaam, 'Xaverius', '1971-04-23', marker])
        expect(text, `${table} holds ${s}`).not.toContain(s);
    // the outbox keeps only that mails were sent, not to whom or what
    expect(
      await app.db.outgoingMail.count({ where: { aan: 'gewist@verwijderd.invalid', status: 'VERZONDEN' } }),
    ).toBeGreaterThanOrEqual(2);

    // the request is withdrawn; the partner and the adviser are told, without his name
    expect((await app.db.aanvraag.findUniqueOrThrow({ where: { id: req.aanvraagId } })).status).toBe('INGETROKKEN');
    const toPartner = await app.db.notification.findMany({ where: { userId: partner.userId } });
    expect(toPartner.map((n) => n.titel)).toContain('Een vennoot heeft zijn account verwijderd');
    const toAdviser = await app.db.notification.findMany({ where: { userId: adviserId, aanvraagId: req.aanvraagId } });
    expect(toAdviser.map((n) => n.titel)).toContain('Aanvraag ingetrokken: account verwijderd');
    expect(await app.db.appointment.findUniqueOrThrow({ where: { id: afspraak.id } })).toMatchObject({
      status: 'GEANNULEERD',
      verplaatsingStart: null,
    });
    // the company stays with the partner, now its owner
    expect(
      (await app.db.companyMember.findFirstOrThrow({ where: { companyId: req.companyId, userId: partner.userId } }))
        .rol,
    ).toBe('EIGENAAR');
  });

  it('a company he owned alone with open requests: the requests are withdrawn, the adviser is told and still opens the file', async () => {
    const req = await createRequest(app, '69599076', {
      voornaam: 'Sol',
      achternaam: `Alleen${randomUUID().slice(0, 6)}`,
    });
    const me = req.owner;
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const adviserId = (await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } })).id;
    // a second open request on the same company, handled by the adviser; the first waits in the queue
    const handled = await app.db.aanvraag.create({
      data: {
        companyId: req.companyId,
        ondernemerId: me.userId,
        verklaringType: 'ORIENTATIE',
        status: 'IN_BEHANDELING',
        behandelaarId: adviserId,
      },
    });
    expect(await app.db.companyMember.count({ where: { companyId: req.companyId } })).toBe(1);

    const del = await call(app.url, 'DELETE', '/ondernemer', { token: me.token, json: { wachtwoord: PASSWORD } });
    expect(del.status).toBe(204);

    // both requests are withdrawn, each with its reason in the history
    for (const id of [req.aanvraagId, handled.id]) {
      const a = await app.db.aanvraag.findUniqueOrThrow({
        where: { id },
        include: { statusHistorie: { orderBy: { op: 'desc' }, take: 1 } },
      });
      expect(a.status).toBe('INGETROKKEN');
      expect(a.statusHistorie[0]).toMatchObject({ naarStatus: 'INGETROKKEN', opmerking: 'Account verwijderd' });
    }
    // the adviser handling one is told, in the app; the unassigned one simply leaves the queue
    const toAdviser = await app.db.notification.findMany({ where: { userId: adviserId } });
    expect(toAdviser.map((n) => [n.aanvraagId, n.titel])).toEqual([
      [handled.id, 'Aanvraag ingetrokken: account verwijderd'],
    ]);
    // the company stays as the requests' subject, without members; the adviser still opens the file
    expect(await app.db.company.count({ where: { id: req.companyId } })).toBe(1);
    expect(await app.db.companyMember.count({ where: { companyId: req.companyId } })).toBe(0);
    const view = await call(app.url, 'GET', `/adviseur/aanvragen/${handled.id}`, { token: adviser.token });
    expect(view.status).toBe(200);
    expect(view.body.status).toBe('INGETROKKEN');
    expect(JSON.stringify(view.body)).not.toContain(me.email);
    expect(JSON.stringify(view.body)).toContain('Verwijderde');
  });
  it('with an issued statement, a consent and invitations: his consents end, the client is refused, only the statement keeps his name', async () => {
    const achternaam = `Verklaard${randomUUID().slice(0, 6)}`;
    const req = await createRequest(app, '90001745', { voornaam: 'Quirinus', achternaam });
    const me = req.owner;
    await app.db.user.update({ where: { id: me.userId }, data: { geboortedatum: new Date('1968-09-17') } });
    // an adviser issues a statement on his request
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const calc = await call(app.url, 'POST', `/aanvragen/${req.aanvraagId}/ikv`, { token: adviser.token, json: {} });
    expect(calc.status).toBe(200);
    const jaren = (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar);
    await makeIssuable(app.url, app.db, req.aanvraagId, adviser.token, jaren);
    const patch = (json: unknown) =>
      call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, { token: adviser.token, json });
    expect((await patch({ status: 'IN_BEHANDELING' })).status).toBe(200);
    const done = await patch({ status: 'AFGEROND', conclusie: 'Vastgesteld op de gecontroleerde jaarrekeningen.' });
    expect(done.status).toBe(200);
    const verklaring = done.body.verklaring as { nummer: string; code: string };

    // an organisation he gave his consent to, whose reference names him; another that only invited him
    const crm = await makeClient(app.db, 'Hypotheekhuis Wis', ['koppelingen', 'aanvragen:lezen', 'verklaringen:lezen']);
    const crmToken = await clientToken(app.url, crm);
    const invited = await call(app.url, 'POST', '/koppelingen', {
      token: crmToken,
      json: { email: me.email, kenmerk: `DOSSIER ${achternaam}` },
    });
    expect(invited.status).toBe(201);
    const koppelingId = invited.body.id as string;
    const accepted = await call(app.url, 'POST', `/account/koppelingen/${koppelingId}/accepteren`, {
      token: me.token,
    });
    expect(accepted.body.status).toBe('ACTIEF');
    const other = await makeClient(app.db, 'Bank Uitnodiging', ['koppelingen']);
    const otherToken = await clientToken(app.url, other);
    const open = await call(app.url, 'POST', '/koppelingen', { token: otherToken, json: { email: me.email } });
    expect(open.status).toBe(201);
    // a partner invitation to his address, open
    const inviter = await createRequest(app, '69599084', { voornaam: 'Ina', achternaam: 'Nodiger' });
    const invite = await call(app.url, 'POST', `/companies/${inviter.companyId}/partners/invite`, {
      token: inviter.owner.token,
      json: { email: me.email, aandeelPercentage: 10 },
    });
    expect(invite.status).toBe(201);
    // before: the client reads through the consent
    const read = () => call(app.url, 'GET', `/koppelingen/${koppelingId}/verklaringen`, { token: crmToken });
    expect((await read()).status).toBe(200);
    const before = await everyRow();
    for (const table of ['koppelingen', 'partner_invitations', 'verklaringen'])
      expect(before.get(table), table).toContain(table === 'verklaringen' ? achternaam : me.email);

    const del = await call(app.url, 'DELETE', '/ondernemer', { token: me.token, json: { wachtwoord: PASSWORD } });
    expect(del.status).toBe(204);
    await smtp.waitFor(me.email, /Uw account is verwijderd/);
    await expect.poll(() => app.db.outgoingMail.count({ where: { aan: me.email } }), { timeout: 10_000 }).toBe(0);

    // the client is refused; its list shows the consent ended, without his address, name or its reference
    for (const path of [`/koppelingen/${koppelingId}/aanvragen`, `/koppelingen/${koppelingId}/verklaringen`])
      expect((await call(app.url, 'GET', path, { token: crmToken })).status, path).toBe(404);
    const pdf = await call(app.url, 'GET', `/koppelingen/${koppelingId}/verklaringen/${verklaring.nummer}/pdf`, {
      token: crmToken,
    });
    expect(pdf.status).toBe(404);
    const list = await call(app.url, 'GET', '/koppelingen', { token: crmToken });
    expect(list.body).toEqual([
      expect.objectContaining({ id: koppelingId, status: 'BEEINDIGD', kenmerk: null, ondernemer: null }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(me.email);
    const otherList = await call(app.url, 'GET', '/koppelingen', { token: otherToken });
    expect(otherList.body).toEqual([expect.objectContaining({ id: open.body.id, status: 'BEEINDIGD' })]);
    expect((await app.db.partnerInvitation.findFirstOrThrow({ where: { companyId: inviter.companyId } })).status).toBe(
      'AFGEWEZEN',
    );
    // his consent's end is in the audit trail, as when he ends one himself
    const ended = await app.db.auditLog.findMany({ where: { userId: me.userId, actie: 'KOPPELING_BEEINDIGD' } });
    expect(ended.map((a) => (a.details as { koppelingId: string }).koppelingId).sort()).toEqual(
      [koppelingId, open.body.id as string].sort(),
    );

    // no table holds his e-mail, name or birth date, except the statement the policy keeps (docs/privacy.md
    // section 4): its signed data and sealed PDF carry his name, and cannot change after sealing
    const after = await everyRow();
    for (const [table, text] of after)
      for (const s of [me.email, achternaam, 'Quirinus', '1968-09-17']) {
        if (table === 'verklaringen' && (s === achternaam || s === 'Quirinus')) continue;
        expect(text, `${table} holds ${s}`).not.toContain(s);
      }
    expect(after.get('verklaringen')).toContain(achternaam);
    // so a lender can still verify the statement he was given
    const publiek = await call(app.url, 'GET', `/verificatie/${verklaring.code}`);
    expect(publiek.status).toBe(200);
    expect(publiek.body.ondernemer).toEqual({ voornaam: 'Quirinus', achternaam });
  });
});
