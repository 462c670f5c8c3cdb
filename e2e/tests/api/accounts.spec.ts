// The account operations over REST against the production build, mail from the loopback SMTP server.
import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../../fixtures/api.ts';
import { waitForMail } from '../../fixtures/mail.ts';

test('register → verification mail → verify → refresh rotation → logout', async ({ request }) => {
  const email = uniqueEmail('rest');
  expect(
    (
      await request.post('/api/auth/register', {
        data: { email, wachtwoord: PASSWORD, voornaam: 'Rob', achternaam: 'Rest' },
      })
    ).status(),
  ).toBe(201);
  const mail = await waitForMail(email, /Bevestig uw e-mailadres/);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(await verified.json()).toEqual({ emailGeverifieerd: true });

  const login = await (await request.post('/api/auth/login', { data: { email, wachtwoord: PASSWORD } })).json();
  const me = await request.get('/api/ondernemer', { headers: { authorization: `Bearer ${login.accessToken}` } });
  expect(await me.json()).toMatchObject({ email, emailGeverifieerd: true, twoFactorEnabled: false });
  const rotated = await request.post('/api/auth/refresh', { data: { refreshToken: login.refreshToken } });
  expect(rotated.status()).toBe(200);
  const next = await rotated.json();
  expect(
    (
      await request.post('/api/auth/logout', {
        data: { refreshToken: next.refreshToken },
        headers: { authorization: `Bearer ${next.accessToken}` },
      })
    ).status(),
  ).toBe(204);
  const dead = await request.post('/api/auth/refresh', { data: { refreshToken: next.refreshToken } });
  expect(dead.status()).toBe(401);
  expect(dead.headers()['content-type']).toContain('application/problem+json');
});

test('code requests answer alike for unknown addresses; bad bodies are 400 problem+json', async ({ request }) => {
  const a = await request.post('/api/auth/verification', {
    data: { email: uniqueEmail('niemand'), doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' },
  });
  expect(a.status()).toBe(202);
  expect(await a.json()).toEqual({ bericht: expect.stringContaining('Als dit adres bij ons bekend is') });
  for (const path of [
    '/api/auth/verification',
    '/api/auth/password-reset',
    '/api/auth/2fa/login',
    '/api/auth/refresh',
    '/api/auth/verify-email',
  ]) {
    const res = await request.post(path, { data: { email: 'geen-adres', code: 1 } });
    expect(res.status(), path).toBe(400);
    expect(res.headers()['content-type']).toContain('application/problem+json');
  }
});
