// Rate limits against real PostgreSQL: a bucket's key never holds the e-mail address it counts (only the
// limit's name and a keyed hash), the limit still holds for the address however it is typed, and the
// hourly prune drops exactly the buckets whose window has ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, PASSWORD, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { bucketKey } from './bucket-key.ts';
import { LIMITS } from './rate-limit.rules.ts';
import { pruneRateLimitBuckets } from './rate-limit.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('rate_limit_buckets', () => {
  it('keeps no e-mail address in a key, and still stops the sixth failed login however the address is typed', async () => {
    const { email } = await registerAndLogin(app.url);
    const [local] = email.split('@');
    for (let i = 0; i < LIMITS.loginAccount.max; i++) {
      const typed = i % 2 === 0 ? email : email.toUpperCase();
      expectProblem(
        await call(app.url, 'POST', '/auth/login', { json: { email: typed, wachtwoord: `fout-${i}` } }),
        401,
      );
    }
    const blocked = await call(app.url, 'POST', '/auth/login', { json: { email, wachtwoord: PASSWORD } });
    expect(expectProblem(blocked, 429).code).toBe('RATE_LIMITED');

    const keys = (await app.db.rateLimitBucket.findMany({ select: { sleutel: true } })).map((b) => b.sleutel);
    expect(keys).toContain(bucketKey('loginAccount', email));
    expect(keys.join('\n').toLowerCase()).not.toContain(local!.toLowerCase());
    for (const key of keys) expect(key).toMatch(/^[A-Za-z]+:[0-9a-f]{64}$/);
    const bucket = await app.db.rateLimitBucket.findUniqueOrThrow({
      where: { sleutel: bucketKey('loginAccount', email) },
    });
    expect(bucket.aantal).toBe(LIMITS.loginAccount.max);
  });

  it('the prune drops the buckets whose window ended, and no other', async () => {
    const now = new Date('2031-05-06T10:00:00Z');
    const ended = bucketKey('chatSend', 'ended');
    const endsNow = bucketKey('chatSend', 'ends-now');
    const running = bucketKey('chatSend', 'running');
    await app.db.rateLimitBucket.createMany({
      data: [
        { sleutel: ended, aantal: 3, resetOp: new Date(now.getTime() - 60_000) },
        { sleutel: endsNow, aantal: 3, resetOp: now },
        { sleutel: running, aantal: 3, resetOp: new Date(now.getTime() + 1) },
      ],
    });
    await pruneRateLimitBuckets(app.db, now);
    const left = new Set(
      (await app.db.rateLimitBucket.findMany({ where: { sleutel: { in: [ended, endsNow, running] } } })).map(
        (b) => b.sleutel,
      ),
    );
    expect(left).toEqual(new Set([running]));
  });
});
