// The adviser establishes an applicant's identity (API.md, Trust III): who, when and how, audited,
// no copy of an identity document kept; optionally correcting name or birth date to the document
// (those are fixed for the entrepreneur once he linked a company). Knows nothing of tRPC or HTTP.
import { DomainError } from '../../../errors/domain-error.ts';
import type { AuthedContext } from '../../../infra/service-context.ts';
import type { TIdentiteit } from './identiteit.schema.ts';
import { findIdentiteit, type IdentiteitRow, lockOndernemer, updateIdentiteit } from './identiteit.repository.ts';
import type { TVastleggenIdentiteitInput } from './vastleggen.schema.ts';
import { inTransaction } from '../../../infra/database.ts';
import { writeAudit } from '../../../infra/audit/audit.repository.ts';

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** The recorded identity check of a user, or null when none is recorded. */
function toIdentiteit(row: IdentiteitRow): TIdentiteit | null {
  if (!row.identiteitVastgesteldOp || !row.identiteitMethode) return null;
  const door = row.identiteitVastgesteldDoor;
  return {
    ondernemerId: row.id,
    methode: row.identiteitMethode,
    toelichting: row.identiteitToelichting,
    vastgesteldOp: row.identiteitVastgesteldOp.toISOString(),
    adviseur: door ? { id: door.id, naam: `${door.voornaam} ${door.achternaam}`.trim() } : null,
  };
}

export async function loadIdentiteit(
  ctx: Pick<AuthedContext, 'db'>,
  ondernemerId: string,
): Promise<TIdentiteit | null> {
  const row = await findIdentiteit(ctx.db, ondernemerId);
  return row ? toIdentiteit(row) : null;
}

export async function vastleggenIdentiteit(
  ctx: AuthedContext,
  input: TVastleggenIdentiteitInput,
): Promise<TIdentiteit> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const before = await lockOndernemer(tx, input.id);
    if (!before) throw new DomainError('ONDERNEMER_NOT_FOUND', 'Deze ondernemer bestaat niet.');
    const c = input.correctie ?? {};
    const correctie: Record<string, { van: string | null; naar: string }> = {};
    if (c.voornaam !== undefined && c.voornaam !== before.voornaam)
      correctie.voornaam = { van: before.voornaam, naar: c.voornaam };
    if (c.achternaam !== undefined && c.achternaam !== before.achternaam)
      correctie.achternaam = { van: before.achternaam, naar: c.achternaam };
    if (c.geboortedatum !== undefined && c.geboortedatum !== isoDate(before.geboortedatum))
      correctie.geboortedatum = { van: isoDate(before.geboortedatum), naar: c.geboortedatum };
    const after = await updateIdentiteit(tx, input.id, {
      identiteitMethode: input.methode,
      identiteitToelichting: input.toelichting ?? null,
      identiteitVastgesteldOp: now,
      identiteitVastgesteldDoor: { connect: { id: ctx.actor.userId } },
      ...(correctie.voornaam ? { voornaam: correctie.voornaam.naar } : {}),
      ...(correctie.achternaam ? { achternaam: correctie.achternaam.naar } : {}),
      ...(correctie.geboortedatum ? { geboortedatum: new Date(`${correctie.geboortedatum.naar}T00:00:00Z`) } : {}),
    });
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'IDENTITEIT_VASTGESTELD',
      ip: ctx.ip,
      details: { ondernemerId: input.id, methode: input.methode, toelichting: input.toelichting ?? null, correctie },
    });
    return after;
  });
  const identiteit = toIdentiteit(row);
  if (!identiteit) throw new DomainError('INTERNAL', 'Identiteit niet teruggevonden na vastleggen.');
  return identiteit;
}
