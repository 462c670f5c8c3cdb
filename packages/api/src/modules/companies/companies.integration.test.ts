import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('companies', () => {
  it('POST /companies links a company from the registry; the caller becomes EIGENAAR with 100 %', async () => {
    const { token, userId } = await registerAndLogin(app.url);
    const res = await call(app.url, 'POST', '/companies', { token, json: { kvkNummer: '69599076' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kvkNummer: '69599076',
      naam: 'Test VOF Guus',
      rechtsvorm: 'Vennootschap onder firma',
      rol: 'EIGENAAR',
      aandeelPercentage: 100,
      inkomensberekeningOvergeslagen: false,
    });
    const member = await app.db.companyMember.findFirstOrThrow({ where: { companyId: res.body.id } });
    expect(member).toMatchObject({ userId, rol: 'EIGENAAR' });
    expect(member.aandeelPercentage.toNumber()).toBe(100);

    const list = await call(app.url, 'GET', '/companies', { token });
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
    const one = await call(app.url, 'GET', `/companies/${res.body.id}`, { token });
    expect(one.body).toEqual(res.body);
  });

  it('a BV is marked as skipping the income calculations', async () => {
    const { token } = await registerAndLogin(app.url);
    const res = await call(app.url, 'POST', '/companies', { token, json: { kvkNummer: '68750110' } });
    expect(res.status).toBe(201);
    expect(res.body.inkomensberekeningOvergeslagen).toBe(true);
  });

  it('a second account links a number another holds: his own record, none of the other figures visible either way; 409 only for the caller who has it', async () => {
    const a = await registerAndLogin(app.url);
    const b = await registerAndLogin(app.url);
    const first = await call(app.url, 'POST', '/companies', { token: a.token, json: { kvkNummer: '90000064' } });
    expect(first.status).toBe(201);
    expect(
      expectProblem(await call(app.url, 'POST', '/companies', { token: a.token, json: { kvkNummer: '90000064' } }), 409)
        .code,
    ).toBe('COMPANY_ALREADY_LINKED');
    const second = await call(app.url, 'POST', '/companies', { token: b.token, json: { kvkNummer: '90000064' } });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body).toMatchObject({
      rol: 'EIGENAAR',
      aandeelPercentage: 100,
      aantalLeden: 1,
      eigendom: { status: 'ONBEVESTIGD' },
    });
    expect(await app.db.company.count({ where: { kvkNummer: '90000064' } })).toBe(2);
    // figures of A's record stay A's: B sees neither the record nor its years, and the other way round
    const year = {
      jaar: 2024,
      fiscaleWinst: 61000,
      vlottendeActiva: 1,
      immaterieleActiva: 0,
      eigenVermogen: 1,
      balanstotaal: 2,
      balanscorrectie: 0,
      balanscorrectieReden: null,
    };
    expect(
      (
        await call(app.url, 'POST', `/companies/financials/${first.body.id}`, {
          token: a.token,
          json: { boekjaren: [year] },
        })
      ).status,
    ).toBe(200);
    expect((await call(app.url, 'GET', `/companies/financials/${second.body.id}`, { token: b.token })).body).toEqual(
      [],
    );
    expectProblem(await call(app.url, 'GET', `/companies/financials/${first.body.id}`, { token: b.token }), 404);
    expectProblem(await call(app.url, 'GET', `/companies/${first.body.id}`, { token: b.token }), 404);
    expectProblem(await call(app.url, 'GET', `/companies/${second.body.id}`, { token: a.token }), 404);
    expect(
      (await call(app.url, 'GET', '/companies', { token: b.token })).body.map((c: { id: string }) => c.id),
    ).toEqual([second.body.id]);
    expect(
      (await call(app.url, 'GET', '/companies', { token: a.token })).body.map((c: { id: string }) => c.id),
    ).toEqual([first.body.id]);
  });

  it('five different accounts concurrently: five records; one account five times concurrently: one record and four 409', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => registerAndLogin(app.url)));
    const results = await Promise.all(
      users.map((u) => call(app.url, 'POST', '/companies', { token: u.token, json: { kvkNummer: '90001575' } })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await app.db.company.count({ where: { kvkNummer: '90001575' } })).toBe(5);

    const one = await registerAndLogin(app.url);
    const again = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        call(app.url, 'POST', '/companies', { token: one.token, json: { kvkNummer: '90002695' } }),
      ),
    );
    expect(again.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of again.filter((x) => x.status === 409))
      expect(expectProblem(r, 409).code).toBe('COMPANY_ALREADY_LINKED');
    expect(await app.db.company.count({ where: { kvkNummer: '90002695', eigenaarId: one.userId } })).toBe(1);
  });

  it('eigendom: BEVESTIGD (REGISTER) at once when name and birth date match an owner in the registry, else ONBEVESTIGD', async () => {
    const donald = await registerAndLogin(app.url, { voornaam: 'Donald', achternaam: 'Duck' });
    // the registry knows Donald's birth date: without it on the account, a name alone does not confirm
    const unconfirmed = await call(app.url, 'POST', '/companies', {
      token: donald.token,
      json: { kvkNummer: '68750110' },
    });
    expect(unconfirmed.body.eigenaarCheck.isEigenaar).toBe(true);
    expect(unconfirmed.body.eigendom).toEqual({ status: 'ONBEVESTIGD' });

    const withBirth = await registerAndLogin(app.url, { voornaam: 'Donald', achternaam: 'Duck' });
    await app.db.user.update({
      where: { id: withBirth.userId },
      data: { geboortedatum: new Date('1934-06-09T00:00:00Z') },
    });
    const confirmed = await call(app.url, 'POST', '/companies', {
      token: withBirth.token,
      json: { kvkNummer: '68750110' },
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.eigendom).toMatchObject({ status: 'BEVESTIGD', methode: 'REGISTER' });
    expect(Date.parse(confirmed.body.eigendom.bevestigdOp)).not.toBeNaN();
    const member = await app.db.companyMember.findFirstOrThrow({ where: { companyId: confirmed.body.id } });
    expect(member).toMatchObject({ eigendomStatus: 'BEVESTIGD', eigendomMethode: 'REGISTER' });
    const list = await call(app.url, 'GET', '/companies/dashboard', { token: withBirth.token });
    expect(list.body[0].eigendom.status).toBe('BEVESTIGD');
  });

  it('404 for an unknown KvK number, 400 for a malformed one; nothing stored', async () => {
    const { token } = await registerAndLogin(app.url);
    expectProblem(await call(app.url, 'POST', '/companies', { token, json: { kvkNummer: '12345678' } }), 404);
    expectProblem(await call(app.url, 'POST', '/companies', { token, json: { kvkNummer: '1234' } }), 400);
    expect(await app.db.company.count({ where: { kvkNummer: { in: ['12345678', '1234'] } } })).toBe(0);
  });

  it("a stranger gets 404 for another entrepreneur's company; an adviser gets 403", async () => {
    const owner = await registerAndLogin(app.url);
    const stranger = await registerAndLogin(app.url);
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const company = await call(app.url, 'POST', '/companies', { token: owner.token, json: { kvkNummer: '90000021' } });
    expect(
      expectProblem(await call(app.url, 'GET', `/companies/${company.body.id}`, { token: stranger.token }), 404).code,
    ).toBe('COMPANY_NOT_FOUND');
    expectProblem(await call(app.url, 'GET', '/companies/does-not-exist', { token: stranger.token }), 404);
    expect((await call(app.url, 'GET', '/companies', { token: stranger.token })).body).toEqual([]);
    expect(expectProblem(await call(app.url, 'GET', '/companies', { token: adviser.token }), 403).code).toBe(
      'FORBIDDEN',
    );
    expectProblem(
      await call(app.url, 'POST', '/companies', { token: adviser.token, json: { kvkNummer: '90003942' } }),
      403,
    );
    expectProblem(await call(app.url, 'GET', '/companies'), 401);
  });
});

describe('findMembership (one statement)', () => {
  it('answers exactly what the ORM select membershipWithCompany answers, counts included', async () => {
    const { findMembership, membershipWithCompany } = await import('./companies.repository.ts');
    const { token, userId } = await registerAndLogin(app.url);
    const added = await call(app.url, 'POST', '/companies', { token, json: { kvkNummer: '90000501' } });
    expect(added.status).toBe(201);
    const companyId = added.body.id as string;
    const invited = await call(app.url, 'POST', `/companies/${companyId}/partners/invite`, {
      token,
      json: { email: `partner-${Date.now()}@test.nl`, aandeelPercentage: 25 },
    });
    expect(invited.status).toBe(201);

    const orm = await app.db.companyMember.findUnique({
      where: { companyId_userId: { companyId, userId } },
      select: membershipWithCompany,
    });
    const raw = await findMembership(app.db, companyId, userId);
    expect(raw).toEqual(orm);
    expect(raw?.company._count).toEqual({ leden: 1, uitnodigingen: 1 });
    expect(raw?.aandeelPercentage.toNumber()).toBe(100);
    expect(await findMembership(app.db, companyId, 'someone-else')).toBeNull();
  });

  it('findMembershipsOfUser answers what the ORM answers for all of a user’s companies, in name order', async () => {
    const { findMembershipsOfUser, membershipWithCompany } = await import('./companies.repository.ts');
    const { token, userId } = await registerAndLogin(app.url);
    for (const kvkNummer of ['90002768', '90000358'])
      expect((await call(app.url, 'POST', '/companies', { token, json: { kvkNummer } })).status).toBe(201);
    const orm = await app.db.companyMember.findMany({
      where: { userId },
      select: membershipWithCompany,
      orderBy: [{ company: { naam: 'asc' } }, { company: { id: 'asc' } }],
    });
    const raw = await findMembershipsOfUser(app.db, userId);
    expect(raw).toEqual(orm);
    expect(raw.map((m) => m.company.naam)).toEqual(['Petit & Garmany B.V.', 'Stichting Heilig Planck']);
  });
});
