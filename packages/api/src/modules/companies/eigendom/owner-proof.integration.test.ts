// Ownership beyond a guess and the applicant's identity (API.md, Trust III), over REST against real
// PostgreSQL: the birth-date guessing loop (set birth date → link → unlink) never confirms anyone and
// is refused at once; failed owner checks are limited per account and per KvK number, shared by
// companies.add and POST /kvk/owner-check; the real owner with his data set before linking is still
// confirmed at once; an adviser records the identity (audited) and corrects fixed data; two accounts
// claiming one KvK number are shown side by side; owner and partner each have an open IKV request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem } from '../../../../test/api-client.ts';
import { registerPerson, type Person } from '../../../../test/people.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { LIMITS } from '../../rate-limit/rate-limit.rules.ts';
import { bucketKey } from '../../rate-limit/bucket-key.ts';

let app: TestApp;
let adviser: { token: string; email: string };

beforeAll(async () => {
  app = await startTestApp();
  adviser = await createAdviserAndLogin(app.url, app.db);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

// Test BV Donald (68750110): the registry names Donald Duck, born 1934-06-09, as bestuurder
const DONALD = { kvkNummer: '68750110', voornaam: 'Donald', achternaam: 'Duck', geboortedatum: '1934-06-09' };
const guess = (i: number) => `1934-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;

const setProfile = (p: Person, json: unknown) => call(app.url, 'PUT', '/ondernemer', { token: p.token, json });
const link = (p: Person, kvkNummer: string, ip = '127.0.0.1') =>
  call(app.url, 'POST', '/companies', { token: p.token, json: { kvkNummer }, headers: { 'x-forwarded-for': ip } });
const ownerCheck = (
  p: Person,
  kvkNummer: string,
  geboortedatum: string,
  voornaam = 'Donald',
  achternaam = 'Duck',
  ip = '127.0.0.1',
) =>
  call(app.url, 'POST', '/kvk/owner-check', {
    token: p.token,
    json: { kvkNummer, voornaam, achternaam, geboortedatum },
    headers: { 'x-forwarded-for': ip },
  });
const verified = async (p: Person) => {
  await app.db.user.update({ where: { id: p.userId }, data: { emailGeverifieerdOp: new Date() } });
  return p;
};

describe('ownership beyond a guess', () => {
  it('the guessing loop (birth date → link → unlink) never confirms and is refused from the second attempt', async () => {
    const stranger = await registerPerson(app.url, 'Donald', 'Duck');
    const attempts: { profile: number; eigendom?: string }[] = [];
    let firstRefusal: number | null = null;
    for (let i = 1; i <= 36; i++) {
      // the 36th guess is the right one: it must not help either
      const profile = await setProfile(stranger, { geboortedatum: i === 36 ? DONALD.geboortedatum : guess(i) });
      if (profile.status !== 200) {
        expect(expectProblem(profile, 409).code).toBe('PERSOONSGEGEVENS_VASTGELEGD');
        firstRefusal ??= i;
      }
      const linked = await link(stranger, DONALD.kvkNummer);
      expect(linked.status).toBe(201);
      attempts.push({ profile: profile.status, eigendom: linked.body.eigendom.status });
      expect(linked.body.eigendom.status).toBe('ONBEVESTIGD');
      expect((await call(app.url, 'DELETE', `/companies/${linked.body.id}`, { token: stranger.token })).status).toBe(
        204,
      );
    }
    expect(firstRefusal).not.toBeNull();
    expect(firstRefusal!).toBeLessThanOrEqual(10);
    expect(attempts.filter((a) => a.eigendom === 'BEVESTIGD')).toHaveLength(0);
    // the refusal says why and where to go, and the profile still carries the first guess
    const refused = expectProblem(await setProfile(stranger, { voornaam: 'Dagobert' }), 409);
    expect(refused.detail).toContain('adviseur');
    const me = (await call(app.url, 'GET', '/ondernemer', { token: stranger.token })).body;
    expect(me).toMatchObject({ voornaam: 'Donald', geboortedatum: guess(1), persoonsgegevensVast: true });
    // other fields, and resending the fixed values unchanged, still work
    expect(
      (
        await setProfile(stranger, {
          voornaam: 'Donald',
          achternaam: 'Duck',
          geboortedatum: guess(1),
          telefoonnummer: '0612345678',
        })
      ).status,
    ).toBe(200);
    // every re-link with the wrong birth date was a failed guess: the account's limit stopped the registry match
    const checks = await app.db.company.findMany({
      where: { kvkNummer: DONALD.kvkNummer, eigenaarId: stranger.userId },
    });
    expect(checks).toHaveLength(0); // all unlinked again
    const audit = await app.db.auditLog.findMany({ where: { userId: stranger.userId, actie: 'BEDRIJF_GEKOPPELD' } });
    expect(audit).toHaveLength(36);
    expect(audit.every((a) => (a.details as { eigendom: string }).eigendom === 'ONBEVESTIGD')).toBe(true);
  }, 120_000);

  it('POST /kvk/owner-check: wrong birth dates are refused (429) after the per-account limit, and the link shares it', async () => {
    const guesser = await registerPerson(app.url, 'Gijs', 'Gok');
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++)
      statuses.push((await ownerCheck(guesser, '90001354', guess(i), 'Guusje', 'Joyflex')).status);
    expect(statuses.slice(0, LIMITS.eigenaarCheckAccount.max)).toEqual(
      Array(LIMITS.eigenaarCheckAccount.max).fill(200),
    );
    expect(statuses.slice(LIMITS.eigenaarCheckAccount.max).every((s) => s === 429)).toBe(true);
    const limited = await ownerCheck(guesser, '90001354', '1971-03-14', 'Guusje', 'Joyflex'); // even the right one
    expect(expectProblem(limited, 429).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // a check that guesses nothing (no birth date, or an unrelated name) counts nothing but is still refused past the limit
    const fresh = await registerPerson(app.url, 'Fien', 'Fris');
    for (let i = 0; i < 8; i++)
      expect((await ownerCheck(fresh, '90001354', '1980-01-01', 'Fien', 'Fris', '192.0.2.90')).body.uitkomst).toBe(
        'GEEN_MATCH',
      );
    // (from its own network: loopback's share of this number is spent by the guesser above)
    expect((await ownerCheck(fresh, '90001354', '1971-03-14', 'Guusje', 'Joyflex', '192.0.2.90')).body).toMatchObject({
      isEigenaar: true,
      uitkomst: 'EIGENAAR',
    });

    // the same account's link is past the limit too: linked, but no registry match is attempted
    await setProfile(guesser, { voornaam: 'Guusje', achternaam: 'Joyflex', geboortedatum: '1971-03-14' });
    const linked = await link(guesser, '90001354');
    expect(linked.status).toBe(201);
    expect(linked.body.eigendom).toEqual({ status: 'ONBEVESTIGD' });
    expect(linked.body.eigenaarCheck).toMatchObject({ uitkomst: 'NIET_BESCHIKBAAR', isEigenaar: false });
    expect(linked.body.eigenaarCheck.toelichting).toContain('Te veel mislukte eigenaarscontroles');
  }, 60_000);

  it('limits failed guesses per KvK number across accounts; past it only an adviser confirms', async () => {
    const kvk = '90002164'; // Kesselman N.V.: Santina Kesselman, born 1941-12-27
    const accounts = await Promise.all([1, 2, 3, 4].map((i) => registerPerson(app.url, `Gast${i}`, 'Gok')));
    let ok = 0;
    let refused = 0;
    for (const a of accounts)
      for (let i = 1; i <= LIMITS.eigenaarCheckAccount.max; i++) {
        // each from its own network (one network spends at most half of a number's counter, see below)
        const r = await ownerCheck(
          a,
          kvk,
          guess(i + accounts.indexOf(a) * 7),
          'Santina',
          'Kesselman',
          `198.51.${accounts.indexOf(a)}.9`,
        );
        if (r.status === 200) ok++;
        else refused += expectProblem(r, 429).code === 'RATE_LIMITED' ? 1 : 0;
      }
    // four accounts could have guessed 4 × 5 = 20 times; the KvK number allowed its limit
    expect(ok).toBe(LIMITS.eigenaarCheckKvk.max);
    expect(refused).toBe(4 * LIMITS.eigenaarCheckAccount.max - LIMITS.eigenaarCheckKvk.max);

    // concurrent guesses from new accounts cannot slip past the counter either
    const more = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => registerPerson(app.url, `Snel${i}`, 'Gok')));
    const burst = await Promise.all(
      more.map((a, i) => ownerCheck(a, kvk, guess(100 + i), 'Santina', 'Kesselman', `198.51.${10 + i}.9`)),
    );
    expect(burst.every((r) => r.status === 429)).toBe(true);

    // the real owner now gets no registry match: ONBEVESTIGD, and an adviser confirms
    const santina = await verified(await registerPerson(app.url, 'Santina', 'Kesselman'));
    expect((await setProfile(santina, { geboortedatum: '1941-12-27' })).status).toBe(200);
    const linked = await link(santina, kvk);
    expect(linked.body.eigendom).toEqual({ status: 'ONBEVESTIGD' });
    expect(linked.body.eigenaarCheck.uitkomst).toBe('NIET_BESCHIKBAAR');
    const decided = await call(app.url, 'POST', `/adviseur/companies/${linked.body.id}/eigendom`, {
      token: adviser.token,
      json: { besluit: 'BEVESTIGD', toelichting: 'KvK-uittreksel en paspoort gecontroleerd in de afspraak.' },
    });
    expect(decided.body.eigendom).toMatchObject({ status: 'BEVESTIGD', methode: 'ADVISEUR' });
    // the counters live in PostgreSQL (shared by every instance)
    const buckets = await app.db.rateLimitBucket.findMany({
      where: { sleutel: bucketKey('eigenaarCheckKvk', kvk) },
    });
    expect(buckets).toEqual([expect.objectContaining({ aantal: LIMITS.eigenaarCheckKvk.max })]);
  }, 60_000);

  it('throw-away accounts from one network cannot spend a KvK number: the real owner elsewhere is still confirmed', async () => {
    const kvk = '90001745'; // Global Bigdofind: Bert Bigdo, born 1970-02-11
    const throwAway = await Promise.all([1, 2, 3].map((i) => registerPerson(app.url, `Weg${i}`, 'Werp')));
    const statuses: number[] = [];
    for (const a of throwAway)
      for (let i = 1; i <= LIMITS.eigenaarCheckAccount.max; i++)
        statuses.push((await ownerCheck(a, kvk, `1970-03-${10 + i}`, 'Bert', 'Bigdo', `203.0.113.${10 + i}`)).status);
    // one /24 network: 5 failures of this number, then 429 whichever account asks
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.eigenaarCheckNetworkKvk.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      3 * LIMITS.eigenaarCheckAccount.max - LIMITS.eigenaarCheckNetworkKvk.max,
    );
    // the owner, from his own network, still gets the registry's answer
    const owner = await registerPerson(app.url, 'Bert', 'Bigdo');
    const mine = await ownerCheck(owner, kvk, '1970-02-11', 'Bert', 'Bigdo', '192.0.2.50');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ isEigenaar: true, uitkomst: 'EIGENAAR' });
  }, 60_000);

  it('the real owner, with his data set before linking, is confirmed at once', async () => {
    const donald = await registerPerson(app.url, 'Donald', 'Duck');
    expect((await setProfile(donald, { geboortedatum: DONALD.geboortedatum })).status).toBe(200);
    // from his own network (the guessing loop above spent loopback's share of this number)
    const linked = await link(donald, DONALD.kvkNummer, '192.0.2.77');
    expect(linked.status).toBe(201);
    expect(linked.body.eigendom).toMatchObject({ status: 'BEVESTIGD', methode: 'REGISTER' });
    expect((await call(app.url, 'GET', '/ondernemer', { token: donald.token })).body.persoonsgegevensVast).toBe(true);
  });
});

describe("the adviser establishes the applicant's identity", () => {
  it('records who, when and how (audited, no document), corrects fixed data, and refuses wrong callers', async () => {
    const p = await registerPerson(app.url, 'Ida', 'Identiteit');
    await link(p, '90000021');
    expect(expectProblem(await setProfile(p, { geboortedatum: '1980-02-03' }), 409).code).toBe(
      'PERSOONSGEGEVENS_VASTGELEGD',
    );
    const path = `/adviseur/ondernemers/${p.userId}/identiteit`;
    const res = await call(app.url, 'PUT', path, {
      token: adviser.token,
      json: {
        methode: 'VIDEOGESPREK',
        toelichting: 'Paspoort getoond in het videogesprek.',
        correctie: { geboortedatum: '1980-02-03' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ondernemerId: p.userId,
      methode: 'VIDEOGESPREK',
      toelichting: 'Paspoort getoond in het videogesprek.',
      adviseur: { naam: 'Ada Adviseur' },
    });
    expect(Date.parse(res.body.vastgesteldOp)).not.toBeNaN();
    expect((await call(app.url, 'GET', '/ondernemer', { token: p.token })).body.geboortedatum).toBe('1980-02-03');
    const adviserId = (await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } })).id;
    const audit = await app.db.auditLog.findFirstOrThrow({
      where: { actie: 'IDENTITEIT_VASTGESTELD', userId: adviserId },
    });
    expect(audit.details).toMatchObject({
      ondernemerId: p.userId,
      methode: 'VIDEOGESPREK',
      correctie: { geboortedatum: { van: null, naar: '1980-02-03' } },
    });

    expect(
      expectProblem(await call(app.url, 'PUT', path, { token: adviser.token, json: { methode: 'SELFIE' } }), 400).code,
    ).toBe('VALIDATION_FAILED');
    expect(
      expectProblem(
        await call(app.url, 'PUT', '/adviseur/ondernemers/onbekend/identiteit', {
          token: adviser.token,
          json: { methode: 'PERSOONLIJK' },
        }),
        404,
      ).code,
    ).toBe('ONDERNEMER_NOT_FOUND');
    const adviserUser = await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } });
    expectProblem(
      await call(app.url, 'PUT', `/adviseur/ondernemers/${adviserUser.id}/identiteit`, {
        token: adviser.token,
        json: { methode: 'PERSOONLIJK' },
      }),
      404,
    );
    expect(
      expectProblem(await call(app.url, 'PUT', path, { token: p.token, json: { methode: 'PERSOONLIJK' } }), 403).code,
    ).toBe('FORBIDDEN');
    expectProblem(await call(app.url, 'PUT', path, { json: { methode: 'PERSOONLIJK' } }), 401);
  });
});

describe('two accounts claiming one KvK number, and a request per applicant', () => {
  it('shows both claims side by side on the adviser home and on both requests; an entrepreneur sees none', async () => {
    const first = await verified(await registerPerson(app.url, 'Eerste', 'Claimer'));
    const second = await verified(await registerPerson(app.url, 'Tweede', 'Claimer'));
    const c1 = (await link(first, '90003942')).body.id as string;
    const c2 = (await link(second, '90003942')).body.id as string;
    const r1 = (
      await call(app.url, 'POST', '/aanvragen', { token: first.token, json: { companyId: c1, verklaringType: 'IKV' } })
    ).body.id as string;
    const r2 = (
      await call(app.url, 'POST', '/aanvragen', { token: second.token, json: { companyId: c2, verklaringType: 'IKV' } })
    ).body.id as string;

    const home = await call(app.url, 'GET', '/adviseur/dubbele-claims', { token: adviser.token });
    expect(home.status).toBe(200);
    const claim = home.body.find((d: { kvkNummer: string }) => d.kvkNummer === '90003942');
    expect(
      claim.claims.map((c: { companyId: string; ondernemer: { voornaam: string } }) => [
        c.companyId,
        c.ondernemer.voornaam,
      ]),
    ).toEqual([
      [c1, 'Eerste'],
      [c2, 'Tweede'],
    ]);
    expect(claim.claims[0]).toMatchObject({
      eigendom: { status: 'ONBEVESTIGD' },
      aanvragen: [{ id: r1, verklaringType: 'IKV', status: 'INGEDIEND' }],
    });
    // a number claimed by one account only is not listed
    expect(home.body.some((d: { kvkNummer: string }) => d.kvkNummer === '90000021')).toBe(false);

    for (const id of [r1, r2]) {
      const view = (await call(app.url, 'GET', `/adviseur/aanvragen/${id}`, { token: adviser.token })).body;
      expect(view.dubbeleClaim.claims.map((c: { companyId: string }) => c.companyId)).toEqual([c1, c2]);
      expect(view.identiteit).toBeNull();
    }
    const own = (await call(app.url, 'GET', `/aanvragen/${r1}`, { token: first.token })).body;
    expect(own.dubbeleClaim).toBeNull();
    expect(own.identiteit).toBeNull();
    expectProblem(await call(app.url, 'GET', '/adviseur/dubbele-claims', { token: first.token }), 403);
  });

  it("a partner and the owner each have an open IKV request for one company; the adviser's list names each applicant", async () => {
    const owner = await verified(await registerPerson(app.url, 'Olaf', 'Eigenaar'));
    const partner = await verified(await registerPerson(app.url, 'Pien', 'Vennoot'));
    const companyId = (await link(owner, '69599076')).body.id as string;
    expect(
      (
        await call(app.url, 'POST', `/companies/${companyId}/partners/invite`, {
          token: owner.token,
          json: { email: partner.email, aandeelPercentage: 50 },
        })
      ).status,
    ).toBe(201);
    const [note] = (await call(app.url, 'GET', '/notifications', { token: partner.token })).body as { id: string }[];
    expect((await call(app.url, 'POST', `/notifications/${note!.id}/accept`, { token: partner.token })).status).toBe(
      200,
    );

    const create = (p: Person) =>
      call(app.url, 'POST', '/aanvragen', { token: p.token, json: { companyId, verklaringType: 'IKV' } });
    const fromPartner = await create(partner);
    expect(fromPartner.status).toBe(201);
    const fromOwner = await create(owner);
    expect(fromOwner.status).toBe(201);
    expect(expectProblem(await create(partner), 409).code).toBe('AANVRAAG_ALREADY_OPEN');
    expect(expectProblem(await create(owner), 409).code).toBe('AANVRAAG_ALREADY_OPEN');
    expect(await app.db.aanvraag.count({ where: { companyId, verklaringType: 'IKV', status: 'INGEDIEND' } })).toBe(2);

    const list = await call(app.url, 'GET', `/adviseur/aanvragen?q=69599076`, { token: adviser.token });
    const rows = (list.body.items as { id: string; ondernemerNaam: string }[]).filter((r) =>
      [fromPartner.body.id, fromOwner.body.id].includes(r.id),
    );
    expect(rows.map((r) => r.ondernemerNaam).sort()).toEqual(['Olaf Eigenaar', 'Pien Vennoot']);
    // each applicant's request carries his own share
    const partnerView = (
      await call(app.url, 'GET', `/adviseur/aanvragen/${fromPartner.body.id}`, { token: adviser.token })
    ).body;
    expect(partnerView.ondernemer.id).toBe(partner.userId);
    expect(partnerView.bedrijf.aandeelPercentage).toBe(50);
  });
});
