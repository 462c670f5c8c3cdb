// Public verification of issued statements: by code (the QR link) and by the PDF's bytes. Both are
// rate limited per IP and answer nothing beyond "unknown" without a real code or the real bytes. A
// statement removed after its retention period (seven years, docs/privacy.md section 4a) is answered
// as such: 410 with its number and dates by code, `VERWIJDERD` by the bytes.
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { sealCaCrl as currentSealCaCrl, sealCaPem } from '../../infra/verklaring-seal.ts';
import { publicJwks } from '../../infra/verklaring-signing.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import type { TVerificatie, TVerificatieCheck } from '../verklaring/verklaring.schema.ts';
import { sha256 } from '../../infra/codes.ts';
import {
  findVerklaringByCode,
  findVerklaringBySha,
  findVerwijderdeVerklaringByCodeSha,
  findVerwijderdeVerklaringBySha,
} from '../verklaring/verklaring.repository.ts';
import { isoDate, toVerificatie } from '../verklaring/verklaring.mapping.ts';
import { verificatieStatus } from '../verklaring/verklaring.rules.ts';
import { sha256Hex } from '../verklaring/verklaring-pdf.ts';

/** `2 maart 2026`: the date as a Dutch reader writes it (the problem's detail is Dutch). */
const dutchDate = (d: Date) =>
  new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(d);

export async function getVerificatie(ctx: ServiceContext, code: string): Promise<TVerificatie> {
  await consume(ctx, [['verificatieIp', ctx.ip]]);
  const row = await findVerklaringByCode(ctx.db, code);
  if (row) return toVerificatie(row, ctx.clock.now());
  const removed = await findVerwijderdeVerklaringByCodeSha(ctx.db, sha256(code));
  if (removed) {
    const uitgegevenOp = isoDate(removed.uitgegevenOp);
    const verwijderdOp = isoDate(removed.verwijderdOp);
    throw new DomainError(
      'VERKLARING_VERWIJDERD',
      `Verklaring ${removed.nummer}, uitgegeven op ${dutchDate(removed.uitgegevenOp)}, is op ${dutchDate(removed.verwijderdOp)} verwijderd na afloop van haar bewaartermijn (zeven jaar na uitgifte). Zij kan niet meer worden gecontroleerd.`,
      {
        errors: [
          {
            path: 'code',
            message: 'verwijderd na afloop van de bewaartermijn',
            code: 'VERKLARING_VERWIJDERD',
            params: { nummer: removed.nummer, uitgegevenOp, verwijderdOp },
          },
        ],
      },
    );
  }
  throw new DomainError('VERKLARING_NOT_FOUND', 'Er is geen verklaring met deze code.');
}

/** Is this PDF an issued statement, byte for byte? */
export async function checkVerificatiePdf(ctx: ServiceContext, bytes: Uint8Array): Promise<TVerificatieCheck> {
  await consume(ctx, [['verificatieIp', ctx.ip]]);
  const sha = sha256Hex(bytes);
  const row = await findVerklaringBySha(ctx.db, sha);
  if (!row)
    return (await findVerwijderdeVerklaringBySha(ctx.db, sha)) ? { echt: true, status: 'VERWIJDERD' } : { echt: false };
  return { echt: true, code: row.code, status: verificatieStatus(row.status, isoDate(row.geldigTot), ctx.clock.now()) };
}

export const jwks = publicJwks;

/** The CA above the seal on issued PDFs (PEM), for a lender's trust store. */
export const sealCa = sealCaPem;

/**
 * The current CRL (DER) of that CA, for software that checks the seal's revocation online (the
 * distribution point in the seal certificate); NOT_FOUND when the seal's CA is not the service's own.
 */
export async function sealCaCrl(): Promise<Uint8Array> {
  const crl = await currentSealCaCrl();
  if (!crl)
    throw new DomainError(
      'NOT_FOUND',
      'Deze dienst geeft geen eigen intrekkingslijst uit: het zegel komt van een certificaatautoriteit die haar eigen lijst publiceert.',
    );
  return crl;
}
