// The adviser's check of one financial year of a request (API.md, Trust): upsert per (aanvraag, jaar).
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { isOpen } from '../aanvraag-regels/aanvraag-status.rules.ts';
import { loadAccessibleAanvraag } from '../aanvragen/aanvragen.service.ts';
import type { TControleInvoer } from './verklaring-input.schema.ts';
import type { TControle } from './verklaring.schema.ts';
import { findUsableDocumentIds, findYearExists, upsertControle } from './verklaring.repository.ts';
import { toControle } from './verklaring.mapping.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

export async function recordControle(ctx: AuthedContext, input: TControleInvoer): Promise<TControle> {
  const aanvraag = await loadAccessibleAanvraag(ctx, input.id);
  if (!isOpen(aanvraag.status))
    throw new DomainError(
      'AANVRAAG_CLOSED',
      `De aanvraag is ${aanvraag.status}; een afgesloten aanvraag wordt niet meer gecontroleerd.`,
    );
  if (!(await findYearExists(ctx.db, aanvraag.companyId, input.jaar))) {
    throw new DomainError('BOEKJAAR_NOT_FOUND', `Het bedrijf heeft geen boekjaar ${input.jaar}.`);
  }
  const usable = new Set(
    (await findUsableDocumentIds(ctx.db, aanvraag.companyId, input.jaar, input.documentIds)).map((d) => d.id),
  );
  const errors = input.documentIds
    .map((id, i) => ({ id, i }))
    .filter(({ id }) => !usable.has(id))
    .map(({ i }) => ({
      path: `documentIds.${i}`,
      message: `geen document van dit bedrijf voor ${input.jaar} of zonder jaar`,
    }));
  if (errors.length)
    throw new DomainError('VALIDATION_FAILED', 'Niet elk document hoort bij dit bedrijf en dit jaar.', { errors });
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const saved = await upsertControle(tx, {
      aanvraagId: aanvraag.id,
      jaar: input.jaar,
      akkoord: input.akkoord,
      documentIds: input.documentIds,
      toelichting: input.toelichting?.trim() || null,
      adviseurId: ctx.actor.userId,
      op: now,
    });
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'CONTROLE_VASTGELEGD',
      ip: ctx.ip,
      details: { aanvraagId: aanvraag.id, jaar: input.jaar, akkoord: input.akkoord, documentIds: input.documentIds },
    });
    return saved;
  });
  return toControle(row);
}
