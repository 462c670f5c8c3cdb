// Prisma access for the adviser's views: the dashboard query, entrepreneurs with requests, user search.
import type { AanvraagStatus, Db, Prisma, Tx } from '@ikv/db';
import { aanvraagListSelect } from '../aanvragen/aanvragen.repository.ts';

export const dashboardSelect = {
  ...aanvraagListSelect,
  ondernemer: { select: { voornaam: true, achternaam: true, email: true } },
} as const satisfies Prisma.AanvraagSelect;
export type DashboardRow = Prisma.AanvraagGetPayload<{ select: typeof dashboardSelect }>;

export function findDashboardPage(db: Db | Tx, where: Prisma.AanvraagWhereInput, orderBy: Prisma.AanvraagOrderByWithRelationInput[], take: number) {
  return db.aanvraag.findMany({ where, orderBy, take, select: dashboardSelect });
}

export function countAanvragen(db: Db | Tx, where: Prisma.AanvraagWhereInput) {
  return db.aanvraag.count({ where });
}

export async function countPerStatus(db: Db | Tx, where: Prisma.AanvraagWhereInput): Promise<Map<AanvraagStatus, number>> {
  const groups = await db.aanvraag.groupBy({ by: ['status'], where, _count: { _all: true } });
  return new Map(groups.map((g) => [g.status, g._count._all]));
}

export function findOndernemersWithAanvragen(db: Db | Tx) {
  return db.user.findMany({
    where: { rol: 'ONDERNEMER', verwijderdOp: null, aanvragen: { some: {} } },
    select: {
      id: true, email: true, voornaam: true, achternaam: true, telefoonnummer: true,
      aanvragen: { select: { status: true, aangemaaktOp: true } },
    },
    orderBy: [{ achternaam: 'asc' }, { voornaam: 'asc' }, { id: 'asc' }],
  });
}

export function searchUsers(db: Db | Tx, terms: string[]) {
  return db.user.findMany({
    where: {
      verwijderdOp: null,
      AND: terms.map((t) => ({
        OR: [
          { email: { contains: t, mode: 'insensitive' as const } },
          { voornaam: { contains: t, mode: 'insensitive' as const } },
          { achternaam: { contains: t, mode: 'insensitive' as const } },
        ],
      })),
    },
    select: { id: true, email: true, voornaam: true, achternaam: true, rol: true },
    orderBy: [{ achternaam: 'asc' }, { voornaam: 'asc' }, { id: 'asc' }],
    take: 20,
  });
}

export interface DashboardFilter {
  status?: AanvraagStatus;
  verklaringType?: 'IKV' | 'ORIENTATIE';
  vanaf?: Date;
  totVoor?: Date;
  terms: string[];
}

export function dashboardWhere(f: DashboardFilter, withStatus = true): Prisma.AanvraagWhereInput {
  const ci = (t: string) => ({ contains: t, mode: 'insensitive' as const });
  return {
    ...(withStatus && f.status ? { status: f.status } : {}),
    ...(f.verklaringType ? { verklaringType: f.verklaringType } : {}),
    ...(f.vanaf || f.totVoor ? { aangemaaktOp: { ...(f.vanaf ? { gte: f.vanaf } : {}), ...(f.totVoor ? { lt: f.totVoor } : {}) } } : {}),
    AND: f.terms.map((t) => ({
      OR: [
        { company: { naam: ci(t) } },
        { company: { naamOverride: ci(t) } },
        { company: { kvkNummer: { contains: t } } },
        { ondernemer: { voornaam: ci(t) } },
        { ondernemer: { achternaam: ci(t) } },
        { ondernemer: { email: ci(t) } },
      ],
    })),
  };
}

/** Keyset: rows strictly after (t, id) in the sort order. */
export function keysetWhere(field: 'aangemaaktOp' | 'bijgewerktOp', direction: 'asc' | 'desc', cursor: { t: Date; id: string }): Prisma.AanvraagWhereInput {
  const cmp = direction === 'desc' ? 'lt' : 'gt';
  return { OR: [{ [field]: { [cmp]: cursor.t } }, { [field]: cursor.t, id: { [cmp]: cursor.id } }] };
}
