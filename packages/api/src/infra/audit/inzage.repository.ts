// Who opened a person's document or issued statement (API.md, Privacy): written by the modules that
// serve them, read by privacy.inzage. Only openings by someone other than the owner are kept.
import type { Db, Prisma, Tx } from '@ikv/db';

/** An opening as the person reads it: what, when, and who (a person, or an organisation's system). */
export const inzageSelect = {
  soort: true,
  objectId: true,
  naam: true,
  op: true,
  kijker: { select: { voornaam: true, achternaam: true, rol: true } },
  apiClient: { select: { organisatie: { select: { naam: true } } } },
} as const satisfies Prisma.InzageSelect;

export async function recordInzage(
  db: Db | Tx,
  entry: {
    eigenaarId: string | null;
    /** the person who opened it, or null for an organisation's API client (`apiClientId`) */
    kijkerId: string | null;
    apiClientId?: string | null;
    soort: 'DOCUMENT' | 'VERKLARING';
    objectId: string;
    naam: string;
  },
): Promise<void> {
  if (!entry.eigenaarId || entry.eigenaarId === entry.kijkerId) return;
  await db.inzage.create({ data: { ...entry, eigenaarId: entry.eigenaarId } });
}

export function findInzagesOf(db: Db | Tx, eigenaarId: string) {
  return db.inzage.findMany({
    where: { eigenaarId },
    orderBy: { op: 'desc' },
    take: 500,
    select: inzageSelect,
  });
}
