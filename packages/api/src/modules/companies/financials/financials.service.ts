// Financial years: read, submit (all or nothing), replace one year.
import { DomainError } from '../../../errors/domain-error.ts';
import type { AuthedContext } from '../../../infra/service-context.ts';
import type { MembershipWithCompany } from '../companies.repository.ts';
import type {
  TFinancieelBoekjaar,
  TFinancieelBoekjaarInput,
  TFinancieelBoekjaarMetSchulden,
} from './financial-year.schema.ts';
import { type BoekjaarRow, findDerived, findYears, saveYearsWithAudit, storeDerived } from './financials.repository.ts';
import { isIncomeCalculationSkipped } from '../companies.rules.ts';
import { computeAfgeleid } from './derived-figures.rules.ts';
import type { TDerivedFinancialsOutput } from './derived.schema.ts';
import { validateYearsAgainstClock } from './financials.rules.ts';
import { checksAtRisk, meldVervallenControles } from '../wijziging-melding.service.ts';
import { kickMailDelivery } from '../../mail/mail-delivery.ts';
import type { TSubmitFinancialsInput } from './submit.schema.ts';
import type { TUpdateYearInput } from './update-year.schema.ts';
import { metBronnen } from '../../documents/intake/bronnen.service.ts';
import type { TJaarBronnen } from '../../documents/intake/bronnen.schema.ts';

type MemberContext = AuthedContext & { membership: MembershipWithCompany };

/** The eight FIXED fields of a stored year (the FIXED submit answers exactly these). */
function toBoekjaar(row: BoekjaarRow): TFinancieelBoekjaar {
  return {
    jaar: row.jaar,
    fiscaleWinst: row.fiscaleWinst.toNumber(),
    vlottendeActiva: row.vlottendeActiva.toNumber(),
    immaterieleActiva: row.immaterieleActiva.toNumber(),
    eigenVermogen: row.eigenVermogen.toNumber(),
    balanstotaal: row.balanstotaal.toNumber(),
    balanscorrectie: row.balanscorrectie.toNumber(),
    balanscorrectieReden: row.balanscorrectieReden,
  };
}

/** A stored year with the optional short-term debts (GET, PUT and the IKV input). */
export function toBoekjaarMetSchulden(row: BoekjaarRow): TFinancieelBoekjaarMetSchulden {
  return {
    ...toBoekjaar(row),
    kortlopendeSchulden: row.kortlopendeSchulden === null ? null : row.kortlopendeSchulden.toNumber(),
  };
}

export async function getFinancials(
  ctx: MemberContext,
): Promise<(TFinancieelBoekjaarMetSchulden & { bronnen?: TJaarBronnen })[]> {
  // the per-field comparison with the company's documents (API.md, Intake), when it has any
  return metBronnen(
    ctx.db,
    ctx.membership.company.id,
    (await findYears(ctx.db, ctx.membership.company.id)).map(toBoekjaarMetSchulden),
  );
}

/**
 * `kortlopendeSchulden` per year: a value (or null) replaces the stored figure; undefined keeps it
 * (the FIXED submit). The stored derived figures use the figure that will be stored.
 */
async function saveYears(
  ctx: MemberContext,
  boekjaren: TFinancieelBoekjaarInput[],
  pathOf: (i: number) => string,
  kortlopendeSchulden?: (number | null | undefined)[],
): Promise<BoekjaarRow[]> {
  const errors = validateYearsAgainstClock(
    boekjaren.map((b) => b.jaar),
    ctx.clock.now(),
    pathOf,
  );
  if (errors.length > 0) throw new DomainError('VALIDATION_FAILED', 'De invoer is niet geldig.', { errors });
  const companyId = ctx.membership.company.id;
  // BV/NV: the IB-income calculations are skipped (DGA route); the figures are still saved.
  const skipped = isIncomeCalculationSkipped(ctx.membership.company.rechtsvorm);
  const jaren = boekjaren.map((b) => b.jaar);
  // the adviser checks this save may void: their people are told afterwards (wijziging-melding.service)
  const now = ctx.clock.now();
  const atRisk = await checksAtRisk(ctx.db, companyId, jaren);
  const voor = atRisk.length > 0 ? await findYears(ctx.db, companyId) : [];
  // One statement writes the years and the audit row and voids the adviser's checks of every year
  // whose figures changed (API.md, Trust); saving the same values again voids nothing. Where the save
  // keeps the stored short-term debts (the FIXED submit) the derived figures are derived without
  // them, which is right for every year that has none; a year that has them gets its derived figures
  // again from the value the statement returns (one more write, only then).
  const rows = await saveYearsWithAudit(
    ctx.db,
    companyId,
    boekjaren.map((year, i) => {
      const given = kortlopendeSchulden?.[i];
      return {
        year,
        kortlopendeSchulden: given === undefined ? undefined : { waarde: given },
        afgeleid: skipped ? null : { ...computeAfgeleid({ ...year, kortlopendeSchulden: given ?? null }) },
        ksAfgeleidVan: given === undefined ? null : undefined,
      };
    }),
    { userId: ctx.actor.userId, actie: 'BOEKJAREN_OPGESLAGEN', ip: ctx.ip, details: { companyId, jaren } },
    now,
  );
  if (await meldVervallenControles(ctx.db, { companyId, actorId: ctx.actor.userId, op: now, atRisk, voor, na: rows }))
    kickMailDelivery(ctx.db);
  if (!skipped) {
    const kept = new Map(boekjaren.filter((_, i) => kortlopendeSchulden?.[i] === undefined).map((b) => [b.jaar, b]));
    for (const row of rows) {
      const year = kept.get(row.jaar);
      if (!year || row.kortlopendeSchulden === null) continue;
      const ks = row.kortlopendeSchulden.toNumber();
      await storeDerived(ctx.db, companyId, row.jaar, { ...computeAfgeleid({ ...year, kortlopendeSchulden: ks }) }, ks);
    }
  }
  return rows;
}

/** FIXED: answers exactly the eight fields; a stored kortlopendeSchulden is kept. */
export async function submitFinancials(
  ctx: MemberContext,
  input: TSubmitFinancialsInput,
): Promise<TFinancieelBoekjaar[]> {
  return (await saveYears(ctx, input.boekjaren, (i) => `boekjaren.${i}.jaar`)).map(toBoekjaar);
}

export async function updateYear(ctx: MemberContext, input: TUpdateYearInput): Promise<TFinancieelBoekjaarMetSchulden> {
  const { companyId: _companyId, kortlopendeSchulden, ...year } = input;
  const [saved] = await saveYears(ctx, [year], () => 'jaar', [kortlopendeSchulden]);
  if (!saved) throw new DomainError('INTERNAL', 'Boekjaar niet opgeslagen.');
  return toBoekjaarMetSchulden(saved);
}

const SKIPPED_REASON =
  'Voor een BV of NV geldt de DGA-route: het toetsinkomen volgt uit het DGA-salaris (inkomsten uit arbeid), niet uit de winst van de onderneming. ' +
  'De berekeningen voor IB-ondernemers worden daarom overgeslagen; de cijfers worden wel bewaard.';

export async function derivedFinancials(ctx: MemberContext): Promise<TDerivedFinancialsOutput> {
  const skipped = isIncomeCalculationSkipped(ctx.membership.company.rechtsvorm);
  const rows = await findDerived(ctx.db, ctx.membership.company.id);
  return {
    inkomensberekeningOvergeslagen: skipped,
    reden: skipped ? SKIPPED_REASON : null,
    jaren: rows.map((r) => ({
      jaar: r.jaar,
      fiscaleWinst: r.fiscaleWinst.toNumber(),
      // computed from the figures as they are now, by the rules of today (the stored copy records what
      // was derived when they were saved)
      afgeleid: skipped
        ? null
        : computeAfgeleid({
            vlottendeActiva: r.vlottendeActiva.toNumber(),
            immaterieleActiva: r.immaterieleActiva.toNumber(),
            eigenVermogen: r.eigenVermogen.toNumber(),
            balanstotaal: r.balanstotaal.toNumber(),
            balanscorrectie: r.balanscorrectie.toNumber(),
            kortlopendeSchulden: r.kortlopendeSchulden?.toNumber() ?? null,
          }),
    })),
  };
}
