// Public verification of issued statements: by code (the QR link) and by the PDF's bytes. Both are
// rate limited per IP and answer nothing beyond "unknown" without a real code or the real bytes.
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { sealCaPem } from '../../infra/verklaring-seal.ts';
import { publicJwks } from '../../infra/verklaring-signing.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import type { TVerificatie, TVerificatieCheck } from '../verklaring/verklaring.schema.ts';
import { findVerklaringByCode, findVerklaringBySha } from '../verklaring/verklaring.repository.ts';
import { isoDate, toVerificatie } from '../verklaring/verklaring.mapping.ts';
import { verificatieStatus } from '../verklaring/verklaring.rules.ts';
import { sha256Hex } from '../verklaring/verklaring-pdf.ts';

export async function getVerificatie(ctx: ServiceContext, code: string): Promise<TVerificatie> {
  await consume(ctx, [['verificatieIp', ctx.ip]]);
  const row = await findVerklaringByCode(ctx.db, code);
  if (!row) throw new DomainError('VERKLARING_NOT_FOUND', 'Er is geen verklaring met deze code.');
  return toVerificatie(row, ctx.clock.now());
}

/** Is this PDF an issued statement, byte for byte? */
export async function checkVerificatiePdf(ctx: ServiceContext, bytes: Uint8Array): Promise<TVerificatieCheck> {
  await consume(ctx, [['verificatieIp', ctx.ip]]);
  const row = await findVerklaringBySha(ctx.db, sha256Hex(bytes));
  if (!row) return { echt: false };
  return { echt: true, code: row.code, status: verificatieStatus(row.status, isoDate(row.geldigTot), ctx.clock.now()) };
}

export const jwks = publicJwks;

/** The CA above the seal on issued PDFs (PEM), for a lender's trust store. */
export const sealCa = sealCaPem;
