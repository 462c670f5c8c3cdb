import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { call, expectProblem, PASSWORD, registerAndLogin, uniqueEmail } from './api-client.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('POST /auth/register', () => {
  it('creates an entrepreneur: 201 OndernemerBasis, password stored as argon2id', async () => {
    const email = uniqueEmail();
    const res = await call(app.url, 'POST', '/auth/register', {
      json: {
        email: email.toUpperCase(),
        wachtwoord: PASSWORD,
        voornaam: 'Dagobert',
        achternaam: 'Duck',
        geboortedatum: '1947-12-01',
      },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([
      'aangemaaktOp',
      'achternaam',
      'email',
      'emailGeverifieerd',
      'id',
      'rol',
      'voornaam',
    ]);
    expect(res.body).toMatchObject({
      email,
      voornaam: 'Dagobert',
      achternaam: 'Duck',
      rol: 'ONDERNEMER',
      emailGeverifieerd: false,
    });
    const row = await app.db.user.findUniqueOrThrow({ where: { email } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.geboortedatum?.toISOString().slice(0, 10)).toBe('1947-12-01');
  });

  it('refuses a second account with the same address (any case): 409', async () => {
    const email = uniqueEmail();
    await call(app.url, 'POST', '/auth/register', {
      json: { email, wachtwoord: PASSWORD, voornaam: 'A', achternaam: 'B' },
    });
    const again = await call(app.url, 'POST', '/auth/register', {
      json: { email: email.toUpperCase(), wachtwoord: PASSWORD, voornaam: 'A', achternaam: 'B' },
    });
    expect(expectProblem(again, 409).code).toBe('EMAIL_TAKEN');
  });

  it('a burst of 40 parallel registrations of a taken address gets exactly 10 answers before 429', async () => {
    const email = uniqueEmail();
    const first = await call(app.url, 'POST', '/auth/register', {
      json: { email, wachtwoord: PASSWORD, voornaam: 'A', achternaam: 'B' },
      headers: { 'x-forwarded-for': '198.51.100.40' },
    });
    expect(first.status).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(app.url, 'POST', '/auth/register', {
          json: { email, wachtwoord: PASSWORD, voornaam: 'A', achternaam: 'B' },
          headers: { 'x-forwarded-for': '198.51.100.40' },
        }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    for (const r of burst) if (r.status === 409) expect(expectProblem(r, 409).code).toBe('EMAIL_TAKEN');
    // another address is still free to register (its place is given back after success)
    const other = await call(app.url, 'POST', '/auth/register', {
      json: { email: uniqueEmail(), wachtwoord: PASSWORD, voornaam: 'A', achternaam: 'B' },
      headers: { 'x-forwarded-for': '198.51.100.41' },
    });
    expect(other.status).toBe(201);
  });

  it.each([
    ['too short', 'kort1234', 'minstens 10'],
    ['common', 'qwertyuiop', 'veelgebruikte'],
    ['too long', 'x'.repeat(129), 'hoogstens 128'],
  ])('refuses a %s password with a field error', async (_label, wachtwoord, fragment) => {
    const email = uniqueEmail();
    const res = await call(app.url, 'POST', '/auth/register', {
      json: { email, wachtwoord, voornaam: 'A', achternaam: 'B' },
    });
    const problem = expectProblem(res, 400);
    expect(problem.errors?.find((e) => e.path === 'wachtwoord')?.message).toContain(fragment);
    expect(await app.db.user.count({ where: { email } })).toBe(0);
  });

  it('refuses a malformed e-mail address', async () => {
    const res = await call(app.url, 'POST', '/auth/register', {
      json: { email: 'geen-adres', wachtwoord: PASSWORD, voornaam: 'A', achternaam: 'B' },
    });
    expect(expectProblem(res, 400).errors?.map((e) => e.path)).toContain('email');
  });
});

describe('POST /auth/login', () => {
  it('returns an AuthResponse with a JWT that opens protected operations', async () => {
    const email = uniqueEmail();
    await call(app.url, 'POST', '/auth/register', {
      json: { email, wachtwoord: PASSWORD, voornaam: 'Guus', achternaam: 'Geluk' },
    });
    const res = await call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      gebruiker: { email, voornaam: 'Guus', achternaam: 'Geluk', rol: 'ONDERNEMER' },
    });
    expect(res.body.accessToken.split('.')).toHaveLength(3);
    expect(res.body.refreshToken.length).toBeGreaterThan(30);
    const companies = await call(app.url, 'GET', '/companies', { token: res.body.accessToken });
    expect(companies.status).toBe(200);
    expect(companies.body).toEqual([]);
    // the refresh token is stored hashed, never in clear
    const stored = await app.db.refreshToken.findMany({ where: { user: { email } } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(res.body.refreshToken);
  });

  it('answers 401 alike for a wrong password and an unknown address, and audits both', async () => {
    const { email } = await registerAndLogin(app.url);
    const wrong = await call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord: 'niet-het-wachtwoord' } });
    const unknown = await call(app.url, 'POST', '/auth/login', {
      json: { email: uniqueEmail(), wachtwoord: PASSWORD },
    });
    expect(expectProblem(wrong, 401).detail).toBe(expectProblem(unknown, 401).detail);
    expect(await app.db.auditLog.count({ where: { actie: 'LOGIN_MISLUKT' } })).toBeGreaterThanOrEqual(2);
  });
});

describe('bearer tokens', () => {
  it('401 without, with garbage, with a forged signature and with an expired token', async () => {
    const { token, userId } = await registerAndLogin(app.url);
    expectProblem(await call(app.url, 'GET', '/companies'), 401);
    expectProblem(await call(app.url, 'GET', '/companies', { token: 'abc.def.ghi' }), 401);
    const forged = await new SignJWT({ rol: 'ADVISEUR', sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('ikv')
      .setAudience('ikv-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-32-characters!!'));
    expectProblem(await call(app.url, 'GET', '/companies', { token: forged }), 401);
    const expired = await new SignJWT({ rol: 'ONDERNEMER', sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('ikv')
      .setAudience('ikv-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(process.env.JWT_SECRET!));
    expectProblem(await call(app.url, 'GET', '/companies', { token: expired }), 401);
    expect((await call(app.url, 'GET', '/companies', { token })).status).toBe(200);
  });

  it('a token dies when the session version moves on (password change, reset)', async () => {
    const { token, userId } = await registerAndLogin(app.url);
    expect((await call(app.url, 'GET', '/companies', { token })).status).toBe(200);
    // written straight into the table: the instance hears of it through the users trigger's NOTIFY
    // (the app's own changes also drop its cached actor at once), within a second at most
    await app.db.user.update({ where: { id: userId }, data: { sessieVersie: { increment: 1 } } });
    const start = Date.now();
    let status = 0;
    while (
      Date.now() - start < 1_000 &&
      (status = (await call(app.url, 'GET', '/companies', { token })).status) !== 401
    )
      await new Promise((r) => setTimeout(r, 10));
    expect(status).toBe(401);
    expectProblem(await call(app.url, 'GET', '/companies', { token }), 401);
  });
});
