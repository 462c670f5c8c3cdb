// companies.role, update, delete, dashboard and the owner check stored on add.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem } from '../../../test/api-client.ts';
import { addCompany, registerPerson, trpc } from '../../../test/people.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Makes `userId` a PARTNER of the company with a share taken from the owner (straight in the database). */
async function addPartnerInDb(companyId: string, userId: string, share: number) {
  await app.db.companyMember.updateMany({
    where: { companyId, rol: 'EIGENAAR' },
    data: { aandeelPercentage: { decrement: share } },
  });
  return app.db.companyMember.create({ data: { companyId, userId, rol: 'PARTNER', aandeelPercentage: share } });
}

describe('owner check on add', () => {
  it('the registered owner is recognised (case and accents aside) and the result is stored and shown', async () => {
    const dagobert = await registerPerson(app.url, 'dagobert', 'DÜCK');
    const res = await call(app.url, 'POST', '/companies', { token: dagobert.token, json: { kvkNummer: '69599084' } });
    expect(res.status).toBe(201);
    expect(res.body.eigenaarCheck).toMatchObject({
      uitkomst: 'EIGENAAR',
      isEigenaar: true,
      functie: 'Eigenaar',
      gecontroleerdePersoon: 'dagobert DÜCK',
    });
    const row = await app.db.company.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.eigenaarCheck).toMatchObject({ uitkomst: 'EIGENAAR' });
    expect(
      (await call(app.url, 'GET', `/companies/${res.body.id}`, { token: dagobert.token })).body.eigenaarCheck
        .isEigenaar,
    ).toBe(true);
  });
  it('someone not in the registry gets GEEN_MATCH, and may still add the company', async () => {
    const other = await registerPerson(app.url, 'Test', 'Gebruiker');
    const res = await call(app.url, 'POST', '/companies', { token: other.token, json: { kvkNummer: '90001745' } });
    expect(res.status).toBe(201);
    expect(res.body.eigenaarCheck).toMatchObject({ uitkomst: 'GEEN_MATCH', isEigenaar: false, functie: null });
  });
  it('a VOF with a single member at 100 % whose register names two partners warns with the register', async () => {
    const guus = await registerPerson(app.url, 'Guus', 'Geluk');
    const res = await call(app.url, 'POST', '/companies', { token: guus.token, json: { kvkNummer: '69599076' } });
    // the register names Guus and Gijs as vennoten (the embedded test registry)
    expect(res.body.eigenaarCheck.eigenarenInRegister).toBe(2);
    expect(res.body.waarschuwingen.map((w: { code: string }) => w.code)).toEqual(['REGISTER_MEER_VENNOTEN']);
    expect(res.body.aantalLeden).toBe(1);
  });
});

describe('GET /companies/{companyId}/role', () => {
  it('EIGENAAR for the owner, PARTNER for a partner, 404 for a stranger, 403 for an adviser', async () => {
    const owner = await registerPerson(app.url);
    const partner = await registerPerson(app.url);
    const stranger = await registerPerson(app.url);
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const companyId = await addCompany(app.url, owner, '90000064');
    await addPartnerInDb(companyId, partner.userId, 40);
    expect((await call(app.url, 'GET', `/companies/${companyId}/role`, { token: owner.token })).body).toEqual({
      companyId,
      kvkNummer: '90000064',
      rol: 'EIGENAAR',
    });
    expect((await call(app.url, 'GET', `/companies/${companyId}/role`, { token: partner.token })).body.rol).toBe(
      'PARTNER',
    );
    expect(
      expectProblem(await call(app.url, 'GET', `/companies/${companyId}/role`, { token: stranger.token }), 404).code,
    ).toBe('COMPANY_NOT_FOUND');
    expectProblem(await call(app.url, 'GET', `/companies/${companyId}/role`, { token: adviser.token }), 403);
    const viaTrpc = await trpc(app.url, partner.token, 'companies.role', { companyId }, 'query');
    expect(viaTrpc.data).toMatchObject({ rol: 'PARTNER' });
  });
});

describe('PUT /companies/{companyId}', () => {
  it('local overrides of name and address, cleared with null; refresh from the registry keeps them', async () => {
    const owner = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90003942');
    const put = (json: unknown) => call(app.url, 'PUT', `/companies/${companyId}`, { token: owner.token, json });
    const renamed = await put({
      naam: 'Mijn Stathex',
      adres: { straat: 'Dorpsstraat 1', plaats: 'Ergens', postcode: '1234AB' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      naam: 'Mijn Stathex',
      adres: { straat: 'Dorpsstraat 1' },
      heeftLokaleWijzigingen: true,
    });
    const refreshed = await put({ vernieuwVanuitKvk: true });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.naam).toBe('Mijn Stathex');
    const cleared = await put({ naam: null, adres: null });
    expect(cleared.body).toMatchObject({ naam: 'Free Stathex', heeftLokaleWijzigingen: false });
  });
  it('400 for nothing to do, for both kinds at once, and for an empty name', async () => {
    const owner = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90000501');
    const put = (json: unknown) => call(app.url, 'PUT', `/companies/${companyId}`, { token: owner.token, json });
    expectProblem(await put({}), 400);
    expectProblem(await put({ naam: 'x', vernieuwVanuitKvk: true }), 400);
    expectProblem(await put({ naam: '   ' }), 400);
    expectProblem(await put({ vernieuwVanuitKvk: false }), 400);
    expectProblem(await put({ adres: { straat: '', plaats: 'x' } }), 400);
  });
  it('a partner gets 403, a stranger 404', async () => {
    const owner = await registerPerson(app.url);
    const partner = await registerPerson(app.url);
    const stranger = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90002695');
    await addPartnerInDb(companyId, partner.userId, 50);
    expect(
      expectProblem(
        await call(app.url, 'PUT', `/companies/${companyId}`, { token: partner.token, json: { naam: 'X' } }),
        403,
      ).code,
    ).toBe('FORBIDDEN');
    expectProblem(
      await call(app.url, 'PUT', `/companies/${companyId}`, { token: stranger.token, json: { naam: 'X' } }),
      404,
    );
    expect((await app.db.company.findUniqueOrThrow({ where: { id: companyId } })).naamOverride).toBeNull();
  });
});

describe('DELETE /companies/{companyId}', () => {
  it('owner only; 409 while an aanvraag is open and while closed ones must be kept; then 204', async () => {
    const owner = await registerPerson(app.url);
    const partner = await registerPerson(app.url);
    const stranger = await registerPerson(app.url);
    const companyId = await addCompany(app.url, owner, '90001575');
    await addPartnerInDb(companyId, partner.userId, 50);
    const del = (token: string) => call(app.url, 'DELETE', `/companies/${companyId}`, { token });
    expectProblem(await del(stranger.token), 404);
    expectProblem(await del(partner.token), 403);
    const aanvraag = await app.db.aanvraag.create({
      data: { companyId, ondernemerId: owner.userId, verklaringType: 'IKV' },
    });
    expect(expectProblem(await del(owner.token), 409).code).toBe('COMPANY_HAS_OPEN_AANVRAAG');
    await app.db.aanvraag.update({ where: { id: aanvraag.id }, data: { status: 'AFGEROND' } });
    expect(expectProblem(await del(owner.token), 409).code).toBe('COMPANY_HAS_AANVRAGEN');
    await app.db.aanvraag.delete({ where: { id: aanvraag.id } });
    const ok = await del(owner.token);
    expect(ok.status).toBe(204);
    expect(ok.body).toBeNull();
    expectProblem(await call(app.url, 'GET', `/companies/${companyId}`, { token: owner.token }), 404);
    expect(await app.db.companyMember.count({ where: { companyId } })).toBe(0);
    expect(await app.db.auditLog.count({ where: { actie: 'BEDRIJF_VERWIJDERD', userId: owner.userId } })).toBe(1);
  });
});

describe('GET /companies/dashboard', () => {
  it('per company: number of years, last year, open requests, last qualifying income', async () => {
    const owner = await registerPerson(app.url);
    const a = await addCompany(app.url, owner, '90000021');
    const b = await addCompany(app.url, owner, '90002768');
    for (const jaar of [2022, 2023, 2024])
      await app.db.financialYear.create({
        data: {
          companyId: a,
          jaar,
          fiscaleWinst: 1,
          vlottendeActiva: 1,
          immaterieleActiva: 0,
          eigenVermogen: 1,
          balanstotaal: 1,
        },
      });
    await app.db.aanvraag.create({
      data: { companyId: a, ondernemerId: owner.userId, verklaringType: 'IKV', toetsinkomen: 41000 },
    });
    await app.db.aanvraag.create({
      data: { companyId: a, ondernemerId: owner.userId, verklaringType: 'ORIENTATIE', status: 'AFGEROND' },
    });
    const res = await call(app.url, 'GET', '/companies/dashboard', { token: owner.token });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((c: { id: string }) => [c.id, c]));
    expect(byId.get(a)).toMatchObject({
      aantalBoekjaren: 3,
      laatsteBoekjaar: 2024,
      openAanvragen: 1,
      laatsteToetsinkomen: 41000,
      kvkNummer: '90000021',
    });
    expect(byId.get(b)).toMatchObject({
      aantalBoekjaren: 0,
      laatsteBoekjaar: null,
      openAanvragen: 0,
      laatsteToetsinkomen: null,
    });
    const stranger = await registerPerson(app.url);
    expect((await call(app.url, 'GET', '/companies/dashboard', { token: stranger.token })).body).toEqual([]);
  });
});
