// Crash safety: an app instance is killed with SIGKILL while it is in the middle of a large
// financial submission (100 years) and of a partner-share change, after a different delay each
// round. The data is then all-or-nothing, read through the other instance: every year carries either
// the old or the new figures, never a mix, an acknowledged write is there, and the share is either the
// old or the new one. Each round starts a fresh instance on the same database (restart after a crash).
import { expect, test } from '@playwright/test';
import { registerViaApi } from '../../fixtures/api.ts';
import { startAppInstance } from '../../support/app-instance.ts';

const port = Number(process.env.E2E_PORT ?? 3100) + 20;
const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};
const years = (winst: number) => Array.from({ length: 100 }, (_, i) => ({ jaar: 1926 + i, fiscaleWinst: winst, ...H }));

test('SIGKILL in the middle of a 100-year submission and of a share change leaves all or nothing', async ({
  request,
}) => {
  // five app instances started one after the other (the `alone` project of playwright.config.ts)
  test.setTimeout(420_000);
  const owner = await registerViaApi(request);
  const partner = await registerViaApi(request);
  const company = await request.post('/api/companies', { headers: owner.auth, data: { kvkNummer: '90000749' } });
  expect(company.status()).toBe(201);
  const { id: companyId } = (await company.json()) as { id: string };
  expect(
    (
      await request.post(`/api/companies/financials/${companyId}`, {
        headers: owner.auth,
        data: { boekjaren: years(1000) },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post(`/api/companies/${companyId}/partners/invite`, {
        headers: owner.auth,
        data: { email: partner.email, aandeelPercentage: 10 },
      })
    ).status(),
  ).toBe(201);
  const invitation = (
    (await (await request.get('/api/notifications', { headers: partner.auth })).json()) as {
      id: string;
      type: string;
    }[]
  ).find((n) => n.type === 'PARTNER_UITNODIGING')!;
  expect((await request.post(`/api/notifications/${invitation.id}/accept`, { headers: partner.auth })).status()).toBe(
    200,
  );
  const members = (await (
    await request.get(`/api/companies/${companyId}/partners`, { headers: owner.auth })
  ).json()) as { id: string; email: string }[];
  const partnerId = members.find((p) => p.email === partner.email)!.id; // the membership id
  const winsten = async () => {
    const rows = (await (
      await request.get(`/api/companies/financials/${companyId}`, { headers: owner.auth })
    ).json()) as { jaar: number; fiscaleWinst: number }[];
    return rows;
  };
  const share = async () => {
    const list = (await (
      await request.get(`/api/companies/${companyId}/partners`, { headers: owner.auth })
    ).json()) as { id: string; aandeelPercentage: number }[];
    return list.find((p) => p.id === partnerId)!.aandeelPercentage;
  };

  let winst = 1000;
  let aandeel = 10;
  const outcomes: string[] = [];
  for (let round = 1; round <= 5; round++) {
    const instance = await startAppInstance({ port });
    const newWinst = 1000 + round;
    const newAandeel = aandeel === 10 ? 5 : 10; // small enough that the total stays ≤ 100 %
    const submit = fetch(`${instance.baseURL}/api/companies/financials/${companyId}`, {
      method: 'POST',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ boekjaren: years(newWinst) }),
    }).then(
      (r) => r.status,
      () => 'killed',
    );
    const change = fetch(`${instance.baseURL}/api/companies/${companyId}/partners/${partnerId}/share`, {
      method: 'PUT',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ aandeelPercentage: newAandeel }),
    }).then(
      (r) => r.status,
      () => 'killed',
    );
    await new Promise((r) => setTimeout(r, [5, 40, 120, 300, 800][round - 1]));
    await instance.kill('SIGKILL');
    const [submitted, changed] = await Promise.all([submit, change]);

    const rows = await winsten();
    expect(rows).toHaveLength(100);
    const values = new Set(rows.map((r) => r.fiscaleWinst));
    expect(values.size, `round ${round}: a mix of old and new years ${[...values].join(', ')}`).toBe(1);
    const [now] = values;
    expect([winst, newWinst]).toContain(now);
    expect([200, 'killed']).toContain(submitted);
    if (submitted === 200) expect(now).toBe(newWinst); // an acknowledged write is never lost
    winst = now!;
    const s = await share();
    expect([aandeel, newAandeel]).toContain(s);
    expect([200, 'killed']).toContain(changed);
    if (changed === 200) expect(s).toBe(newAandeel);
    aandeel = s;
    outcomes.push(
      `round ${round}: submission ${submitted} → ${now === newWinst ? 'new' : 'old'} years, share change ${changed} → ${s === newAandeel ? 'new' : 'old'} share`,
    );
  }
  console.log(`SIGKILL rounds:\n  ${outcomes.join('\n  ')}`);
});
