// The outbox's delivery against real PostgreSQL: three instances of the job runtime send each mail
// once; failures are retried and given up after MAX_ATTEMPTS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@ikv/db';
import { createTestDatabase } from '@ikv/db/testing';
import type { MailTransport, OutgoingMessage } from '../../infra/mailer.ts';
import {
  deliverPendingMail,
  MAIL_DELIVERY_JOB,
  MAIL_DELIVERY_SPEC,
  mailDeliveryJob,
  MAX_ATTEMPTS,
} from './mail-delivery.ts';
import { startJobRuntime } from '../../infra/jobs/runtime.ts';
import { insertJob } from '../../infra/jobs/job-runtime.repository.ts';
import { queueMail } from './queue-mail.ts';

let db: Db;
let url: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  url = database.url;
  db = createDb(database.url, { max: 10 });
  drop = database.drop;
});
afterAll(async () => {
  await db?.$disconnect();
  await drop?.();
});

/** Waits for `done` (polled on the event loop, no fixed sleep), failing after 20 s. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function recorder(fail = false): MailTransport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(m) {
      await new Promise((r) => setTimeout(r, 2));
      if (fail) throw new Error('550 mailbox unavailable');
      sent.push(m);
    },
  };
}

describe('deliverPendingMail', () => {
  it('three instances of the job runtime, asked many times, deliver 45 queued mails exactly once', async () => {
    const workers = [recorder(), recorder(), recorder()];
    const runtimes = await Promise.all(
      workers.map((w) =>
        startJobRuntime({ connectionString: url, db, tasks: { [MAIL_DELIVERY_JOB]: mailDeliveryJob(db, w) } }),
      ),
    );
    try {
      for (let i = 0; i < 45; i++) {
        await queueMail(db, { aan: `ontvanger-${i}@test.nl`, onderwerp: `Bericht ${i}`, tekst: 'Hallo' });
        if (i % 5 === 0) await insertJob(db, MAIL_DELIVERY_JOB, {}, MAIL_DELIVERY_SPEC);
      }
      await insertJob(db, MAIL_DELIVERY_JOB, {}, MAIL_DELIVERY_SPEC);
      await until(async () => (await db.outgoingMail.count({ where: { status: 'VERZONDEN' } })) === 45);
      await until(async () => (await db.$queryRaw<unknown[]>`SELECT 1 FROM graphile_worker.jobs`).length === 0);
    } finally {
      await Promise.all(runtimes.map((r) => r.stop()));
    }
    const all = workers.flatMap((w) => w.sent.map((m) => m.to));
    expect(all).toHaveLength(45);
    expect(new Set(all).size).toBe(45);
  });

  it('a transaction that queues mail starts its delivery as it commits; one rolled back queues neither mail nor round', async () => {
    const sink = recorder();
    const runtime = await startJobRuntime({
      connectionString: url,
      db,
      tasks: { [MAIL_DELIVERY_JOB]: mailDeliveryJob(db, sink) },
      pollIntervalMs: 60_000, // only the notice of the commit can start the round in time
    });
    try {
      await db
        .$transaction(async (tx) => {
          await queueMail(tx, { aan: 'nooit@test.nl', onderwerp: 'Teruggedraaid', tekst: 'x' });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await db.$transaction(async (tx) => {
        await queueMail(tx, { aan: 'direct@test.nl', onderwerp: 'Bevestigd', tekst: 'x', sleutel: 'direct-1' });
      });
      await until(async () => sink.sent.length === 1);
      expect(sink.sent.map((m) => m.to)).toEqual(['direct@test.nl']);
      await until(async () => (await db.$queryRaw<unknown[]>`SELECT 1 FROM graphile_worker.jobs`).length === 0);
      expect(await db.outgoingMail.count({ where: { aan: 'nooit@test.nl' } })).toBe(0);
    } finally {
      await runtime.stop();
    }
  });

  it('a round started by a commit tries only mail never tried: retries are left to the rounds that back off', async () => {
    await queueMail(db, { aan: 'later@test.nl', onderwerp: 'Eerder mislukt', tekst: 'x', sleutel: 'later-1' });
    await deliverPendingMail(db, recorder(true)); // its first attempt failed
    await queueMail(db, { aan: 'nieuw@test.nl', onderwerp: 'Nieuw', tekst: 'x', sleutel: 'nieuw-1' });
    const sink = recorder();
    await mailDeliveryJob(db, sink)({ naCommit: true }, undefined as never);
    expect(sink.sent.map((m) => m.to)).toEqual(['nieuw@test.nl']);
    expect((await db.outgoingMail.findUniqueOrThrow({ where: { sleutel: 'later-1' } })).pogingen).toBe(1);
    await deliverPendingMail(db, sink);
    expect(sink.sent.map((m) => m.to)).toEqual(['nieuw@test.nl', 'later@test.nl']);
    await db.$executeRaw`DELETE FROM graphile_worker._private_jobs`;
  });

  it('retries a failing mail on later rounds and gives up after the maximum', async () => {
    await queueMail(db, { aan: 'stuk@test.nl', onderwerp: 'Faalt', tekst: 'x', sleutel: 'faalt-1' });
    const broken = recorder(true);
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await deliverPendingMail(db, broken);
      const row = await db.outgoingMail.findUniqueOrThrow({ where: { sleutel: 'faalt-1' } });
      expect(row.pogingen).toBe(i);
      expect(row.status).toBe(i < MAX_ATTEMPTS ? 'IN_WACHTRIJ' : 'MISLUKT');
      expect(row.fout).toContain('550');
    }
  });

  it('a mail to be erased after sending loses address and text once delivered, or once given up', async () => {
    await queueMail(db, {
      aan: 'weg@test.nl',
      onderwerp: 'Tot ziens',
      tekst: 'Beste Wim',
      sleutel: 'weg-1',
      wissenNaVerzending: true,
    });
    const ok = recorder();
    await deliverPendingMail(db, ok);
    expect(ok.sent.map((m) => [m.to, m.subject, m.text])).toEqual([['weg@test.nl', 'Tot ziens', 'Beste Wim']]);
    expect(await db.outgoingMail.findUniqueOrThrow({ where: { sleutel: 'weg-1' } })).toMatchObject({
      status: 'VERZONDEN',
      aan: 'gewist@verwijderd.invalid',
      onderwerp: '',
      tekst: '',
    });

    await queueMail(db, {
      aan: 'stuk-weg@test.nl',
      onderwerp: 'Tot ziens',
      tekst: 'x',
      sleutel: 'weg-2',
      wissenNaVerzending: true,
    });
    const broken = recorder(true);
    for (let i = 1; i < MAX_ATTEMPTS; i++) await deliverPendingMail(db, broken);
    expect((await db.outgoingMail.findUniqueOrThrow({ where: { sleutel: 'weg-2' } })).aan).toBe('stuk-weg@test.nl');
    await deliverPendingMail(db, broken);
    expect(await db.outgoingMail.findUniqueOrThrow({ where: { sleutel: 'weg-2' } })).toMatchObject({
      status: 'MISLUKT',
      aan: 'gewist@verwijderd.invalid',
      fout: null,
    });
  });
});
