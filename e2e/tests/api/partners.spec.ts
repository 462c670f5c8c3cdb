// The partner and notification operations over REST against the production build: the whole life
// of a partnership as the owner, the partner and a stranger see it.
import { expect, test } from '@playwright/test';
import { registerViaApi } from '../../fixtures/api.ts';

type Partner = { id: string; userId: string; email: string; rol: string; aandeelPercentage: number };
type Notification = { id: string; type: string; titel: string; uitnodigingId?: string };

test('the partner life cycle: invite, accept, shares changed, removed, as each party sees it', async ({ request }) => {
  const owner = await registerViaApi(request);
  const partner = await registerViaApi(request);
  const company = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '90001575' } });
  expect(company.status()).toBe(201);
  const { id: companyId } = (await company.json()) as { id: string };
  const get = async <T>(path: string, headers: Record<string, string>) => {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };
  const sharesAs = async (headers: Record<string, string>) =>
    (await get<Partner[]>(`/api/companies/${companyId}/partners`, headers)).map((p) => [
      p.email,
      p.rol,
      p.aandeelPercentage,
    ]);

  // invite: the owner sees it pending, the partner has a notification and no company yet
  const invite = await request.post(`/api/companies/${companyId}/partners/invite`, {
    headers: owner.auth,
    data: { email: partner.email, aandeelPercentage: 40 },
  });
  expect(invite.status()).toBe(201);
  const inv = (await invite.json()) as {
    id: string;
    status: string;
    aandeelPercentage: number;
  };
  expect(inv).toMatchObject({ status: 'OPENSTAAND', aandeelPercentage: 40 });
  // the answer does not tell whether the address has an account
  expect(inv).not.toHaveProperty('bestaandeGebruiker');
  expect(
    (await get<{ id: string }[]>(`/api/companies/${companyId}/partners/pending`, owner.auth)).map((p) => p.id),
  ).toEqual([inv.id]);
  expect(await get<unknown[]>('/api/companies', partner.auth)).toEqual([]);
  expect((await request.get(`/api/companies/${companyId}/partners`, { headers: partner.auth })).status()).toBe(404);
  const note = (await get<Notification[]>('/api/notifications', partner.auth)).find((n) => n.uitnodigingId === inv.id);
  expect(note?.type).toBe('PARTNER_UITNODIGING');

  // accept: the share comes off the inviter's; both see the same two members, the pending list is empty
  const accepted = await request.post(`/api/notifications/${note!.id}/accept`, { headers: partner.auth });
  expect(accepted.status()).toBe(200);
  const member = (await accepted.json()) as Partner;
  expect(member).toMatchObject({ rol: 'PARTNER', aandeelPercentage: 40, email: partner.email });
  const expected = [
    [owner.email, 'EIGENAAR', 60],
    [partner.email, 'PARTNER', 40],
  ];
  expect(await sharesAs(owner.auth)).toEqual(expected);
  expect(await sharesAs(partner.auth)).toEqual(expected);
  expect(await get<unknown[]>(`/api/companies/${companyId}/partners/pending`, owner.auth)).toEqual([]);
  expect(await get<{ id: string; rol: string }[]>('/api/companies', partner.auth)).toMatchObject([
    { id: companyId, rol: 'PARTNER', aandeelPercentage: 40 },
  ]);
  expect(
    (await get<Notification[]>('/api/notifications', owner.auth)).some((n) => n.titel === 'Uitnodiging geaccepteerd'),
  ).toBe(true);
  expect((await request.post(`/api/notifications/${note!.id}/accept`, { headers: partner.auth })).status()).toBe(409);

  // shares: only the owner changes them, never above 100 % together
  const ownerMember = (await get<Partner[]>(`/api/companies/${companyId}/partners`, owner.auth)).find(
    (p) => p.rol === 'EIGENAAR',
  )!;
  const share = (who: Record<string, string>, id: string, aandeelPercentage: number) =>
    request.put(`/api/companies/${companyId}/partners/${id}/share`, { headers: who, data: { aandeelPercentage } });
  expect((await share(partner.auth, member.id, 90)).status()).toBe(403);
  const tooMuch = await share(owner.auth, member.id, 50);
  expect(tooMuch.status()).toBe(409);
  expect(((await tooMuch.json()) as { code: string }).code).toBe('SHARES_EXCEED_100');
  expect((await share(owner.auth, ownerMember.id, 50)).status()).toBe(200);
  const raised = await share(owner.auth, member.id, 50);
  expect(raised.status()).toBe(200);
  expect(await raised.json()).toMatchObject({ id: member.id, aandeelPercentage: 50 });
  expect(await sharesAs(partner.auth)).toEqual([
    [owner.email, 'EIGENAAR', 50],
    [partner.email, 'PARTNER', 50],
  ]);

  // remove: the partner loses the company and is told; the freed share is not handed out again
  expect(
    (
      await request.delete(`/api/companies/${companyId}/partners/${ownerMember.id}`, { headers: partner.auth })
    ).status(),
  ).toBe(403);
  const removed = await request.delete(`/api/companies/${companyId}/partners/${member.id}`, { headers: owner.auth });
  expect(removed.status()).toBe(204);
  expect(await sharesAs(owner.auth)).toEqual([[owner.email, 'EIGENAAR', 50]]);
  expect(await get<unknown[]>('/api/companies', partner.auth)).toEqual([]);
  expect((await request.get(`/api/companies/${companyId}`, { headers: partner.auth })).status()).toBe(404);
  expect(
    (await get<Notification[]>('/api/notifications', partner.auth)).some((n) =>
      n.titel.includes('Verwijderd als partner'),
    ),
  ).toBe(true);
  // the last owner cannot remove himself
  const last = await request.delete(`/api/companies/${companyId}/partners/${ownerMember.id}`, { headers: owner.auth });
  expect(last.status()).toBe(409);
  expect(((await last.json()) as { code: string }).code).toBe('LAST_OWNER');
});

test('a declined invitation and a withdrawn one leave no member; the inviter is told of the decline', async ({
  request,
}) => {
  const owner = await registerViaApi(request);
  const declining = await registerViaApi(request);
  const withdrawn = await registerViaApi(request);
  const company = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '90001575' } });
  const { id: companyId } = (await company.json()) as { id: string };
  const invite = async (email: string) =>
    (
      (await (
        await request.post(`/api/companies/${companyId}/partners/invite`, {
          headers: owner.auth,
          data: { email, aandeelPercentage: 25 },
        })
      ).json()) as { id: string }
    ).id;
  const noteOf = async (auth: Record<string, string>, inviteId: string) =>
    ((await (await request.get('/api/notifications', { headers: auth })).json()) as Notification[]).find(
      (n) => n.uitnodigingId === inviteId,
    )!.id;

  const a = await invite(declining.email);
  expect(
    (
      await request.post(`/api/notifications/${await noteOf(declining.auth, a)}/decline`, { headers: declining.auth })
    ).status(),
  ).toBe(204);
  expect(
    ((await (await request.get('/api/notifications', { headers: owner.auth })).json()) as Notification[]).some(
      (n) => n.titel === 'Uitnodiging afgewezen',
    ),
  ).toBe(true);

  const b = await invite(withdrawn.email);
  expect(
    (await request.delete(`/api/companies/${companyId}/partners/pending/${b}`, { headers: owner.auth })).status(),
  ).toBe(204);
  expect(
    (
      await request.post(`/api/notifications/${await noteOf(withdrawn.auth, b)}/accept`, { headers: withdrawn.auth })
    ).status(),
  ).toBe(409);

  expect(
    await (await request.get(`/api/companies/${companyId}/partners/pending`, { headers: owner.auth })).json(),
  ).toEqual([]);
  const members = (await (
    await request.get(`/api/companies/${companyId}/partners`, { headers: owner.auth })
  ).json()) as Partner[];
  expect(members.map((m) => [m.email, m.aandeelPercentage])).toEqual([[owner.email, 100]]);
  for (const who of [declining, withdrawn])
    expect(await (await request.get('/api/companies', { headers: who.auth })).json()).toEqual([]);
});

test('invite over REST, accept from the notification, and the stranger sees nothing', async ({ request }) => {
  const owner = await registerViaApi(request);
  const partner = await registerViaApi(request);
  const stranger = await registerViaApi(request);
  const company = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '90001575' } });
  expect(company.status()).toBe(201);
  const { id: companyId } = (await company.json()) as { id: string };

  const invite = await request.post(`/api/companies/${companyId}/partners/invite`, {
    headers: owner.auth,
    data: { email: partner.email, aandeelPercentage: 40 },
  });
  expect(invite.status()).toBe(201);
  const notifications = (await (await request.get('/api/notifications', { headers: partner.auth })).json()) as {
    id: string;
    type: string;
  }[];
  const n = notifications.find((x) => x.type === 'PARTNER_UITNODIGING');
  expect(n).toBeDefined();
  expect((await request.post(`/api/notifications/${n?.id}/accept`, { headers: stranger.auth })).status()).toBe(404);
  const accepted = await request.post(`/api/notifications/${n?.id}/accept`, { headers: partner.auth });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({ rol: 'PARTNER', aandeelPercentage: 40 });

  const role = await request.get(`/api/companies/${companyId}/role`, { headers: partner.auth });
  expect(await role.json()).toMatchObject({ rol: 'PARTNER' });
  for (const path of [
    `/api/companies/${companyId}`,
    `/api/companies/${companyId}/partners/pending`,
    `/api/companies/${companyId}/role`,
  ]) {
    const res = await request.get(path, { headers: stranger.auth });
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/problem+json');
  }
  expect((await request.get('/api/kvk/search?naam=a', { headers: owner.auth })).status()).toBe(400);
});
