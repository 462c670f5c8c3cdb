// The web app's login path (Auth.js Credentials): the same services as REST, with login tickets;
// and the development mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDb } from '../src/infra/database.ts';
import { getLiveHub, LiveHub } from '../src/modules/live/live-hub.ts';
import { createTestDatabase } from '@ikv/db/testing';
import {
  currentSessionUser,
  endWebSession,
  isWebSessionRevoked,
  WEB_SESSION_MAX_AGE_SECONDS,
  finishWebLoginTwoFactor,
  newWebSessionId,
  isDevMailboxEnabled,
  isSessionCurrent,
  readDevMailbox,
  redeemWebLoginTicket,
  startWebLogin,
  ticketForUser,
} from '../src/modules/auth/credentials.ts';
import { hashPassword } from '../src/infra/password.ts';
import { sealSecret } from '../src/infra/secret-box.ts';
import { queueMail } from '../src/modules/mail/queue-mail.ts';
import { PASSWORD, uniqueEmail } from './api-client.ts';
import { referenceTotp } from './totp-reference.ts';
import { resetConfigForTests } from '../src/infra/config.ts';
import { inTransaction } from '../src/infra/database.ts';
import { revokeSession } from '../src/modules/auth/auth.repository.ts';

let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  delete process.env.SMTP_URL;
  resetConfigForTests();
  drop = database.drop;
});
afterAll(async () => {
  await getLiveHub().close();
  await processDb().$disconnect();
  await drop?.();
});

async function user(options: { twoFactorSecret?: string } = {}) {
  const email = uniqueEmail('web');
  const row = await processDb().user.create({
    data: {
      email,
      passwordHash: await hashPassword(PASSWORD),
      voornaam: 'Wim',
      achternaam: 'Web',
      ...(options.twoFactorSecret
        ? { twoFactorEnabled: true, twoFactorSecretEnc: sealSecret(options.twoFactorSecret) }
        : {}),
    },
  });
  return { email, id: row.id };
}

describe('web login', () => {
  it('password → ticket → session user; a ticket dies with the session version', async () => {
    const u = await user();
    expect(await startWebLogin({ email: u.email, wachtwoord: 'fout-wachtwoord' })).toEqual({ kind: 'failed' });
    const step = await startWebLogin({ email: u.email.toUpperCase(), wachtwoord: PASSWORD }, '10.0.0.1');
    expect(step.kind).toBe('ticket');
    const ticket = (step as { ticket: string }).ticket;
    expect(await redeemWebLoginTicket(ticket)).toMatchObject({
      id: u.id,
      email: u.email,
      rol: 'ONDERNEMER',
      sessieVersie: 0,
    });
    expect(await redeemWebLoginTicket('not-a-ticket')).toBeNull();
    expect(await isSessionCurrent(u.id, 0)).toBe(true);
    await processDb().user.update({ where: { id: u.id }, data: { voornaam: 'Willem' } });
    const sid = newWebSessionId();
    expect(await currentSessionUser(u.id, 0, sid)).toMatchObject({ voornaam: 'Willem', email: u.email });
    // a session without an id (from before sessions could be ended) is not accepted
    expect(await currentSessionUser(u.id, 0, null)).toBeNull();
    await processDb().user.update({ where: { id: u.id }, data: { sessieVersie: 1 } });
    expect(await redeemWebLoginTicket(ticket)).toBeNull();
    expect(await isSessionCurrent(u.id, 0)).toBe(false);
    expect(await currentSessionUser(u.id, 0, sid)).toBeNull();
    expect(await redeemWebLoginTicket((await ticketForUser(u.id))!)).toMatchObject({ sessieVersie: 1 });
    expect(await processDb().auditLog.count({ where: { userId: u.id, actie: 'LOGIN' } })).toBe(1);
  });

  it('signing out ends that web session on the server, and only that one', async () => {
    const u = await user();
    const [signedOut, other] = [newWebSessionId(), newWebSessionId()];
    expect(await currentSessionUser(u.id, 0, signedOut)).toMatchObject({ id: u.id });
    await endWebSession({ userId: u.id, sid: signedOut, expiresAtMs: Date.now() + 3_600_000 });
    expect(await currentSessionUser(u.id, 0, signedOut)).toBeNull();
    expect(await currentSessionUser(u.id, 0, other)).toMatchObject({ id: u.id });
    // stored for other instances (and this one after a reconnect), kept for the session's whole maximum
    // life from now (8 h), not the signing-out cookie's own expiry (1 h): a copy renewed earlier lives longer
    const row = await processDb().revokedSession.findUniqueOrThrow({ where: { sid: signedOut } });
    expect(row.userId).toBe(u.id);
    expect(row.verlooptOp.getTime()).toBeGreaterThan(Date.now() + WEB_SESSION_MAX_AGE_SECONDS * 1000);
    expect(row.verlooptOp.getTime()).toBeLessThan(Date.now() + WEB_SESSION_MAX_AGE_SECONDS * 1000 + 120_000);
    expect(await processDb().auditLog.count({ where: { userId: u.id, actie: 'LOGOUT' } })).toBe(1);
    // the set another instance loads from the table refuses it too
    const fresh = new LiveHub({ url: process.env.DATABASE_URL! });
    try {
      expect(await fresh.revocationsReady(5_000)).toBe(true);
      expect(fresh.revokedSessions.isRevoked(signedOut, Date.now())).toBe(true);
      expect(fresh.revokedSessions.isRevoked(other, Date.now())).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('a renewed copy of a signed-out cookie stays refused after the original cookie expires; revocations never shorten', async () => {
    const u = await user();
    const sid = newWebSessionId();
    const signOutAt = Date.now();
    // the cookie that signs out expires in a minute; a copy renewed earlier expires (almost) 8 h from now
    await endWebSession({ userId: u.id, sid, expiresAtMs: signOutAt + 60_000 });
    const copyExpires = signOutAt + WEB_SESSION_MAX_AGE_SECONDS * 1000 - 1_000;
    for (const at of [signOutAt + 120_000, signOutAt + 3_600_000, copyExpires]) {
      expect(await isWebSessionRevoked(sid, { nowMs: at })).toBe(true);
      // another instance, from the table
      const fresh = new LiveHub({ url: process.env.DATABASE_URL! });
      try {
        expect(await fresh.revocationsReady(5_000)).toBe(true);
        expect(fresh.revokedSessions.isRevoked(sid, at)).toBe(true);
      } finally {
        await fresh.close();
      }
    }
    // a later revocation with an earlier end (a token logout's 16 minutes) keeps the longer one
    const before = (await processDb().revokedSession.findUniqueOrThrow({ where: { sid } })).verlooptOp.getTime();
    const kept = await inTransaction(processDb(), (tx) =>
      revokeSession(tx, { sid, userId: u.id, verlooptOp: new Date(Date.now() + 16 * 60_000) }),
    );
    expect(kept.getTime()).toBe(before);
    expect((await processDb().revokedSession.findUniqueOrThrow({ where: { sid } })).verlooptOp.getTime()).toBe(before);
    expect(await isWebSessionRevoked(sid, { nowMs: copyExpires })).toBe(true);
    // and a longer one extends it
    const longer = await inTransaction(processDb(), (tx) =>
      revokeSession(tx, { sid, userId: u.id, verlooptOp: new Date(before + 3_600_000) }),
    );
    expect(longer.getTime()).toBe(before + 3_600_000);
  });

  it('with 2FA: a challenge, then a code that works once; a forged challenge is expired', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const u = await user({ twoFactorSecret: secret });
    const first = await startWebLogin({ email: u.email, wachtwoord: PASSWORD });
    expect(first.kind).toBe('twoFactor');
    const twoFactorToken = (first as { twoFactorToken: string }).twoFactorToken;
    const code = referenceTotp(secret, new Date());
    expect((await finishWebLoginTwoFactor({ twoFactorToken, code })).kind).toBe('ticket');
    expect(await finishWebLoginTwoFactor({ twoFactorToken, code })).toEqual({ kind: 'failed' });
    expect(await finishWebLoginTwoFactor({ twoFactorToken: 'verlopen.token.xyz', code })).toEqual({ kind: 'expired' });
  });

  it('five wrong passwords: limited, with the seconds to wait', async () => {
    const u = await user();
    for (let i = 0; i < 5; i++) await startWebLogin({ email: u.email, wachtwoord: `fout-${i}-wachtwoord` });
    const limited = await startWebLogin({ email: u.email, wachtwoord: PASSWORD });
    expect(limited.kind).toBe('limited');
    expect((limited as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
  });
});

describe('development mailbox', () => {
  it('only outside production and without SMTP; shows the queued mails, newest first', async () => {
    const env = { ...process.env };
    try {
      process.env.IKV_DEV_MAILBOX = '1';
      resetConfigForTests();
      await queueMail(processDb(), { aan: 'postvak@test.nl', onderwerp: 'Eerste', tekst: 'een' });
      await queueMail(processDb(), { aan: 'postvak@test.nl', onderwerp: 'Tweede', tekst: 'twee' });
      const mails = await readDevMailbox({ aan: 'POSTVAK@test.nl' });
      expect(mails?.map((m) => m.onderwerp)).toEqual(['Tweede', 'Eerste']);
      (process.env as Record<string, string>).NODE_ENV = 'production';
      delete process.env.IKV_DEV_MAILBOX;
      resetConfigForTests();
      expect(isDevMailboxEnabled()).toBe(false);
      expect(await readDevMailbox()).toBeNull();
      process.env.IKV_DEV_MAILBOX = '1';
      process.env.SMTP_URL = 'smtp://127.0.0.1:1';
      resetConfigForTests();
      expect(isDevMailboxEnabled()).toBe(false);
    } finally {
      process.env = env;
      resetConfigForTests();
    }
  });
});
