// Where features meet (issue 27), over REST: a request with short-term debts filled in is issued once
// ready; a partner's acceptance outdates the owner's calculation (issuing refused until recalculated
// at the new share, which then issues at that share); a partner's change of a checked year reaches
// the owner and the behandelaar (in the app and by e-mail), and so does the share change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeIssuable } from '../../../test/trust.ts';

let app: TestApp;
let adviser: { token: string; email: string };
const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};

beforeAll(async () => {
  app = await startTestApp();
  adviser = await createAdviserAndLogin(app.url, app.db);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const patch = (id: string, json: unknown) =>
  call(app.url, 'PATCH', `/adviseur/aanvragen/${id}`, { token: adviser.token, json });
const calculate = (id: string) => call(app.url, 'POST', `/aanvragen/${id}/ikv`, { token: adviser.token, json: {} });
const notes = async (token: string) =>
  (await call(app.url, 'GET', '/notifications', { token })).body as { titel: string; bericht: string; link: string }[];
const mailsTo = (aan: string) =>
  app.db.outgoingMail.findMany({ where: { aan }, select: { onderwerp: true, tekst: true } });

describe('issue 27 over REST', () => {
  it('issues a request whose short-term debts are filled in, once ready', async () => {
    const {
      owner,
      aanvraagId: id,
      companyId,
    } = await createRequest(app, '69599084', { voornaam: 'Sanne', achternaam: 'Schulden' });
    const put = await call(app.url, 'PUT', `/companies/financials/${companyId}/2025`, {
      token: owner.token,
      json: { fiscaleWinst: 30000, ...H, kortlopendeSchulden: 15000 },
    });
    expect(put.status).toBe(200);
    expect(put.body.kortlopendeSchulden).toBe(15000);
    expect((await patch(id, { status: 'IN_BEHANDELING' })).status).toBe(200);
    const calc = await calculate(id);
    expect(calc.status).toBe(200);
    await makeIssuable(
      app.url,
      app.db,
      id,
      adviser.token,
      (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar),
    );
    const view = (await call(app.url, 'GET', `/adviseur/aanvragen/${id}`, { token: adviser.token })).body;
    expect(view.verklaringGereed).toEqual([]);
    const issued = await patch(id, {
      status: 'AFGEROND',
      conclusie: 'Het toetsinkomen is vastgesteld op de gecontroleerde documenten.',
    });
    expect(issued.status).toBe(200);
    const done = (await call(app.url, 'GET', `/aanvragen/${id}`, { token: owner.token })).body;
    expect(done.verklaring.nummer).toMatch(/^IKV-\d{4}-/);
    const v = await app.db.verklaring.findUniqueOrThrow({ where: { aanvraagId: id }, select: { toetsinkomen: true } });
    expect(v.toetsinkomen?.toNumber()).toBe(calc.body.toetsinkomen);
  }, 120_000);

  it("a partner accepting 40 % outdates the owner's calculation: refused until recalculated, then issued at 60 %; a checked year changed by the partner reaches owner and behandelaar", async () => {
    const {
      owner,
      aanvraagId: id,
      companyId,
    } = await createRequest(app, '69599076', { voornaam: 'Otto', achternaam: 'Eigenaar' });
    expect((await patch(id, { status: 'IN_BEHANDELING' })).status).toBe(200); // the adviser becomes behandelaar
    const at100 = await calculate(id);
    expect(at100.status).toBe(200);
    const jaren = (at100.body.jaren as { jaar: number }[]).map((j) => j.jaar);
    await makeIssuable(app.url, app.db, id, adviser.token, jaren);
    expect(
      (await call(app.url, 'GET', `/adviseur/aanvragen/${id}`, { token: adviser.token })).body.verklaringGereed,
    ).toEqual([]);

    // a partner joins with 40 %
    const partner = await registerAndLogin(app.url, { voornaam: 'Pien', achternaam: 'Partner' });
    expect(
      (
        await call(app.url, 'POST', `/companies/${companyId}/partners/invite`, {
          token: owner.token,
          json: { email: partner.email, aandeelPercentage: 40 },
        })
      ).status,
    ).toBe(201);
    const uitnodiging = (await notes(partner.token))[0] as unknown as { id: string };
    expect(
      (await call(app.url, 'POST', `/notifications/${uitnodiging.id}/accept`, { token: partner.token })).status,
    ).toBe(200);

    // everyone concerned is told what it does to the calculation
    const ownerShare = (await notes(owner.token)).find((n) => n.titel.startsWith('Aandelen in '));
    expect(ownerShare?.titel).toMatch(/gewijzigd: een berekening moet opnieuw$/);
    expect(ownerShare?.bericht).toContain('Pien Partner is partner geworden met een aandeel van 40 %.');
    expect(ownerShare?.bericht).toContain('Het aandeel van Otto Eigenaar is gewijzigd van 100 % naar 60 %.');
    expect(ownerShare?.bericht).toMatch(
      /De berekening van uw aanvraag #\d+ moet opnieuw: het winstaandeel van Otto Eigenaar is gewijzigd naar 60 %\./,
    );
    const adviserShare = (await notes(adviser.token)).find((n) => n.titel.startsWith('Aandelen in '));
    expect(adviserShare?.bericht).toMatch(/De berekening van aanvraag #\d+ van Otto Eigenaar moet opnieuw/);
    expect(adviserShare?.link).toBe(`/adviseur/aanvragen/${id}`);
    expect((await mailsTo(adviser.email)).some((m) => m.onderwerp.startsWith('Aandelen in '))).toBe(true);
    for (const n of [ownerShare!, adviserShare!]) expect(`${n.titel} ${n.bericht}`).not.toMatch(/[a-z0-9]{20,}/); // no ids

    // issuing is refused: the calculation was made at 100 %
    const refused = expectProblem(await patch(id, { status: 'AFGEROND', conclusie: 'Akkoord.' }), 409);
    expect(refused.code).toBe('VERKLARING_NIET_GEREED');
    expect(refused.errors).toEqual([
      {
        path: 'ikvResultaat',
        message: expect.stringContaining('het winstaandeel van de aanvrager is gewijzigd van 100 % naar 60 %'),
      },
    ]);

    // the partner changes a checked year: the check is void, owner and behandelaar hear of it
    const changed = jaren[jaren.length - 1]!;
    expect(
      (
        await call(app.url, 'PUT', `/companies/financials/${companyId}/${changed}`, {
          token: partner.token,
          json: { fiscaleWinst: 36000, ...H },
        })
      ).status,
    ).toBe(200);
    const adviserCheck = (await notes(adviser.token)).find((n) => n.titel.startsWith('Uw controle van'));
    expect(adviserCheck?.titel).toBe(`Uw controle van ${changed} is vervallen: Pien Partner wijzigde de fiscale winst`);
    expect(adviserCheck?.link).toBe(`/adviseur/aanvragen/${id}`);
    expect((await mailsTo(adviser.email)).some((m) => m.onderwerp === adviserCheck!.titel)).toBe(true);
    const ownerCheck = (await notes(owner.token)).find(
      (n) => n.titel === `Pien Partner wijzigde de cijfers van ${changed}`,
    );
    expect(ownerCheck?.bericht).toContain(`De controle van ${changed} door de adviseur bij aanvraag #`);
    expect((await mailsTo(owner.email)).some((m) => m.onderwerp === ownerCheck!.titel)).toBe(true);
    expect((await notes(partner.token)).some((n) => n.titel.includes('wijzigde'))).toBe(false); // the actor is not told his own change

    // recalculated at 60 % and the year checked again: it issues, at the calculation of now
    const at60 = await calculate(id);
    expect(at60.status).toBe(200);
    expect(at60.body.toetsinkomen).toBeLessThan(at100.body.toetsinkomen);
    await makeIssuable(app.url, app.db, id, adviser.token, [changed]);
    expect((await patch(id, { status: 'AFGEROND', conclusie: 'Akkoord.' })).status).toBe(200);
    const v = await app.db.verklaring.findUniqueOrThrow({ where: { aanvraagId: id }, select: { toetsinkomen: true } });
    expect(v.toetsinkomen?.toNumber()).toBe(at60.body.toetsinkomen);
  }, 180_000);
});
