// Accounts and security over REST, with mail read from a real SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, PASSWORD, uniqueEmail } from './api-client.ts';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { referenceTotp } from './totp-reference.ts';
import { resetConfigForTests } from '../src/infra/config.ts';
import { bucketKey } from '../src/modules/rate-limit/bucket-key.ts';

let app: TestApp;
let smtp: SmtpTestServer;
/** the app's clock: real time plus an offset the tests move forward */
const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  app = await startTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function register(email = uniqueEmail(), voornaam = 'Test') {
  const res = await call(app.url, 'POST', '/auth/register', {
    json: { email, wachtwoord: PASSWORD, voornaam, achternaam: 'Gebruiker' },
  });
  expect(res.status).toBe(201);
  return { email, userId: res.body.id as string };
}
async function login(email: string, wachtwoord = PASSWORD) {
  const res = await call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord } });
  expect(res.status).toBe(200);
  return res.body as { accessToken: string; refreshToken: string; twoFactorRequired?: true; twoFactorToken?: string };
}
const tokenFromLink = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const sixDigits = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('registration and e-mail verification', () => {
  it('sends a Dutch verification mail with a plain-text link; the link verifies once', async () => {
    const { email } = await register();
    const mail = await smtp.waitFor(email, /Bevestig uw e-mailadres/);
    expect(mail.text).toContain('Beste Test');
    expect(mail.text).toContain('/email-bevestigen?token=');
    const token = tokenFromLink(mail.text);
    const { accessToken } = await login(email);
    expect((await call(app.url, 'GET', '/ondernemer', { token: accessToken })).body.emailGeverifieerd).toBe(false);

    const ok = await call(app.url, 'POST', '/auth/verify-email', { json: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ emailGeverifieerd: true });
    expect((await call(app.url, 'GET', '/ondernemer', { token: accessToken })).body.emailGeverifieerd).toBe(true);
    expect(expectProblem(await call(app.url, 'POST', '/auth/verify-email', { json: { token } }), 400).code).toBe(
      'INVALID_CODE',
    );
    expect(await app.db.auditLog.count({ where: { actie: 'EMAIL_BEVESTIGD', user: { email } } })).toBe(1);
  });

  it('mails in English when the user registers in English', async () => {
    const email = uniqueEmail('engels');
    const res = await call(app.url, 'POST', '/auth/register', {
      json: { email, wachtwoord: PASSWORD, voornaam: 'Emma', achternaam: 'English', taal: 'EN' },
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor(email, /Confirm your e-mail address/);
    expect(mail.text).toContain('Hello Emma');
  });

  it('a link older than 24 hours no longer works', async () => {
    const { email } = await register();
    const token = tokenFromLink((await smtp.waitFor(email)).text);
    clock.offset = 24 * 3600_000 + 1000;
    try {
      expectProblem(await call(app.url, 'POST', '/auth/verify-email', { json: { token } }), 400);
    } finally {
      clock.offset = 0;
    }
  });

  it('POST /auth/verification answers the same for known and unknown addresses; only the known one gets mail', async () => {
    const { email } = await register();
    await smtp.waitFor(email);
    const unknown = uniqueEmail('onbekend');
    const before = smtp.messages.length;
    const a = await call(app.url, 'POST', '/auth/verification', {
      json: { email, doel: 'EMAIL_VERIFICATIE', actie: 'AANVRAGEN' },
    });
    const b = await call(app.url, 'POST', '/auth/verification', {
      json: { email: unknown, doel: 'EMAIL_VERIFICATIE', actie: 'AANVRAGEN' },
    });
    const c = await call(app.url, 'POST', '/auth/verification', {
      json: { email: unknown, doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' },
    });
    expect([a.status, b.status, c.status]).toEqual([202, 202, 202]);
    expect(a.body).toEqual(b.body);
    expect(b.body).toEqual(c.body);
    const again = await smtp.waitFor(email, /Bevestig/, { after: before });
    // the new link works, the old one was retired
    expect(
      (await call(app.url, 'POST', '/auth/verify-email', { json: { token: tokenFromLink(again.text) } })).status,
    ).toBe(200);
    // the marker: the queued requests of the unknown address have been handled (claimed and deleted in
    // the transaction that would have queued its mail); only then is "no mail" an answer
    await expect.poll(() => app.db.codeRequest.count({ where: { email: unknown } }), { timeout: 15_000 }).toBe(0);
    expect(await app.db.outgoingMail.count({ where: { aan: unknown } })).toBe(0);
    expect(smtp.messages.slice(before).some((m) => m.to.includes(unknown))).toBe(false);
  });
});

describe('password reset', () => {
  it('six-digit code by mail: validate, reset, all sessions end, single use', async () => {
    const { email } = await register();
    const session = await login(email);
    const before = smtp.messages.length;
    await call(app.url, 'POST', '/auth/verification', {
      json: { email, doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' },
    });
    const mail = await smtp.waitFor(email, /herstellen/, { after: before });
    const code = sixDigits(mail.subject);
    expect(mail.text).toContain(code);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await call(app.url, 'POST', '/auth/verification', {
          json: { email, doel: 'WACHTWOORD_RESET', actie: 'VALIDEREN', code: wrong },
        })
      ).body,
    ).toEqual({ geldig: false });
    expect(
      (
        await call(app.url, 'POST', '/auth/verification', {
          json: { email, doel: 'WACHTWOORD_RESET', actie: 'VALIDEREN', code },
        })
      ).body,
    ).toEqual({ geldig: true });

    const nieuw = 'een-heel-nieuw-wachtwoord';
    expect(
      expectProblem(
        await call(app.url, 'POST', '/auth/password-reset', { json: { email, code: wrong, nieuwWachtwoord: nieuw } }),
        400,
      ).code,
    ).toBe('INVALID_CODE');
    const reset = await call(app.url, 'POST', '/auth/password-reset', {
      json: { email, code, nieuwWachtwoord: nieuw },
    });
    expect(reset.status).toBe(204);
    // every session is over: the refresh token and (stricter than the token's expiry) the access token
    expectProblem(await call(app.url, 'POST', '/auth/refresh', { json: { refreshToken: session.refreshToken } }), 401);
    expectProblem(await call(app.url, 'GET', '/ondernemer', { token: session.accessToken }), 401);
    expectProblem(await call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord: PASSWORD } }), 401);
    await login(email, nieuw);
    expectProblem(
      await call(app.url, 'POST', '/auth/password-reset', {
        json: { email, code, nieuwWachtwoord: 'nog-een-ander-wachtwoord' },
      }),
      400,
    );
    expect(await app.db.auditLog.count({ where: { actie: 'WACHTWOORD_RESET', user: { email } } })).toBe(1);
  });

  it('a code dies after 5 wrong attempts and after 15 minutes', async () => {
    const { email } = await register();
    let before = smtp.messages.length;
    await call(app.url, 'POST', '/auth/verification', {
      json: { email, doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' },
    });
    const code = sixDigits((await smtp.waitFor(email, /herstellen/, { after: before })).subject);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expectProblem(
        await call(app.url, 'POST', '/auth/password-reset', {
          json: { email, code: wrong, nieuwWachtwoord: 'een-heel-nieuw-wachtwoord' },
        }),
        400,
      );
    }
    expectProblem(
      await call(app.url, 'POST', '/auth/password-reset', {
        json: { email, code, nieuwWachtwoord: 'een-heel-nieuw-wachtwoord' },
      }),
      400,
    );

    before = smtp.messages.length;
    await call(app.url, 'POST', '/auth/verification', {
      json: { email, doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' },
    });
    const code2 = sixDigits((await smtp.waitFor(email, /herstellen/, { after: before })).subject);
    clock.offset = 15 * 60_000 + 1000;
    try {
      expectProblem(
        await call(app.url, 'POST', '/auth/password-reset', {
          json: { email, code: code2, nieuwWachtwoord: 'een-heel-nieuw-wachtwoord' },
        }),
        400,
      );
    } finally {
      clock.offset = 0;
    }
  });
});

describe('refresh tokens', () => {
  it('rotate; presenting a rotated token revokes the whole family', async () => {
    const { email } = await register();
    const first = await login(email);
    const second = await call(app.url, 'POST', '/auth/refresh', { json: { refreshToken: first.refreshToken } });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect((await call(app.url, 'GET', '/ondernemer', { token: second.body.accessToken })).status).toBe(200);
    // reuse of the old one: refused, and the new one dies with it
    expectProblem(await call(app.url, 'POST', '/auth/refresh', { json: { refreshToken: first.refreshToken } }), 401);
    expectProblem(
      await call(app.url, 'POST', '/auth/refresh', { json: { refreshToken: second.body.refreshToken } }),
      401,
    );
    expect(await app.db.auditLog.count({ where: { actie: 'REFRESH_TOKEN_HERGEBRUIKT', user: { email } } })).toBe(1);
  });

  it('logout ends its own access token at once, here and on another instance (its own LISTEN), other sessions live on', async () => {
    const { email } = await register();
    const a = await login(email);
    const other = await login(email);
    // another instance: its own hub on the same database, loaded before the logout
    const { LiveHub } = await import('../src/modules/live/live-hub.ts');
    const second = new LiveHub({ url: app.databaseUrl, backoff: { min: 50, max: 500 }, log: () => undefined });
    try {
      expect(await second.revocationsReady(5_000)).toBe(true);
      const sid = JSON.parse(Buffer.from(a.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
      expect(typeof sid).toBe('string');
      expect((await call(app.url, 'GET', '/ondernemer', { token: a.accessToken })).status).toBe(200);
      expect(
        (await call(app.url, 'POST', '/auth/logout', { token: a.accessToken, json: { refreshToken: a.refreshToken } }))
          .status,
      ).toBe(204);
      expect(expectProblem(await call(app.url, 'GET', '/ondernemer', { token: a.accessToken }), 401).code).toBe(
        'UNAUTHENTICATED',
      );
      await expect.poll(() => second.revokedSessions.isRevoked(sid, Date.now()), { timeout: 10_000 }).toBe(true);
      // the other login of the same account is untouched
      expect((await call(app.url, 'GET', '/ondernemer', { token: other.accessToken })).status).toBe(200);
      expect(await app.db.revokedSession.count({ where: { sid } })).toBe(1);
    } finally {
      await second.close();
    }
    // a third instance that starts after the logout learns it from the table
    const late = new LiveHub({ url: app.databaseUrl, log: () => undefined });
    try {
      expect(await late.revocationsReady(5_000)).toBe(true);
      expect(late.revokedSessions.size).toBeGreaterThanOrEqual(1);
    } finally {
      await late.close();
    }
  });

  it('logout revokes; a refresh after a password change fails', async () => {
    const { email } = await register();
    const a = await login(email);
    expectProblem(await call(app.url, 'POST', '/auth/logout', { json: { refreshToken: a.refreshToken } }), 401);
    expect(
      (await call(app.url, 'POST', '/auth/logout', { token: a.accessToken, json: { refreshToken: a.refreshToken } }))
        .status,
    ).toBe(204);
    expectProblem(await call(app.url, 'POST', '/auth/refresh', { json: { refreshToken: a.refreshToken } }), 401);

    const b = await login(email);
    const changed = await call(app.url, 'PUT', '/ondernemer/password', {
      token: b.accessToken,
      json: { huidigWachtwoord: PASSWORD, nieuwWachtwoord: 'gewijzigd-wachtwoord-2026' },
    });
    expect(changed.status).toBe(204);
    expectProblem(await call(app.url, 'POST', '/auth/refresh', { json: { refreshToken: b.refreshToken } }), 401);
    expect(await app.db.auditLog.count({ where: { actie: 'WACHTWOORD_GEWIJZIGD', user: { email } } })).toBe(1);
  });

  it('sign out everywhere (POST /auth/logout-all) ends every session of the account, the calling one too, and no one else’s', async () => {
    const { email } = await register();
    const [a, b] = [await login(email), await login(email)];
    const other = await login((await register()).email);
    expectProblem(await call(app.url, 'POST', '/auth/logout-all', {}), 401);
    expect((await call(app.url, 'POST', '/auth/logout-all', { token: a.accessToken })).status).toBe(204);
    for (const t of [a, b]) {
      expectProblem(await call(app.url, 'GET', '/ondernemer', { token: t.accessToken }), 401);
      expectProblem(await call(app.url, 'POST', '/auth/refresh', { json: { refreshToken: t.refreshToken } }), 401);
    }
    // a web session carries the session version: the old one is no longer current
    expect((await app.db.user.findUniqueOrThrow({ where: { email } })).sessieVersie).toBe(1);
    expect((await call(app.url, 'GET', '/ondernemer', { token: other.accessToken })).status).toBe(200);
    expect((await call(app.url, 'GET', '/ondernemer', { token: (await login(email)).accessToken })).status).toBe(200);
    expect(await app.db.auditLog.count({ where: { actie: 'OVERAL_UITGELOGD', user: { email } } })).toBe(1);
  });
});

describe('two-factor authentication', () => {
  it('setup → enable → login with code, replay refused, recovery code once, regenerate, disable', async () => {
    const { email } = await register();
    const { accessToken } = await login(email);
    const setup = await call(app.url, 'POST', '/auth/2fa/setup', { token: accessToken, json: {} });
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const secret: string = setup.body.secret;
    const stored = await app.db.user.findUniqueOrThrow({ where: { email } });
    expect(stored.twoFactorSecretEnc).toBeTruthy();
    expect(stored.twoFactorSecretEnc).not.toContain(secret);

    const code = () => referenceTotp(secret, clock.now());
    const step = () => (clock.offset += 30_000);
    const first = code();
    expect(
      (await call(app.url, 'POST', '/auth/2fa/verify', { token: accessToken, json: { code: first } })).body,
    ).toEqual({ geldig: true });
    // the same code again is refused (used once), also for enable
    expect(
      (await call(app.url, 'POST', '/auth/2fa/verify', { token: accessToken, json: { code: first } })).body,
    ).toEqual({ geldig: false });
    expectProblem(await call(app.url, 'POST', '/auth/2fa/enable', { token: accessToken, json: { code: first } }), 400);
    step();
    const enabled = await call(app.url, 'POST', '/auth/2fa/enable', { token: accessToken, json: { code: code() } });
    expect(enabled.status).toBe(200);
    const recovery: string[] = enabled.body.recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await call(app.url, 'GET', '/auth/2fa/status', { token: accessToken })).body).toEqual({
      enabled: true,
      recoveryCodesRemaining: 10,
    });
    expectProblem(await call(app.url, 'POST', '/auth/2fa/setup', { token: accessToken, json: {} }), 409);

    // login now asks for the second factor
    const challenge = await login(email);
    expect(challenge).toEqual({ twoFactorRequired: true, twoFactorToken: expect.any(String) });
    expect((challenge as { accessToken?: string }).accessToken).toBeUndefined();
    step();
    const used = code();
    const withCode = await call(app.url, 'POST', '/auth/2fa/login', {
      json: { twoFactorToken: challenge.twoFactorToken, code: used },
    });
    expect(withCode.status).toBe(200);
    expect(withCode.body.accessToken).toBeTruthy();
    // replay of the same code in a new login: refused
    const challenge2 = await login(email);
    expect(
      expectProblem(
        await call(app.url, 'POST', '/auth/2fa/login', {
          json: { twoFactorToken: challenge2.twoFactorToken, code: used },
        }),
        401,
      ).code,
    ).toBe('TWO_FACTOR_CODE_INVALID');

    const viaRecovery = await call(app.url, 'POST', '/auth/2fa/login/recovery', {
      json: { twoFactorToken: challenge2.twoFactorToken, recoveryCode: recovery[0]!.toUpperCase() },
    });
    expect(viaRecovery.status).toBe(200);
    const challenge3 = await login(email);
    expectProblem(
      await call(app.url, 'POST', '/auth/2fa/login/recovery', {
        json: { twoFactorToken: challenge3.twoFactorToken, recoveryCode: recovery[0] },
      }),
      401,
    );
    expect((await call(app.url, 'GET', '/auth/2fa/status', { token: accessToken })).body).toEqual({
      enabled: true,
      recoveryCodesRemaining: 9,
    });

    step();
    const regenerated = await call(app.url, 'POST', '/auth/2fa/recovery-codes', {
      token: accessToken,
      json: { code: code() },
    });
    expect(regenerated.body.recoveryCodes).toHaveLength(10);
    expectProblem(
      await call(app.url, 'POST', '/auth/2fa/login/recovery', {
        json: { twoFactorToken: challenge3.twoFactorToken, recoveryCode: recovery[1] },
      }),
      401,
    );

    step();
    expectProblem(
      await call(app.url, 'POST', '/auth/2fa/disable', {
        token: accessToken,
        json: { wachtwoord: 'niet-mijn-wachtwoord', code: code() },
      }),
      401,
    );
    expect(
      (
        await call(app.url, 'POST', '/auth/2fa/disable', {
          token: accessToken,
          json: { wachtwoord: PASSWORD, code: code() },
        })
      ).status,
    ).toBe(204);
    expect((await call(app.url, 'GET', '/auth/2fa/status', { token: accessToken })).body).toEqual({
      enabled: false,
      recoveryCodesRemaining: 0,
    });
    expect((await login(email)).accessToken).toBeTruthy();
    expect(await app.db.auditLog.count({ where: { actie: { in: ['2FA_AAN', '2FA_UIT'] }, user: { email } } })).toBe(2);
    clock.offset = 0;
  });
});

describe('client address: X-Forwarded-For only from TRUSTED_PROXIES', () => {
  it('an app that trusts no proxy ignores the header: rotating X-Forwarded-For does not dodge the per-address limit', async () => {
    const direct = await startTestApp({ clock, trustedProxies: '' });
    try {
      const attempt = (i: number) =>
        fetch(`${direct.url}/api/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.18.${i}.1`,
            'x-ikv-client-address': `198.19.${i}.1`,
          },
          body: JSON.stringify({ email: uniqueEmail(`spoof${i}`), wachtwoord: 'geraden-wachtwoord' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await attempt(i)).status);
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
      // the audit log holds the socket's address, not the claimed ones
      const ips = await direct.db.auditLog.findMany({
        where: { actie: 'LOGIN_MISLUKT' },
        select: { ip: true },
        distinct: ['ip'],
      });
      expect(ips.map((r) => r.ip)).toEqual([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]);
    } finally {
      await direct.close();
    }
  });
});

describe('rate limits', () => {
  it('brute force of the password: 429 with Retry-After after 5 failures, even for the right password', async () => {
    const { email } = await register();
    for (let i = 0; i < 5; i++)
      expectProblem(
        await call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord: `fout-wachtwoord-${i}` } }),
        401,
      );
    const blocked = await call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord: PASSWORD } });
    expect(expectProblem(blocked, 429).code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await app.db.rateLimitBucket.count({ where: { sleutel: { startsWith: 'loginAccount:' } } })).toBeGreaterThan(
      0,
    );
  });

  it('per address: 40 failed logins for 40 different accounts from one address (through a trusted proxy) → 429 from the 31st, for that address only', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    const attempt = (email: string, headers: Record<string, string>) =>
      fetch(`${app.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, wachtwoord: 'geraden-wachtwoord' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await attempt(uniqueEmail(`ip${i}`), ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    const blocked = await attempt(uniqueEmail('ip-next'), ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(uniqueEmail('elders'), { 'x-forwarded-for': '198.51.100.9' })).status).toBe(401);
  });

  it('registration per address: 40 registrations of a taken address from one address meet a 429, for that address only', async () => {
    const { email } = await register();
    const ip = { 'x-forwarded-for': '203.0.113.44' };
    const attempt = (address: string, headers: Record<string, string>) =>
      fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: address, wachtwoord: PASSWORD, voornaam: 'Piet', achternaam: 'Probeer' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await attempt(email, ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 409)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // past the limit a free address waits too (else a 201 would tell it apart), with Retry-After
    const blocked = await attempt(uniqueEmail('vrij'), ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not affected
    expect((await attempt(email, { 'x-forwarded-for': '198.51.100.44' })).status).toBe(409);
    expect((await attempt(uniqueEmail('elders'), { 'x-forwarded-for': '198.51.100.44' })).status).toBe(201);
  });

  it('brute force of the second factor: 429', async () => {
    const { email } = await register();
    const { accessToken } = await login(email);
    const setup = await call(app.url, 'POST', '/auth/2fa/setup', { token: accessToken, json: {} });
    await call(app.url, 'POST', '/auth/2fa/enable', {
      token: accessToken,
      json: { code: referenceTotp(setup.body.secret, clock.now()) },
    });
    const challenge = await login(email);
    let last;
    for (let i = 0; i < 6; i++) {
      last = await call(app.url, 'POST', '/auth/2fa/login', {
        json: { twoFactorToken: challenge.twoFactorToken, code: String(100000 + i) },
      });
    }
    expectProblem(last!, 429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('parallel bursts of guesses: each is counted before it is checked', () => {
  /** 40 requests at once, each from its own client address (so only the account's limit binds) */
  const burst = <T>(net: number, send: (headers: Record<string, string>, i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: 40 }, (_, i) => send({ 'x-forwarded-for': `198.18.${net}.${i + 1}` }, i)));
  const tally = (answers: { status: number }[]) => {
    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };
  /** six-digit codes that are none of the codes the app accepts now (±1 step) */
  const wrongCodes = (secret: string) => {
    const valid = [-30_000, 0, 30_000].map((d) => referenceTotp(secret, new Date(clock.now().getTime() + d)));
    return Array.from({ length: 50 }, (_, i) => String(100000 + i)).filter((c) => !valid.includes(c));
  };
  async function withTwoFactor() {
    const { email } = await register();
    const { accessToken } = await login(email);
    const setup = await call(app.url, 'POST', '/auth/2fa/setup', { token: accessToken, json: {} });
    const secret: string = setup.body.secret;
    return { email, accessToken, secret };
  }

  it('40 wrong passwords for one account (limit 5): exactly 5 × 401, 35 × 429', async () => {
    const { email } = await register();
    const answers = await burst(1, (headers, i) =>
      call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord: `fout-wachtwoord-${i}` }, headers }),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 35 });
    const bucket = await app.db.rateLimitBucket.findUnique({ where: { sleutel: bucketKey('loginAccount', email) } });
    expect(bucket?.aantal).toBe(5);
  });

  it('a right password gives its place back: 31 logins from one address (30 failures allowed) all succeed', async () => {
    const { email } = await register();
    const headers = { 'x-forwarded-for': '198.18.9.1' };
    for (let i = 0; i < 31; i++) {
      const res = await call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord: PASSWORD }, headers });
      expect(res.status).toBe(200);
    }
    const bucket = await app.db.rateLimitBucket.findUnique({ where: { sleutel: bucketKey('loginIp', '198.18.9.1') } });
    expect(bucket?.aantal ?? 0).toBe(0);
  });

  it('40 wrong second-factor codes at login (limit 5): exactly 5 × 401, 35 × 429', async () => {
    const { email, accessToken, secret } = await withTwoFactor();
    const enabled = await call(app.url, 'POST', '/auth/2fa/enable', {
      token: accessToken,
      json: { code: referenceTotp(secret, clock.now()) },
    });
    expect(enabled.status).toBe(200);
    const { twoFactorToken } = await login(email);
    const codes = wrongCodes(secret);
    const answers = await burst(2, (headers, i) =>
      call(app.url, 'POST', '/auth/2fa/login', { json: { twoFactorToken, code: codes[i] }, headers }),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 35 });
  });

  it('40 wrong codes while setting up 2FA (limit 5): exactly 5 × "geldig: false", 35 × 429', async () => {
    const { accessToken, secret } = await withTwoFactor();
    const codes = wrongCodes(secret);
    const answers = await burst(3, (headers, i) =>
      call(app.url, 'POST', '/auth/2fa/verify', { token: accessToken, json: { code: codes[i] }, headers }),
    );
    expect(tally(answers)).toEqual({ 200: 5, 429: 35 });
    for (const r of answers) if (r.status === 200) expect(r.body).toEqual({ geldig: false });
  });

  it('40 wrong reset codes for one address (limit 10): exactly 10 × 400, 30 × 429', async () => {
    const { email } = await register();
    const before = smtp.messages.length;
    await call(app.url, 'POST', '/auth/verification', {
      json: { email, doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' },
    });
    const code = sixDigits((await smtp.waitFor(email, /herstellen/, { after: before })).subject);
    const answers = await burst(4, (headers, i) =>
      call(app.url, 'POST', '/auth/password-reset', {
        json: {
          email,
          code: String(100000 + i) === code ? '999999' : String(100000 + i),
          nieuwWachtwoord: 'een-heel-nieuw-wachtwoord',
        },
        headers,
      }),
    );
    expect(tally(answers)).toEqual({ 400: 10, 429: 30 });
  });

  it('40 wrong current passwords on a password change (limit 5): exactly 5 × 401, 35 × 429', async () => {
    const { email } = await register();
    const { accessToken } = await login(email);
    const answers = await burst(5, (headers, i) =>
      call(app.url, 'PUT', '/ondernemer/password', {
        token: accessToken,
        json: { huidigWachtwoord: `fout-wachtwoord-${i}`, nieuwWachtwoord: 'een-heel-nieuw-wachtwoord' },
        headers,
      }),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 35 });
  });

  it('40 wrong codes for an e-mail change (limit 10): exactly 10 × 400, 30 × 429', async () => {
    const { email } = await register();
    const { accessToken } = await login(email);
    const nieuw = uniqueEmail('nieuw');
    await call(app.url, 'POST', '/ondernemer/email-verification', { token: accessToken, json: { nieuwEmail: nieuw } });
    const code = sixDigits((await smtp.waitFor(nieuw)).subject);
    const answers = await burst(6, (headers, i) =>
      call(app.url, 'POST', '/ondernemer/email-verification/verify', {
        token: accessToken,
        json: { code: String(100000 + i) === code ? '999999' : String(100000 + i) },
        headers,
      }),
    );
    expect(tally(answers)).toEqual({ 400: 10, 429: 30 });
  });

  it('120 wrong verification links from one address (limit 100): exactly 100 × 400, 20 × 429', async () => {
    const headers = { 'x-forwarded-for': '198.18.7.1' };
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        call(app.url, 'POST', '/auth/verify-email', { json: { token: `geen-geldige-link-${i}` }, headers }),
      ),
    );
    expect(tally(answers)).toEqual({ 400: 100, 429: 20 });
  });
});

describe('malformed input never gives a 500', () => {
  it.each([
    ['POST', '/auth/verify-email', false],
    ['POST', '/auth/verification', false],
    ['POST', '/auth/password-reset', false],
    ['POST', '/auth/2fa/login', false],
    ['POST', '/auth/2fa/login/recovery', false],
    ['POST', '/auth/refresh', false],
    ['POST', '/auth/logout', true],
    ['POST', '/auth/2fa/verify', true],
    ['POST', '/auth/2fa/enable', true],
    ['POST', '/auth/2fa/disable', true],
    ['POST', '/auth/2fa/recovery-codes', true],
    ['PUT', '/ondernemer', true],
    ['PUT', '/ondernemer/password', true],
    ['POST', '/ondernemer/email-verification', true],
    ['POST', '/ondernemer/email-verification/verify', true],
  ] as const)('%s %s: 400 problem+json for bad bodies', async (method, path, auth) => {
    const token = auth ? (await login((await register()).email)).accessToken : undefined;
    expectProblem(
      await call(app.url, method, path, { token, rawBody: '{"kapot', contentType: 'application/json' }),
      400,
    );
    expectProblem(await call(app.url, method, path, { token, json: [1, 2] }), 400);
    expectProblem(
      await call(app.url, method, path, {
        token,
        json: { code: 12, token: 5, email: 'x', refreshToken: 1, wachtwoord: 3, voornaam: '', onbekend: true },
      }),
      400,
    );
  });

  it('a POST without any body is the empty object: 200 for 2FA setup, 400 (not 415) where fields are required', async () => {
    const { accessToken } = await login((await register()).email);
    expect((await call(app.url, 'POST', '/auth/2fa/setup', { token: accessToken })).status).toBe(200);
    expect(expectProblem(await call(app.url, 'POST', '/auth/refresh'), 400).errors?.[0]?.path).toBe('refreshToken');
  });

  it('DELETE /ondernemer without a password: 400', async () => {
    const { accessToken } = await login((await register()).email);
    expectProblem(await call(app.url, 'DELETE', '/ondernemer', { token: accessToken, json: {} }), 400);
  });
});

describe('entrepreneur profile', () => {
  it('get and update; advisers get 403; no token 401', async () => {
    const { email } = await register(uniqueEmail(), 'Piet');
    const { accessToken } = await login(email);
    const me = await call(app.url, 'GET', '/ondernemer', { token: accessToken });
    expect(Object.keys(me.body).sort()).toEqual([
      'aangemaaktOp',
      'achternaam',
      'email',
      'emailGeverifieerd',
      'geboortedatum',
      'id',
      'persoonsgegevensVast',
      'taal',
      'telefoonnummer',
      'twoFactorEnabled',
      'voornaam',
    ]);
    const updated = await call(app.url, 'PUT', '/ondernemer', {
      token: accessToken,
      json: { voornaam: 'Pieter', telefoonnummer: '+31 6 12345678', geboortedatum: '1980-05-17', taal: 'EN' },
    });
    expect(updated.body).toMatchObject({
      voornaam: 'Pieter',
      achternaam: 'Gebruiker',
      telefoonnummer: '+31 6 12345678',
      geboortedatum: '1980-05-17',
      taal: 'EN',
    });
    expectProblem(await call(app.url, 'GET', '/ondernemer'), 401);
    const adviser = await createAdviserAndLogin(app.url, app.db);
    expectProblem(await call(app.url, 'GET', '/ondernemer', { token: adviser.token }), 403);
    expectProblem(
      await call(app.url, 'PUT', '/ondernemer/password', {
        token: adviser.token,
        json: { huidigWachtwoord: PASSWORD, nieuwWachtwoord: 'iets-anders-nog-langer' },
      }),
      403,
    );
    // English mails once the user chose English
    const before = smtp.messages.length;
    await call(app.url, 'POST', '/auth/verification', {
      json: { email, doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' },
    });
    expect((await smtp.waitFor(email, /reset your password/, { after: before })).text).toContain('Hello Pieter');
  });

  it('change e-mail: code to the new address, then the address changes', async () => {
    const { email } = await register();
    const { accessToken } = await login(email);
    const other = await register();
    expectProblem(
      await call(app.url, 'POST', '/ondernemer/email-verification', {
        token: accessToken,
        json: { nieuwEmail: other.email },
      }),
      409,
    );
    const nieuw = uniqueEmail('nieuw');
    const req = await call(app.url, 'POST', '/ondernemer/email-verification', {
      token: accessToken,
      json: { nieuwEmail: nieuw },
    });
    expect(req.status).toBe(200);
    expect(req.body.verlooptOp).toBeTruthy();
    const code = sixDigits((await smtp.waitFor(nieuw)).subject);
    expectProblem(
      await call(app.url, 'POST', '/ondernemer/email-verification/verify', {
        token: accessToken,
        json: { code: code === '000000' ? '111111' : '000000' },
      }),
      400,
    );
    const done = await call(app.url, 'POST', '/ondernemer/email-verification/verify', {
      token: accessToken,
      json: { code },
    });
    expect(done.body).toMatchObject({ email: nieuw, emailGeverifieerd: true });
    await smtp.waitFor(email, /gewijzigd/);
    await login(nieuw);
  });

  it('export holds the profile and the companies; delete leaves the company to the partner and erases the person', async () => {
    const owner = await register(uniqueEmail('eigenaar'), 'Olga');
    const partner = await register(uniqueEmail('partner'), 'Paul');
    const { accessToken } = await login(owner.email);
    const company = await call(app.url, 'POST', '/companies', { token: accessToken, json: { kvkNummer: '69599084' } });
    expect(company.status).toBe(201);
    const companyId: string = company.body.id;
    await app.db.companyMember.update({
      where: { companyId_userId: { companyId, userId: owner.userId } },
      data: { aandeelPercentage: 60 },
    });
    await app.db.companyMember.create({
      data: { companyId, userId: partner.userId, rol: 'PARTNER', aandeelPercentage: 40 },
    });

    const exported = await call(app.url, 'GET', '/ondernemer/export', { token: accessToken });
    expect(exported.status).toBe(200);
    expect(exported.body.formaat).toBe('ikv-export/1');
    expect(exported.body.profiel.email).toBe(owner.email);
    expect(exported.body.bedrijven[0].bedrijf.kvkNummer).toBe('69599084');
    expect(JSON.stringify(exported.body)).not.toMatch(/passwordHash|twoFactorSecretEnc|tokenHash/);

    expectProblem(
      await call(app.url, 'DELETE', '/ondernemer', { token: accessToken, json: { wachtwoord: 'niet-het-wachtwoord' } }),
      401,
    );
    expect(
      (await call(app.url, 'DELETE', '/ondernemer', { token: accessToken, json: { wachtwoord: PASSWORD } })).status,
    ).toBe(204);
    expectProblem(await call(app.url, 'GET', '/ondernemer', { token: accessToken }), 401);
    expectProblem(
      await call(app.url, 'POST', '/auth/login', { json: { email: owner.email, wachtwoord: PASSWORD } }),
      401,
    );
    const row = await app.db.user.findUniqueOrThrow({ where: { id: owner.userId } });
    expect(row).toMatchObject({ voornaam: 'Verwijderde', telefoonnummer: null, geboortedatum: null });
    expect(row.email).not.toContain('eigenaar');
    const members = await app.db.companyMember.findMany({ where: { companyId } });
    expect(members).toEqual([expect.objectContaining({ userId: partner.userId, rol: 'EIGENAAR' })]);
    expect(await app.db.auditLog.count({ where: { userId: owner.userId, actie: 'ACCOUNT_VERWIJDERD' } })).toBe(1);
    // the address is free again
    await register(owner.email);
  });
});
