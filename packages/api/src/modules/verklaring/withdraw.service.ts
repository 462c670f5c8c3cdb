// Withdrawing an issued statement (API.md, Trust): INGETROKKEN at once for every verifier; the
// entrepreneur is told (notification and e-mail) in the same transaction.
import { DomainError } from '../../errors/domain-error.ts';
import { appUrl } from '../../infra/app-url.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notify } from '../notify/notify.ts';
import type { TAanvraagVolledig } from '../aanvragen/aanvraag.schema.ts';
import { berichtMail, verklaringIngetrokkenMelding } from '../aanvraag-regels/aanvraag-messages.ts';
import { renderNotification } from '../notify/notification-catalogue.rules.ts';
import { findUserContact } from '../aanvragen/aanvragen.repository.ts';
import { loadAanvraagVolledig, loadAccessibleAanvraag } from '../aanvragen/aanvragen.service.ts';
import type { TIntrekkenInvoer } from './verklaring-input.schema.ts';
import { findVerklaringOfAanvraag, withdrawVerklaringRow } from './verklaring.repository.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import { queueVerklaringIngetrokken } from '../webhook-outbox/webhook-outbox.ts';
import { requestWebhookDelivery } from '../webhook-outbox/webhook-delivery.ts';

export async function withdrawVerklaring(ctx: AuthedContext, input: TIntrekkenInvoer): Promise<TAanvraagVolledig> {
  const aanvraag = await loadAccessibleAanvraag(ctx, input.id);
  const verklaring = await findVerklaringOfAanvraag(ctx.db, aanvraag.id);
  if (!verklaring || verklaring.status !== 'GELDIG') {
    throw new DomainError(
      'VERKLARING_NIET_UITGEGEVEN',
      verklaring ? 'Deze verklaring is al ingetrokken.' : 'Voor deze aanvraag is geen verklaring uitgegeven.',
    );
  }
  const contact = await findUserContact(ctx.db, aanvraag.ondernemerId);
  const reden = input.reden.trim();
  await inTransaction(ctx.db, async (tx) => {
    const op = ctx.clock.now();
    const ok = await withdrawVerklaringRow(tx, aanvraag.id, { reden, doorId: ctx.actor.userId, op });
    if (!ok) throw new DomainError('VERKLARING_NIET_UITGEGEVEN', 'Deze verklaring is al ingetrokken.');
    await queueVerklaringIngetrokken(tx, { aanvraagId: aanvraag.id, nummer: verklaring.nummer, ingetrokkenOp: op }, op);
    const taal = contact?.taal ?? 'NL';
    const melding = verklaringIngetrokkenMelding(verklaring.nummer, reden);
    const b = renderNotification(melding, taal);
    await notify(tx, { userId: aanvraag.ondernemerId, type: 'IKV', ...melding, aanvraagId: aanvraag.id });
    if (contact) {
      await queueMail(tx, {
        aan: contact.email,
        ...berichtMail(b, taal, contact.voornaam, `${appUrl()}/aanvragen/${aanvraag.id}`),
      });
    }
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'VERKLARING_INGETROKKEN',
      ip: ctx.ip,
      details: { aanvraagId: aanvraag.id, nummer: verklaring.nummer, reden },
    });
  });
  requestWebhookDelivery(ctx.db);
  return loadAanvraagVolledig(ctx, aanvraag.id);
}
