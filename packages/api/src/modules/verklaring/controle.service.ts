// The adviser's check of one financial year of a request (API.md, Trust): upsert per (aanvraag, jaar).
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { isOpen } from '../aanvraag-regels/aanvraag-status.rules.ts';
import { loadAccessibleAanvraag } from '../aanvragen/aanvragen.service.ts';
import type { TControleInvoer } from './verklaring-input.schema.ts';
import type { TControle } from './verklaring.schema.ts';
import { findCompanyDocumentsForEvidence, findYearExists, upsertControle } from './verklaring.repository.ts';
import { isBewijsVoor } from './bewijs.rules.ts';
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
  // a year's evidence: every document that states the year (filed under it, or its reading states it)
  const docs = new Map(
    (await findCompanyDocumentsForEvidence(ctx.db, aanvraag.companyId, input.documentIds)).map((d) => [d.id, d]),
  );
  const errors = input.documentIds.flatMap((id, i) => {
    const doc = docs.get(id);
    if (!doc) return [{ path: `documentIds.${i}`, message: 'geen document van dit bedrijf' }];
    if (isBewijsVoor({ jaar: doc.jaar, lezing: doc.lezing?.resultaat ?? null }, input.jaar)) return [];
    return [
      {
        path: `documentIds.${i}`,
        message: `${doc.bestandsnaam} (bij ${doc.jaar}) vermeldt de cijfers van ${input.jaar} niet`,
      },
    ];
  });
  if (errors.length)
    throw new DomainError(
      'VALIDATION_FAILED',
      `Niet elk document vermeldt de cijfers van ${input.jaar}: ${errors.map((e) => e.message).join('; ')}.`,
      { errors },
    );
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
