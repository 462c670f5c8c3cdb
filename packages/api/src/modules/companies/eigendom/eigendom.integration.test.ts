import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function unconfirmedCompany() {
  const owner = await registerAndLogin(app.url);
  const added = await call(app.url, 'POST', '/companies', { token: owner.token, json: { kvkNummer: '90003942' } });
  expect(added.status).toBe(201);
  expect(added.body.eigendom).toEqual({ status: 'ONBEVESTIGD' });
  return { owner, companyId: added.body.id as string };
}

describe('companies.eigendom.decide (POST /adviseur/companies/{companyId}/eigendom)', () => {
  it('an adviser confirms with an explanation: audited, the entrepreneur notified and mailed, the column the issuing gate reads set', async () => {
    const { owner, companyId } = await unconfirmedCompany();
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const res = await call(app.url, 'POST', `/adviseur/companies/${companyId}/eigendom`, {
      token: adviser.token,
      json: { besluit: 'BEVESTIGD', toelichting: 'KvK-uittreksel en identiteit gecontroleerd.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: companyId,
      rol: 'EIGENAAR',
      eigendom: { status: 'BEVESTIGD', methode: 'ADVISEUR' },
    });
    const member = await app.db.companyMember.findFirstOrThrow({ where: { companyId, userId: owner.userId } });
    expect(member).toMatchObject({ eigendomStatus: 'BEVESTIGD', eigendomMethode: 'ADVISEUR' });
    expect((await call(app.url, 'GET', `/companies/${companyId}`, { token: owner.token })).body.eigendom.status).toBe(
      'BEVESTIGD',
    );

    const adviserId = (await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } })).id;
    const audit = await app.db.auditLog.findFirstOrThrow({ where: { actie: 'EIGENDOM_BESLOTEN', userId: adviserId } });
    expect(audit.details).toMatchObject({
      companyId,
      besluit: 'BEVESTIGD',
      van: 'ONBEVESTIGD',
      toelichting: 'KvK-uittreksel en identiteit gecontroleerd.',
    });
    const notes = await call(app.url, 'GET', '/notifications', { token: owner.token });
    const items = (notes.body.items ?? notes.body) as { titel: string; bericht: string }[];
    expect(
      items.some((n) => n.titel === 'Uw eigendom is bevestigd' && n.bericht.includes('identiteit gecontroleerd')),
    ).toBe(true);
    const mail = await app.db.outgoingMail.findFirstOrThrow({
      where: { aan: owner.email },
      orderBy: { aangemaaktOp: 'desc' },
    });
    expect(mail.onderwerp).toBe('Uw eigendom is bevestigd');
  });

  it('an adviser rejects; the entrepreneur is told', async () => {
    const { owner, companyId } = await unconfirmedCompany();
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const res = await call(app.url, 'POST', `/adviseur/companies/${companyId}/eigendom`, {
      token: adviser.token,
      json: { besluit: 'AFGEWEZEN', toelichting: 'Uittreksel staat op een andere naam.' },
    });
    expect(res.body.eigendom).toMatchObject({ status: 'AFGEWEZEN', methode: 'ADVISEUR' });
    expect((await call(app.url, 'GET', '/companies', { token: owner.token })).body[0].eigendom.status).toBe(
      'AFGEWEZEN',
    );
    expect(
      await app.db.notification.count({ where: { userId: owner.userId, titel: 'Uw eigendom is niet bevestigd' } }),
    ).toBe(1);
  });

  it('needs a non-blank explanation and a known besluit (400); unknown company 404; entrepreneur 403; anonymous 401', async () => {
    const { owner, companyId } = await unconfirmedCompany();
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const path = `/adviseur/companies/${companyId}/eigendom`;
    expect(
      expectProblem(
        await call(app.url, 'POST', path, { token: adviser.token, json: { besluit: 'BEVESTIGD', toelichting: '   ' } }),
        400,
      ).errors?.[0]?.path,
    ).toBe('toelichting');
    expectProblem(await call(app.url, 'POST', path, { token: adviser.token, json: { besluit: 'BEVESTIGD' } }), 400);
    expectProblem(
      await call(app.url, 'POST', path, { token: adviser.token, json: { besluit: 'MISSCHIEN', toelichting: 'x' } }),
      400,
    );
    expectProblem(
      await call(app.url, 'POST', '/adviseur/companies/onbekend/eigendom', {
        token: adviser.token,
        json: { besluit: 'BEVESTIGD', toelichting: 'x' },
      }),
      404,
    );
    expect(
      expectProblem(
        await call(app.url, 'POST', path, {
          token: owner.token,
          json: { besluit: 'BEVESTIGD', toelichting: 'ik ben het echt' },
        }),
        403,
      ).code,
    ).toBe('FORBIDDEN');
    expectProblem(await call(app.url, 'POST', path, { json: { besluit: 'BEVESTIGD', toelichting: 'x' } }), 401);
    const member = await app.db.companyMember.findFirstOrThrow({ where: { companyId, userId: owner.userId } });
    expect(member.eigendomStatus).toBe('ONBEVESTIGD');
  });

  it('a partner invited by a confirmed owner is confirmed by the invitation; by an unconfirmed one, not', async () => {
    const adviser = await createAdviserAndLogin(app.url, app.db);
    for (const confirmOwner of [true, false]) {
      const { owner, companyId } = await unconfirmedCompany();
      if (confirmOwner)
        await call(app.url, 'POST', `/adviseur/companies/${companyId}/eigendom`, {
          token: adviser.token,
          json: { besluit: 'BEVESTIGD', toelichting: 'gecontroleerd' },
        });
      const partner = await registerAndLogin(app.url);
      const inv = await call(app.url, 'POST', `/companies/${companyId}/partners/invite`, {
        token: owner.token,
        json: { email: partner.email, aandeelPercentage: 30 },
      });
      expect(inv.status).toBe(201);
      const note = await app.db.notification.findFirstOrThrow({
        where: { userId: partner.userId, type: 'PARTNER_UITNODIGING' },
      });
      const accepted = await call(app.url, 'POST', `/notifications/${note.id}/accept`, { token: partner.token });
      expect(accepted.status).toBe(200);
      const seen = await call(app.url, 'GET', `/companies/${companyId}`, { token: partner.token });
      expect(seen.body.eigendom).toMatchObject(
        confirmOwner ? { status: 'BEVESTIGD', methode: 'UITNODIGING' } : { status: 'ONBEVESTIGD' },
      );
    }
  });
});
