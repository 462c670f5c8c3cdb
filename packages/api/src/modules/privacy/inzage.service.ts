// Who opened a person's documents and issued statements (API.md, Privacy).
import { findInzagesOf } from '../../infra/audit/inzage.repository.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import type { TListOutput } from './inzage/list.schema.ts';

type InzageRow = Awaited<ReturnType<typeof findInzagesOf>>[number];

/** One opening as the owner reads it (also the export's inzages.json). */
export function toInzage(r: InzageRow): TListOutput[number] {
  return {
    wie: r.kijker
      ? { naam: `${r.kijker.voornaam} ${r.kijker.achternaam}`, rol: r.kijker.rol, organisatie: null }
      : r.apiClient
        ? // an organisation's system, through a koppeling he agreed to (docs/integrations.md)
          { naam: r.apiClient.organisatie.naam, rol: null, organisatie: r.apiClient.organisatie.naam }
        : { naam: 'Verwijderde gebruiker', rol: null, organisatie: null },
    wat: { soort: r.soort === 'VERKLARING' ? 'VERKLARING' : 'DOCUMENT', id: r.objectId, naam: r.naam },
    wanneer: r.op.toISOString(),
  };
}

export async function listInzage(ctx: AuthedContext): Promise<TListOutput> {
  const rows = await findInzagesOf(ctx.db, ctx.actor.userId);
  return rows.map(toInzage);
}
