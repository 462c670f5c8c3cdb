// IKV: load the request's company and years → pure rules → store a new versioned result (with its
// input snapshot and rules version) in one transaction with the audit row. The PDF renders a stored
// result, so a later change of the financial years never changes an issued statement.
import { recordInzage } from '../../infra/audit/inzage.repository.ts';
import type { Taal } from '../../shared/taal.ts';
import type { Prisma } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { loadAanvraagVolledig, type AanvraagContext } from '../aanvragen/aanvragen.service.ts';
import { insertIkvResult } from '../aanvragen/aanvragen.repository.ts';
import { isOpen } from '../aanvraag-regels/aanvraag-status.rules.ts';
import { toIkvBerekening } from '../aanvragen/aanvragen.mapping.ts';
import { computeIkv, IkvInvoerFout, type IkvInvoer } from '../ikv-berekening/ikv.rules.ts';
import { ikvInvoerVan } from './ikv-invoer.ts';
import type { TIkvBerekening } from '../ikv-berekening/ikv-resultaat.schema.ts';
import { findCalculationInput, findIssuedPdf } from './ikv.repository.ts';
import { buildReportViewModel } from './report/ikv-report.view-model.ts';
import { renderIkvReport } from './report/render-ikv-report.ts';
import { reportInputOf } from './report/report-input.ts';
import { inTransaction } from '../../infra/database.ts';
import { openVerklaringPdf } from '../../infra/document-crypto.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

async function buildIkvInvoer(ctx: AanvraagContext): Promise<IkvInvoer> {
  const data = await findCalculationInput(ctx.db, ctx.aanvraag.id);
  if (!data) throw new DomainError('AANVRAAG_NOT_FOUND', 'Deze aanvraag bestaat niet.');
  const { invoer, rechtsvorm, rechtsvormTekst } = ikvInvoerVan(data, ctx.clock.now());
  if (!rechtsvorm) {
    throw new DomainError(
      'RECHTSVORM_NIET_ONDERSTEUND',
      `Voor rechtsvorm "${rechtsvormTekst}" kan geen inkomensverklaring ondernemer worden opgesteld (alleen eenmanszaak, vof, maatschap, cv, bv en nv).`,
    );
  }
  return { rechtsvorm, ...invoer };
}

export async function calculateIkv(ctx: AanvraagContext): Promise<TIkvBerekening> {
  if (!isOpen(ctx.aanvraag.status)) {
    throw new DomainError(
      'AANVRAAG_CLOSED',
      `De aanvraag is ${ctx.aanvraag.status}; een afgesloten aanvraag wordt niet opnieuw berekend.`,
    );
  }
  const invoer = await buildIkvInvoer(ctx);
  let resultaat;
  try {
    resultaat = computeIkv(invoer);
  } catch (e) {
    if (e instanceof IkvInvoerFout) {
      throw new DomainError(e.code, e.nl, { errors: [{ path: e.details.path ?? 'boekjaren', message: e.nl }] });
    }
    throw e;
  }
  const now = ctx.clock.now();
  const versie = await inTransaction(ctx.db, async (tx) => {
    const v = await insertIkvResult(tx, {
      aanvraagId: ctx.aanvraag.id,
      regelsVersie: resultaat.regelsVersie,
      invoer: invoer as unknown as Prisma.InputJsonValue,
      resultaat: resultaat as unknown as Prisma.InputJsonValue,
      toetsinkomen: resultaat.toetsinkomen,
      berekendDoorId: ctx.actor.userId,
      berekendOp: now,
    });
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'IKV_BEREKEND',
      ip: ctx.ip,
      details: {
        aanvraagId: ctx.aanvraag.id,
        versie: v,
        regelsVersie: resultaat.regelsVersie,
        toetsinkomen: resultaat.toetsinkomen,
        status: resultaat.status,
      },
    });
    return v;
  });
  return toIkvBerekening(ctx.aanvraag.id, { versie, resultaat, berekendOp: now, berekendDoor: null });
}

/**
 * The request's PDF: once the statement is issued, always the stored bytes (same SHA-256 on every
 * download, whatever the language asked); before, the latest calculation rendered as a draft with
 * the CONCEPT mark on every page. Every download is written to the audit log.
 */
export async function renderIkvPdf(ctx: AanvraagContext, taal: Taal): Promise<{ pdf: Buffer; bestandsnaam: string }> {
  const issued = await findIssuedPdf(ctx.db, ctx.aanvraag.id);
  if (issued) {
    await writeAudit(ctx.db, {
      userId: ctx.actor.userId,
      actie: 'IKV_PDF_GEDOWNLOAD',
      ip: ctx.ip,
      details: { aanvraagId: ctx.aanvraag.id, verklaring: issued.nummer },
    });
    // the entrepreneur sees who else opened his statement (API.md, Privacy)
    await recordInzage(ctx.db, {
      eigenaarId: ctx.aanvraag.ondernemerId,
      kijkerId: ctx.actor.userId,
      soort: 'VERKLARING',
      objectId: ctx.aanvraag.id,
      naam: issued.nummer,
    });
    return { pdf: Buffer.from(openVerklaringPdf(issued)), bestandsnaam: `${issued.nummer}.pdf` };
  }
  const full = await loadAanvraagVolledig(ctx, ctx.aanvraag.id);
  if (!full.ikvResultaat) {
    throw new DomainError('IKV_RESULT_NOT_FOUND', 'Voor deze aanvraag is nog geen IKV berekend; bereken het eerst.');
  }
  const vm = buildReportViewModel(reportInputOf(full, full.ikvResultaat, taal, ctx.clock.now()));
  const pdf = await renderIkvReport(vm);
  await writeAudit(ctx.db, {
    userId: ctx.actor.userId,
    actie: 'IKV_PDF_GEDOWNLOAD',
    ip: ctx.ip,
    details: { aanvraagId: ctx.aanvraag.id, versie: full.ikvResultaat.versie, taal },
  });
  return { pdf, bestandsnaam: `ikv-${full.nummer}-${full.bedrijf.kvkNummer}${taal === 'en' ? '-en' : ''}.pdf` };
}
