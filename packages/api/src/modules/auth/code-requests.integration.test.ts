// A code request is answered before its work (API.md, Trust III): the request path does the same for
// a known and an unknown address (rate limits + one queued row, nothing per address), and the code,
// its e-mail and the audit row appear only when the queue is handled after the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@ikv/db';
import { createTestDatabase } from '@ikv/db/testing';
import { systemClock } from '../../infra/clock.ts';
import { CODE_REQUESTS_JOB, processCodeRequests, queueCodeRequest } from './code-requests.ts';
import { startJobRuntime } from '../../infra/jobs/runtime.ts';
import { verification } from './verification.service.ts';
import { resetConfigForTests } from '../../infra/config.ts';

let db: Db;
let url: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  url = database.url;
  db = createDb(database.url, { max: 4 });
  drop = database.drop;
  delete process.env.SMTP_URL;
  resetConfigForTests();
});
afterAll(async () => {
  await db.$disconnect();
  await drop?.();
});

const ctx = () => ({ db, clock: systemClock, ip: '203.0.113.61' });
const perAddressWork = async (email: string) => ({
  codes: await db.oneTimeCode.count({ where: { email, doel: 'WACHTWOORD_RESET' } }),
  mails: await db.outgoingMail.count({ where: { aan: email } }),
  audits: await db.auditLog.count({ where: { actie: 'WACHTWOORD_RESET_AANGEVRAAGD', user: { email } } }),
});

describe('code requests: answered before the work per address', () => {
  it('a known and an unknown address take the same request path; the work runs after it, for the known one only', async () => {
    const known = `bekend-${Date.now()}@test.nl`;
    const unknown = `onbekend-${Date.now()}@test.nl`;
    await db.user.create({ data: { email: known, passwordHash: 'x', voornaam: 'Bea', achternaam: 'Bekend' } });

    for (const email of [known, unknown]) await queueCodeRequest(ctx(), { email, doel: 'WACHTWOORD_RESET' });
    // nothing per address happened on the request path: no code, no mail, no audit row
    expect(await perAddressWork(known)).toEqual({ codes: 0, mails: 0, audits: 0 });
    // both requests left the same trace: one queued row each, the same columns, no account named
    const queued = await db.codeRequest.findMany({ orderBy: { aangemaaktOp: 'asc' } });
    expect(queued.map((r) => [r.email, r.doel, r.ip])).toEqual([
      [known, 'WACHTWOORD_RESET', '203.0.113.61'],
      [unknown, 'WACHTWOORD_RESET', '203.0.113.61'],
    ]);

    expect(await processCodeRequests(db)).toBe(2);
    expect(await perAddressWork(known)).toEqual({ codes: 1, mails: 1, audits: 1 });
    expect(await db.outgoingMail.count({ where: { aan: unknown } })).toBe(0);
    expect(await db.codeRequest.count()).toBe(0);
    // the code counts from the request's time
    const code = await db.oneTimeCode.findFirstOrThrow({ where: { email: known, doel: 'WACHTWOORD_RESET' } });
    expect(code.verlooptOp.getTime() - queued[0]!.aangemaaktOp.getTime()).toBe(15 * 60_000);
  });

  it('POST /auth/verification answers first; the mail of a known address follows', async () => {
    const known = `later-${Date.now()}@test.nl`;
    await db.user.create({ data: { email: known, passwordHash: 'x', voornaam: 'Lia', achternaam: 'Later' } });
    const answer = await verification(
      { ...ctx(), actor: null, requestId: 'r' },
      { email: known, doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' },
    );
    expect(answer).toEqual({ bericht: expect.stringContaining('Als dit adres bij ons bekend is') });
    expect((await perAddressWork(known)).mails).toBe(0);
    // the job the request asked for, run by an instance of the job runtime
    const runtime = await startJobRuntime({
      connectionString: url,
      db,
      tasks: { [CODE_REQUESTS_JOB]: () => processCodeRequests(db).then(() => undefined) },
    });
    try {
      await expect.poll(async () => (await perAddressWork(known)).mails, { timeout: 10_000 }).toBe(1);
    } finally {
      await runtime.stop();
    }
  });
});
