// The same operations over tRPC (the web app's transport): every companies/kvk/partners/notifications
// procedure of this issue once, with the access rules (NOT_FOUND / FORBIDDEN) where they apply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/api-client.ts';
import { registerPerson, trpc } from '../../../test/people.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('tRPC', () => {
  it('kvk.registration and kvk.ownerCheck', async () => {
    const me = await registerPerson(app.url);
    const reg = await trpc(app.url, me.token, 'kvk.registration', { kvkNummer: '90001745' }, 'query');
    expect(reg.data).toMatchObject({ kvkNummer: '90001745', functionarissenBeschikbaar: true });
    const check = await trpc(
      app.url,
      me.token,
      'kvk.ownerCheck',
      { kvkNummer: '90001745', voornaam: 'Fiene', achternaam: 'De Vinder' },
      'mutation',
    );
    expect(check.data).toMatchObject({ isEigenaar: true, functie: 'Maat' });
    const bad = await trpc(app.url, me.token, 'kvk.search', { naam: 'x' }, 'query');
    expect(bad.error.data.httpStatus).toBe(400);
  });

  it('companies.add/dashboard/update/delete and the partner procedures, end to end', async () => {
    const owner = await registerPerson(app.url, 'Pearline', 'Montoya');
    const b = await registerPerson(app.url);
    const stranger = await registerPerson(app.url);
    const added = await trpc(app.url, owner.token, 'companies.add', { kvkNummer: '90001575' }, 'mutation');
    expect(added.data.eigenaarCheck).toMatchObject({ uitkomst: 'EIGENAAR', functie: 'Maat' });
    const companyId = added.data.id as string;

    expect((await trpc(app.url, owner.token, 'companies.dashboard', {}, 'query')).data[0]).toMatchObject({
      id: companyId,
      aantalBoekjaren: 0,
    });
    expect(
      (await trpc(app.url, owner.token, 'companies.update', { companyId, naam: 'Maatschap M&C' }, 'mutation')).data
        .naam,
    ).toBe('Maatschap M&C');
    expect(
      (await trpc(app.url, stranger.token, 'companies.update', { companyId, naam: 'x' }, 'mutation')).error.data
        .httpStatus,
    ).toBe(404);

    const inv = await trpc(
      app.url,
      owner.token,
      'companies.partners.invite',
      { companyId, email: b.email, aandeelPercentage: 20 },
      'mutation',
    );
    expect(inv.data).toMatchObject({ status: 'OPENSTAAND', aandeelPercentage: 20 });
    expect((await trpc(app.url, owner.token, 'companies.partners.pending', { companyId }, 'query')).data).toHaveLength(
      1,
    );
    const spare = await trpc(
      app.url,
      owner.token,
      'companies.partners.invite',
      { companyId, email: uniqueEmail(), aandeelPercentage: 5 },
      'mutation',
    );
    expect(
      (
        await trpc(
          app.url,
          owner.token,
          'companies.partners.withdraw',
          { companyId, inviteId: spare.data.id },
          'mutation',
        )
      ).status,
    ).toBe(200);

    const [note] = (await trpc(app.url, b.token, 'notifications.list', {}, 'query')).data;
    const accepted = await trpc(app.url, b.token, 'notifications.acceptInvitation', { id: note.id }, 'mutation');
    expect(accepted.data).toMatchObject({ rol: 'PARTNER', aandeelPercentage: 20 });
    expect((await trpc(app.url, b.token, 'companies.role', { companyId }, 'query')).data.rol).toBe('PARTNER');
    expect(
      (
        await trpc(
          app.url,
          b.token,
          'companies.partners.updateShare',
          { companyId, partnerId: accepted.data.id, aandeelPercentage: 10 },
          'mutation',
        )
      ).error.data.httpStatus,
    ).toBe(403);
    expect(
      (
        await trpc(
          app.url,
          owner.token,
          'companies.partners.updateShare',
          { companyId, partnerId: accepted.data.id, aandeelPercentage: 21 },
          'mutation',
        )
      ).error.data.problem.code,
    ).toBe('SHARES_EXCEED_100');
    expect(
      (
        await trpc(
          app.url,
          owner.token,
          'companies.partners.updateShare',
          { companyId, partnerId: accepted.data.id, aandeelPercentage: 15 },
          'mutation',
        )
      ).data.aandeelPercentage,
    ).toBe(15);
    expect(
      (
        await trpc(
          app.url,
          owner.token,
          'companies.partners.remove',
          { companyId, partnerId: accepted.data.id },
          'mutation',
        )
      ).status,
    ).toBe(200);

    const years = await trpc(app.url, owner.token, 'companies.financials.derived', { companyId }, 'query');
    expect(years.data).toEqual({ inkomensberekeningOvergeslagen: false, reden: null, jaren: [] });
    expect((await trpc(app.url, b.token, 'companies.delete', { companyId }, 'mutation')).error.data.httpStatus).toBe(
      404,
    );
    expect((await trpc(app.url, owner.token, 'companies.delete', { companyId }, 'mutation')).status).toBe(200);
    expect((await trpc(app.url, owner.token, 'companies.get', { companyId }, 'query')).error.data.httpStatus).toBe(404);
  });

  it('notifications.declineInvitation and notifications.claimInvitation', async () => {
    const owner = await registerPerson(app.url);
    const b = await registerPerson(app.url);
    const added = await trpc(app.url, owner.token, 'companies.add', { kvkNummer: '90003446' }, 'mutation');
    await trpc(
      app.url,
      owner.token,
      'companies.partners.invite',
      { companyId: added.data.id, email: b.email, aandeelPercentage: 10 },
      'mutation',
    );
    const [note] = (await trpc(app.url, b.token, 'notifications.list', {}, 'query')).data;
    expect((await trpc(app.url, b.token, 'notifications.declineInvitation', { id: note.id }, 'mutation')).status).toBe(
      200,
    );
    const claim = await trpc(app.url, b.token, 'notifications.claimInvitation', { token: 'y'.repeat(43) }, 'mutation');
    expect(claim.error.data.problem.code).toBe('INVITATION_NOT_FOUND');
  });
});
