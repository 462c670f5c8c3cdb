// A client's webhooks (API.md, Integrations; docs/webhooks.md): registering an endpoint behind the
// URL guard (the name resolved, every address public) with a fresh `whsec_…` secret shown once and
// kept sealed; listing, deleting, the delivery log and replay; and a lender's subscription to a
// statement by number and code (an unknown pair is 404, as in the public verification).
import { randomBytes } from 'node:crypto';
import { DomainError } from '../../errors/domain-error.ts';
import { config } from '../../infra/config.ts';
import { inTransaction } from '../../infra/database.ts';
import { sealSecretAtRest } from '../../infra/document-crypto.ts';
import type { ClientContext } from '../../infra/service-context.ts';
import { checkWebhookDestination } from '../webhook-outbox/webhook-http.ts';
import { requestWebhookDelivery } from '../webhook-outbox/webhook-delivery.ts';
import { webhookSecretOf } from '../webhook-outbox/webhook-signature.rules.ts';
import type { WebhookEvent } from '../webhook-outbox/webhook-event.rules.ts';
import { findVerklaringByCode } from '../verklaring/verklaring.repository.ts';
import { isoDate } from '../verklaring/verklaring.mapping.ts';
import { verificatieStatus } from '../verklaring/verklaring.rules.ts';
import type { TCreateWebhookInput, TCreateWebhookOutput } from './create.schema.ts';
import type { TCreateAbonnementInput } from './abonnementen/create.schema.ts';
import {
  deleteEndpointOfClient,
  findAfleveringen,
  findEndpointOfClient,
  findEndpointsOfClient,
  insertEndpoint,
  replayAfleveringRow,
  upsertAbonnement,
} from './webhooks.repository.ts';

/** The key's length in bytes (Standard Webhooks: 24 to 64). */
const SECRET_BYTES = 32;
const LOG_SIZE = 100;

const notFound = () =>
  new DomainError('WEBHOOK_NOT_FOUND', 'Dit webhookadres bestaat niet of is niet van deze client.');

export async function createWebhook(ctx: ClientContext, input: TCreateWebhookInput): Promise<TCreateWebhookOutput> {
  const dest = await checkWebhookDestination(input.url, { allowLoopback: config().webhookAllowLoopback });
  if (!dest.ok) {
    throw new DomainError('WEBHOOK_URL_NIET_TOEGESTAAN', dest.reden, {
      errors: [{ path: 'url', message: dest.reden, code: 'WEBHOOK_URL_NIET_TOEGESTAAN' }],
    });
  }
  const secret = webhookSecretOf(randomBytes(SECRET_BYTES));
  const events = [...new Set(input.events)];
  const sealed = sealSecretAtRest(secret);
  const row = await insertEndpoint(ctx.db, {
    apiClientId: ctx.client.apiClientId,
    url: dest.url.href,
    events,
    geheim: sealed.geheim,
    geheimSleutelId: sealed.sleutelId,
  });
  return { id: row.id, url: row.url, events, secret };
}

export async function listWebhooks(ctx: ClientContext) {
  const rows = await findEndpointsOfClient(ctx.db, ctx.client.apiClientId);
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    events: r.events as WebhookEvent[],
    uitgeschakeld: r.uitgeschakeld,
    aangemaaktOp: r.aangemaaktOp.toISOString(),
  }));
}

export async function deleteWebhook(ctx: ClientContext, id: string): Promise<void> {
  if (!(await deleteEndpointOfClient(ctx.db, ctx.client.apiClientId, id))) throw notFound();
}

type AfleveringRow = Awaited<ReturnType<typeof findAfleveringen>>[number];
const toAflevering = (r: AfleveringRow) => ({
  id: r.id,
  event: r.event as WebhookEvent,
  status: r.status,
  pogingen: r.pogingen,
  laatsteStatus: r.laatsteStatus,
  webhookId: r.webhookId,
  aangemaaktOp: r.aangemaaktOp.toISOString(),
  volgendePoging: r.volgendePoging?.toISOString() ?? null,
  afgeleverdOp: r.afgeleverdOp?.toISOString() ?? null,
});

export async function listAfleveringen(ctx: ClientContext, id: string) {
  if (!(await findEndpointOfClient(ctx.db, ctx.client.apiClientId, id))) throw notFound();
  return (await findAfleveringen(ctx.db, id, LOG_SIZE)).map(toAflevering);
}

export async function replayAflevering(ctx: ClientContext, id: string, afleveringId: string) {
  const row = await inTransaction(ctx.db, async (tx) => {
    if (!(await findEndpointOfClient(tx, ctx.client.apiClientId, id))) throw notFound();
    return replayAfleveringRow(tx, id, afleveringId, ctx.clock.now());
  });
  if (!row) throw new DomainError('WEBHOOK_NOT_FOUND', 'Deze aflevering bestaat niet bij dit webhookadres.');
  requestWebhookDelivery(ctx.db);
  return toAflevering(row);
}

export async function createAbonnement(ctx: ClientContext, input: TCreateAbonnementInput) {
  const v = await findVerklaringByCode(ctx.db, input.code);
  if (!v || v.nummer !== input.nummer.trim().toUpperCase())
    throw new DomainError('VERKLARING_NOT_FOUND', 'Er is geen verklaring met dit nummer en deze code.');
  const abonnement = await upsertAbonnement(ctx.db, ctx.client.apiClientId, v.id);
  const geldigTot = isoDate(v.geldigTot);
  return {
    id: abonnement.id,
    nummer: v.nummer,
    status: verificatieStatus(v.status, geldigTot, ctx.clock.now()),
    geldigTot,
  };
}
