// Companies: link by KvK number (with the owner check), list, dashboard, get, role, update, delete.
// Knows nothing of tRPC or HTTP.
import { isUniqueViolation, isWriteConflict } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext, ServiceContext } from '../../infra/service-context.ts';
import { loadRegistration, lookupKvk, ownerCheckAgainst } from '../kvk/kvk.service.ts';
import { registryOf } from '../kvk/registry/default-registry.ts';
import type { RegistryContext } from '../kvk/registry/registry-provider.ts';
import type { TAddCompanyInput } from './add.schema.ts';
import type { TBedrijf, TEigenaarCheck } from './company.schema.ts';
import type { TDashboardCompany } from './dashboard.schema.ts';
import type { TCompanyRoleOutput } from './role.schema.ts';
import type { TUpdateCompanyInput } from './update.schema.ts';
import {
  countAanvragen,
  deleteCompanyRow,
  findCompanyOfUserByKvk,
  findDashboardFigures,
  findMembership,
  findMembershipsOfUser,
  findPersonOfUser,
  fixPersoonsgegevens,
  insertCompanyWithOwner,
  lockCompany,
  type MembershipWithCompany,
  updateCompanyFromKvk,
  updateCompanyOverrides,
  updateEigenaarCheck,
} from './companies.repository.ts';
import { toBedrijf } from './companies.mapping.ts';
import { eigendomAtLink, registryConfirmsOwner } from './eigendom/eigendom.rules.ts';
import { isFailedBirthDateGuess, isOwnerRole, matchOwner } from '../kvk/owner-check.rules.ts';
import { type OwnerCheckReservation, reserveOwnerCheck } from '../kvk/owner-check-limit.service.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

type MemberContext = AuthedContext & { membership: MembershipWithCompany };

function alreadyLinked(kvkNummer: string): DomainError {
  return new DomainError('COMPANY_ALREADY_LINKED', `U heeft KvK-nummer ${kvkNummer} al gekoppeld.`);
}

/**
 * The owner check of the caller against the registry's owners and officers. Best effort: a
 * registry failure gives NIET_BESCHIKBAAR instead of failing the link. `bevestigd`: the registry
 * confirms the ownership at once (an owner's name, and his birth date where the registry knows one).
 */
async function checkCallerIsOwner(
  ctx: AuthedContext,
  kvkNummer: string,
): Promise<{ check: TEigenaarCheck; bevestigd: boolean }> {
  // name and birth date are fixed from the first link on (API.md, Trust III): fix them before reading
  await fixPersoonsgegevens(ctx.db, ctx.actor.userId, ctx.clock.now());
  const person = await findPersonOfUser(ctx.db, ctx.actor.userId);
  const gecontroleerdePersoon = `${person.voornaam} ${person.achternaam}`.trim();
  const gecontroleerdOp = ctx.clock.now().toISOString();
  let reservation: OwnerCheckReservation | null = null;
  try {
    const registration = await loadRegistration(ctx, kvkNummer);
    const query = {
      voornaam: person.voornaam,
      achternaam: person.achternaam,
      geboortedatum: person.geboortedatum ? person.geboortedatum.toISOString().slice(0, 10) : null,
    };
    if (registration.functionarissenBeschikbaar) {
      // failed checks are limited per account and per KvK number (shared with kvk.ownerCheck); past
      // the limit no registry match is attempted and only an adviser can confirm
      reservation = await reserveOwnerCheck(ctx, ctx.actor.userId, kvkNummer);
      if (!reservation.toegestaan) {
        return {
          check: {
            uitkomst: 'NIET_BESCHIKBAAR',
            isEigenaar: false,
            functie: null,
            toelichting:
              'Te veel mislukte eigenaarscontroles voor dit account of dit KvK-nummer; de controle is niet gedaan. Een adviseur beoordeelt het eigendom.',
            gecontroleerdePersoon,
            gecontroleerdOp,
          },
          bevestigd: false,
        };
      }
    }
    const r = ownerCheckAgainst(registration, query);
    const bevestigd =
      r.isEigenaar && registryConfirmsOwner(matchOwner(query, registration.functionarissen), query.geboortedatum);
    if (reservation && !isFailedBirthDateGuess(query, registration.functionarissen, bevestigd))
      await reservation.release();
    return {
      check: {
        uitkomst: r.uitkomst,
        isEigenaar: r.isEigenaar,
        functie: r.functie ?? null,
        toelichting: r.toelichting,
        gecontroleerdePersoon,
        gecontroleerdOp,
        // the partners the register names, for the partner warnings (companies.rules.ts)
        eigenarenInRegister: registration.functionarissenBeschikbaar
          ? registration.functionarissen.filter(isOwnerRole).length
          : null,
      },
      bevestigd,
    };
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    await reservation?.release();
    return {
      check: {
        uitkomst: 'NIET_BESCHIKBAAR',
        isEigenaar: false,
        functie: null,
        toelichting: `De eigenaarscontrole kon niet worden gedaan: ${e.message}`,
        gecontroleerdePersoon,
        gecontroleerdOp,
      },
      bevestigd: false,
    };
  }
}

/**
 * companies.add: the caller's own record of the KvK number (API.md, companies.add and Trust).
 * Another account's record of the same number is neither seen nor touched; 409 only when the
 * caller already has one (also under concurrency: the unique (kvkNummer, eigenaarId) index decides).
 */
export async function addCompany(ctx: AuthedContext, input: TAddCompanyInput): Promise<TBedrijf> {
  if (await findCompanyOfUserByKvk(ctx.db, input.kvkNummer, ctx.actor.userId)) throw alreadyLinked(input.kvkNummer);
  const detail = await lookupKvk(ctx, input);
  const { check: eigenaarCheck, bevestigd } = await checkCallerIsOwner(ctx, input.kvkNummer);
  const now = ctx.clock.now();
  const eigendom = eigendomAtLink(bevestigd, now);
  try {
    const membership = await inTransaction(ctx.db, async (tx) => {
      const created = await insertCompanyWithOwner(tx, detail, ctx.actor.userId, now, eigendom);
      if (!created) throw new DomainError('INTERNAL', 'Bedrijf niet teruggevonden na aanmaken.');
      await updateEigenaarCheck(tx, created.company.id, eigenaarCheck);
      await writeAudit(tx, {
        userId: ctx.actor.userId,
        actie: 'BEDRIJF_GEKOPPELD',
        ip: ctx.ip,
        details: {
          kvkNummer: detail.kvkNummer,
          eigenaarCheck: eigenaarCheck.uitkomst,
          eigendom: eigendom.eigendomStatus,
        },
      });
      return findMembership(tx, created.company.id, ctx.actor.userId);
    });
    if (!membership) throw new DomainError('INTERNAL', 'Bedrijf niet teruggevonden na aanmaken.');
    return toBedrijf(membership);
  } catch (e) {
    if (isUniqueViolation(e)) throw alreadyLinked(input.kvkNummer);
    throw e;
  }
}

export async function listCompanies(ctx: AuthedContext): Promise<TBedrijf[]> {
  return (await findMembershipsOfUser(ctx.db, ctx.actor.userId)).map(toBedrijf);
}

export async function dashboardCompanies(ctx: AuthedContext): Promise<TDashboardCompany[]> {
  const memberships = await findMembershipsOfUser(ctx.db, ctx.actor.userId);
  if (memberships.length === 0) return [];
  const { years, open, lastIncome } = await findDashboardFigures(
    ctx.db,
    memberships.map((m) => m.company.id),
  );
  return memberships.map((m) => {
    const y = years.find((r) => r.companyId === m.company.id);
    const income = lastIncome.find((r) => r.companyId === m.company.id)?.toetsinkomen;
    return {
      ...toBedrijf(m),
      aantalBoekjaren: y?._count._all ?? 0,
      laatsteBoekjaar: y?._max.jaar ?? null,
      openAanvragen: open.find((r) => r.companyId === m.company.id)?._count._all ?? 0,
      laatsteToetsinkomen: income ? income.toNumber() : null,
    };
  });
}

/** The membership is loaded by companyMemberProcedure; this only shapes it. */
export function getCompany(membership: MembershipWithCompany): TBedrijf {
  return toBedrijf(membership);
}

export function companyRole(membership: MembershipWithCompany): TCompanyRoleOutput {
  return { companyId: membership.company.id, kvkNummer: membership.company.kvkNummer, rol: membership.rol };
}

async function reload(ctx: MemberContext): Promise<TBedrijf> {
  const m = await findMembership(ctx.db, ctx.membership.company.id, ctx.actor.userId);
  if (!m) throw new DomainError('COMPANY_NOT_FOUND', 'Dit bedrijf bestaat niet meer.');
  return toBedrijf(m);
}

export async function updateCompany(
  ctx: MemberContext & ServiceContext & RegistryContext,
  input: TUpdateCompanyInput,
): Promise<TBedrijf> {
  const companyId = ctx.membership.company.id;
  if (input.vernieuwVanuitKvk) {
    // straight from the registry, past the cache: the user asked for fresh data
    const detail = await registryOf(ctx).lookup(ctx.membership.company.kvkNummer);
    await inTransaction(ctx.db, async (tx) => {
      await updateCompanyFromKvk(tx, companyId, detail, ctx.clock.now());
      await writeAudit(tx, {
        userId: ctx.actor.userId,
        actie: 'BEDRIJF_VERNIEUWD',
        ip: ctx.ip,
        details: { companyId },
      });
    });
    return reload(ctx);
  }
  const data: Parameters<typeof updateCompanyOverrides>[2] = {};
  if (input.naam !== undefined) data.naamOverride = input.naam;
  if (input.adres !== undefined) data.adresOverride = input.adres;
  await inTransaction(ctx.db, async (tx) => {
    await updateCompanyOverrides(tx, companyId, data);
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'BEDRIJF_GEWIJZIGD',
      ip: ctx.ip,
      details: { companyId, velden: Object.keys(data) },
    });
  });
  return reload(ctx);
}

export async function deleteCompany(ctx: MemberContext): Promise<void> {
  const companyId = ctx.membership.company.id;
  try {
    await inTransaction(ctx.db, async (tx) => {
      await lockCompany(tx, companyId);
      const [open, all] = await countAanvragen(tx, companyId);
      if (open > 0)
        throw new DomainError(
          'COMPANY_HAS_OPEN_AANVRAAG',
          'Dit bedrijf heeft een openstaande aanvraag; trek die eerst in of wacht tot hij is afgerond.',
        );
      if (all > 0)
        throw new DomainError(
          'COMPANY_HAS_AANVRAGEN',
          'Dit bedrijf heeft afgesloten aanvragen die bewaard moeten blijven; het kan niet worden verwijderd.',
        );
      await deleteCompanyRow(tx, companyId);
      await writeAudit(tx, {
        userId: ctx.actor.userId,
        actie: 'BEDRIJF_VERWIJDERD',
        ip: ctx.ip,
        details: { companyId, kvkNummer: ctx.membership.company.kvkNummer },
      });
    });
  } catch (e) {
    // a concurrent share change or new aanvraag on the same rows: retryable, never a 500
    if (isWriteConflict(e))
      throw new DomainError('CONFLICT', 'Een gelijktijdige wijziging ging voor; probeer het opnieuw.');
    throw e;
  }
}
