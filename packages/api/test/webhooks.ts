// Test helpers for webhooks (API.md, Integrations): a receiver on loopback that records every
// request and answers what the test says, and an organisation's API client with an endpoint and an
// entrepreneur's ACTIEF koppeling, made directly in the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@ikv/db';
import { sealSecretAtRest } from '../src/infra/document-crypto.ts';
import { webhookSecretOf } from '../src/modules/webhook-outbox/webhook-signature.rules.ts';
import type { WebhookEvent } from '../src/modules/webhook-outbox/webhook-event.rules.ts';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** the status the receiver answered */
  answered: number;
  at: number;
}

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  /** what the next requests are answered (200 by default); 'hang' never answers */
  answer: number | 'hang';
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const r: Receiver = { url: '', received, answer: 200, close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = r.answer;
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: answer === 'hang' ? 0 : answer,
        at: Date.now(),
      });
      if (answer === 'hang') return;
      res.statusCode = answer;
      res.end(answer < 300 ? 'ok' : 'kapot');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ikv-webhooks`;
  r.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return r;
}

/** An organisation with one API client (directly in the database). */
export async function createOrganisationClient(
  db: Db,
  soort: 'INTERMEDIAIR' | 'GELDVERSTREKKER' = 'INTERMEDIAIR',
  scopes: string[] = ['koppelingen', 'aanvragen:lezen', 'verklaringen:lezen', 'verificatie', 'webhooks'],
) {
  const suffix = randomUUID().slice(0, 8);
  const organisatie = await db.organisatie.create({
    data: { naam: `${soort === 'INTERMEDIAIR' ? 'Adviespunt' : 'Hypotheekbank'} ${suffix}`, soort },
  });
  const client = await db.apiClient.create({
    data: { clientId: `client-${suffix}`, naam: `CRM ${suffix}`, organisatieId: organisatie.id, scopes },
  });
  return { organisatieId: organisatie.id, apiClientId: client.id };
}

/** An endpoint of a client, as POST /webhooks makes it: returns its id and its `whsec_…` secret. */
export async function createEndpoint(
  db: Db,
  apiClientId: string,
  url: string,
  events: WebhookEvent[] = ['aanvraag.status_gewijzigd', 'verklaring.uitgegeven', 'verklaring.ingetrokken'],
) {
  const secret = webhookSecretOf(randomBytes(32));
  const sealed = sealSecretAtRest(secret);
  const e = await db.webhookEndpoint.create({
    data: { apiClientId, url, events, geheim: sealed.geheim, geheimSleutelId: sealed.sleutelId },
  });
  return { endpointId: e.id, secret };
}

/** The entrepreneur accepted the organisation's invitation. */
export async function linkOndernemer(db: Db, organisatieId: string, ondernemerId: string, kenmerk: string | null) {
  const u = await db.user.findUniqueOrThrow({ where: { id: ondernemerId }, select: { email: true } });
  return db.koppeling.create({
    data: { organisatieId, email: u.email, kenmerk, status: 'ACTIEF', ondernemerId, geaccepteerdOp: new Date() },
  });
}
