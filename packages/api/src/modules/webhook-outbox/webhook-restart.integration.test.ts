// The webhook outbox across a PostgreSQL restart (its own embedded cluster, stopped and started on
// the same data dir and port, as live-restart.integration.test.ts does): a receiver answers 500, the
// database goes away while the delivery waits for its retry (a round then fails and changes nothing),
// and once PostgreSQL is back and the receiver recovers, the event is delivered, exactly once.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDb, type Db } from '@ikv/db';
import { startEmbeddedPostgres, type EmbeddedServer } from '@ikv/db/embedded';
import { createCompany, createUser } from '@ikv/db/factories';
import { applyMigrations } from '@ikv/db/migrate';
import { resetConfigForTests } from '../../infra/config.ts';
import { inTransaction } from '../../infra/database.ts';
import {
  createEndpoint,
  createOrganisationClient,
  linkOndernemer,
  startReceiver,
  type Receiver,
} from '../../../test/webhooks.ts';
import { deliverDueWebhooks } from './webhook-delivery.ts';
import { queueAanvraagStatusGewijzigd } from './webhook-outbox.ts';
import { verifyWebhook } from './webhook-signature.rules.ts';

const dir = mkdtempSync(join(tmpdir(), 'ikv-webhook-restart-'));
chmodSync(dir, 0o755); // as root, PostgreSQL runs as user postgres and must enter it
let server: EmbeddedServer | null = null;
let db: Db | null = null;
let receiver: Receiver | null = null;

afterAll(async () => {
  await receiver?.close();
  await db?.$disconnect();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.WEBHOOK_ALLOW_LOOPBACK;
  resetConfigForTests();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

it('a 500, then a PostgreSQL restart, then recovery: delivered once, nothing lost', { timeout: 120_000 }, async () => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
  resetConfigForTests();
  receiver = await startReceiver();
  const dataDir = join(dir, 'pg');
  const port = await freePort();
  server = await startEmbeddedPostgres({ dataDir, port, fast: true });
  await applyMigrations(server.url);
  db = createDb(server.url, { max: 2 });

  const ondernemer = await createUser(db);
  const company = await createCompany(db, { ownerId: ondernemer.id });
  const aanvraag = await db.aanvraag.create({
    data: { companyId: company.id, ondernemerId: ondernemer.id, verklaringType: 'IKV' },
  });
  const org = await createOrganisationClient(db);
  await linkOndernemer(db, org.organisatieId, ondernemer.id, null);
  const { endpointId, secret } = await createEndpoint(db, org.apiClientId, receiver.url);

  const t0 = new Date();
  await inTransaction(db, (tx) =>
    queueAanvraagStatusGewijzigd(tx, { aanvraagId: aanvraag.id, status: 'AFGEROND' }, t0),
  );
  receiver.answer = 500;
  await deliverDueWebhooks(db, { now: () => t0 });
  expect(receiver.received.map((r) => r.answered)).toEqual([500]);

  // PostgreSQL goes away while the retry waits: a round fails, and sends nothing
  await server.stop();
  await expect(deliverDueWebhooks(db, { now: () => new Date(t0.getTime() + 60_000) })).rejects.toThrow();
  expect(receiver.received).toHaveLength(1);

  server = await startEmbeddedPostgres({ dataDir, port, fast: true });
  expect(server.port).toBe(port);
  // still there, still waiting: the queued event survived the restart
  const waiting = await db.webhookAflevering.findFirstOrThrow({ where: { endpointId } });
  expect(waiting).toMatchObject({ status: 'OPNIEUW', pogingen: 1, laatsteStatus: 500 });

  receiver.answer = 200;
  await deliverDueWebhooks(db, { now: () => new Date(t0.getTime() + 60_000) });
  await deliverDueWebhooks(db, { now: () => new Date(t0.getTime() + 3_600_000) });
  expect(receiver.received.map((r) => r.answered)).toEqual([500, 200]);
  const delivered = receiver.received[1]!;
  expect(delivered.headers['webhook-id']).toBe(waiting.webhookId);
  expect(await verifyWebhook(secret, delivered.headers as Record<string, string>, delivered.body, new Date())).toBe(
    true,
  );
  expect(await db.webhookAflevering.findFirstOrThrow({ where: { endpointId } })).toMatchObject({
    status: 'AFGELEVERD',
    pogingen: 2,
  });
});
