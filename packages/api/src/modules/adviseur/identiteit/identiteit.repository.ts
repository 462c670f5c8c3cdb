// Prisma access for the identity check (API.md, Trust III).
import type { Db, Prisma, Tx } from '@ikv/db';

const identiteitSelect = {
  id: true,
  voornaam: true,
  achternaam: true,
  geboortedatum: true,
  identiteitMethode: true,
  identiteitToelichting: true,
  identiteitVastgesteldOp: true,
  identiteitVastgesteldDoor: { select: { id: true, voornaam: true, achternaam: true } },
} as const;

export type IdentiteitRow = Prisma.UserGetPayload<{ select: typeof identiteitSelect }>;

/** An entrepreneur (not erased), locked for the change. */
export async function lockOndernemer(tx: Tx, id: string): Promise<IdentiteitRow | null> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM users WHERE id = ${id} AND rol = 'ONDERNEMER' AND "verwijderdOp" IS NULL FOR UPDATE`;
  if (rows.length === 0) return null;
  return tx.user.findUnique({ where: { id }, select: identiteitSelect });
}

export function updateIdentiteit(tx: Tx, id: string, data: Prisma.UserUpdateInput): Promise<IdentiteitRow> {
  return tx.user.update({ where: { id }, data, select: identiteitSelect });
}

export function findIdentiteit(db: Db | Tx, id: string): Promise<IdentiteitRow | null> {
  return db.user.findUnique({ where: { id }, select: identiteitSelect });
}
