// KvK numbers claimed by two or more accounts, side by side (API.md, Trust III): on the adviser's
// home and on each request of such a number. Knows nothing of tRPC or HTTP.
import type { AuthedContext } from '../../../infra/service-context.ts';
import { toEigendom } from '../../companies/companies.mapping.ts';
import { ZEigenaarCheck } from '../../companies/company.schema.ts';
import { type ClaimRow, findClaims, findDubbelGeclaimdeNummers } from './dubbele-claims.repository.ts';
import type { TClaim, TDubbeleClaim } from './dubbele-claims.schema.ts';
import type { TListDubbeleClaimsInput } from './list.schema.ts';

function toClaim(c: ClaimRow): TClaim | null {
  const u = c.eigenaar;
  if (!u) return null;
  const lid = c.leden.find((m) => m.userId === u.id);
  const check = ZEigenaarCheck.nullable()
    .catch(null)
    .parse(c.eigenaarCheck ?? null);
  return {
    companyId: c.id,
    bedrijfsnaam: c.naamOverride ?? c.naam,
    ondernemer: {
      id: u.id,
      voornaam: u.voornaam,
      achternaam: u.achternaam,
      email: u.email,
      geboortedatum: u.geboortedatum ? u.geboortedatum.toISOString().slice(0, 10) : null,
      identiteitVastgesteld: u.identiteitVastgesteldOp !== null,
    },
    gekoppeldOp: c.aangemaaktOp.toISOString(),
    eigendom: lid ? toEigendom(lid) : { status: 'ONBEVESTIGD' },
    eigenaarCheck: check ? { uitkomst: check.uitkomst, toelichting: check.toelichting } : null,
    aanvragen: c.aanvragen.map((a) => ({
      id: a.id,
      nummer: a.nummer,
      verklaringType: a.verklaringType,
      status: a.status,
    })),
  };
}

function group(rows: ClaimRow[], nummers: string[]): TDubbeleClaim[] {
  return nummers
    .map((kvkNummer) => ({
      kvkNummer,
      claims: rows
        .filter((r) => r.kvkNummer === kvkNummer)
        .map(toClaim)
        .filter((c) => c !== null),
    }))
    .filter((g) => new Set(g.claims.map((c) => c.ondernemer.id)).size >= 2);
}

/** adviseur.dubbeleClaims.list (GET /adviseur/dubbele-claims). */
export async function listDubbeleClaims(ctx: AuthedContext, input: TListDubbeleClaimsInput): Promise<TDubbeleClaim[]> {
  const nummers = await findDubbelGeclaimdeNummers(ctx.db, input.limit);
  if (nummers.length === 0) return [];
  return group(await findClaims(ctx.db, nummers), nummers);
}

/** The claims of one request's KvK number when two or more accounts claim it; else null. */
export async function dubbeleClaimVan(
  ctx: Pick<AuthedContext, 'db'>,
  kvkNummer: string,
): Promise<TDubbeleClaim | null> {
  return group(await findClaims(ctx.db, [kvkNummer]), [kvkNummer])[0] ?? null;
}
