// Financial years: read, submit (all or nothing), replace one year.
import { DomainError } from '../../../errors/domain-error.ts';
import type { AuthedContext } from '../../../infra/service-context.ts';
import type { MembershipWithCompany } from '../companies.repository.ts';
import type {
  TExtraWaarden,
  TFinancieelBoekjaar,
  TFinancieelBoekjaarInput,
  TOpgeslagenBoekjaar,
} from './financial-year.schema.ts';
import { type BoekjaarRow, findYears, saveYearsWithAudit, storeDerived, yearExists } from './financials.repository.ts';
import { isIncomeCalculationSkipped } from '../companies.rules.ts';
import { computeAfgeleid } from './derived-figures.rules.ts';
import type { TDerivedFinancialsOutput } from './derived.schema.ts';
import { validateYearsAgainstClock } from './financials.rules.ts';
import { checksAtRisk, meldVervallenControles } from '../wijziging-melding.service.ts';
import type { TSubmitFinancialsInput } from './submit.schema.ts';
import type { TUpdateYearInput } from './update-year.schema.ts';
import { bronnenVanNieuweJaren, metBronnen } from '../../documents/intake/bronnen.service.ts';
import type { TFromDocumentsOutput } from './from-documents.schema.ts';
import { amsterdamYear } from '../../../shared/amsterdam-time.ts';
import type { TJaarBronnen } from '../../documents/intake/bronnen.schema.ts';
import type { IkvBoekjaar } from '../../ikv-berekening/ikv.rules.ts';
import {
  EXTRA_VELDEN,
  IKV_VELDEN,
  VASTE_VELDEN,
  type BoekjaarVeldNaam,
} from '../../../shared/financieel-boekjaar.fields.ts';

type MemberContext = AuthedContext & { membership: MembershipWithCompany };

/** A stored column as the API answers it: amounts as numbers, text and null as they are. */
function waardeVan(row: BoekjaarRow, naam: BoekjaarVeldNaam): number | string | null {
  const w = row[naam];
  return w === null || typeof w === 'string' ? w : w.toNumber();
}

const waarden = (row: BoekjaarRow, velden: readonly { naam: BoekjaarVeldNaam }[]) =>
  Object.fromEntries(velden.map((v) => [v.naam, waardeVan(row, v.naam)]));

/** The eight FIXED fields of a stored year (the FIXED submit answers exactly these). */
function toBoekjaar(row: BoekjaarRow): TFinancieelBoekjaar {
  return { jaar: row.jaar, ...waarden(row, VASTE_VELDEN) } as TFinancieelBoekjaar;
}

/** A stored year with every optional field (GET, PUT and a request's years). */
export function toOpgeslagenBoekjaar(row: BoekjaarRow): TOpgeslagenBoekjaar {
  return { ...toBoekjaar(row), ...waarden(row, EXTRA_VELDEN) } as TOpgeslagenBoekjaar;
}

/** A stored year as the IKV calculation reads it: only the fields it reads, so no other outdates it. */
export function toIkvBoekjaar(row: BoekjaarRow): IkvBoekjaar {
  return { jaar: row.jaar, ...waarden(row, IKV_VELDEN) } as IkvBoekjaar;
}

export async function getFinancials(ctx: MemberContext): Promise<(TOpgeslagenBoekjaar & { bronnen?: TJaarBronnen })[]> {
  // the per-field comparison with the company's documents (API.md, Intake), when it has any
  return metBronnen(
    ctx.db,
    ctx.membership.company.id,
    (await findYears(ctx.db, ctx.membership.company.id)).map(toOpgeslagenBoekjaar),
  );
}

/** The years the company's documents state that are not saved yet (API.md, Flow III: documents first). */
export async function yearsFromDocuments(ctx: MemberContext): Promise<TFromDocumentsOutput> {
  const companyId = ctx.membership.company.id;
  const opgeslagen = new Set((await findYears(ctx.db, companyId)).map((r) => r.jaar));
  return bronnenVanNieuweJaren(ctx.db, companyId, opgeslagen, amsterdamYear(ctx.clock.now()));
}

/** The optional fields the IKV reads: the derived figures depend on them. */
const IKV_EXTRA = EXTRA_VELDEN.filter((v) => v.ikv);

/**
 * `extra` per year: a given optional field replaces the stored figure (null clears it); one left out
 * keeps it (the FIXED submit leaves them all out). The derived figures use the figures that will be
 * stored.
 */
async function saveYears(
  ctx: MemberContext,
  boekjaren: TFinancieelBoekjaarInput[],
  pathOf: (i: number) => string,
  extra: Partial<TExtraWaarden>[] = [],
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
  // keeps a stored optional figure the IKV reads (the FIXED submit), the derived figures are derived
  // without it, which is right for every year that has none; a year that has one gets its derived
  // figures again from the values the statement returns (one more write, only then).
  const gegeven = (i: number) => extra[i] ?? {};
  const rows = await saveYearsWithAudit(
    ctx.db,
    companyId,
    boekjaren.map((year, i) => ({
      year,
      extra: gegeven(i),
      afgeleid: skipped ? null : { ...computeAfgeleid({ ...year, ...ikvExtra(gegeven(i), () => null) }) },
    })),
    { userId: ctx.actor.userId, actie: 'BOEKJAREN_OPGESLAGEN', ip: ctx.ip, details: { companyId, jaren } },
    now,
  );
  await meldVervallenControles(ctx.db, { companyId, actorId: ctx.actor.userId, op: now, atRisk, voor, na: rows });
  if (!skipped) {
    const index = new Map(jaren.map((jaar, i) => [jaar, i]));
    for (const row of rows) {
      const i = index.get(row.jaar)!;
      const behouden = IKV_EXTRA.some((v) => !(v.naam in gegeven(i)) && row[v.naam] !== null);
      if (!behouden) continue;
      const van = ikvExtra(gegeven(i), (naam) => waardeVan(row, naam));
      await storeDerived(ctx.db, companyId, row.jaar, { ...computeAfgeleid({ ...boekjaren[i]!, ...van }) }, van);
    }
  }
  return rows;
}

/** The optional figures the IKV reads: the given ones, else `behouden(naam)` (the stored value or null). */
function ikvExtra(
  gegeven: Partial<TExtraWaarden>,
  behouden: (naam: BoekjaarVeldNaam) => number | string | null,
): TExtraWaarden {
  return Object.fromEntries(
    IKV_EXTRA.map((v) => [v.naam, v.naam in gegeven ? (gegeven[v.naam] ?? null) : behouden(v.naam)]),
  ) as TExtraWaarden;
}

/** FIXED: answers exactly the eight fields; the stored optional fields are kept. */
export async function submitFinancials(
  ctx: MemberContext,
  input: TSubmitFinancialsInput,
): Promise<TFinancieelBoekjaar[]> {
  return (await saveYears(ctx, input.boekjaren, (i) => `boekjaren.${i}.jaar`)).map(toBoekjaar);
}

/** PUT of one year: replaces it, or creates it when it does not exist yet (`aangemaakt`: REST answers 201). */
export async function updateYear(
  ctx: MemberContext,
  input: TUpdateYearInput,
): Promise<{ jaar: TOpgeslagenBoekjaar; aangemaakt: boolean }> {
  const bestond = await yearExists(ctx.db, ctx.membership.company.id, input.jaar);
  const year = Object.fromEntries([
    ['jaar', input.jaar],
    ...VASTE_VELDEN.map((v) => [v.naam, input[v.naam]]),
  ]) as TFinancieelBoekjaarInput;
  // a field left out (undefined) keeps the stored figure
  const extra = Object.fromEntries(
    EXTRA_VELDEN.filter((v) => input[v.naam] !== undefined).map((v) => [v.naam, input[v.naam]]),
  ) as Partial<TExtraWaarden>;
  const [saved] = await saveYears(ctx, [year], () => 'jaar', [extra]);
  if (!saved) throw new DomainError('INTERNAL', 'Boekjaar niet opgeslagen.');
  return { jaar: toOpgeslagenBoekjaar(saved), aangemaakt: !bestond };
}

const SKIPPED_REASON =
  'Voor een BV of NV geldt de DGA-route: het toetsinkomen volgt uit het DGA-salaris (inkomsten uit arbeid), niet uit de winst van de onderneming. ' +
  'De berekeningen voor IB-ondernemers worden daarom overgeslagen; de cijfers worden wel bewaard.';

export async function derivedFinancials(ctx: MemberContext): Promise<TDerivedFinancialsOutput> {
  const skipped = isIncomeCalculationSkipped(ctx.membership.company.rechtsvorm);
  const rows = await findYears(ctx.db, ctx.membership.company.id);
  return {
    inkomensberekeningOvergeslagen: skipped,
    reden: skipped ? SKIPPED_REASON : null,
    jaren: rows.map(toOpgeslagenBoekjaar).map((jaar) => ({
      jaar: jaar.jaar,
      fiscaleWinst: jaar.fiscaleWinst,
      // computed from the figures as they are now, by the rules of today (the stored copy records what
      // was derived when they were saved)
      afgeleid: skipped ? null : computeAfgeleid(jaar),
    })),
  };
}
