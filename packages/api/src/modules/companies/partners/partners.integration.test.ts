// Partners over REST (and tRPC): invite, pending, withdraw, accept/decline from the notification,
// the e-mailed sign-up link, expiry, shares (≤ 100 % under concurrency), remove; A-versus-B access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, uniqueEmail } from '../../../../test/api-client.ts';
import { addCompany, type Person, registerPerson, trpc } from '../../../../test/people.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { LIMITS } from '../../rate-limit/rate-limit.rules.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const invite = (owner: Person, companyId: string, email: string, aandeelPercentage: number) =>
  call(app.url, 'POST', `/companies/${companyId}/partners/invite`, {
    token: owner.token,
    json: { email, aandeelPercentage },
  });

/** The invitee's notification for an invitation. */
async function notificationOf(person: Person, inviteId: string): Promise<string> {
  const list = await call(app.url, 'GET', '/notifications', { token: person.token });
  const n = list.body.find(
    (x: { uitnodigingId?: string; type: string }) => x.uitnodigingId === inviteId && x.type === 'PARTNER_UITNODIGING',
  );
  if (!n) throw new Error(`no notification for ${inviteId}: ${JSON.stringify(list.body)}`);
  return n.id;
}

async function shares(companyId: string) {
  const members = await app.db.companyMember.findMany({ where: { companyId } });
  const company = await app.db.company.findUniqueOrThrow({ where: { id: companyId } });
  const sum = members.reduce((s, m) => s + m.aandeelPercentage.toNumber(), 0);
  return { sum: Math.round(sum * 100) / 100, total: company.aandeelTotaal.toNumber(), members };
}

describe('invite an existing user, who accepts from the notification', () => {
  it('notification → accept → partner with the share taken from the inviter', async () => {
    const owner = await registerPerson(app.url, 'Carlos', 'Sadowski');
    const wesley = await registerPerson(app.url, 'Wesley', 'Seifert');
    const companyId = await addCompany(app.url, owner, '90000064');

    const inv = await invite(owner, companyId, wesley.email.toUpperCase(), 30);
    expect(inv.status).toBe(201);
    expect(inv.body).toMatchObject({
      companyId,
      email: wesley.email,
      aandeelPercentage: 30,
      status: 'OPENSTAAND',
      uitgenodigdDoor: 'Carlos Sadowski',
    });
    expect(new Date(inv.body.verlooptOp).getTime() - new Date(inv.body.aangemaaktOp).getTime()).toBe(
      14 * 24 * 3600 * 1000,
    );
    // an existing user is told in the notification centre, not by mail (his only mail is the address confirmation)
    expect(
      await app.db.outgoingMail.count({
        where: { aan: wesley.email, NOT: { onderwerp: { contains: 'bevestig', mode: 'insensitive' } } },
      }),
    ).toBe(0);

    const pending = await call(app.url, 'GET', `/companies/${companyId}/partners/pending`, { token: owner.token });
    expect(pending.body.map((p: { id: string }) => p.id)).toEqual([inv.body.id]);

    const count = await call(app.url, 'GET', '/notifications/unread-count', { token: wesley.token });
    expect(count.body).toEqual({ aantal: 1 });
    const list = await call(app.url, 'GET', '/notifications', { token: wesley.token });
    expect(list.body[0]).toMatchObject({
      type: 'PARTNER_UITNODIGING',
      gelezen: false,
      uitnodigingId: inv.body.id,
      uitnodiging: { status: 'OPENSTAAND', companyId, aandeelPercentage: 30, kanBeantwoorden: true },
    });

    const accepted = await call(app.url, 'POST', `/notifications/${list.body[0].id}/accept`, { token: wesley.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      userId: wesley.userId,
      rol: 'PARTNER',
      aandeelPercentage: 30,
      voornaam: 'Wesley',
    });

    const partners = await call(app.url, 'GET', `/companies/${companyId}/partners`, { token: wesley.token });
    expect(partners.body.map((p: { rol: string; aandeelPercentage: number }) => [p.rol, p.aandeelPercentage])).toEqual([
      ['EIGENAAR', 70],
      ['PARTNER', 30],
    ]);
    const mine = await call(app.url, 'GET', '/companies', { token: wesley.token });
    expect(mine.body).toMatchObject([
      { id: companyId, rol: 'PARTNER', aandeelPercentage: 30, aantalLeden: 2, waarschuwingen: [] },
    ]);
    expect(
      (await call(app.url, 'GET', `/companies/${companyId}/partners/pending`, { token: owner.token })).body,
    ).toEqual([]);
    expect((await call(app.url, 'GET', '/notifications/unread-count', { token: wesley.token })).body).toEqual({
      aantal: 0,
    });
    const ownerNotes = await call(app.url, 'GET', '/notifications', { token: owner.token });
    expect(ownerNotes.body.find((n: { titel: string }) => n.titel === 'Uitnodiging geaccepteerd')).toMatchObject({
      type: 'SYSTEEM',
    });
    // and, as every member, what the new shares mean (no open request here: nothing to recalculate)
    expect(ownerNotes.body.find((n: { titel: string }) => n.titel.startsWith('Aandelen in '))?.bericht).toContain(
      'is partner geworden met een aandeel van 30 %.',
    );

    // accepting twice, or declining afterwards, is a 409
    expect(
      expectProblem(
        await call(app.url, 'POST', `/notifications/${list.body[0].id}/accept`, { token: wesley.token }),
        409,
      ).code,
    ).toBe('INVITATION_NOT_OPEN');
    expect(
      expectProblem(
        await call(app.url, 'POST', `/notifications/${list.body[0].id}/decline`, { token: wesley.token }),
        409,
      ).code,
    ).toBe('INVITATION_NOT_OPEN');
    expect(await shares(companyId)).toMatchObject({ sum: 100, total: 100 });
  });

  it('decline: 204, the invitation is AFGEWEZEN and the inviter is told', async () => {
    const owner = await registerPerson(app.url);
    const b = await registerPerson(app.url, 'Bert', 'Bigdo');
    const companyId = await addCompany(app.url, owner, '90001745');
    const inv = await invite(owner, companyId, b.email, 50);
    const res = await call(app.url, 'POST', `/notifications/${await notificationOf(b, inv.body.id)}/decline`, {
      token: b.token,
    });
    expect(res.status).toBe(204);
    expect((await app.db.partnerInvitation.findUniqueOrThrow({ where: { id: inv.body.id } })).status).toBe('AFGEWEZEN');
    expect((await call(app.url, 'GET', '/notifications', { token: owner.token })).body[0].titel).toBe(
      'Uitnodiging afgewezen',
    );
    expect((await call(app.url, 'GET', '/companies', { token: b.token })).body).toEqual([]);
  });
});

describe('no account oracle, no mail cannon', () => {
  it('answers alike for known and unknown addresses, and limits invitations per sender (429) before answering', async () => {
    const owner = await registerPerson(app.url, 'Olga', 'Orakel');
    const known = await registerPerson(app.url, 'Koen', 'Bekend');
    const companyId = await addCompany(app.url, owner, '90003942');
    const a = await invite(owner, companyId, known.email, 1);
    const b = await invite(owner, companyId, uniqueEmail('onbekend'), 1);
    expect([a.status, b.status]).toEqual([201, 201]);
    const shape = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k === 'email' || k === 'id' ? '·' : v]));
    const strip = (body: Record<string, unknown>) => {
      const { aangemaaktOp: _a, verlooptOp: _v, ...rest } = shape(body);
      return rest;
    };
    expect(strip(a.body)).toEqual(strip(b.body));
    expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
    // the pending list tells nothing either
    const pending = await call(app.url, 'GET', `/companies/${companyId}/partners/pending`, { token: owner.token });
    for (const p of pending.body) expect(p).not.toHaveProperty('bestaandeGebruiker');
    // 50 probes: the sender's limit answers 429 (problem+json) long before
    const probes = [];
    for (let i = 0; i < 50; i++) probes.push(await invite(owner, companyId, uniqueEmail('probe'), 1));
    const ok = probes.filter((r) => r.status === 201).length;
    expect(ok).toBe(LIMITS.inviteSender.max - 2);
    const refused = probes.filter((r) => r.status === 429);
    expect(refused).toHaveLength(50 - ok);
    const problem = expectProblem(refused[0]!, 429);
    expect(problem.code).toBe('RATE_LIMITED');
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('withdraw and re-invite cannot mail one address again and again (per recipient, from anyone)', async () => {
    const target = uniqueEmail('doelwit');
    const statuses: number[] = [];
    for (const name of ['Een', 'Twee']) {
      const owner = await registerPerson(app.url, name, 'Afzender');
      const companyId = await addCompany(app.url, owner, '90001745');
      for (let i = 0; i < 3; i++) {
        const inv = await invite(owner, companyId, target, 1);
        statuses.push(inv.status);
        if (inv.status === 201)
          expect(
            (
              await call(app.url, 'DELETE', `/companies/${companyId}/partners/pending/${inv.body.id}`, {
                token: owner.token,
              })
            ).status,
          ).toBe(204);
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.inviteRecipient.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6 - LIMITS.inviteRecipient.max);
    expect(await app.db.outgoingMail.count({ where: { aan: target } })).toBe(LIMITS.inviteRecipient.max);
  });

  it('the company-name override reaches the invitation mail plain and bounded, never as a link', async () => {
    const owner = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90002695');
    const renamed = await call(app.url, 'PUT', `/companies/${companyId}`, {
      token: owner.token,
      json: { naam: 'Uw pakket: bevestig op https://betaal-hier.example/login binnen 24 uur' },
    });
    expect(renamed.status).toBe(200);
    const email = uniqueEmail('post');
    expect((await invite(owner, companyId, email, 1)).status).toBe(201);
    const mail = await app.db.outgoingMail.findFirstOrThrow({ where: { aan: email } });
    const registry = (await app.db.company.findUniqueOrThrow({ where: { id: companyId } })).naam;
    expect(mail.onderwerp).toBe(`Uitnodiging: partner van ${registry}`);
    expect(mail.tekst).not.toContain('betaal-hier');
    expect(mail.tekst).toContain(registry);
  });
});

describe('invite an unknown address: e-mail with a sign-up link that leads to the invitation', () => {
  it('mail queued with the link; after registration the token brings the invitation into the notifications', async () => {
    const owner = await registerPerson(app.url, 'Ilse', 'Vermeulen');
    const companyId = await addCompany(app.url, owner, '90002164');
    const email = uniqueEmail('nieuw');
    const inv = await invite(owner, companyId, email, 25);
    expect(inv.status).toBe(201);
    const mail = await app.db.outgoingMail.findFirstOrThrow({ where: { aan: email } });
    expect(mail.sleutel).toBe(`invitation:${inv.body.id}`);
    const token = /\/uitnodiging\/([A-Za-z0-9_-]+)/.exec(mail.tekst)?.[1];
    expect(token).toBeDefined();

    // the landing page, before any account: who invites whom to which company, with the token only
    const preview = await call(app.url, 'POST', '/notifications/invitations/preview', { json: { token } });
    expect(preview.status).toBe(200);
    const company = await app.db.company.findUniqueOrThrow({ where: { id: companyId } });
    expect(preview.body).toMatchObject({
      uitnodiger: { naam: 'Ilse Vermeulen' },
      bedrijf: { naam: company.naam, kvkNummer: '90002164' },
      email,
      aandeelPercentage: 25,
      status: 'OPENSTAAND',
    });
    // a wrong or missing token says nothing: the same 404 for any unknown token, 400 for none
    const guessed = expectProblem(
      await call(app.url, 'POST', '/notifications/invitations/preview', { json: { token: 'z'.repeat(43) } }),
      404,
    );
    expect(guessed.code).toBe('INVITATION_NOT_FOUND');
    expect(JSON.stringify(guessed)).not.toContain(email);
    expectProblem(await call(app.url, 'POST', '/notifications/invitations/preview', { json: {} }), 400);

    // someone else (another address) cannot claim it
    const other = await registerPerson(app.url);
    expect(
      expectProblem(
        await call(app.url, 'POST', '/notifications/invitations/claim', { token: other.token, json: { token } }),
        404,
      ).code,
    ).toBe('INVITATION_NOT_FOUND');

    const newcomer = await registerPerson(app.url, 'Nieuw', 'Lid', email);
    const claimed = await call(app.url, 'POST', '/notifications/invitations/claim', {
      token: newcomer.token,
      json: { token },
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({
      type: 'PARTNER_UITNODIGING',
      uitnodigingId: inv.body.id,
      uitnodiging: { kanBeantwoorden: true },
    });
    const again = await call(app.url, 'POST', '/notifications/invitations/claim', {
      token: newcomer.token,
      json: { token },
    });
    expect(again.body.id).toBe(claimed.body.id);
    expectProblem(
      await call(app.url, 'POST', '/notifications/invitations/claim', {
        token: newcomer.token,
        json: { token: 'x'.repeat(43) },
      }),
      404,
    );
    expectProblem(
      await call(app.url, 'POST', '/notifications/invitations/claim', { token: newcomer.token, json: {} }),
      400,
    );

    const accepted = await call(app.url, 'POST', `/notifications/${claimed.body.id}/accept`, { token: newcomer.token });
    expect(accepted.body).toMatchObject({ rol: 'PARTNER', aandeelPercentage: 25 });
  });
});

describe('expiry, withdrawal and someone else’s invitation', () => {
  it('an expired invitation cannot be accepted (409) and becomes VERLOPEN; it leaves the pending list', async () => {
    const owner = await registerPerson(app.url);
    const b = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90003446');
    const inv = await invite(owner, companyId, b.email, 10);
    await app.db.partnerInvitation.update({
      where: { id: inv.body.id },
      data: { verlooptOp: new Date(Date.now() - 1000) },
    });
    const nid = await notificationOf(b, inv.body.id);
    expect((await call(app.url, 'GET', '/notifications', { token: b.token })).body[0].uitnodiging).toMatchObject({
      status: 'VERLOPEN',
      kanBeantwoorden: false,
    });
    expect(
      expectProblem(await call(app.url, 'POST', `/notifications/${nid}/accept`, { token: b.token }), 409).code,
    ).toBe('INVITATION_EXPIRED');
    expect((await app.db.partnerInvitation.findUniqueOrThrow({ where: { id: inv.body.id } })).status).toBe('VERLOPEN');
    expect(
      (await call(app.url, 'GET', `/companies/${companyId}/partners/pending`, { token: owner.token })).body,
    ).toEqual([]);
    expect(await app.db.companyMember.count({ where: { companyId } })).toBe(1);
    // a new invitation for the same address is possible again
    expect((await invite(owner, companyId, b.email, 10)).status).toBe(201);
  });

  it('withdraw: 204, then accepting is a 409; withdrawing twice is a 409', async () => {
    const owner = await registerPerson(app.url);
    const b = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90000358');
    const inv = await invite(owner, companyId, b.email, 10);
    const w = await call(app.url, 'DELETE', `/companies/${companyId}/partners/pending/${inv.body.id}`, {
      token: owner.token,
    });
    expect(w.status).toBe(204);
    expect(
      expectProblem(
        await call(app.url, 'DELETE', `/companies/${companyId}/partners/pending/${inv.body.id}`, {
          token: owner.token,
        }),
        409,
      ).code,
    ).toBe('INVITATION_NOT_OPEN');
    expect(
      expectProblem(
        await call(app.url, 'POST', `/notifications/${await notificationOf(b, inv.body.id)}/accept`, {
          token: b.token,
        }),
        409,
      ).code,
    ).toBe('INVITATION_NOT_OPEN');
  });

  it("accepting, declining, reading or deleting someone else's invitation notification is a 404", async () => {
    const owner = await registerPerson(app.url);
    const b = await registerPerson(app.url);
    const c = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90000749');
    const inv = await invite(owner, companyId, b.email, 10);
    const nid = await notificationOf(b, inv.body.id);
    for (const [method, path] of [
      ['POST', `/notifications/${nid}/accept`],
      ['POST', `/notifications/${nid}/decline`],
      ['PUT', `/notifications/${nid}/read`],
      ['DELETE', `/notifications/${nid}`],
    ] as const)
      expect(expectProblem(await call(app.url, method, path, { token: c.token }), 404).code).toBe(
        'NOTIFICATION_NOT_FOUND',
      );
    const viaTrpc = await trpc(app.url, c.token, 'notifications.acceptInvitation', { id: nid }, 'mutation');
    expect(viaTrpc.error.data.httpStatus).toBe(404);
    expect(await app.db.companyMember.count({ where: { companyId } })).toBe(1);
    expect((await app.db.partnerInvitation.findUniqueOrThrow({ where: { id: inv.body.id } })).status).toBe(
      'OPENSTAAND',
    );
  });
});

describe('invite: validation, duplicates and access', () => {
  it('400 for bad input; 409 for self, members, an open invitation and more than the inviter has', async () => {
    const owner = await registerPerson(app.url);
    const b = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90000102');
    for (const [email, share] of [
      ['geen-adres', 10],
      [b.email, 0],
      [b.email, 100.5],
      [b.email, 33.333],
      [b.email, '10'],
    ] as const)
      expect(expectProblem(await invite(owner, companyId, email as string, share as number), 400).code).toBe(
        'VALIDATION_FAILED',
      );
    expect(expectProblem(await invite(owner, companyId, owner.email, 10), 409).code).toBe('ALREADY_MEMBER');
    expect((await invite(owner, companyId, b.email, 10)).status).toBe(201);
    expect(expectProblem(await invite(owner, companyId, b.email, 20), 409).code).toBe('INVITATION_EXISTS');
    await app.db.companyMember.updateMany({
      where: { companyId, userId: owner.userId },
      data: { aandeelPercentage: 5 },
    });
    expect(expectProblem(await invite(owner, companyId, uniqueEmail(), 6), 409).code).toBe(
      'INVITER_SHARE_INSUFFICIENT',
    );
  });

  it("a stranger gets 404 for another company's partners, pending list, invite, withdraw, share and remove; a partner gets 403 for owner operations", async () => {
    const owner = await registerPerson(app.url);
    const partner = await registerPerson(app.url);
    const stranger = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90004760');
    const inv = await invite(owner, companyId, partner.email, 20);
    await call(app.url, 'POST', `/notifications/${await notificationOf(partner, inv.body.id)}/accept`, {
      token: partner.token,
    });
    const pendingInv = await invite(owner, companyId, uniqueEmail(), 5);
    const partnerId = (await app.db.companyMember.findFirstOrThrow({ where: { companyId, userId: partner.userId } }))
      .id;
    const ops = [
      ['GET', `/companies/${companyId}/partners`, undefined],
      ['GET', `/companies/${companyId}/partners/pending`, undefined],
      ['POST', `/companies/${companyId}/partners/invite`, { email: uniqueEmail(), aandeelPercentage: 1 }],
      ['DELETE', `/companies/${companyId}/partners/pending/${pendingInv.body.id}`, undefined],
      ['PUT', `/companies/${companyId}/partners/${partnerId}/share`, { aandeelPercentage: 1 }],
      ['DELETE', `/companies/${companyId}/partners/${partnerId}`, undefined],
    ] as const;
    for (const [method, path, json] of ops)
      expectProblem(await call(app.url, method, path, { token: stranger.token, json }), 404);
    for (const [method, path, json] of ops.slice(2))
      expect(expectProblem(await call(app.url, method, path, { token: partner.token, json }), 403).code).toBe(
        'FORBIDDEN',
      );
    // a partner may read
    expect(
      (await call(app.url, 'GET', `/companies/${companyId}/partners/pending`, { token: partner.token })).status,
    ).toBe(200);
    // ids of another company through one's own company: 404
    const own = await addCompany(app.url, stranger, '68727720');
    expect(
      expectProblem(
        await call(app.url, 'PUT', `/companies/${own}/partners/${partnerId}/share`, {
          token: stranger.token,
          json: { aandeelPercentage: 1 },
        }),
        404,
      ).code,
    ).toBe('PARTNER_NOT_FOUND');
    expect(
      expectProblem(
        await call(app.url, 'DELETE', `/companies/${own}/partners/pending/${pendingInv.body.id}`, {
          token: stranger.token,
        }),
        404,
      ).code,
    ).toBe('INVITATION_NOT_FOUND');
    expect(await shares(companyId)).toMatchObject({ sum: 100, total: 100 });
  });
});

describe('shares and removal', () => {
  it('update a share; over 100 % is a 409; the owner removes the partner; the last owner cannot go', async () => {
    const owner = await registerPerson(app.url);
    const b = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90001354');
    const inv = await invite(owner, companyId, b.email, 40);
    const partner = await call(app.url, 'POST', `/notifications/${await notificationOf(b, inv.body.id)}/accept`, {
      token: b.token,
    });
    const ownerMemberId = (await app.db.companyMember.findFirstOrThrow({ where: { companyId, userId: owner.userId } }))
      .id;
    const share = (id: string, aandeelPercentage: unknown) =>
      call(app.url, 'PUT', `/companies/${companyId}/partners/${id}/share`, {
        token: owner.token,
        json: { aandeelPercentage },
      });

    expect(expectProblem(await share(partner.body.id, 41), 409).code).toBe('SHARES_EXCEED_100');
    expect((await share(ownerMemberId, 50)).body).toMatchObject({ rol: 'EIGENAAR', aandeelPercentage: 50 });
    const up = await share(partner.body.id, 50);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ id: partner.body.id, aandeelPercentage: 50 });
    expect(await shares(companyId)).toMatchObject({ sum: 100, total: 100 });
    for (const bad of [0, -1, 101, 12.345, 'veel', null]) expectProblem(await share(partner.body.id, bad), 400);

    expect(
      expectProblem(
        await call(app.url, 'DELETE', `/companies/${companyId}/partners/${ownerMemberId}`, { token: owner.token }),
        409,
      ).code,
    ).toBe('LAST_OWNER');
    const removed = await call(app.url, 'DELETE', `/companies/${companyId}/partners/${partner.body.id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expectProblem(await call(app.url, 'GET', `/companies/${companyId}`, { token: b.token }), 404);
    expect((await call(app.url, 'GET', '/notifications', { token: b.token })).body[0].titel).toContain(
      'Verwijderd als partner',
    );
    expect(await shares(companyId)).toMatchObject({ sum: 50, total: 50 });
    const viaTrpc = await trpc(app.url, owner.token, 'companies.partners.list', { companyId }, 'query');
    expect(viaTrpc.data).toHaveLength(1);
  });

  it('the database refuses a total above 100 % even when written directly', async () => {
    const owner = await registerPerson(app.url);
    const b = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '68750110');
    await expect(
      app.db.companyMember.create({ data: { companyId, userId: b.userId, rol: 'PARTNER', aandeelPercentage: 1 } }),
    ).rejects.toThrow();
    expect(await shares(companyId)).toMatchObject({ sum: 100, total: 100 });
  });
});

describe('concurrency: the shares of one company never exceed 100 %', () => {
  it('50 parallel share raises: exactly the ones that fit succeed, the rest get 409', async () => {
    const owner = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '69599068');
    // 50 partners straight in the database (only the owner calls the API): owner 50 %, each partner 1 %
    const stamp = Date.now();
    await app.db.user.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        email: `p${i}-${stamp}@test.nl`,
        passwordHash: 'x',
        voornaam: 'P',
        achternaam: String(i),
      })),
    });
    const users = await app.db.user.findMany({
      where: { email: { endsWith: `-${stamp}@test.nl` } },
      select: { id: true },
    });
    await app.db.companyMember.updateMany({ where: { companyId }, data: { aandeelPercentage: 50 } });
    await app.db.companyMember.createMany({
      data: users.map((u) => ({ companyId, userId: u.id, rol: 'PARTNER' as const, aandeelPercentage: 1 })),
    });
    const ownerMemberId = (await app.db.companyMember.findFirstOrThrow({ where: { companyId, userId: owner.userId } }))
      .id;
    // the owner drops to 0.01 %: 49.99 % is free
    expect(
      (
        await call(app.url, 'PUT', `/companies/${companyId}/partners/${ownerMemberId}/share`, {
          token: owner.token,
          json: { aandeelPercentage: 0.01 },
        })
      ).status,
    ).toBe(200);
    const members = await app.db.companyMember.findMany({ where: { companyId, rol: 'PARTNER' } });
    // each raise from 1 % to 6 % takes 5 %: only 9 fit in 49.99 %
    const raise = (id: string) =>
      call(app.url, 'PUT', `/companies/${companyId}/partners/${id}/share`, {
        token: owner.token,
        json: { aandeelPercentage: 6 },
      });
    const results = await Promise.all(members.map((m) => raise(m.id)));
    // the raises queue on the company's row lock; on a busy machine one may wait past its transaction's
    // time and is told "a concurrent change came first, try again" (CONFLICT, 409): a client tries again
    for (const [i, r] of results.entries())
      if (r.status === 409 && expectProblem(r, 409).code === 'CONFLICT') results[i] = await raise(members[i]!.id);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    expect(statuses.filter((s) => s === 409)).toHaveLength(41);
    for (const r of results.filter((x) => x.status === 409))
      expect(expectProblem(r, 409).code).toBe('SHARES_EXCEED_100');
    const after = await shares(companyId);
    expect(after.sum).toBe(after.total);
    expect(after.sum).toBe(95.01);
  });

  it('8 invitations of 30 % accepted at the same moment: 3 succeed, the inviter keeps 10 %', async () => {
    const owner = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90000021');
    const people: Person[] = [];
    for (let i = 0; i < 8; i++) people.push(await registerPerson(app.url));
    const invites: string[] = [];
    for (const p of people) invites.push((await invite(owner, companyId, p.email, 30)).body.id as string);
    const nids = await Promise.all(people.map((p, i) => notificationOf(p, invites[i] as string)));
    const results = await Promise.all(
      people.map((p, i) => call(app.url, 'POST', `/notifications/${nids[i]}/accept`, { token: p.token })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const r of results.filter((x) => x.status === 409))
      expect(expectProblem(r, 409).code).toBe('INVITER_SHARE_INSUFFICIENT');
    const after = await shares(companyId);
    expect(after).toMatchObject({ sum: 100, total: 100 });
    expect(after.members.find((m) => m.userId === owner.userId)?.aandeelPercentage.toNumber()).toBe(10);
  });
});

describe('concurrency: two owners remove each other at the same moment', () => {
  it('exactly one removal wins; the company always keeps an owner', async () => {
    const a = await registerPerson(app.url);
    const b = await registerPerson(app.url);
    const companyId = await addCompany(app.url, a, '90002695');
    await app.db.companyMember.updateMany({ where: { companyId }, data: { aandeelPercentage: 50 } });
    const mb = await app.db.companyMember.create({
      data: { companyId, userId: b.userId, rol: 'EIGENAAR', aandeelPercentage: 50 },
    });
    const ma = await app.db.companyMember.findFirstOrThrow({ where: { companyId, userId: a.userId } });
    const [r1, r2] = await Promise.all([
      call(app.url, 'DELETE', `/companies/${companyId}/partners/${mb.id}`, { token: a.token }),
      call(app.url, 'DELETE', `/companies/${companyId}/partners/${ma.id}`, { token: b.token }),
    ]);
    // the loser gets 409 LAST_OWNER, or 404 when the winner had already removed him before his request was checked
    const statuses = [r1.status, r2.status].sort();
    expect(statuses[0]).toBe(204);
    expect([404, 409]).toContain(statuses[1]);
    expect(await app.db.companyMember.count({ where: { companyId, rol: 'EIGENAAR' } })).toBe(1);
    expect(await shares(companyId)).toMatchObject({ sum: 50, total: 50 });
  });
});
